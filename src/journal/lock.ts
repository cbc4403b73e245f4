// The cross-process append lock (journal-and-undo.md §6 step 1): a `<journal>.lock` directory, because
// creating a directory is atomic everywhere; an `owner` file inside lets waiters recognise a dead holder.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log.ts';

export interface LockTimeouts {
  /** How often a waiter retries. */
  pollMs: number;
  /** A lock older than this is stale whoever holds it. */
  staleMs: number;
  /** After waiting this long the lock is treated as abandoned: locking never makes an append fail. */
  abandonMs: number;
  /**
   * A lock whose owner is missing, empty or unreadable for longer than this is stale: a holder writes its
   * owner a few system calls after creating the folder, so such a lock was left by a crash or a failed write.
   */
  ownerGraceMs: number;
}

export const DEFAULT_LOCK_TIMEOUTS: LockTimeouts = { pollMs: 20, staleMs: 10_000, abandonMs: 15_000, ownerGraceMs: 500 };

export interface HeldLock {
  /** Removes the lock if it is still ours (never someone else's that replaced an abandoned one). */
  release(): Promise<void>;
}

const NO_LOCK: HeldLock = { release: async () => {} };

export async function acquireLock(lockDir: string, timeouts: LockTimeouts, log: Logger): Promise<HeldLock> {
  const started = Date.now();
  for (;;) {
    const created = tryCreate(lockDir, log);
    if (created !== 'exists') return created;
    const seen = await inspect(lockDir, timeouts);
    if (seen === 'gone') continue;
    if (seen.stale) {
      await removeIfUnchanged(lockDir, seen);
      continue;
    }
    if (Date.now() - started >= timeouts.abandonMs) {
      log.warning('journal lock abandoned after waiting', { waited_ms: Date.now() - started });
      await rm(lockDir, { recursive: true, force: true }).catch(() => {});
      const retried = tryCreate(lockDir, log);
      // Someone else took it in between: proceed anyway, as promised, rather than wait again.
      return retried === 'exists' ? NO_LOCK : retried;
    }
    await sleep(timeouts.pollMs);
  }
}

function tryCreate(lockDir: string, log: Logger): HeldLock | 'exists' {
  // Synchronous on purpose: a holder killed between creating the folder and writing its owner leaves a
  // lock that only ages out (10 s), so that gap is kept to a few system calls with no event-loop turn.
  try {
    mkdirSync(lockDir, { mode: 0o700 });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 'exists';
    // A folder where no lock can be made (read-only, say) must not fail the append by itself: the
    // append then finds out whether the file can be written at all.
    log.warning('journal lock could not be created; appending without it', { code });
    return NO_LOCK;
  }
  const ownerText = JSON.stringify({ pid: process.pid, host: hostname(), created_at: new Date().toISOString() });
  try {
    writeFileSync(path.join(lockDir, 'owner'), ownerText, { mode: 0o600 });
  } catch (err) {
    // A full disk (ENOSPC) or quota leaves an empty owner: kept, it would hold every later append for the
    // stale delay. Removed, and this append goes ahead without it, as when no lock can be made at all.
    const code = (err as NodeJS.ErrnoException).code;
    log.warning('journal lock owner could not be written; appending without the lock', { code });
    try {
      rmSync(lockDir, { recursive: true, force: true });
    } catch {
      // Left behind, it is stale for waiters after the owner grace.
    }
    return NO_LOCK;
  }
  return {
    release: async () => {
      if ((await readOwner(lockDir)) !== ownerText) return;
      await rm(lockDir, { recursive: true, force: true }).catch((err: NodeJS.ErrnoException) => {
        log.warning('journal lock could not be removed', { code: err.code });
      });
    },
  };
}

interface Seen {
  stale: boolean;
  owner: string | undefined;
  mtimeMs: number;
}

async function inspect(lockDir: string, timeouts: LockTimeouts): Promise<Seen | 'gone'> {
  const owner = await readOwner(lockDir);
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(lockDir)).mtimeMs;
  } catch {
    return 'gone';
  }
  const parsed = parseOwner(owner);
  if (parsed === undefined) {
    // No usable owner: judged by the folder's age (it changes when the owner file is created).
    return { stale: Date.now() - mtimeMs > Math.min(timeouts.ownerGraceMs, timeouts.staleMs), owner, mtimeMs };
  }
  const createdMs = parsed.createdMs ?? mtimeMs;
  const deadHere = parsed.host === hostname() && !isAlive(parsed.pid);
  return { stale: deadHere || Date.now() - createdMs > timeouts.staleMs, owner, mtimeMs };
}

/**
 * Re-checks just before removing, so a waiter never deletes a fresh lock taken since it looked: a new
 * lock has another owner, or (its owner not written yet) another folder time.
 */
async function removeIfUnchanged(lockDir: string, seen: Seen): Promise<void> {
  const owner = await readOwner(lockDir);
  const mtimeMs = await stat(lockDir).then(
    (s) => s.mtimeMs,
    () => undefined,
  );
  if (owner !== seen.owner || mtimeMs !== seen.mtimeMs) return;
  await rm(lockDir, { recursive: true, force: true }).catch(() => {});
}

async function readOwner(lockDir: string): Promise<string | undefined> {
  return readFile(path.join(lockDir, 'owner'), 'utf8').catch(() => undefined);
}

function parseOwner(text: string | undefined): { pid: number; host: string; createdMs: number | undefined } | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // being written, or torn: judged by the folder's age and the owner grace instead
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { pid, host, created_at } = value as Record<string, unknown>;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || typeof host !== 'string') return undefined;
  const createdMs = typeof created_at === 'string' ? Date.parse(created_at) : Number.NaN;
  return { pid, host, createdMs: Number.isFinite(createdMs) ? createdMs : undefined };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
