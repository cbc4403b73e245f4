// Properties of src/logic/classify/suggestions.ts (algorithms.md §6).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLookup } from '../../../src/logic/classify/category-lookup.ts';
import type { ClassifyGroup, ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import { buildHistory, roundConfidence, scoreTransaction, suggestCategory } from '../../../src/logic/classify/suggestions.ts';

const accountsById = new Map([
  ['on', { on_budget: true }],
  ['off', { on_budget: false }],
]);
const CATS = ['c-a', 'c-b', 'c-c', 'c-hidden', 'c-deleted', 'c-group-hidden', 'c-unc'];
const groups: ClassifyGroup[] = [
  {
    id: 'g-int',
    name: 'Internal Master Category',
    hidden: false,
    deleted: false,
    internal: true,
    categories: [{ id: 'c-unc', name: 'Uncategorized', hidden: false, deleted: false }],
  },
  {
    id: 'g-1',
    name: 'One',
    hidden: false,
    deleted: false,
    categories: [
      { id: 'c-a', name: 'A', hidden: false, deleted: false },
      { id: 'c-b', name: 'B', hidden: false, deleted: false },
      { id: 'c-c', name: 'C', hidden: false, deleted: false },
      { id: 'c-hidden', name: 'H', hidden: true, deleted: false },
      { id: 'c-deleted', name: 'D', hidden: false, deleted: true },
    ],
  },
  {
    id: 'g-2',
    name: 'Two',
    hidden: true,
    deleted: false,
    categories: [{ id: 'c-group-hidden', name: 'GH', hidden: false, deleted: false }],
  },
];
const lookup = categoryLookup(groups);
const PAYEES = ['SHOP', 'CB SHOP FACT 010126 1234****1', 'OTHER', 'LENDER'];

const row = fc.record({
  id: fc.string({ maxLength: 3 }),
  date: fc.constantFrom('2026-01-01', '2026-01-02', '2026-02-01'),
  amount: fc.integer({ min: -5000, max: 5000 }),
  account_id: fc.constantFrom('on', 'off'),
  payee_name: fc.constantFrom(...PAYEES),
  category_id: fc.constantFrom(null, ...CATS),
  deleted: fc.boolean(),
}) satisfies fc.Arbitrary<ClassifyTransaction>;
const rows = fc.array(row, { maxLength: 40 });
const target = fc.record({ payee_name: fc.constantFrom(...PAYEES), amount: fc.integer({ min: -5000, max: 5000 }) });

describe('suggestions', () => {
  it('confidence is within [0, 1] and the count within the total', () => {
    fc.assert(
      fc.property(rows, target, (rs, t) => {
        const score = scoreTransaction(t, buildHistory(rs, accountsById, lookup.uncategorizedIds), lookup.assignableIds);
        if (score === null) return;
        expect(score.count).toBeGreaterThan(0);
        expect(score.count).toBeLessThanOrEqual(score.total);
        const c = roundConfidence(score.count, score.total);
        expect(c > 0 && c <= 1).toBe(true);
      }),
    );
  });

  it('a merchant seen only with one assignable category gets confidence 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('c-a', 'c-b', 'c-c'),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: -5000, max: -1 }),
        (cat, n, amount) => {
          const rs = Array.from({ length: n }, (_, i) => ({
            id: `r${i}`,
            date: '2026-01-01',
            amount,
            account_id: 'on',
            payee_name: 'SHOP',
            category_id: cat,
            deleted: false,
          }));
          const h = buildHistory(rs, accountsById, lookup.uncategorizedIds);
          expect(suggestCategory({ payee_name: 'SHOP', amount: -1 }, h, lookup.assignableIds, 0.9)).toEqual({
            category_id: cat,
            confidence: 1,
          });
        },
      ),
    );
  });

  it('never suggests a hidden, deleted, internal or unknown category', () => {
    fc.assert(
      fc.property(rows, target, fc.double({ min: 0, max: 1, noNaN: true }), (rs, t, threshold) => {
        const s = suggestCategory(t, buildHistory(rs, accountsById, lookup.uncategorizedIds), lookup.assignableIds, threshold);
        if (s !== null) expect(['c-a', 'c-b', 'c-c']).toContain(s.category_id);
      }),
    );
  });

  it('the history of one direction never affects the other', () => {
    fc.assert(
      fc.property(rows, rows, target, (rs, other, t) => {
        const sameSide = (r: { amount: number }): boolean => r.amount < 0 === t.amount < 0;
        const kept = rs.filter(sameSide);
        // Add rows of the other direction only: the score must not move.
        const noise = other.filter((r) => !sameSide(r));
        const a = scoreTransaction(t, buildHistory(kept, accountsById, lookup.uncategorizedIds), lookup.assignableIds);
        const b = scoreTransaction(t, buildHistory([...kept, ...noise], accountsById, lookup.uncategorizedIds), lookup.assignableIds);
        expect(b).toEqual(a);
      }),
    );
  });

  it('suggests exactly when the exact share reaches the threshold, at the rounded share', () => {
    fc.assert(
      fc.property(rows, target, fc.integer({ min: 0, max: 100 }), (rs, t, pct) => {
        const h = buildHistory(rs, accountsById, lookup.uncategorizedIds);
        const score = scoreTransaction(t, h, lookup.assignableIds);
        const s = suggestCategory(t, h, lookup.assignableIds, pct / 100);
        const meets = score !== null && score.count * 100 >= pct * score.total;
        expect(s).toEqual(meets ? { category_id: score.category_id, confidence: roundConfidence(score.count, score.total) } : null);
      }),
    );
  });
});
