// Consistency of the demo plan data (demo-plan.md §1–§3): month totals, the carry-over rule for balances,
// Ready to Assign, the goal rules, and demoPlan() returning independent copies.

import { describe, expect, it } from 'vitest';
import { goalFigures, monthsBetween } from '../../src/demo/goals.ts';
import { DEMO_TODAY, demoPlan } from '../../src/demo/plan.ts';

const plan = demoPlan();
const categories = plan.category_groups.flatMap((g) => g.categories);
const figures = (monthIndex: number, id: string) =>
  plan.months[monthIndex]?.categories[id] ?? { budgeted: 0, activity: 0, balance: 0 };

describe('demo plan data', () => {
  it('has the identity of §1', () => {
    expect(DEMO_TODAY).toBe('2026-09-25');
    expect(plan.months.map((m) => m.month)).toEqual(['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01']);
    expect(categories).toHaveLength(12);
  });

  it('has account balances = cleared + uncleared', () => {
    for (const a of plan.accounts) expect(a.balance, a.id).toBe(a.cleared_balance + a.uncleared_balance);
  });

  it('sums each month from its categories, every month assigning 1,967.67', () => {
    for (const month of plan.months) {
      const rows = Object.entries(month.categories).filter(([id]) => id !== 'cat-inflow');
      expect(month.budgeted).toBe(1967670);
      expect(rows.reduce((s, [, f]) => s + f.budgeted, 0), month.month).toBe(month.budgeted);
      expect(rows.reduce((s, [, f]) => s + f.activity, 0), month.month).toBe(month.activity);
    }
  });

  it('carries positive balances only, and Ready to Assign follows §3', () => {
    let income = 0;
    let budgeted = 0;
    let overspent = 0;
    plan.months.forEach((month, i) => {
      for (const c of categories.filter((c) => c.id !== 'cat-inflow')) {
        const carried = i === 0 ? 0 : Math.max(0, figures(i - 1, c.id).balance);
        const f = figures(i, c.id);
        expect(f.balance, `${month.month} ${c.id}`).toBe(carried + f.budgeted + f.activity);
      }
      income += month.income;
      budgeted += month.budgeted;
      expect(month.to_be_budgeted, month.month).toBe(income - budgeted - overspent);
      for (const c of categories.filter((c) => !c.internal)) overspent += Math.max(0, -figures(i, c.id).balance);
    });
  });

  it('returns a fresh deep copy each time', () => {
    const a = demoPlan();
    const b = demoPlan();
    expect(a).toEqual(b);
    a.accounts[0]!.balance = 1;
    a.months[0]!.categories['cat-rent']!.budgeted = 1;
    expect(demoPlan().accounts[0]?.balance).toBe(3512660);
    expect(demoPlan().months[0]?.categories['cat-rent']?.budgeted).toBe(950000);
  });
});

describe('goal rules', () => {
  const target = (id: string) => categories.find((c) => c.id === id)?.target ?? null;

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
