// Properties of src/logic/classify/pending.ts: the list is exactly the pending transactions, newest first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import { isPending, pendingTransactions } from '../../../src/logic/classify/pending.ts';
import { classifyAccounts, classifyGroups } from '../fixtures/demo-classify.ts';

const accountIds = classifyAccounts.map((a) => a.id);
const tx = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  date: fc.constantFrom('2026-09-01', '2026-09-02', '2026-09-10'),
  amount: fc.integer({ min: -100000, max: 100000 }),
  account_id: fc.constantFrom(...accountIds, 'acc-gone'),
  category_id: fc.constantFrom(null, 'cat-uncategorized', 'cat-rent'),
  transfer_account_id: fc.constantFrom(null, ...accountIds),
  deleted: fc.boolean(),
  subtransactions: fc.array(fc.record({ deleted: fc.boolean() }), { maxLength: 2 }),
}) satisfies fc.Arbitrary<ClassifyTransaction>;

describe('pendingTransactions', () => {
  it('keeps exactly the pending ones, sorted by date then id, both descending', () => {
    const byId = new Map(classifyAccounts.map((a) => [a.id, a]));
    fc.assert(
      fc.property(fc.array(tx, { maxLength: 30 }), (txs) => {
        const out = pendingTransactions(txs, classifyAccounts, classifyGroups);
        const expected = txs.filter((t) => isPending(t, byId, new Set(['cat-uncategorized'])));
        expect(out).toHaveLength(expected.length);
        expect(new Set(out)).toEqual(new Set(expected));
        for (let i = 1; i < out.length; i++) {
          const a = out[i - 1] as ClassifyTransaction;
          const b = out[i] as ClassifyTransaction;
          expect(a.date > b.date || (a.date === b.date && a.id >= b.id)).toBe(true);
        }
      }),
    );
  });
});
