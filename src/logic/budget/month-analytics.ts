// get_category_balances, get_budget_vs_actual and get_spending_trends (algorithms.md §14).
// Take YNAB's month details in milliunits; return currency units with cleaned names, usable categories only.

import type { Output as BudgetVsActualOutput } from '../../../generated/contract/get_budget_vs_actual.d.ts';
import type { Output as CategoryBalancesOutput } from '../../../generated/contract/get_category_balances.d.ts';
import type { Output as SpendingTrendsOutput } from '../../../generated/contract/get_spending_trends.d.ts';
import { isUsable } from '../facts/category-classes.ts';
import { compareCodePoints } from '../core/compare.ts';
import { monthsEndingWith } from '../core/calendar.ts';
import { fromMilli } from '../core/money.ts';
import { round1 } from '../core/ratio.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Category, Month, WithCategories } from '../core/ynab-slices.ts';

/** The month category fields these read (YNAB's month detail, milliunits). */
type Analysed = Pick<
  Category,
  'id' | 'name' | 'category_group_name' | 'hidden' | 'deleted' | 'internal' | 'budgeted' | 'activity' | 'balance'
>;
type AnalysedMonth = Pick<Month, 'month'> & WithCategories<keyof Analysed>;

// The three answers, as the tools' contracts type them.
export type CategoryBalances = CategoryBalancesOutput;
export type BudgetVsActual = BudgetVsActualOutput;
export type SpendingTrends = SpendingTrendsOutput;

function label(c: Analysed): { category_id: string; name: string; group: string } {
  return { category_id: c.id, name: untrusted(c.name), group: untrusted(c.category_group_name) };
}

/** Usable categories with a non-zero budgeted, activity or balance (all usable ones with includeEmpty). */
export function categoryBalances(month: AnalysedMonth, includeEmpty: boolean): CategoryBalances {
  return {
    month: month.month,
    categories: month.categories
      .filter((c) => isUsable(c) && (includeEmpty || c.budgeted !== 0 || c.activity !== 0 || c.balance !== 0))
      .map((c) => ({
        ...label(c),
        budgeted: fromMilli(c.budgeted),
        activity: fromMilli(c.activity),
        balance: fromMilli(c.balance),
      })),
  };
}

/** round1(100 × actual / budgeted) on the exact rational, half away from zero; 0 when budgeted is 0. */
export function utilizationPct(actual: number, budgeted: number): number {
  return round1(actual, budgeted, 100) ?? 0;
}

/** Usable categories with a non-zero budget or activity: actual = |activity|, and the share of the budget spent. */
export function budgetVsActual(month: AnalysedMonth): BudgetVsActual {
  return {
    month: month.month,
    categories: month.categories
      .filter((c) => isUsable(c) && (c.budgeted !== 0 || c.activity !== 0))
      .map((c) => {
        const actual = Math.abs(c.activity);
        return {
          ...label(c),
          budgeted: fromMilli(c.budgeted),
          actual: fromMilli(actual),
          balance: fromMilli(c.balance),
          utilization_pct: utilizationPct(actual, c.budgeted),
        };
      }),
  };
}

/**
 * The `count` months ending with `current`, oldest first, keeping only months the plan has
 * (a plan started recently shows fewer).
 */
export function trendMonths(monthList: readonly string[], current: string, count: number): string[] {
  const known = new Set(monthList);
  return monthsEndingWith(current, count).filter((month) => known.has(month));
}

/**
 * |activity| of each usable category in each month, oldest month first. A category's name, group and
 * usability come from the newest month that lists it; categories follow the newest month's order, then
 * any only older months list; a month that does not list a category counts 0 for it.
 */
export function spendingTrends(months: readonly AnalysedMonth[]): SpendingTrends {
  const ordered = [...months].sort((a, b) => compareCodePoints(a.month, b.month));
  const newest = new Map<string, Analysed>();
  for (const m of [...ordered].reverse()) {
    for (const c of m.categories) if (!newest.has(c.id)) newest.set(c.id, c);
  }
  const activity = ordered.map((m) => ({ month: m.month, byId: new Map(m.categories.map((c) => [c.id, c.activity])) }));
  const categories: SpendingTrends['categories'] = [];
  for (const c of newest.values()) {
    if (!isUsable(c)) continue;
    categories.push({
      ...label(c),
      amounts: activity.map(({ month, byId }) => ({ month, amount: fromMilli(Math.abs(byId.get(c.id) ?? 0)) })),
    });
  }
  return { months: ordered.map((m) => m.month), categories };
}
