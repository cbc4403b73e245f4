// set_category_budget in the write suite: each way of confirming, then its undo (demo-plan.md §8).
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const restaurants = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const c = plan.months.find((m) => m.month === '2026-09-01')!.categories.find((x) => x.id === 'cat-restaurants')!;
  return {
    stored: plan.data.months.find((m) => m.month === '2026-09-01')!.budgeted['cat-restaurants'],
    budgeted: c.budgeted,
    balance: c.balance,
  };
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'set_category_budget',
    args: { plan_id: 'demo-budget', month: '2026-09-01', category_id: 'cat-restaurants', amount: 150 },
    question: 'Budget Restaurants for 2026-09-01: 120.00 → 150.00?',
    before: (fake) => expect(restaurants(fake)).toEqual({ stored: 120000, budgeted: 120000, balance: -22500 }),
    applied: (fake, result) => {
      expect(restaurants(fake)).toEqual({ stored: 150000, budgeted: 150000, balance: 7500 });
      expect(result).toMatchObject({
        category_id: 'cat-restaurants',
        category: 'Restaurants',
        month: '2026-09-01',
        from_amount: 120,
        to_amount: 150,
      });
    },
    undoQuestion: 'Undo: budget Restaurants for 2026-09-01: 150.00 → 120.00?',
  }),
];
