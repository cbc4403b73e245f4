// The journal's writability, said at start when writes are on (issue #29 item 9), before any change is asked.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalWarning } from '../../src/journal/writable.ts';
import { ROOT, SERVER_ENTRY } from '../helpers/stdio-client.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const scratch = () => mkdtempSync(join(tmpdir(), 'avenir-writable-'));
const isRoot = process.getuid?.() === 0;

describe('journalWarning', () => {
  it('is silent for a journal that can be written: an existing file, or folders still to be made', () => {
    const dir = scratch();
    expect(journalWarning(join(dir, 'a', 'b', 'journal.jsonl'))).toBeUndefined();
    writeFileSync(join(dir, 'journal.jsonl'), '', { mode: 0o600 });
    expect(journalWarning(join(dir, 'journal.jsonl'))).toBeUndefined();
  });

  it('names the file, where it fails, and the fix, when a file stands where a folder should', () => {
    const dir = scratch();
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    const journal = join(file, 'journal.jsonl');
    expect(journalWarning(journal)).toBe(
      `The undo journal ${journal} cannot be written (ENOTDIR on ${file}), so every change would be refused before it is sent to YNAB. To fix, make that file and its folder writable, or set AVENIR_MCP_JOURNAL to a writable file, then restart the server.`,
    );
  });

  it.skipIf(isRoot || process.platform === 'win32')('names a folder this account may not write', () => {
    const dir = scratch();
    const locked = join(dir, 'locked');
    mkdirSync(locked, { mode: 0o500 });
    chmodSync(locked, 0o500);
    expect(journalWarning(join(locked, 'journal.jsonl'))).toContain(`(EACCES on ${locked})`);
  });
});

describe('at start', () => {
  it('logs that warning when writes are on, and not when they are off', () => {
    const file = join(scratch(), 'not-a-folder');
    writeFileSync(file, 'x');
    const start = (write: string) =>
      spawnSync(process.execPath, [SERVER_ENTRY], {
        cwd: ROOT,
        input: '',
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          YNAB_API_KEY: 'unused',
          AVENIR_MCP_NO_UPDATE_CHECK: '1',
          AVENIR_MCP_CACHE: 'off',
          AVENIR_MCP_WRITE: write,
          AVENIR_MCP_JOURNAL: join(file, 'journal.jsonl'),
        },
        timeout: HANG_GUARD_MS,
      }).stderr;
    expect(start('1')).toContain(`WARNING The undo journal ${join(file, 'journal.jsonl')} cannot be written (ENOTDIR on ${file})`);
    expect(start('0')).not.toContain('undo journal');
  });
});
