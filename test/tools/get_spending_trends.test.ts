// get_spending_trends in process on the demo plan (demo-plan.md §8): the months ending with the current
// one, each category's spending per month, the request count, and only the months the plan has.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';

const s = readSession({}, { plan_id: 'demo-budget' });

describe('get_spending_trends', () => {
  it('three months ending with the current one, 1 + 3 requests', async () => {
    const trends = await s.out<{ months: string[]; categories: { name: string; amounts: { amount: number }[] }[] }>('get_spending_trends', {
      months_count: 3,
    });
    expect(trends.months).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
    const amounts = (name: string) => trends.categories.find((c) => c.name === name)!.amounts.map((a) => a.amount);
    expect(amounts('Restaurants')).toEqual([61.5, 89.1, 142.5]);
    expect(amounts('Groceries')).toEqual([128.25, 178.62, 0]);
    expect(amounts('Rent')).toEqual([950, 950, 950]);
    expect(s.fake.requestCount).toBe(4);
    // Only the months the plan has: 24 months back from September 2026 reach June at the earliest.
    expect((await s.out<{ months: string[] }>('get_spending_trends', { months_count: 24 })).months).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
    ]);
  });
});
