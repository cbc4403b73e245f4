// get_monthly_summary's computation (algorithms.md §14): a month's totals and its overspent categories.
// Takes YNAB's month detail in milliunits; returns currency units with cleaned names.

import type { Output } from '../../../generated/contract/get_monthly_summary.d.ts';
import { isUsable } from '../facts/category-classes.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';

/** One category of YNAB's month detail (milliunits). */
export interface MonthCategoryIn {
  id: string;
  name: string;
  category_group_id?: string;
  category_group_name?: string;
  hidden: boolean;
  deleted: boolean;
  internal?: boolean;
  budgeted: number;
  activity: number;
  balance: number;
}

/** YNAB's month detail (milliunits). */
export interface MonthIn {
  month: string;
  income: number;
  budgeted: number;
  activity: number;
  to_be_budgeted: number;
  age_of_money?: number | null | undefined;
  categories: MonthCategoryIn[];
}

/** The month's summary (currency units), as get_monthly_summary's contract types it. */
export type MonthSummary = Output;
/** An overspent category (currency units). */
export type OverspentCategory = Output['overspent'][number];

/** Usable categories with a negative balance, in YNAB's order. */
export function overspentCategories(categories: MonthCategoryIn[]): OverspentCategory[] {
  return categories
    .filter((c) => c.balance < 0 && isUsable(c))
    .map((c) => ({
      category_id: c.id,
      name: untrusted(c.name),
      group: untrusted(c.category_group_name),
      balance: fromMilli(c.balance),
    }));
}

export function monthSummary(month: MonthIn): MonthSummary {
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
