// A full disk does not stall the journal (issue #13 item 3): when the lock's owner cannot be written the
// lock is not left behind, and a lock whose owner is empty or unreadable is stale after a short grace, so
// the next append after space is freed takes well under a second. The failure is injected into the owner
// write, and, where the machine lets this test mount one, reproduced on a real 64 KB tmpfs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEVER, NEVER_MS, collectingLogger, tempDir, timedAppend } from './journal-test-kit.ts';

const fault = vi.hoisted(() => ({ ownerWriteFails: false }));

// The owner write fails as on a full disk: the file is created (an inode is free) but no byte lands.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const writeFileSync: typeof real.writeFileSync = (file, data, options) => {
    if (fault.ownerWriteFails && typeof file === 'string' && path.basename(file) === 'owner') {
      real.writeFileSync(file, '');
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' });
    }
    real.writeFileSync(file, data, options);
  };
  return { ...real, writeFileSync, default: { ...real, writeFileSync } };
});

// The suite runs without isolation (vitest.config.ts): this worker may already hold the journal's modules,
// loaded by another file with the real node:fs. They are loaded again here, under the mock, and the next
// file gets the real ones back.
let Journal: typeof import('../../src/journal/journal.ts').Journal;
beforeAll(async () => {
  vi.resetModules();
  ({ Journal } = await import('../../src/journal/journal.ts'));
});
afterAll(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

describe('a lock whose owner cannot be written', () => {
  it('is removed at once: the next appends, from this journal or another, wait for nothing', async () => {
    const file = path.join(tempDir(), 'journal.jsonl');
    const { log, lines } = collectingLogger();
    // Ending at all shows no append waited: every lock delay is one no test outlives.
    const journal = new Journal(file, { log, lockTimeouts: NEVER });
    fault.ownerWriteFails = true;
    try {
      // The journal line itself still fits (as on a real disk whose last block has room).
      await timedAppend(journal);
      expect(existsSync(`${file}.lock`)).toBe(false);
      await timedAppend(journal);
    } finally {
      fault.ownerWriteFails = false;
    }
    expect(lines.some((l) => l.level === 'WARNING' && /owner could not be written/.test(l.message) && l.fields.code === 'ENOSPC')).toBe(
      true,
    );
    await timedAppend(journal);
    await timedAppend(new Journal(file, { lockTimeouts: NEVER }));
    expect((await journal.read()).operations).toHaveLength(4);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('a lock left with an empty or unreadable owner', () => {
  for (const [name, owner] of [
    ['empty', ''],
    ['torn', '{"pid":'],
    ['not an owner', '[1,2]'],
  ] as const) {
    it(`(${name}) is stale after a short grace, not the 10 s stale delay`, async () => {
      const file = path.join(tempDir(), 'journal.jsonl');
      mkdirSync(`${file}.lock`);
      writeFileSync(path.join(`${file}.lock`, 'owner'), owner);
      // Ends: it waited the owner's grace only, not the stale delay (one no test outlives).
      await timedAppend(new Journal(file, { lockTimeouts: { staleMs: NEVER_MS, abandonMs: NEVER_MS } }));
      expect(existsSync(`${file}.lock`)).toBe(false);
    });
  }
});

// A real small filesystem: needs root and a kernel that lets this process mount tmpfs (a sandbox may not).
const mountPoint = mkdtempSync(path.join(tmpdir(), 'avenir-journal-tmpfs-'));
const mounted = process.platform === 'linux' && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint]).status === 0;

describe.skipIf(!mounted)('on a real full filesystem (64 KB tmpfs)', () => {
  beforeAll(() => {
    expect(mounted).toBe(true);
  });
  afterAll(() => {
    spawnSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('no append waits, while full or once space is freed', async () => {
    const file = path.join(mountPoint, 'journal.jsonl');
    const journal = new Journal(file, { lockTimeouts: NEVER });
    await journal.appendPending({ plan_id: 'p', kind: 'budget' });
    let n = 0;
    try {
      for (;;) writeFileSync(path.join(mountPoint, `fill-${n++}`), Buffer.alloc(4096));
    } catch (err) {
      expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    // While full: whatever each append's fate (the line may still fit in the file's last page), none waits.
    for (let i = 0; i < 2; i++) await journal.appendPending({ plan_id: 'p', kind: 'budget' }).catch(() => undefined);
    for (const name of readdirSync(mountPoint)) if (name.startsWith('fill-')) rmSync(path.join(mountPoint, name));
    await timedAppend(new Journal(file, { lockTimeouts: NEVER }));
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
if (!mounted) rmSync(mountPoint, { recursive: true, force: true });
