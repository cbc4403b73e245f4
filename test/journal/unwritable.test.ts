// A journal that cannot be written stops the change before YNAB: appendPending throws JournalUnwritable
// naming the path and the reason, and nothing is written anywhere (journal-and-undo.md §6 step 5).
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalUnwritable } from '../../src/journal/errors.ts';
import { Journal } from '../../src/journal/journal.ts';
import { tempDir } from './journal-test-kit.ts';

async function unwritable(promise: Promise<unknown>): Promise<JournalUnwritable> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JournalUnwritable);
  return err as JournalUnwritable;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('an unwritable journal', () => {
  it('whose parent is a file: appendPending throws with the path, nothing written', async () => {
    const dir = tempDir();
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, 'keep me');
    const file = path.join(blocker, 'journal.jsonl');
    const err = await unwritable(new Journal(file).appendPending({ plan_id: 'p', kind: 'budget', details: {} }));
    expect(err.path).toBe(file);
    expect(err.record).toBe('entry');
    expect(err.reason).toMatch(/ENOTDIR|EEXIST/);
    expect(err.message).toContain(file);
    expect(err.message).toContain(err.reason);
    expect(err.message).toMatch(/NOT made because it could not be journaled/);
    expect(readFileSync(blocker, 'utf8')).toBe('keep me');
    expect(readdirSync(dir)).toEqual(['not-a-folder']);
  });

  it('whose path is a folder: throws, and leaves no lock or line behind', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'journal.jsonl');
    mkdirSync(file);
    const journal = new Journal(file);
    await unwritable(journal.appendPending({ plan_id: 'p', kind: 'budget' }));
    const settle = await unwritable(journal.settle('aaaaaaaaaaaa', 'applied'));
    expect(settle.record).toBe('settlement');
    expect(settle.message).not.toMatch(/NOT made/);
    expect(readdirSync(dir)).toEqual(['journal.jsonl']);
    expect(readdirSync(file)).toEqual([]);
  });

  it.skipIf(asRoot || process.platform === 'win32')('under a read-only folder: throws, nothing written', async () => {
    const dir = tempDir();
    const locked = path.join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    try {
      const file = path.join(locked, 'journal.jsonl');
      const err = await unwritable(new Journal(file).appendPending({ plan_id: 'p', kind: 'budget' }));
      expect(err.path).toBe(file);
      expect(err.reason).toMatch(/EACCES|EPERM/);
      expect(readdirSync(locked)).toEqual([]);
      expect(existsSync(file)).toBe(false);
    } finally {
      chmodSync(locked, 0o700);
    }
  });
});
