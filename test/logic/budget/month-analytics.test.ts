// Examples for src/logic/budget/month-analytics.ts: the demo's September and its three-month trends.
import { describe, expect, it } from 'vitest';
import {
  budgetVsActual,
  categoryBalances,
  spendingTrends,
  trendMonths,
  utilizationPct,
} from '../../../src/logic/budget/month-analytics.ts';
import { august, july, september } from '../fixtures/demo.ts';
import { RESTAURANTS_BALANCE } from '../../fixtures/demo-answers.ts';

type AnalysedMonth = Parameters<typeof spendingTrends>[0][number];
type AnalysedCategory = AnalysedMonth['categories'][number];

describe('categoryBalances', () => {
  it('shows Restaurants’ 120.00 / −142.50 / −22.50 and leaves out internal categories', () => {
    const r = categoryBalances(september, false);
    expect(r.month).toBe('2026-09-01');
    expect(r.categories.find((c) => c.category_id === 'cat-restaurants')).toEqual(RESTAURANTS_BALANCE);
    expect(r.categories.map((c) => c.category_id)).not.toContain('cat-uncategorized');
    expect(r.categories).toHaveLength(10);
  });

  it('leaves out all-zero categories unless asked', () => {
    const empty: AnalysedCategory = {
      id: 'z',
      name: 'Zero',
      category_group_name: 'Fun',
      hidden: false,
      deleted: false,
      budgeted: 0,
      activity: 0,
      balance: 0,
    };
    const m: AnalysedMonth = { ...september, categories: [...september.categories, empty] };
    expect(categoryBalances(m, false).categories.map((c) => c.category_id)).not.toContain('z');
    expect(categoryBalances(m, true).categories.at(-1)).toEqual({
      category_id: 'z',
      name: 'Zero',
      group: 'Fun',
      budgeted: 0,
      activity: 0,
      balance: 0,
    });
  });

  it('keeps a category with any one of budgeted, activity or balance not zero', () => {
    const c = (id: string, budgeted: number, activity: number, balance: number): AnalysedCategory => ({
      id,
      name: id,
      category_group_name: 'Fun',
      hidden: false,
      deleted: false,
      budgeted,
      activity,
      balance,
    });
    const m: AnalysedMonth = { ...september, categories: [c('b', 1000, 0, 0), c('a', 0, -1000, 0), c('c', 0, 0, 1000), c('z', 0, 0, 0)] };
    expect(categoryBalances(m, false).categories.map((x) => x.category_id)).toEqual(['b', 'a', 'c']);
  });
});

describe('budgetVsActual', () => {
  it('gives the demo’s utilisation (demo-plan.md §8)', () => {
    const rows = new Map(budgetVsActual(september).categories.map((c) => [c.name, c]));
    expect(rows.get('Restaurants')).toEqual({
      category_id: 'cat-restaurants',
      name: 'Restaurants',
      group: 'Everyday',
      budgeted: 120,
      actual: 142.5,
      balance: -22.5,
      utilization_pct: 118.8,
    });
    for (const name of ['Rent', 'Internet', 'Phone']) expect(rows.get(name)?.utilization_pct).toBe(100);
    expect(rows.get('Tennis')?.utilization_pct).toBe(27.5);
    for (const name of ['Electricity', 'Groceries', 'Transport', 'Subscriptions', 'Holidays']) {
      expect(rows.get(name)?.utilization_pct).toBe(0);
    }
    expect(rows.has('Uncategorized')).toBe(false);
  });

  it('rounds the exact ratio half away from zero, and gives 0 without a budget', () => {
    expect(utilizationPct(1, 2000)).toBe(0.1); // 0.05 → 0.1
    expect(utilizationPct(1, 2001)).toBe(0); // 0.04997… → 0
    expect(utilizationPct(1, 3)).toBe(33.3);
    expect(utilizationPct(2, 3)).toBe(66.7);
    expect(utilizationPct(1, -2000)).toBe(-0.1);
    expect(utilizationPct(5000, 0)).toBe(0);
    expect(utilizationPct(0, 5000)).toBe(0);
    expect(Object.is(utilizationPct(0, -5000), 0)).toBe(true);
    expect(utilizationPct(1e15, 1)).toBe(1e17);
  });

  it('leaves out a category with neither budget nor activity, whatever its balance', () => {
    const c: AnalysedCategory = {
      id: 'x',
      name: 'Saved',
      category_group_name: 'Fun',
      hidden: false,
      deleted: false,
      budgeted: 0,
      activity: 0,
      balance: 50000,
    };
    expect(budgetVsActual({ ...september, categories: [c] }).categories).toEqual([]);
  });

  it('keeps categories with activity but no budget', () => {
    const c: AnalysedCategory = {
      id: 'x',
      name: 'Unplanned',
      category_group_name: 'Fun',
      hidden: false,
      deleted: false,
      budgeted: 0,
      activity: 12000,
      balance: 12000,
    };
    expect(budgetVsActual({ ...september, categories: [c] }).categories).toEqual([
      { category_id: 'x', name: 'Unplanned', group: 'Fun', budgeted: 0, actual: 12, balance: 12, utilization_pct: 0 },
    ]);
  });
});

