// Reading entries into operations (journal-and-undo.md §4–§5): settlement states, markers, the
// reference's forms, and lookup per plan, latest first, or by id.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/journal/journal.ts';
import { Secrets } from '../../src/logic/core/redact.ts';
import { collectingLogger, entry, jsonl, tempDir } from './journal-test-kit.ts';

function journalWith(text: string, log = collectingLogger().log): Journal {
  const file = path.join(tempDir(), 'journal.jsonl');
  writeFileSync(file, text);
  return new Journal(file, { log });
}

const summary = (ops: { entry: { operation_id: string }; state: string; line: number }[]) =>
  ops.map((o) => [o.entry.operation_id, o.state, o.line]);

describe('entry states', () => {
  it('pending settled applied is in effect, with the settlement details merged', async () => {
    const j = journalWith(
      jsonl(entry('a00000000001', 'p', { kind: 'create', details: { account_id: 'acc', transaction_ids: [] }, pending: true }), {
        settled: 'a00000000001',
        outcome: 'applied',
        details: { transaction_ids: ['t1', 't2'] },
      }),
    );
    const [op, ...rest] = (await j.read()).operations;
    expect(rest).toEqual([]);
    expect(op!.state).toBe('in_effect');
    expect(op!.line).toBe(1);
    expect(op!.entry.details).toEqual({ account_id: 'acc', transaction_ids: ['t1', 't2'] });
  });

  it('pending settled failed is not an operation', async () => {
    const j = journalWith(jsonl(entry('a00000000001', 'p', { pending: true }), { settled: 'a00000000001', outcome: 'failed' }));
    expect((await j.read()).operations).toEqual([]);
  });

  it('pending settled unknown, or never settled, is uncertain', async () => {
    const j = journalWith(
      jsonl(
        entry('a00000000001', 'p', { pending: true }),
        { settled: 'a00000000001', outcome: 'unknown' },
        entry('a00000000002', 'p', { pending: true }),
        entry('a00000000003', 'p'),
      ),
    );
    expect(summary((await j.read()).operations)).toEqual([
      ['a00000000001', 'uncertain', 1],
      ['a00000000002', 'uncertain', 3],
      ['a00000000003', 'in_effect', 4],
    ]);
  });

  it('skips an uncertain create without transaction ids, with a warning, but keeps one with ids', async () => {
    const { log, lines } = collectingLogger();
    const j = journalWith(
      jsonl(
        entry('a00000000001', 'p', { kind: 'create', details: { account_id: 'acc' }, pending: true }),
        entry('a00000000002', 'p', { kind: 'create', details: { account_id: 'acc', transaction_ids: ['t1'] }, pending: true }),
        entry('a00000000003', 'p', { kind: 'create', details: { account_id: 'acc', transaction_ids: [] }, pending: true }),
        { settled: 'a00000000003', outcome: 'unknown', details: { transaction_ids: ['t9'] } },
      ),
      log,
    );
    const ops = (await j.read()).operations;
    expect(summary(ops)).toEqual([
      ['a00000000002', 'uncertain', 2],
      ['a00000000003', 'uncertain', 3],
    ]);
    expect(ops[1]!.entry.details?.transaction_ids).toEqual(['t9']);
    expect(lines.filter((l) => l.level === 'WARNING' && l.fields.operation_id === 'a00000000001')).toHaveLength(1);
  });

  it('keeps an uncertain create without ids when it recorded what it sent: undo looks for those', async () => {
    const { log, lines } = collectingLogger();
    const sent = [{ date: '2026-09-24', amount: -12000, payee_name: 'Chez Lucie', memo_digest: null, category_id: null }];
    const j = journalWith(
      jsonl(entry('a00000000001', 'p', { kind: 'create', details: { account_id: 'acc', sent, existing_ids: [] }, pending: true }), {
        settled: 'a00000000001',
        outcome: 'unknown',
      }),
      log,
    );
    expect(summary((await j.read()).operations)).toEqual([['a00000000001', 'uncertain', 1]]);
    expect(lines.filter((l) => l.fields.operation_id === 'a00000000001')).toEqual([]);
  });

  it('a marker takes the operation out of effect, whether full or only {"undone"}', async () => {
    const j = journalWith(
      jsonl(
        entry('a00000000001', 'p'),
        entry('a00000000002', 'p', { pending: true }),
        entry('a00000000003', 'p'),
        { undone: 'a00000000001', plan_id: 'p', undone_at: '2026-09-25T11:00:00Z', restored: 1, conflicts: [] },
        { undone: 'a00000000002' },
      ),
    );
    const view = await j.read();
    expect(summary(view.operations)).toEqual([['a00000000003', 'in_effect', 3]]);
    expect(view.find('p', 'a00000000001')).toBeUndefined();
    expect(view.find('p', 'a00000000002')).toBeUndefined();
  });
});

