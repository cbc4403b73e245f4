// The journal is private: a new file is 0600 in folders created 0700, and an existing file readable by
// others is used but warned about, once (journal-and-undo.md §2).
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/journal/journal.ts';
import { collectingLogger, entry, jsonl, tempDir } from './journal-test-kit.ts';

const mode = (p: string) => statSync(p).mode & 0o777;
const isWindows = process.platform === 'win32';

describe.skipIf(isWindows)('journal file modes', () => {
  it('creates the file 0600 and each missing folder 0700', async () => {
    const root = tempDir();
    chmodSync(root, 0o755);
    const file = path.join(root, 'state', 'avenir-mcp', 'journal.jsonl');
    await new Journal(file).appendPending({ plan_id: 'p', kind: 'budget', details: {} });
    expect(mode(file)).toBe(0o600);
    expect(mode(path.join(root, 'state'))).toBe(0o700);
    expect(mode(path.join(root, 'state', 'avenir-mcp'))).toBe(0o700);
    expect(mode(root)).toBe(0o755); // an existing folder is left as it is
  });

  it('warns once about an existing 0644 file, and still uses it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'journal.jsonl');
    writeFileSync(file, jsonl(entry('aaaaaaaaaaaa', 'p')));
    chmodSync(file, 0o644);
    const { log, lines } = collectingLogger();
    const journal = new Journal(file, { log });
    await journal.appendPending({ plan_id: 'p', kind: 'budget', details: {} });
    await journal.settle('x', 'applied');
    await journal.read();
    const warnings = lines.filter((l) => l.level === 'WARNING' && /readable/.test(l.message));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields.path).toBe(file);
    expect(mode(file)).toBe(0o644); // not refused, not changed behind the person's back
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('warns on read too, and not at all for a 0600 file', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'a'));
    const open = path.join(dir, 'a', 'open.jsonl');
    const closed = path.join(dir, 'a', 'closed.jsonl');
    for (const f of [open, closed]) writeFileSync(f, jsonl(entry('aaaaaaaaaaaa', 'p')));
    chmodSync(open, 0o640);
    chmodSync(closed, 0o600);
    const first = collectingLogger();
    await new Journal(open, { log: first.log }).read();
    expect(first.lines.filter((l) => l.level === 'WARNING')).toHaveLength(1);
    const second = collectingLogger();
    const journal = new Journal(closed, { log: second.log });
    await journal.read();
    await journal.appendPending({ plan_id: 'p', kind: 'budget' });
    expect(second.lines.filter((l) => l.level === 'WARNING')).toHaveLength(0);
  });
});