describe('trendMonths', () => {
  const plan = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01'];

  it('gives the count months ending with the current one, oldest first', () => {
    expect(trendMonths(plan, '2026-09-01', 3)).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
  });

  it('keeps only the months the plan has', () => {
    expect(trendMonths(plan, '2026-09-01', 24)).toEqual(plan);
    expect(trendMonths(plan, '2026-10-01', 2)).toEqual(['2026-09-01']);
    expect(trendMonths(['0000-01-01'], '0000-02-01', 5)).toEqual(['0000-01-01']);
  });
});

describe('spendingTrends', () => {
  it('gives the demo’s three months (demo-plan.md §8)', () => {
    const r = spendingTrends([july, august, september]);
    expect(r.months).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
    const amounts = new Map(r.categories.map((c) => [c.name, c.amounts.map((a) => a.amount)]));
    expect(amounts.get('Restaurants')).toEqual([61.5, 89.1, 142.5]);
    expect(amounts.get('Groceries')).toEqual([128.25, 178.62, 0]);
    expect(amounts.get('Rent')).toEqual([950, 950, 950]);
    expect(r.categories.map((c) => c.category_id)).not.toContain('cat-uncategorized');
    expect(r.categories[0]).toMatchObject({ category_id: 'cat-rent', name: 'Rent', group: 'Bills' });
    expect(r.categories[0]?.amounts[0]).toEqual({ month: '2026-07-01', amount: 950 });
  });

  it('sorts months, shows refunds as positive, and gives 0 where a month lacks the category', () => {
    const cat = (id: string, activity: number, extra: Partial<AnalysedCategory> = {}): AnalysedCategory => ({
      id,
      name: id,
      category_group_name: 'G',
      hidden: false,
      deleted: false,
      budgeted: 0,
      activity,
      balance: 0,
      ...extra,
    });
    const m = (month: string, categories: AnalysedCategory[]) => ({
      month,
      income: 0,
      budgeted: 0,
      activity: 0,
      to_be_budgeted: 0,
      categories,
    });
    const r = spendingTrends([
      m('2026-02-01', [cat('b', 5000), cat('h', -1, { hidden: true })]),
      m('2026-01-01', [cat('a', -1000, { name: 'old name' }), cat('h', -1)]),
    ]);
    expect(r.months).toEqual(['2026-01-01', '2026-02-01']);
    expect(r.categories.map((c) => [c.category_id, c.name, c.amounts.map((a) => a.amount)])).toEqual([
      ['b', 'b', [0, 5]],
      ['a', 'old name', [1, 0]],
    ]);
  });
});
