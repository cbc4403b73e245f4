// Examples for src/logic/transactions/flag-plan.ts: the demo's flag question (demo-plan.md §8), each refusal in the
// tool's order, skipped flags, YNAB's "" as no flag, and the undo's split into reverts and conflicts.
import { describe, expect, it } from 'vitest';
import {
  checkFlagRequests,
  checkFlagUndo,
  flagColor,
  flagPlanLines,
  flagQuestion,
  journalFlagChanges,
  planFlags,
  undoFlagQuestion,
  type FlagRequest,
  type FlagTransactionIn,
} from '../../../src/logic/transactions/flag-plan.ts';
import { budgetTransactions } from '../fixtures/demo.ts';

const extra: FlagTransactionIn[] = [
  { id: 'tx-blue', date: '2026-09-10', amount: -5000, payee_name: 'BLUE SHOP', flag_color: 'blue', deleted: false },
  { id: 'tx-empty', date: '2026-09-11', amount: 12345, payee_name: 'EMPTY FLAG', flag_color: '', deleted: false },
  { id: 'tx-gone', date: '2026-09-12', amount: -1000, payee_name: 'GONE', flag_color: null, deleted: true },
  { id: 'tx-nopayee', date: '2026-09-13', amount: -2500, payee_name: null, flag_color: null, deleted: false },
];
const transactions: FlagTransactionIn[] = [...budgetTransactions, ...extra];
const plan = (flags: FlagRequest[]) => planFlags(flags, transactions);
const f = (transaction_id: string, color?: FlagRequest['color']): FlagRequest => (color === undefined ? { transaction_id } : { transaction_id, color });
const MARKET = 'CB MARKET FRESH FACT 190926 525130******1';

describe('planFlags', () => {
  it('gives the demo’s question for tx-050 and tx-051 red', () => {
    const r = plan([f('tx-050', 'red'), f('tx-051', 'red')]);
    expect(r).toEqual({
      ok: true,
      changes: [
        { transaction_id: 'tx-050', date: '2026-09-19', payee: MARKET, amount: -71.86, from_color: null, to_color: 'red' },
        { transaction_id: 'tx-051', date: '2026-09-19', payee: MARKET, amount: -71.86, from_color: null, to_color: 'red' },
      ],
      unchanged_count: 0,
      subject: [
        { transaction_id: 'tx-050', flag_color: 'red' },
        { transaction_id: 'tx-051', flag_color: 'red' },
      ],
      journal: [
        { transaction_id: 'tx-050', from: null, to: 'red' },
        { transaction_id: 'tx-051', from: null, to: 'red' },
      ],
      seen: [
        { transaction_id: 'tx-050', date: '2026-09-19', payee: MARKET, amount: -71860, from_color: null, to_color: 'red' },
        { transaction_id: 'tx-051', date: '2026-09-19', payee: MARKET, amount: -71860, from_color: null, to_color: 'red' },
      ],
      changeMilli: [-71860, -71860],
    });
    expect(r.ok && flagQuestion(flagPlanLines(r), 2)).toBe(
      `Change the flag of 2 transaction(s)?\n- 2026-09-19 ${MARKET} -71.86: no flag → red\n- 2026-09-19 ${MARKET} -71.86: no flag → red`,
    );
  });

  it('removes a flag when color is absent or null, and skips flags already as asked', () => {
    const r = plan([f('tx-blue'), f('tx-050', null), f('tx-049', 'green'), f('tx-empty', null)]);
    expect(r.ok && r.changes.map((c) => [c.transaction_id, c.from_color, c.to_color])).toEqual([
      ['tx-blue', 'blue', null],
      ['tx-049', null, 'green'],
    ]);
    expect(r.ok && r.unchanged_count).toBe(2);
    expect(r.ok && r.subject).toEqual([
      { transaction_id: 'tx-blue', flag_color: null },
      { transaction_id: 'tx-049', flag_color: 'green' },
    ]);
    const none = plan([f('tx-blue', 'blue')]);
    expect(none.ok && [none.changes, none.unchanged_count]).toEqual([[], 1]);
  });

  it('reads YNAB’s "" as no flag', () => {
    const r = plan([f('tx-empty', 'purple')]);
    expect(r.ok && r.journal).toEqual([{ transaction_id: 'tx-empty', from: null, to: 'purple' }]);
  });

  it('prints amounts with the plan’s decimals and leaves out an empty payee', () => {
    const r = plan([f('tx-empty', 'orange'), f('tx-nopayee', 'yellow')]);
    if (!r.ok) throw new Error('refused');
    expect(flagQuestion(flagPlanLines(r), 0).split('\n').slice(1)).toEqual(['- 2026-09-11 EMPTY FLAG 12: no flag → orange', '- 2026-09-13 -3: no flag → yellow']);
    expect(flagQuestion(flagPlanLines(r), 3).split('\n')[2]).toBe('- 2026-09-13 -2.500: no flag → yellow');
  });

  it.each([
    [[], { ok: false, error: 'no_flags' }],
    [[f('tx-050', 'red'), f('tx-999', 'red'), f('tx-050', 'blue')], { ok: false, error: 'named_twice', tx_id: 'tx-050' }],
    [[f('tx-050', 'red'), f('tx-999', 'red')], { ok: false, error: 'unknown_transaction', tx_id: 'tx-999' }],
    [[f('tx-gone', 'red')], { ok: false, error: 'unknown_transaction', tx_id: 'tx-gone' }],
  ])('refuses %j in the tool’s check order', (flags, refusal) => {
    expect(plan(flags)).toEqual(refusal);
  });

  it('checks the list itself without any transaction', () => {
    expect(checkFlagRequests([])).toEqual({ ok: false, error: 'no_flags' });
    expect(checkFlagRequests([f('a'), f('b'), f('a')])).toEqual({ ok: false, error: 'named_twice', tx_id: 'a' });
    expect(checkFlagRequests([f('a'), f('b')])).toBeUndefined();
  });
});

