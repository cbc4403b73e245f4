// Properties of src/logic/transactions/find-transactions.ts: every row matches every filter, order, limit and totals.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { compareCodePoints } from '../../../src/logic/core/compare.ts';
import { findTransactions, unknownIds } from '../../../src/logic/transactions/find-transactions.ts';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';

type Searched = Parameters<typeof findTransactions>[0][number];

const accounts = new Map([
  ['a1', { name: 'One' }],
  ['a2', { name: 'Two' }],
]);
const categories = new Map([
  ['c1', { name: 'Food' }],
  ['c2', { name: 'Fun' }],
  ['c3', { name: 'Rent' }],
]);
const date = fc.constantFrom('2026-01-01', '2026-01-15', '2026-02-01', '2026-02-28', '2026-03-10');
const amount = fc.constantFrom(-45000, 45000, -12500, 0, 1);
const label = fc.oneof(
  fc.constantFrom('CB CHEZ LUCIE FACT 220626 525130******1', 'Chez Lucie', 'RAIL CO', 'CB 12345', 'rail'),
  fc.string({ maxLength: 8 }),
);
const line = fc.record({ amount, category_id: fc.option(fc.constantFrom('c1', 'c2', 'c3'), { nil: null }), deleted: fc.boolean() });
const transaction: fc.Arbitrary<Searched> = fc.record({
  id: fc.constantFrom('t1', 't2', 't3', 't4', 't5', 't6', 't7'),
  date,
  amount,
  cleared: fc.constantFrom('cleared' as const, 'uncleared' as const, 'reconciled' as const),
  approved: fc.boolean(),
  account_id: fc.constantFrom('a1', 'a2'),
  account_name: fc.constant('Account'),
  payee_name: fc.option(label, { nil: null }),
  category_id: fc.option(fc.constantFrom('c1', 'c2', 'c3'), { nil: null }),
  deleted: fc.boolean(),
  subtransactions: fc.array(line, { maxLength: 3 }),
});
const filters = fc.record({
  since: date,
  until: date,
  amount: fc.option(amount, { nil: undefined }),
  accountIds: fc.option(fc.subarray(['a1', 'a2', 'ax'], { minLength: 1 }), { nil: undefined }),
  categoryIds: fc.option(fc.subarray(['c1', 'c2', 'c3'], { minLength: 1 }), { nil: undefined }),
  payee: fc.option(fc.oneof(label, fc.constantFrom('lucie', 'cb', ' ', '12345')), { nil: undefined }),
  limit: fc.integer({ min: 1, max: 10 }),
});

describe('findTransactions', () => {
  it('counts exactly the live transactions that pass every filter, newest first, cut at the limit', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 20 }), filters, (txs, f) => {
        const r = findTransactions(txs, accounts, categories, f);
        const expected = txs.filter((t) => {
          const lines = (t.subtransactions ?? []).filter((s) => !s.deleted);
          const cats = lines.length > 0 ? lines.map((s) => s.category_id) : [t.category_id];
          const key = f.payee === undefined ? '' : normalizePayee(f.payee);
          const payeeOk =
            f.payee === undefined ||
            (t.payee_name != null &&
              (key === '' ? t.payee_name.toUpperCase().includes(f.payee.toUpperCase()) : normalizePayee(t.payee_name).includes(key)));
          return (
            !t.deleted &&
            t.date >= f.since &&
            t.date <= f.until &&
            (f.amount === undefined || t.amount === f.amount) &&
            (f.accountIds === undefined || f.accountIds.includes(t.account_id)) &&
            (f.categoryIds === undefined || cats.some((c) => c != null && f.categoryIds?.includes(c))) &&
            payeeOk
          );
        });
        const rows = r.transactions;
        const ordered = rows.every((row, i) => {
          const prev = rows[i - 1];
          return (
            prev === undefined ||
            prev.date > row.date ||
            (prev.date === row.date && compareCodePoints(prev.transaction_id, row.transaction_id) >= 0)
          );
        });
        return (
          r.total === expected.length &&
          rows.length === Math.min(f.limit, expected.length) &&
          r.truncated === expected.length > f.limit &&
          ordered &&
          rows.every((row) => row.date >= f.since && row.date <= f.until && (f.amount === undefined || row.amount === f.amount / 1000)) &&
          rows.every((row) => row.split === row.lines.length > 0 && (!row.split || row.category === null))
        );
      }),
    );
  });
});

describe('unknownIds', () => {
  it('keeps each unknown id once, in first-seen order, and nothing known', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), fc.subarray(['a', 'b', 'c', 'd']), (ids, known) => {
        const out = unknownIds(ids, new Set(known));
        const expected = ids.filter((id, i) => !known.includes(id) && ids.indexOf(id) === i);
        return JSON.stringify(out) === JSON.stringify(expected);
      }),
    );
  });
});
