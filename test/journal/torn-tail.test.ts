// A crash mid-append leaves half a line: readers ignore it, the next append names it with
// {"torn_line": n} under the lock, and everything complete still reads back (journal-and-undo.md §5–§6).
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalDamaged } from '../../src/journal/errors.ts';
import { Journal } from '../../src/journal/journal.ts';
import { entry, jsonl, tempDir } from './journal-test-kit.ts';

function file(text: string): string {
  const f = path.join(tempDir(), 'journal.jsonl');
  writeFileSync(f, text);
  return f;
}

describe('crash simulation: half a line, then an append', () => {
  it('writes the repair marker, and every complete entry reads back', async () => {
    const complete = jsonl(entry('a00000000001', 'p'), '', entry('a00000000002', 'p', { pending: true }), {
      settled: 'a00000000002',
      outcome: 'applied',
    });
    const half = JSON.stringify(entry('a00000000003', 'p', { pending: true })).slice(0, 40);
    const f = file(complete + half);
    const j = new Journal(f, { randomId: () => 'a00000000004' });

    // Before the repair the fragment is an unterminated tail: ignored.
    expect((await j.read()).operations.map((o) => o.entry.operation_id)).toEqual(['a00000000001', 'a00000000002']);

    const id = await j.appendPending({ plan_id: 'p', kind: 'budget', details: {} });
    const text = readFileSync(f, 'utf8');
    expect(text.startsWith(`${complete}${half}\n{"torn_line":5}\n{"operation_id":"a00000000004"`)).toBe(true);
    expect(text.endsWith('\n')).toBe(true);

    const view = await j.read();
    expect(view.operations.map((o) => [o.entry.operation_id, o.state, o.line])).toEqual([
      ['a00000000001', 'in_effect', 1],
      ['a00000000002', 'in_effect', 3],
      ['a00000000004', 'uncertain', 7],
    ]);
    expect(view.find('p')?.entry.operation_id).toBe(id);
    expect(view.find('p', 'a00000000001')?.line).toBe(1);

    // The next append finds a clean end: no second marker.
    await j.settle(id, 'applied');
    expect(readFileSync(f, 'utf8').match(/torn_line/g)).toHaveLength(1);
    expect((await j.read()).find('p')?.state).toBe('in_effect');
  });

  it('keeps a whole record that only lacked its newline, even once named by torn_line', async () => {
    const f = file(jsonl(entry('a00000000001', 'p')) + JSON.stringify(entry('a00000000002', 'p')));
    const j = new Journal(f);
    expect((await j.read()).find('p')?.entry.operation_id).toBe('a00000000002');
    const id = await j.appendPending({ plan_id: 'q', kind: 'budget' });
    expect(readFileSync(f, 'utf8')).toContain('\n{"torn_line":2}\n');
    const view = await j.read();
    expect(view.find('p')?.entry.operation_id).toBe('a00000000002');
    expect(view.find('q')?.entry.operation_id).toBe(id);
  });
});

describe('damage', () => {
  const damagedAt = async (text: string): Promise<number | undefined> => {
    const f = file(text);
    try {
      await new Journal(f, { lockTimeouts: { pollMs: 1 } }).read();
      return undefined;
    } catch (err) {
      expect(err).toBeInstanceOf(JournalDamaged);
      expect((err as JournalDamaged).path).toBe(f);
      expect((err as JournalDamaged).message).toContain(f);
      expect((err as JournalDamaged).message).toContain(`line ${(err as JournalDamaged).line}`);
      expect((err as JournalDamaged).message).toMatch(/rename the file/);
      return (err as JournalDamaged).line;
    }
  };

  it('a bad complete line is damage, named by its 1-based number', async () => {
    expect(await damagedAt(jsonl(entry('a00000000001', 'p'), '', '{"operation_id":', entry('a00000000002', 'p')))).toBe(3);
    expect(await damagedAt(jsonl(entry('a00000000001', 'p'), '[1]'))).toBe(2);
    expect(await damagedAt(jsonl('"x"', '3'))).toBe(1);
    expect(await damagedAt(jsonl({ operation_id: 'a', plan_id: 'p', kind: 'budget' }))).toBe(1);
  });

  it('a torn line acknowledged by a later torn_line is skipped; one acknowledged only earlier is not', async () => {
    expect(await damagedAt(jsonl(entry('a00000000001', 'p'), '{"oper', { torn_line: 2 }, entry('a00000000002', 'p')))).toBeUndefined();
    expect(await damagedAt(jsonl({ torn_line: 2 }, '{"oper', entry('a00000000002', 'p')))).toBe(2);
    expect(await damagedAt(jsonl('{"oper', { torn_line: 3 }))).toBe(1);
  });

  it('a torn last line is ignored', async () => {
    expect(await damagedAt(`${jsonl(entry('a00000000001', 'p'))}{"settled":"a0000`)).toBeUndefined();
    expect(await damagedAt(`${jsonl(entry('a00000000001', 'p'))}\u0000\u00ff`)).toBeUndefined();
  });

  it('a line of invalid UTF-8 is damage', async () => {
    const f = file('');
    appendFileSync(f, jsonl(entry('a00000000001', 'p')));
    // {"undone":"<0xff>"}: would be a marker if the bad byte were decoded leniently.
    appendFileSync(f, Buffer.concat([Buffer.from('{"undone":"'), Buffer.from([0xff]), Buffer.from('"}\n')]));
    await expect(new Journal(f).read()).rejects.toMatchObject({ line: 2 });
  });
});
