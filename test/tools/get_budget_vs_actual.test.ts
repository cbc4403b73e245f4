// get_budget_vs_actual in process on the demo plan (demo-plan.md §8): each category's utilisation in the
// current month.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';

const s = readSession({}, { plan_id: 'demo-budget' });
type Row = Record<string, unknown>;

describe('get_budget_vs_actual', () => {
  it('utilisation per category', async () => {
    const { categories } = await s.out<{ categories: Row[] }>('get_budget_vs_actual', { month: 'current' });
    const pct = Object.fromEntries(categories.map((c) => [c.name, c.utilization_pct]));
    expect(pct).toEqual({
      Rent: 100,
      Electricity: 0,
      Internet: 100,
      Phone: 100,
      Groceries: 0,
      Restaurants: 118.8,
      Transport: 0,
      Tennis: 27.5,
      Subscriptions: 0,
      Holidays: 0,
    });
    expect(categories.find((c) => c.name === 'Restaurants')).toMatchObject({ budgeted: 120, actual: 142.5, balance: -22.5 });
  });
});