describe('lookup', () => {
  const text = jsonl(
    entry('a00000000001', 'p1'),
    entry('b00000000001', 'p2'),
    entry('a00000000002', 'p1', { pending: true }),
    entry('b00000000002', 'p2', { pending: true }),
    { settled: 'b00000000002', outcome: 'failed' },
    entry('a00000000003', 'p1'),
    { undone: 'a00000000003' },
  );

  it('without an id: the plan’s latest operation still in effect or uncertain', async () => {
    const view = await journalWith(text).read();
    expect(view.find('p1')?.entry.operation_id).toBe('a00000000002');
    expect(view.find('p1')?.state).toBe('uncertain');
    expect(view.find('p2')?.entry.operation_id).toBe('b00000000001');
    expect(view.find('p3')).toBeUndefined();
  });

  it('with an id: only within the plan, and never an undone or failed one', async () => {
    const view = await journalWith(text).read();
    expect(view.find('p1', 'a00000000001')?.line).toBe(1);
    expect(view.find('p2', 'a00000000001')).toBeUndefined();
    expect(view.find('p1', 'b00000000001')).toBeUndefined();
    expect(view.find('p1', 'a00000000003')).toBeUndefined();
    expect(view.find('p2', 'b00000000002')).toBeUndefined();
    expect(view.find('p1', 'ffffffffffff')).toBeUndefined();
  });

  it('after undoing the latest, the one before becomes the latest', async () => {
    const file = path.join(tempDir(), 'journal.jsonl');
    const j = new Journal(file);
    const first = await j.appendPending({ plan_id: 'p', kind: 'budget', details: { month: '2026-09-01' } });
    await j.settle(first, 'applied');
    const second = await j.appendPending({ plan_id: 'p', kind: 'flag', details: { changes: [] } });
    await j.settle(second, 'applied');
    expect((await j.read()).find('p')?.entry.operation_id).toBe(second);
    await j.markUndone({ undone: second, plan_id: 'p', restored: 0, conflicts: [] });
    expect((await j.read()).find('p')?.entry.operation_id).toBe(first);
  });
});

describe('the reference’s forms', () => {
  it('accepts budget_id for plan_id and ignores unknown fields', async () => {
    const j = journalWith(
      jsonl(
        {
          operation_id: 'c00000000001',
          budget_id: 'plan-x',
          kind: 'budget',
          applied_at: '2026-01-01T00:00:00Z',
          details: {},
          note: 'extra',
          v: 2,
        },
        { undone: 'zzz', extra: [1, 2] },
        { settled: 'zzz', outcome: 'applied', by: 'someone' },
      ),
    );
    const view = await j.read();
    expect(view.find('plan-x')?.entry).toEqual({
      operation_id: 'c00000000001',
      plan_id: 'plan-x',
      kind: 'budget',
      applied_at: '2026-01-01T00:00:00Z',
      details: {},
    });
  });

  it('ignores an entry of an unknown kind, with a warning', async () => {
    const { log, lines } = collectingLogger();
    const j = journalWith(jsonl(entry('c00000000001', 'p'), entry('c00000000002', 'p', { kind: 'teleport' })), log);
    expect((await j.read()).find('p')?.entry.operation_id).toBe('c00000000001');
    expect(lines.some((l) => l.level === 'WARNING' && l.fields.kind === 'teleport' && l.fields.line === 2)).toBe(true);
  });

  it('reads the three-line categorize undo as an entry already undone', async () => {
    const move = (from: string | null, to: string | null) => ({ transaction_id: 't1', from_category_id: from, to_category_id: to });
    const j = journalWith(
      jsonl(
        entry('d00000000000', 'p'),
        {
          operation_id: 'd00000000001',
          budget_id: 'p',
          kind: 'categorize',
          applied_at: '2026-01-01T00:00:00Z',
          moves: [move(null, 'cat-a')],
        },
        {
          operation_id: 'd00000000002',
          budget_id: 'p',
          kind: 'categorize',
          applied_at: '2026-01-02T00:00:00Z',
          moves: [move('cat-a', null)],
        },
        { undone: 'd00000000001', budget_id: 'p', undone_at: '2026-01-02T00:00:00Z' },
        { undone: 'd00000000002', budget_id: 'p', undone_at: '2026-01-02T00:00:00Z' },
      ),
    );
    const view = await j.read();
    expect(summary(view.operations)).toEqual([['d00000000000', 'in_effect', 1]]);
    expect(view.find('p')?.entry.operation_id).toBe('d00000000000');
  });

  it('keeps a categorize entry’s moves exactly, null and Uncategorized ids included', async () => {
    const moves = [
      { transaction_id: 't1', from_category_id: null, to_category_id: 'cat-a' },
      { transaction_id: 't2', from_category_id: 'internal-uncategorized', to_category_id: 'cat-b' },
    ];
    const j = journalWith(jsonl(entry('e00000000001', 'p', { kind: 'categorize', details: undefined, moves })));
    expect((await j.read()).find('p')?.entry.moves).toEqual(moves);
  });
});