describe('flagColor', () => {
  it('keeps the six colours and reads anything else as no flag', () => {
    expect(['red', 'orange', 'yellow', 'green', 'blue', 'purple'].map(flagColor)).toEqual(['red', 'orange', 'yellow', 'green', 'blue', 'purple']);
    expect(['', 'Red', 'pink', null, undefined, 3].map(flagColor)).toEqual([null, null, null, null, null, null]);
  });
});

describe('undo of a flag operation', () => {
  const changes = [
    { transaction_id: 'tx-blue', from: null, to: 'blue' as const },
    { transaction_id: 'tx-050', from: 'green' as const, to: 'red' as const },
    { transaction_id: 'tx-gone', from: null, to: null },
    { transaction_id: 'tx-missing', from: null, to: 'red' as const },
  ];

  it('reverts what still carries the operation’s colour and lists the rest as conflicts', () => {
    const r = checkFlagUndo(changes, transactions);
    expect(r.revert.map((x) => [x.transaction_id, x.before, x.after])).toEqual([['tx-blue', 'blue', null]]);
    expect(r.conflicts).toEqual(['tx-050', 'tx-gone', 'tx-missing']);
    expect(undoFlagQuestion(r.revert, 2, r.conflicts.length)).toBe(
      'Undo: change the flag of 1 transaction(s)?\n- 2026-09-10 BLUE SHOP -5.00: blue → no flag\n- 3 item(s) changed since and will be left alone',
    );
  });

  it('of an uncertain operation, takes a transaction still with its previous flag for one YNAB never changed', () => {
    // tx-050 has no flag: the operation's red never came; a deleted or missing one is still a conflict.
    const uncertain = [...changes, { transaction_id: 'tx-050', from: null, to: 'red' as const }].filter((c) => c.from === null);
    const r = checkFlagUndo(uncertain, transactions, true);
    expect([r.revert.map((x) => x.transaction_id), r.notApplied, r.conflicts]).toEqual([['tx-blue'], ['tx-050'], ['tx-gone', 'tx-missing']]);
    expect(checkFlagUndo(uncertain, transactions)).toMatchObject({ notApplied: [], conflicts: ['tx-gone', 'tx-missing', 'tx-050'] });
    // A flag that is neither colour of the change was set since, by someone else.
    const since = checkFlagUndo([{ transaction_id: 'tx-blue', from: 'green', to: 'red' }], transactions, true);
    expect([since.revert, since.notApplied, since.conflicts]).toEqual([[], [], ['tx-blue']]);
  });

  it('counts YNAB’s "" as the no flag an operation set', () => {
    const r = checkFlagUndo([{ transaction_id: 'tx-empty', from: 'red', to: null }], transactions);
    expect(r.revert.map((x) => [x.transaction_id, x.after])).toEqual([['tx-empty', 'red']]);
    expect(undoFlagQuestion(r.revert, 2, 0)).toBe('Undo: change the flag of 1 transaction(s)?\n- 2026-09-11 EMPTY FLAG 12.35: no flag → red');
  });

  it('reads the journal’s details defensively', () => {
    expect(journalFlagChanges({ changes: [{ transaction_id: 'tx-1', from: 'red', to: null }, { from: 'red' }, 'x', null, { transaction_id: 'tx-2', from: '', to: 'nope' }] })).toEqual([
      { transaction_id: 'tx-1', from: 'red', to: null },
      { transaction_id: 'tx-2', from: null, to: null },
    ]);
    expect(journalFlagChanges(undefined)).toEqual([]);
    expect(journalFlagChanges({ changes: 'no' })).toEqual([]);
  });
});
