// Properties of src/logic/budget/month-summary.ts (algorithms.md §14): overspent ⊆ usable, amounts converted exactly.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isUsable } from '../../../src/logic/facts/category-classes.ts';
import { fromMilli } from '../../../src/logic/core/money.ts';
import { monthSummary } from '../../../src/logic/budget/month-summary.ts';
import { untrusted } from '../../../src/logic/core/untrusted.ts';

type SummarisedMonth = Parameters<typeof monthSummary>[0];
type SummarisedCategory = SummarisedMonth['categories'][number];

const amount = fc.integer({ min: -1e12, max: 1e12 });

const category: fc.Arbitrary<SummarisedCategory> = fc.record(
  {
    id: fc.uuid(),
    name: fc.oneof(fc.constantFrom('Uncategorized', 'Inflow: Ready to Assign', 'Rent'), fc.string({ unit: 'binary' })),
    category_group_id: fc.uuid(),
    category_group_name: fc.oneof(
      fc.constantFrom('Internal Master Category', 'Credit Card Payments', 'Bills'),
      fc.string({ unit: 'binary' }),
    ),
    hidden: fc.boolean(),
    deleted: fc.boolean(),
    internal: fc.boolean(),
    budgeted: amount,
    activity: amount,
    balance: fc.oneof(amount, fc.integer({ min: -1000, max: 1000 })),
  },
  { requiredKeys: ['id', 'name', 'hidden', 'deleted', 'budgeted', 'activity', 'balance'] },
);

const month: fc.Arbitrary<SummarisedMonth> = fc.record({
  month: fc.constant('2026-09-01'),
  income: amount,
  budgeted: amount,
  activity: amount,
  to_be_budgeted: amount,
  age_of_money: fc.option(fc.nat(1000), { nil: undefined }),
  categories: fc.array(category, { maxLength: 30 }),
});

describe('monthSummary', () => {
  it('converts the totals exactly', () => {
    fc.assert(
      fc.property(month, (m) => {
        const s = monthSummary(m);
        return (
          s.month === m.month &&
          s.income === fromMilli(m.income) &&
          s.budgeted === fromMilli(m.budgeted) &&
          s.activity === fromMilli(m.activity) &&
          s.ready_to_assign === fromMilli(m.to_be_budgeted) &&
          s.age_of_money === (m.age_of_money ?? null)
        );
      }),
    );
  });

  it('lists exactly the usable categories with a negative balance, in input order', () => {
    fc.assert(
      fc.property(month, (m) => {
        const expected = m.categories.filter((c) => isUsable(c) && c.balance < 0);
        const { overspent } = monthSummary(m);
        return (
          overspent.length === expected.length &&
          overspent.every((o, i) => {
            const c = expected[i]!;
            return (
              o.category_id === c.id &&
              o.balance < 0 &&
              o.balance === fromMilli(c.balance) &&
              o.name === untrusted(c.name) &&
              o.group === untrusted(c.category_group_name)
            );
          })
        );
      }),
    );
  });

  it('never lists an internal, hidden or deleted category', () => {
    fc.assert(
      fc.property(month, (m) => {
        const byId = new Map(m.categories.map((c) => [c.id, c]));
        return monthSummary(m).overspent.every((o) => {
          const c = byId.get(o.category_id)!;
          return !c.hidden && !c.deleted && c.internal !== true && c.category_group_name !== 'Internal Master Category';
        });
      }),
    );
  });
});
