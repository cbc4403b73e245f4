// Pins when a package test takes over another's pack lock (test/package/pack.ts): only when the process that
// took it has ended, never because it has held it long (packing on a busy machine takes what it takes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerGone } from './pack.ts';

const lockOf = (pid?: number) => {
  const lock = join(mkdtempSync(join(tmpdir(), 'avenir-pack-lock-')), 'key.lock');
  mkdirSync(lock);
  if (pid !== undefined) writeFileSync(join(lock, 'pid'), String(pid));
  return lock;
};

describe('ownerGone', () => {
  it('is false while the owner runs, however long it has held the lock', () => {
    expect(ownerGone(lockOf(process.pid))).toBe(false);
  });

  it('is false for a lock taken an instant ago, its pid not written yet', () => {
    expect(ownerGone(lockOf())).toBe(false);
  });

  it('is true once the owner has ended without removing it', () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    expect(ownerGone(lockOf(ended))).toBe(true);
  });
});
