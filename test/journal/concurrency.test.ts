// Several server processes appending to one journal at once (journal-and-undo.md §6, B5): every entry is
// present exactly once and the file reads without error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/journal/journal.ts';
import { exited, runFixture, waitForLine } from './child-process-kit.ts';
import { tempDir } from './journal-test-kit.ts';

const PROCESSES = 4;
const EACH = 50;

describe('concurrent appends from several processes', () => {
  it(`${PROCESSES} processes × ${EACH} appends: each entry exactly once, the file reads cleanly`, async () => {
    const file = path.join(tempDir(), 'shared', 'journal.jsonl');
    const children = Array.from({ length: PROCESSES }, (_, i) => runFixture('append-many.ts', [file, `proc-${i}`, String(EACH)]));
    await Promise.all(children.map((c) => waitForLine(c, /^ready$/)));
    for (const c of children) c.stdin.write('go\n');
    const results = await Promise.all(children.map(exited));
    expect(results.every((r) => r.code === 0)).toBe(true);

    const text = readFileSync(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('torn_line');
    const seen = new Map<string, number>();
    for (const line of text.split('\n').filter((l) => l !== '')) {
      const record = JSON.parse(line) as { plan_id: string; details: { n: number } };
      const key = `${record.plan_id}/${record.details.n}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(PROCESSES * EACH);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);

    const view = await new Journal(file).read();
    expect(view.operations).toHaveLength(PROCESSES * EACH);
    for (let i = 0; i < PROCESSES; i++) {
      const mine = view.operations.filter((o) => o.entry.plan_id === `proc-${i}`).map((o) => o.entry.details?.n);
      expect(mine).toEqual(Array.from({ length: EACH }, (_, n) => n)); // each process's appends in its own order
    }
  });
});
