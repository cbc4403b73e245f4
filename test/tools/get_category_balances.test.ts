// get_category_balances in process on the demo plan (demo-plan.md §8): the current month's categories,
// Uncategorized left out, and the empty ones on request.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';
import { RESTAURANTS_BALANCE } from '../fixtures/demo-answers.ts';

const s = readSession({}, { plan_id: 'demo-budget' });
type Row = Record<string, unknown>;

describe('get_category_balances', () => {
  it('Restaurants 120 assigned, −142.50 activity, −22.50 available', async () => {
    const { month, categories } = await s.out<{ month: string; categories: Row[] }>('get_category_balances');
    expect(month).toBe('2026-09-01');
    expect(categories.find((c) => c.category_id === 'cat-restaurants')).toEqual(RESTAURANTS_BALANCE);
    expect(categories.some((c) => c.name === 'Uncategorized')).toBe(false);
    const all = await s.out<{ categories: Row[] }>('get_category_balances', { include_empty: true });
    expect(all.categories.length).toBeGreaterThanOrEqual(categories.length);
  });
});
