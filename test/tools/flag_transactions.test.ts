// flag_transactions in process on the demo plan: every refusal before any question or code and without a
// write, nothing_to_do, the result fields and request counts, the code path, and the undo's conflicts.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { callTool, expectRequests as expectServed, textOf, type Args, type ToolResult } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';
const MARKET = 'CB MARKET FRESH FACT 190926 525130******1';
const QUESTION = `Change the flag of 2 transaction(s)?\n- 2026-09-19 ${MARKET} -71.86: no flag → red\n- 2026-09-19 ${MARKET} -71.86: no flag → red`;
const RED = {
  plan_id: PLAN,
  flags: [
    { transaction_id: 'tx-050', color: 'red' },
    { transaction_id: 'tx-051', color: 'red' },
  ],
};

const flagsOf = (fake: FakeYnab, ids: string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => plan.data.transactions.find((t) => t.id === id)!.flag_color ?? null);
};
const setFlag = (fake: FakeYnab, id: string, color: 'red' | 'blue' | null) =>
  fake.mutate(PLAN, (plan) => {
    plan.transactions.find((t) => t.id === id)!.flag_color = color;
  });

/** A fresh server per test (cold cache, no plan directory); `open(answer)` makes it a client that can ask. */
const fresh = sessionPerTest();
const open = fresh.open;
const call = (name: string, args: Args) => callTool(fresh.s, name, args);
// The count a result reports is the fake's: exact on a path that runs the handler once (no in-call question).
const expectRequests = (r: ToolResult, n: number) => expectServed(r, fresh.s.fake, n);

