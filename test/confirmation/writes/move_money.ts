// move_money in the write suite: each way of confirming, then its undo (demo-plan.md §8).
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

/** Assigned and available for September, in milliunits: Tennis, then Restaurants. */
const figures = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const month = plan.months.find((m) => m.month === '2026-09-01')!;
  return ['cat-tennis', 'cat-restaurants'].map((id) => {
    const c = month.categories.find((x) => x.id === id)!;
    return { budgeted: c.budgeted, balance: c.balance };
  });
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'move_money',
    args: { plan_id: 'demo-budget', month: 'current', from_category_id: 'cat-tennis', to_category_id: 'cat-restaurants', amount: 30 },
    question: 'Move 30.00 from Tennis to Restaurants for 2026-09-01?\n- Tennis: 80.00 → 50.00\n- Restaurants: 120.00 → 150.00',
    before: (fake) =>
      expect(figures(fake)).toEqual([
        { budgeted: 80000, balance: 232000 },
        { budgeted: 120000, balance: -22500 },
      ]),
    applied: (fake, result) => {
      expect(figures(fake)).toEqual([
        { budgeted: 50000, balance: 202000 },
        { budgeted: 150000, balance: 7500 },
      ]);
      expect(result).toMatchObject({
        month: '2026-09-01',
        amount: 30,
        from_category: { category_id: 'cat-tennis', name: 'Tennis', from_amount: 80, to_amount: 50, available_after: 202 },
        to_category: { category_id: 'cat-restaurants', name: 'Restaurants', from_amount: 120, to_amount: 150, available_after: 7.5 },
      });
    },
    undoQuestion: 'Undo: move 30.00 from Restaurants to Tennis for 2026-09-01?\n- Restaurants: 150.00 → 120.00\n- Tennis: 50.00 → 80.00',
  }),
];