describe('written lines', () => {
  it('have the documented shapes and order', async () => {
    const file = path.join(tempDir(), 'journal.jsonl');
    let n = 0;
    const j = new Journal(file, { now: () => new Date('2026-09-25T10:12:03.456Z'), randomId: () => `3f9a1c07b2e${n++}` });
    const id = await j.appendPending({
      plan_id: 'demo-budget',
      kind: 'budget',
      details: { month: '2026-09-01', category_id: 'c', from: 1, to: 2 },
    });
    await j.settle(id, 'applied');
    await j.settle(id, 'unknown', { adjustment_id: 'adj' });
    await j.markUndone({ undone: id, plan_id: 'demo-budget', restored: 1, conflicts: ['x'] });
    expect(readFileSync(file, 'utf8')).toBe(
      '{"operation_id":"3f9a1c07b2e0","plan_id":"demo-budget","kind":"budget","applied_at":"2026-09-25T10:12:03Z","details":{"month":"2026-09-01","category_id":"c","from":1,"to":2},"pending":true}\n' +
        '{"settled":"3f9a1c07b2e0","outcome":"applied"}\n' +
        '{"settled":"3f9a1c07b2e0","outcome":"unknown","details":{"adjustment_id":"adj"}}\n' +
        '{"undone":"3f9a1c07b2e0","plan_id":"demo-budget","undone_at":"2026-09-25T10:12:03Z","restored":1,"conflicts":["x"]}\n',
    );
  });

  it('default operation ids are 12 lowercase hex characters, all different', async () => {
    const j = new Journal(path.join(tempDir(), 'journal.jsonl'));
    const ids = await Promise.all(Array.from({ length: 20 }, () => j.appendPending({ plan_id: 'p', kind: 'payee' })));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(20);
    expect((await j.read()).operations.map((o) => o.entry.operation_id)).toEqual(ids);
  });

  it('a missing file is an empty journal', async () => {
    const view = await new Journal(path.join(tempDir(), 'none', 'journal.jsonl')).read();
    expect(view.operations).toEqual([]);
    expect(view.find('p')).toBeUndefined();
  });
});

describe('secrets', () => {
  it('never writes a token: every string of an entry and a settlement has it cut out, the line still reads back', async () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    const secrets = new Secrets();
    secrets.add(token);
    const file = path.join(tempDir(), 'journal.jsonl');
    const j = new Journal(file, { secrets });
    const id = await j.appendPending({ plan_id: 'p', kind: 'payee', details: { payee_id: 'pay-1', from: 'Old', to: `Bearer ${token}` } });
    await j.settle(id, 'applied', { note: [`%22${encodeURIComponent(token)}%22`] });
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
    const [op] = (await j.read()).operations;
    expect(op!.entry.details).toEqual({ payee_id: 'pay-1', from: 'Old', to: 'Bearer [token]', note: ['%22[token]%22'] });
  });
});
