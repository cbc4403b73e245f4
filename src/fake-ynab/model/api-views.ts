// Turns stored plan data and its derived figures into the objects YNAB's API returns (PlanSummary, Account,
// Category, MonthSummary/MonthDetail). Pure functions: no state, no HTTP.

import type { Account, Category, CategoryGroupWithCategories, MonthDetail, MonthSummary, PlanSettings, PlanSummary } from './api-types.ts';
import { goalFigures } from './goals.ts';
import type { DemoAccount, DemoCategory, DemoCategoryGroup, DemoMonth, DemoPlan } from './plan-types.ts';
import type { PlanView } from './plan-view.ts';

export function accountView(view: PlanView, account: DemoAccount): Account {
  const balances = view.derived.accounts.get(account.id) ?? { balance: 0, cleared_balance: 0, uncleared_balance: 0 };
  return { ...account, ...balances, debt_original_balance: null, deleted: false };
}

export function planSummaryView(view: PlanView, includeAccounts: boolean): PlanSummary {
  const { plan } = view;
  const summary: PlanSummary = {
    id: plan.id,
    name: plan.name,
    last_modified_on: plan.last_modified_on,
    first_month: plan.first_month,
    last_month: plan.last_month,
    date_format: plan.date_format,
    currency_format: plan.currency_format,
  };
  if (includeAccounts) summary.accounts = plan.accounts.map((a) => accountView(view, a));
  return summary;
}

export function planSettingsView(plan: DemoPlan): PlanSettings {
  return { date_format: plan.date_format, currency_format: plan.currency_format };
}

/** A category in `month`; Ready to Assign and months outside the plan show zero figures. */
export function categoryView(view: PlanView, group: DemoCategoryGroup, category: DemoCategory, month: string): Category {
  const figures = view.figures(month)?.categories.get(category.id) ?? { budgeted: 0, activity: 0, balance: 0, carried: 0 };
  const target = category.target;
  return {
    id: category.id,
    category_group_id: group.id,
    category_group_name: group.name,
    name: category.name,
    hidden: category.hidden,
    internal: category.internal,
    original_category_group_id: null,
    note: category.note,
    budgeted: figures.budgeted,
    activity: figures.activity,
    balance: figures.balance,
    goal_type: target?.goal_type ?? null,
    goal_needs_whole_amount: target?.goal_needs_whole_amount ?? null,
    goal_day: target?.goal_day ?? null,
    goal_cadence: target?.goal_cadence ?? null,
    goal_cadence_frequency: target?.goal_cadence_frequency ?? null,
    goal_creation_month: target?.goal_creation_month ?? null,
    goal_target: target?.goal_target ?? null,
    goal_target_month: null,
    goal_target_date: target?.goal_target_date ?? null,
    ...goalFigures(target, month, figures.budgeted, figures.carried),
    goal_snoozed_at: null,
    deleted: false,
  };
}

/**
 * Groups with their categories for `month`. Delta reads pass filters: a group appears when it is kept itself
 * or when one of its categories is kept, and carries only the kept categories.
 */
export function categoryGroupsView(
  view: PlanView,
  month: string,
  keepGroup: (group: DemoCategoryGroup) => boolean = () => true,
  keepCategory: (category: DemoCategory) => boolean = () => true,
): CategoryGroupWithCategories[] {
  const groups: CategoryGroupWithCategories[] = [];
  for (const group of view.plan.category_groups) {
    const categories = group.categories.filter(keepCategory).map((c) => categoryView(view, group, c, month));
    if (!keepGroup(group) && categories.length === 0) continue;
    groups.push({ id: group.id, name: group.name, hidden: group.hidden, internal: group.internal, deleted: false, categories });
  }
  return groups;
}

export function monthSummaryView(view: PlanView, stored: DemoMonth): MonthSummary {
  const figures = view.figures(stored.month);
  return {
    month: stored.month,
    note: stored.note,
    income: figures?.income ?? 0,
    budgeted: figures?.budgeted ?? 0,
    activity: figures?.activity ?? 0,
    to_be_budgeted: figures?.to_be_budgeted ?? 0,
    age_of_money: stored.age_of_money,
    deleted: false,
  };
}

/** The month detail, or undefined when the plan has no such month. */
export function monthDetailView(view: PlanView, month: string): MonthDetail | undefined {
  const stored = view.plan.months.find((m) => m.month === month);
  if (stored === undefined) return undefined;
  const categories = view.plan.category_groups.flatMap((g) => g.categories.map((c) => categoryView(view, g, c, month)));
  return { ...monthSummaryView(view, stored), categories };
}