describe('flag_transactions refusals, before any question or code, without a write', () => {
  it.each([
    [[], 'No flags were given: pass at least one {transaction_id, color} item (leave color out, or null, to remove a flag).', 0],
    [
      [{ transaction_id: 'tx-050', color: 'red' }, { transaction_id: 'tx-999' }, { transaction_id: 'tx-050', color: 'blue' }],
      'Transaction tx-050 appears in two items: give a single item per transaction.',
      0,
    ],
    [
      [
        { transaction_id: 'tx-050', color: 'red' },
        { transaction_id: 'tx-999', color: 'red' },
      ],
      'Transaction tx-999 is not in this plan, or was deleted: use a transaction_id that find_transactions returns.',
      2,
    ],
    // An id outside the last year's window is looked for in the older history too: a second read.
  ])('%j', async (flags, message, requests) => {
    await open('accept');
    const r = await call('flag_transactions', { plan_id: PLAN, flags });
    expect([r.isError, textOf(r)]).toEqual([true, message]);
    expectRequests(r, requests);
    expect(fresh.s.asked).toEqual([]);
    expect(fresh.s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('refuses a deleted transaction as unknown', async () => {
    await open('accept');
    fresh.s.fake.mutate(PLAN, (plan) => {
      plan.transactions.find((t) => t.id === 'tx-049')!.deleted = true;
    });
    const r = await call('flag_transactions', { plan_id: PLAN, flags: [{ transaction_id: 'tx-049', color: 'red' }] });
    expect(textOf(r)).toBe('Transaction tx-049 is not in this plan, or was deleted: use a transaction_id that find_transactions returns.');
    expect(fresh.s.asked).toEqual([]);
  });

  it('refuses a colour outside the six through the input schema', async () => {
    await open('accept');
    const r = await call('flag_transactions', { plan_id: PLAN, flags: [{ transaction_id: 'tx-050', color: 'pink' }] });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/color/);
    expect(fresh.s.fake.requestCount).toBe(0);
  });
});

describe('flag_transactions', () => {
  it('is nothing_to_do when every flag is already as asked, without asking nor loading the currency', async () => {
    await open('accept');
    setFlag(fresh.s.fake, 'tx-049', 'blue');
    const r = await call('flag_transactions', {
      plan_id: PLAN,
      flags: [{ transaction_id: 'tx-045' }, { transaction_id: 'tx-046', color: null }, { transaction_id: 'tx-049', color: 'blue' }],
    });
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      message: 'Every transaction already carries the flag asked for: no flag needed changing.',
      preview: null,
      changes: [],
      unchanged_count: 3,
      confirmation: null,
      operation_id: null,
    });
    expectRequests(r, 1);
    expect(fresh.s.asked).toEqual([]);
  });

  it('answers confirmation_required with the preview on the code path, then applies with the code', async () => {
    await open();
    const first = await call('flag_transactions', RED);
    expect(first.structuredContent).toMatchObject({
      status: 'confirmation_required',
      preview: QUESTION,
      changes: [
        { transaction_id: 'tx-050', date: '2026-09-19', payee: MARKET, amount: -71.86, from_color: null, to_color: 'red' },
        { transaction_id: 'tx-051', date: '2026-09-19', payee: MARKET, amount: -71.86, from_color: null, to_color: 'red' },
      ],
      unchanged_count: 0,
      operation_id: null,
    });
    expect(first.structuredContent?.confirmation).toMatch(/^[A-Za-z0-9_-]{11}$/);
    // GET transactions, and GET /plans for the amounts' format: the preview is in the result.
    expectRequests(first, 2);
    expect(fresh.s.fake.log.map((l) => `${l.method} ${l.path}`)).toEqual(['GET /plans/demo-budget/transactions', 'GET /plans']);
    expect(flagsOf(fresh.s.fake, ['tx-050', 'tx-051'])).toEqual([null, null]);

    const second = await call('flag_transactions', { ...RED, confirmation: first.structuredContent?.confirmation });
    const out = second.structuredContent!;
    expect(out.status).toBe('applied');
    expect(out.preview).toBe(QUESTION);
    expect(out.confirmation).toBeNull();
    expect(out.operation_id).toMatch(/^[0-9a-f]{12}$/);
    expect(out.message).toBe(
      `Changed the flag of 2 transaction(s). To put their previous flags back, call undo_operation with operation_id ${String(out.operation_id)}.`,
    );
    expect(fresh.s.fake.log.map((l) => `${l.method} ${l.path}`)).toEqual([
      'GET /plans/demo-budget/transactions',
      'PATCH /plans/demo-budget/transactions',
    ]);
    expectRequests(second, 2);
    expect(flagsOf(fresh.s.fake, ['tx-050', 'tx-051'])).toEqual(['red', 'red']);
  });

  it('writes nothing when the user declines', async () => {
    await open('decline');
    const r = await call('flag_transactions', RED);
    expect(r.structuredContent).toMatchObject({ status: 'declined', preview: QUESTION, confirmation: null, operation_id: null });
    expect(fresh.s.asked).toEqual([QUESTION]);
    expect(fresh.s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(flagsOf(fresh.s.fake, ['tx-050', 'tx-051'])).toEqual([null, null]);
  });

  it('removes and changes flags, and its undo puts back each previous colour', async () => {
    await open('accept');
    setFlag(fresh.s.fake, 'tx-049', 'blue');
    setFlag(fresh.s.fake, 'tx-048', 'red');
    const r = await call('flag_transactions', {
      plan_id: PLAN,
      flags: [{ transaction_id: 'tx-049' }, { transaction_id: 'tx-048', color: 'purple' }],
    });
    expect(fresh.s.asked).toEqual([
      'Change the flag of 2 transaction(s)?\n- 2026-09-18 RAIL CO -45.00: blue → no flag\n- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: red → purple',
    ]);
    expect(r.structuredContent?.status).toBe('applied');
    expect(flagsOf(fresh.s.fake, ['tx-049', 'tx-048'])).toEqual([null, 'purple']);
    const undo = await call('undo_operation', { plan_id: PLAN, operation_id: r.structuredContent?.operation_id });
    expect(undo.structuredContent).toMatchObject({ status: 'applied', kind: 'flag', restored: 2, changes: [], conflicts: [] });
    expect(flagsOf(fresh.s.fake, ['tx-049', 'tx-048'])).toEqual(['blue', 'red']);
  });
});

describe('undo of flag_transactions', () => {
  async function flagRed() {
    const r = await call('flag_transactions', RED);
    expect(r.structuredContent?.status).toBe('applied');
    return String(r.structuredContent?.operation_id);
  }

  it('leaves alone a transaction whose flag changed since, and lists it in conflicts', async () => {
    await open('accept');
    const id = await flagRed();
    setFlag(fresh.s.fake, 'tx-050', 'blue');
    fresh.s.asked.length = 0;
    const undo = await call('undo_operation', { plan_id: PLAN });
    expect(fresh.s.asked).toEqual([
      `Undo: change the flag of 1 transaction(s)?\n- 2026-09-19 ${MARKET} -71.86: red → no flag\n- 1 item(s) changed since and will be left alone`,
    ]);
    expect(undo.structuredContent).toMatchObject({ status: 'applied', operation_id: id, kind: 'flag', restored: 1, conflicts: ['tx-050'] });
    expect(flagsOf(fresh.s.fake, ['tx-050', 'tx-051'])).toEqual(['blue', null]);
    // Undone: nothing of this plan is left to undo.
    const again = await call('undo_operation', { plan_id: PLAN });
    expect(textOf(again)).toMatch(/^Nothing to undo/);
  });

  it('is nothing_to_do when every transaction changed since, without asking nor writing a marker', async () => {
    await open('accept');
    const id = await flagRed();
    setFlag(fresh.s.fake, 'tx-050', 'blue');
    fresh.s.fake.mutate(PLAN, (plan) => {
      plan.transactions.find((t) => t.id === 'tx-051')!.deleted = true;
    });
    fresh.s.asked.length = 0;
    for (let i = 0; i < 2; i++) {
      const undo = await call('undo_operation', { plan_id: PLAN });
      expect(undo.structuredContent).toEqual({
        status: 'nothing_to_do',
        message:
          'Every one of the 2 transaction(s) had its flag changed, or was deleted, since the operation, so the undo touches nothing.',
        preview: null,
        operation_id: id,
        kind: 'flag',
        restored: 0,
        changes: [],
        conflicts: ['tx-050', 'tx-051'],
        confirmation: null,
      });
      expect(fresh.s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    }
    expect(fresh.s.asked).toEqual([]);
    expect(flagsOf(fresh.s.fake, ['tx-050'])).toEqual(['blue']);
  });
});
