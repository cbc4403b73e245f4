// Property of reading (journal-and-undo.md §5): any journal mixing records, blank lines and damaged
// lines either reads exactly as a simple model says, or fails naming exactly the first damaged line.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JournalDamaged } from '../../src/journal/errors.ts';
import { Journal } from '../../src/journal/journal.ts';
import { collectingLogger, tempDir } from './journal-test-kit.ts';

type Outcome = 'applied' | 'failed' | 'unknown';
type Item =
  | { t: 'entry'; plan: string; kind: string; pending: boolean; alias: boolean; ids: boolean }
  | { t: 'settle'; pick: number; outcome: Outcome; ids: boolean }
  | { t: 'marker'; pick: number; full: boolean }
  | { t: 'bad'; bytes: Uint8Array }
  | { t: 'ack'; pick: number }
  | { t: 'blank'; ws: string };
type Tail = { t: 'none' } | { t: 'torn'; cut: number } | { t: 'whole' } | { t: 'bytes'; bytes: Uint8Array };

const lossy = new TextDecoder();
const enc = new TextEncoder();
const NL = 0x0a;

const entryJson = (id: string, item: Extract<Item, { t: 'entry' }>) =>
  JSON.stringify({
    operation_id: id,
    [item.alias ? 'budget_id' : 'plan_id']: item.plan,
    kind: item.kind,
    applied_at: '2026-09-25T10:12:03Z',
    details: item.kind === 'create' ? { account_id: 'acc', ...(item.ids ? { transaction_ids: ['t1'] } : {}) } : { n: 1 },
    ...(item.pending ? { pending: true } : {}),
    future_field: { x: 1 },
  });

const sampleEntry = JSON.stringify({ operation_id: 'ffffffffffff', plan_id: 'p1', kind: 'budget', applied_at: '2026-09-25T10:12:03Z' });

const noNewline = (b: Uint8Array) => b.filter((x) => x !== NL);
const randomBytes = fc
  .uint8Array({ minLength: 1, maxLength: 30 })
  .map(noNewline)
  .filter((b) => lossy.decode(b).trim() !== '');
const truncatedJson = fc.integer({ min: 1, max: sampleEntry.length - 1 }).map((cut) => enc.encode(sampleEntry.slice(0, cut)));
const notRecords = fc
  .constantFrom(
    '[1]',
    '"x"',
    '3',
    'null',
    'true',
    '[]',
    '{}',
    '{"undone":3}',
    '{"torn_line":0}',
    '{"torn_line":"2"}',
    '{"operation_id":"a","plan_id":"p","kind":"budget"}',
    '{"settled":null}',
  )
  .map((s) => enc.encode(s));

const item: fc.Arbitrary<Item> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('entry' as const),
      plan: fc.constantFrom('p1', 'p2'),
      kind: fc.constantFrom('budget', 'create', 'categorize', 'teleport'),
      pending: fc.boolean(),
      alias: fc.boolean(),
      ids: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom<Outcome>('applied', 'failed', 'unknown'),
      ids: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('marker' as const), pick: fc.nat(), full: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('bad' as const), bytes: fc.oneof(randomBytes, truncatedJson, notRecords) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('ack' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('blank' as const), ws: fc.constantFrom('', ' ', '\t', '  \r') }) },
);
const tail: fc.Arbitrary<Tail> = fc.oneof(
  fc.constant({ t: 'none' as const }),
  fc.record({ t: fc.constant('torn' as const), cut: fc.nat() }),
  fc.constant({ t: 'whole' as const }),
  fc.record({ t: fc.constant('bytes' as const), bytes: fc.uint8Array({ maxLength: 20 }).map(noNewline) }),
);

interface ModelEntry {
  id: string;
  line: number;
  plan: string;
  item: Extract<Item, { t: 'entry' }>;
}

