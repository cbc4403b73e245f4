// The append lock (journal-and-undo.md §6 step 1): a dead holder's lock is stale at once, an old one is
// stale whoever held it, a live one is waited for, and after the abandon delay an append proceeds anyway.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/journal/journal.ts';
import { NEVER_MS, collectingLogger, tempDir, timedAppend } from './journal-test-kit.ts';

function lockedJournal(owner: Record<string, unknown> | string): { file: string; lock: string } {
  const file = path.join(tempDir(), 'journal.jsonl');
  const lock = `${file}.lock`;
  mkdirSync(lock);
  writeFileSync(path.join(lock, 'owner'), typeof owner === 'string' ? owner : JSON.stringify(owner));
  return { file, lock };
}

const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
};

describe('journal lock', () => {
  it('removes at once a lock whose holder on this host is dead', async () => {
    const { file, lock } = lockedJournal({ pid: deadPid(), host: hostname(), created_at: new Date().toISOString() });
    // Ends at all: it waited for no delay (NEVER_MS).
    await timedAppend(new Journal(file, { lockTimeouts: { abandonMs: NEVER_MS } }));
    expect(existsSync(lock)).toBe(false);
    expect((await new Journal(file).read()).operations).toHaveLength(1);
  });

  it('removes a lock older than the stale delay, even from another host', async () => {
    const old = new Date(Date.now() - 11_000).toISOString();
    const { file, lock } = lockedJournal({ pid: process.pid, host: 'elsewhere.example', created_at: old });
    await timedAppend(new Journal(file, { lockTimeouts: { abandonMs: NEVER_MS } }));
    expect(existsSync(lock)).toBe(false);
  });

  it.each([
    ['a live holder', () => ({ pid: process.pid, host: hostname(), created_at: new Date().toISOString() })],
    ['a holder still writing its owner (empty, within the owner grace)', () => ''],
  ])('waits for %s, and goes ahead as soon as it lets go', async (_, owner) => {
    const { file, lock } = lockedJournal(owner());
    setTimeout(() => {
      // The holder appends its own line, then releases.
      writeFileSync(file, '{"undone":"holder"}\n', { flag: 'a' });
      rmSync(lock, { recursive: true });
    }, 150);
    const waited = await timedAppend(new Journal(file, { lockTimeouts: { abandonMs: NEVER_MS, ownerGraceMs: NEVER_MS } }));
    expect(waited).toBeGreaterThanOrEqual(140);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('{"undone":"holder"}'); // ours came after, not in the middle
    expect(lines).toHaveLength(2);
  });

  it('treats a live lock as abandoned after the abandon delay: the append never fails', async () => {
    const { file, lock } = lockedJournal({ pid: process.pid, host: 'elsewhere.example', created_at: new Date().toISOString() });
    const { log, lines } = collectingLogger();
    const waited = await timedAppend(new Journal(file, { log, lockTimeouts: { abandonMs: 300 } }));
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(lines.some((l) => l.level === 'WARNING' && /abandoned/.test(l.message))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect((await new Journal(file).read()).operations).toHaveLength(1);
  });

  it('judges a lock without a readable owner by its age', async () => {
    const { file } = lockedJournal('{"pid":');
    const waited = await timedAppend(new Journal(file, { lockTimeouts: { staleMs: 200, abandonMs: NEVER_MS } }));
    expect(waited).toBeGreaterThanOrEqual(150);
  });

  it('holds the lock with an owner file {pid, host, created_at} while appending, and removes it after', async () => {
    const file = path.join(tempDir(), 'journal.jsonl');
    const journal = new Journal(file);
    const before = new Date().toISOString().slice(0, 19);
    let done = false;
    const appends = Promise.all(Array.from({ length: 20 }, () => journal.appendPending({ plan_id: 'p', kind: 'flag' }))).finally(() => {
      done = true;
    });
    const owners = new Set<string>();
    while (!done) {
      const text = await readFile(path.join(`${file}.lock`, 'owner'), 'utf8').catch(() => undefined);
      if (text !== undefined && text !== '') owners.add(text);
      await new Promise((r) => setImmediate(r));
    }
    await appends;
    expect(owners.size).toBeGreaterThan(0);
    for (const text of owners) {
      const owner = JSON.parse(text) as Record<string, unknown>;
      expect(owner).toEqual({ pid: process.pid, host: hostname(), created_at: expect.any(String) });
      // The time of this append, not a time left from elsewhere.
      expect((owner.created_at as string) >= before).toBe(true);
    }
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect((await journal.read()).operations).toHaveLength(20);
  });
});
