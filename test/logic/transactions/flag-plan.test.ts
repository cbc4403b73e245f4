// Examples for src/logic/transactions/flag-plan.ts: the demo's flag question (demo-plan.md §8), each refusal in the
// tool's order, skipped flags, YNAB's "" as no flag.
import { describe, expect, it } from 'vitest';
import {
  checkFlagRequests,
  flagColor,
  flagPlanLines,
  flagQuestion,
  planFlags,
  type FlagRequest,
} from '../../../src/logic/transactions/flag-plan.ts';
import { flagTransactions as transactions } from '../fixtures/flag-transactions.ts';

const plan = (flags: FlagRequest[]) => planFlags(flags, transactions);
const f = (transaction_id: string, color?: FlagRequest['color']): FlagRequest =>
  color === undefined ? { transaction_id } : { transaction_id, color };
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
    expect(flagQuestion(flagPlanLines(r), 0).split('\n').slice(1)).toEqual([
      '- 2026-09-11 EMPTY FLAG 12: no flag → orange',
      '- 2026-09-13 -3: no flag → yellow',
    ]);
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
    expect(['red', 'orange', 'yellow', 'green', 'blue', 'purple'].map(flagColor)).toEqual([
      'red',
      'orange',
      'yellow',
      'green',
      'blue',
      'purple',
    ]);
    expect(['', 'Red', 'pink', null, undefined, 3].map(flagColor)).toEqual([null, null, null, null, null, null]);
  });
});