/** Lays out the file and computes, independently of the reader, what it must answer. */
function build(items: Item[], end: Tail) {
  const lines: Uint8Array[] = [];
  const entries: ModelEntry[] = [];
  const bad: number[] = [];
  const acks: [line: number, target: number][] = [];
  const settled = new Map<string, { outcome: Outcome; ids: boolean }>();
  const undone = new Set<string>();
  const pickId = (n: number) => entries[n % Math.max(entries.length, 1)]?.id ?? 'eeeeeeeeeeee';
  for (const it of items) {
    const line = lines.length + 1;
    if (it.t === 'entry') {
      const id = line.toString(16).padStart(12, '0');
      entries.push({ id, line, plan: it.plan, item: it });
      lines.push(enc.encode(entryJson(id, it)));
    } else if (it.t === 'settle') {
      const id = pickId(it.pick);
      settled.set(id, { outcome: it.outcome, ids: it.ids });
      lines.push(
        enc.encode(JSON.stringify({ settled: id, outcome: it.outcome, ...(it.ids ? { details: { transaction_ids: ['t2'] } } : {}) })),
      );
    } else if (it.t === 'marker') {
      const id = pickId(it.pick);
      undone.add(id);
      lines.push(
        enc.encode(
          JSON.stringify(
            it.full ? { undone: id, plan_id: 'p1', undone_at: '2026-09-25T11:00:00Z', restored: 0, conflicts: [] } : { undone: id },
          ),
        ),
      );
    } else if (it.t === 'bad') {
      bad.push(line);
      lines.push(it.bytes);
    } else if (it.t === 'ack') {
      // Usually names an earlier bad line; otherwise some line, which must not excuse anything later.
      const target = bad.length > 0 ? bad[it.pick % bad.length]! : (it.pick % (line + 2)) + 1;
      acks.push([line, target]);
      lines.push(enc.encode(JSON.stringify({ torn_line: target })));
    } else {
      lines.push(enc.encode(it.ws));
    }
  }
  const body = lines.map((l) => Buffer.concat([l, Buffer.from([NL])]));
  const tailLine = lines.length + 1;
  let tailBytes: Uint8Array = new Uint8Array();
  if (end.t === 'torn') tailBytes = enc.encode(sampleEntry.slice(0, 1 + (end.cut % (sampleEntry.length - 1))));
  if (end.t === 'bytes') tailBytes = end.bytes;
  if (end.t === 'whole') {
    const it = { t: 'entry' as const, plan: 'p1', kind: 'budget', pending: false, alias: false, ids: false };
    const id = 'dddddddddddd';
    entries.push({ id, line: tailLine, plan: 'p1', item: it });
    tailBytes = enc.encode(entryJson(id, it));
  }
  const data = Buffer.concat([...body, tailBytes]);

  const damaged = bad.find((b) => !acks.some(([at, target]) => target === b && at > b));
  const expected: { id: string; state: string; line: number; plan: string; transactionIds?: unknown }[] = [];
  for (const e of entries) {
    if (e.item.kind === 'teleport' || undone.has(e.id)) continue;
    const s = settled.get(e.id);
    let state = 'in_effect';
    let ids = e.item.ids;
    if (e.item.pending) {
      if (s?.outcome === 'failed') continue;
      if (s?.outcome !== 'applied') state = 'uncertain';
      if (s?.ids) ids = true;
    }
    if (e.item.kind === 'create' && state === 'uncertain' && !ids) continue;
    expected.push({ id: e.id, state, line: e.line, plan: e.plan });
  }
  return { data, damaged, expected, ids: entries.map((e) => e.id) };
}

describe('reading random journals', () => {
  it('reads as the model says, or fails naming exactly the first damaged line', async () => {
    const dir = tempDir();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 25 }), tail, async (items, end) => {
        const { data, damaged, expected, ids } = build(items, end);
        const file = path.join(dir, `j${n++}.jsonl`);
        writeFileSync(file, data);
        const journal = new Journal(file, { log: collectingLogger().log, lockTimeouts: { pollMs: 1 } });
        let outcome: Awaited<ReturnType<Journal['read']>> | JournalDamaged;
        try {
          outcome = await journal.read();
        } catch (err) {
          if (!(err instanceof JournalDamaged)) throw err;
          outcome = err;
        }
        if (damaged !== undefined) {
          expect(outcome).toBeInstanceOf(JournalDamaged);
          expect((outcome as JournalDamaged).line).toBe(damaged);
          return;
        }
        expect(outcome).not.toBeInstanceOf(JournalDamaged);
        const view = outcome as Awaited<ReturnType<Journal['read']>>;
        expect(view.operations.map((o) => ({ id: o.entry.operation_id, state: o.state, line: o.line, plan: o.entry.plan_id }))).toEqual(
          expected,
        );
        for (const plan of ['p1', 'p2']) {
          expect(view.find(plan)?.entry.operation_id).toBe(expected.filter((e) => e.plan === plan).at(-1)?.id);
          for (const id of ids) {
            const hit = expected.find((e) => e.id === id && e.plan === plan);
            expect(view.find(plan, id)?.line).toBe(hit?.line);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
