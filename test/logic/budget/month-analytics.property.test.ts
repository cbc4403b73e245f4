// Properties of src/logic/budget/month-analytics.ts (algorithms.md §14).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isUsable } from '../../../src/logic/facts/category-classes.ts';
import { budgetVsActual, categoryBalances, spendingTrends, utilizationPct } from '../../../src/logic/budget/month-analytics.ts';

type AnalysedMonth = Parameters<typeof spendingTrends>[0][number];
type AnalysedCategory = AnalysedMonth['categories'][number];

const amount = fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1000, max: 1000 }), fc.constant(0));
const category: fc.Arbitrary<AnalysedCategory> = fc.record({
  id: fc.uuid(),
  name: fc.oneof(fc.constantFrom('Uncategorized', 'Inflow: Ready to Assign', 'Rent'), fc.string()),
  category_group_name: fc.constantFrom('Internal Master Category', 'Credit Card Payments', 'Bills'),
  hidden: fc.boolean(),
  deleted: fc.boolean(),
  internal: fc.boolean(),
  budgeted: amount,
  activity: amount,
  balance: amount,
});
const month = (m: string): fc.Arbitrary<AnalysedMonth> =>
  fc.record({
    month: fc.constant(m),
    income: amount,
    budgeted: amount,
    activity: amount,
    to_be_budgeted: amount,
    categories: fc.array(category, { maxLength: 15 }),
  });

describe('month analytics', () => {
  it('lists only usable categories, and every usable one with includeEmpty', () => {
    fc.assert(
      fc.property(month('2026-09-01'), (m) => {
        const usable = m.categories.filter((c) => isUsable(c)).map((c) => c.id);
        const all = categoryBalances(m, true).categories.map((c) => c.category_id);
        const some = categoryBalances(m, false).categories.map((c) => c.category_id);
        const bva = budgetVsActual(m).categories.map((c) => c.category_id);
        return (
          JSON.stringify(all) === JSON.stringify(usable) &&
          some.every((id) => usable.includes(id)) &&
          bva.every((id) => usable.includes(id))
        );
      }),
    );
  });

  it('utilisation is 0 when budgeted or activity is 0, and otherwise once the ratio reaches 0.05 %', () => {
    fc.assert(
      fc.property(month('2026-09-01'), (m) => {
        const byId = new Map(m.categories.map((c) => [c.id, c]));
        return budgetVsActual(m).categories.every((row) => {
          const c = byId.get(row.category_id);
          if (c === undefined) return false;
          const zero = c.budgeted === 0 || c.activity === 0;
          // round1 sends ratios under 0.05 % to 0.0: the "only if" holds from there on.
          const visible = Math.abs(c.activity) * 2000 >= Math.abs(c.budgeted);
          return row.actual === Math.abs(c.activity) / 1000 && (zero ? row.utilization_pct === 0 : !visible || row.utilization_pct !== 0);
        });
      }),
    );
  });

  it('utilisation is sign-symmetric and within 0.05 of the exact percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (actual, budgeted) => {
        const p = utilizationPct(actual, budgeted);
        const mirrored = utilizationPct(actual, -budgeted);
        return (mirrored === -p || (p === 0 && mirrored === 0)) && Math.abs(p - (100 * actual) / budgeted) <= 0.05 + 1e-9 * p;
      }),
    );
  });

  it('trends give |activity| of each usable category in each month', () => {
    fc.assert(
      fc.property(month('2026-07-01'), month('2026-08-01'), (a, b) => {
        // Same categories in both months, as YNAB lists them.
        const bSame: AnalysedMonth = { ...b, categories: a.categories.map((c, i) => ({ ...c, activity: b.categories[i]?.activity ?? 0 })) };
        const r = spendingTrends([bSame, a]);
        const usable = a.categories.filter((c) => isUsable(c));
        return (
          JSON.stringify(r.months) === JSON.stringify(['2026-07-01', '2026-08-01']) &&
          r.categories.length === new Set(usable.map((c) => c.id)).size &&
          r.categories.every((t) => t.amounts.every((x) => x.amount >= 0))
        );
      }),
    );
  });
});
