// get_monthly_summary's computation (algorithms.md §14): a month's totals and its overspent categories.
// Takes YNAB's month detail in milliunits; returns currency units with cleaned names.

import type { Output } from '../../../generated/contract/get_monthly_summary.d.ts';
import { isUsable } from '../facts/category-classes.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Category, Month, WithCategories } from '../core/ynab-slices.ts';

/** The month category fields the summary reads (YNAB's month detail, milliunits). */
type Summarised = Pick<Category, 'id' | 'name' | 'category_group_name' | 'hidden' | 'deleted' | 'internal' | 'balance'>;

/** The month's summary (currency units), as get_monthly_summary's contract types it. */
export type MonthSummary = Output;
/** An overspent category (currency units). */
export type OverspentCategory = Output['overspent'][number];

/** Usable categories with a negative balance, in YNAB's order. */
export function overspentCategories(categories: readonly Summarised[]): OverspentCategory[] {
  return categories
    .filter((c) => c.balance < 0 && isUsable(c))
    .map((c) => ({
      category_id: c.id,
      name: untrusted(c.name),
      group: untrusted(c.category_group_name),
      balance: fromMilli(c.balance),
    }));
}

export function monthSummary(
  month: Pick<Month, 'month' | 'income' | 'budgeted' | 'activity' | 'to_be_budgeted' | 'age_of_money'> & WithCategories<keyof Summarised>,
): MonthSummary {
  return {
    month: month.month,
    income: fromMilli(month.income),
    budgeted: fromMilli(month.budgeted),
    activity: fromMilli(month.activity),
    ready_to_assign: fromMilli(month.to_be_budgeted),
    age_of_money: month.age_of_money ?? null,
    overspent: overspentCategories(month.categories),
  };
}
