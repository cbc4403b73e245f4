// The month figures computed from the transactions by demo-plan.md §3: the Months table, the September
// category table, the carry-over and overspending rules, and the goal rules.

import { describe, expect, it } from 'vitest';
import { derive, type MonthFigures } from '../../../src/fake-ynab/model/derive.ts';
import { goalFigures, monthsBetween } from '../../../src/fake-ynab/model/goals.ts';
import { demoPlan } from '../../../src/fake-ynab/demo-plan/plan.ts';
import type { DemoPlan } from '../../../src/fake-ynab/model/plan-types.ts';

const months = (plan: DemoPlan, through = '2026-09-01') => derive(plan, through).months;
const figures = (month: MonthFigures | undefined, id: string) => month?.categories.get(id);

describe('§3 Months table', () => {
  it('computes income, budgeted, activity and Ready to Assign of each month', () => {
    const rows = [...months(demoPlan()).values()].map((m) => [m.month, m.income, m.budgeted, m.activity, m.to_be_budgeted]);
    expect(rows).toEqual([
      ['2026-06-01', 4200000, 1967670, -1299320, 2232330],
      ['2026-07-01', 2700000, 1967670, -1334420, 2964660],
      ['2026-08-01', 2700000, 1967670, -1412390, 3696990],
      ['2026-09-01', 0, 1967670, -1441210, 1729320],
    ]);
  });

  it('gives the September category table', () => {
    const september = months(demoPlan()).get('2026-09-01');
    const table = [
      ['cat-rent', 950000, -950000, 0],
      ['cat-power', 64200, 0, 64200],
      ['cat-internet', 29990, -29990, 0],
      ['cat-phone', 19990, -19990, 0],
      ['cat-groceries', 400000, 0, 400000],
      ['cat-restaurants', 120000, -142500, -22500],
      ['cat-transport', 90000, 0, 225000],
      ['cat-tennis', 80000, -22000, 232000],
      ['cat-subscriptions', 13490, 0, 13490],
      ['cat-holidays', 200000, 0, 1747880],
      ['cat-uncategorized', 0, -276730, -276730],
    ] as const;
    for (const [id, budgeted, activity, balance] of table)
      expect(figures(september, id), id).toMatchObject({ budgeted, activity, balance });
    expect(september?.categories.has('cat-inflow')).toBe(false);
    expect(figures(months(demoPlan()).get('2026-08-01'), 'cat-restaurants')).toMatchObject({ activity: -89100, balance: 0 });
  });

  it('carries positive balances only; overspending lowers the next months’ Ready to Assign', () => {
    const plan = demoPlan();
    const october = months(plan, '2026-10-01').get('2026-10-01');
    expect(figures(october, 'cat-restaurants')).toMatchObject({ carried: 0, balance: 0 });
    expect(figures(october, 'cat-uncategorized')).toMatchObject({ carried: 0, balance: 0 });
    expect(figures(october, 'cat-holidays')).toMatchObject({ carried: 1747880, balance: 1747880 });
    // Restaurants' −22.50 counts (a non-internal category); Uncategorized's −276.73 does not (§3 rule).
    expect(october?.to_be_budgeted).toBe(1729320 - 22500);
  });

  it('moves every figure when a transaction is recategorised or deleted', () => {
    const plan = demoPlan();
    const t = plan.transactions.find((x) => x.id === 'tx-046');
    if (t === undefined) throw new Error('no tx-046');
    t.category_id = 'cat-groceries';
    const september = months(plan).get('2026-09-01');
    expect(figures(september, 'cat-groceries')).toMatchObject({ activity: -66120, balance: 333880 });
    expect(figures(september, 'cat-uncategorized')?.activity).toBe(-276730 + 66120);
    t.deleted = true;
    expect(months(plan).get('2026-09-01')?.activity).toBe(-1441210 + 66120);
    expect(derive(plan, '2026-09-01').accounts.get('acc-checking')?.balance).toBe(3512660 + 66120);
  });

  it('counts split lines one by one, and on-budget transfers not at all', () => {
    const plan = demoPlan();
    const t = plan.transactions.find((x) => x.id === 'tx-046');
    if (t === undefined) throw new Error('no tx-046');
    t.subtransactions = [
      { id: 's0', amount: -51130, memo: null, payee_id: null, category_id: 'cat-groceries', deleted: false },
      { id: 's1', amount: -14990, memo: null, payee_id: null, category_id: 'cat-tennis', deleted: false },
    ];
    const september = months(plan).get('2026-09-01');
    expect(figures(september, 'cat-groceries')?.activity).toBe(-51130);
    expect(figures(september, 'cat-tennis')?.activity).toBe(-22000 - 14990);
    const june = months(plan).get('2026-06-01');
    expect([...(june?.categories.values() ?? [])].reduce((s, c) => s + c.activity, 0)).toBe(-1299320);
  });
});

describe('goal rules', () => {
  const target = (id: string) =>
    demoPlan()
      .category_groups.flatMap((g) => g.categories)
      .find((c) => c.id === id)?.target ?? null;

  it('counts months', () => {
    expect(monthsBetween('2026-09-01', '2026-12-01')).toBe(3);
    expect(monthsBetween('2026-11-01', '2027-02-01')).toBe(3);
  });

  it('gives null fields without target', () => {
    expect(goalFigures(null, '2026-09-01', 5000, 0)).toEqual({
      goal_percentage_complete: null,
      goal_months_to_budget: null,
      goal_under_funded: null,
      goal_overall_funded: null,
      goal_overall_left: null,
    });
  });

  it('rounds the by-date monthly need up to the cent', () => {
    // Tennis in June: 480.00 over 7 months = 68.571… → 68.58; assigned 80.00 → nothing under-funded.
    expect(goalFigures(target('cat-tennis'), '2026-06-01', 80000, 0)).toMatchObject({ goal_under_funded: 0, goal_months_to_budget: 7 });
    expect(goalFigures(target('cat-tennis'), '2026-06-01', 60000, 0).goal_under_funded).toBe(8580);
    expect(goalFigures(target('cat-transport'), '2026-07-01', 0, 45000)).toMatchObject({
      goal_under_funded: 51250,
      goal_overall_left: 205000,
      goal_percentage_complete: 18,
      goal_months_to_budget: 4,
    });
  });
});
