// Turns stored demo-plan data into the objects YNAB's API returns (Account, Category, MonthDetail, ...).
// Pure functions: no state, no HTTP.

import type {
  Account,
  Category,
  CategoryGroupWithCategories,
  MonthDetail,
  PlanSettings,
  PlanSummary,
} from './api-types.ts';
import { goalFigures } from './goals.ts';
import type { DemoAccount, DemoCategory, DemoCategoryGroup, DemoPlan, MonthCategoryFigures } from './plan-types.ts';

const ZERO: MonthCategoryFigures = { budgeted: 0, activity: 0, balance: 0 };

export function accountView(account: DemoAccount): Account {
  return { ...account, debt_original_balance: null, deleted: false };
}

export function planSummaryView(plan: DemoPlan, includeAccounts: boolean): PlanSummary {
  const summary: PlanSummary = {
    id: plan.id,
    name: plan.name,
    last_modified_on: plan.last_modified_on,
    first_month: plan.first_month,
    last_month: plan.last_month,
    date_format: plan.date_format,
    currency_format: plan.currency_format,
  };
  if (includeAccounts) summary.accounts = plan.accounts.map(accountView);
  return summary;
}

export function planSettingsView(plan: DemoPlan): PlanSettings {
  return { date_format: plan.date_format, currency_format: plan.currency_format };
}

/** A category's figures in `month` (YYYY-MM-01); zero when the plan has no such month or no entry. */
function figuresOf(plan: DemoPlan, month: string, categoryId: string): { figures: MonthCategoryFigures; carried: number } {
  const index = plan.months.findIndex((m) => m.month === month);
  const figures = plan.months[index]?.categories[categoryId] ?? ZERO;
  const previous = index > 0 ? plan.months[index - 1]?.categories[categoryId] : undefined;
  return { figures, carried: Math.max(0, previous?.balance ?? 0) };
}

export function categoryView(plan: DemoPlan, group: DemoCategoryGroup, category: DemoCategory, month: string): Category {
  const { figures, carried } = figuresOf(plan, month, category.id);
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
    ...goalFigures(target, month, figures.budgeted, carried),
    goal_snoozed_at: null,
    deleted: false,
  };
}

/**
 * Groups with their categories for `month`. Delta reads pass filters: a group appears when it is kept itself
 * or when one of its categories is kept, and carries only the kept categories.
 */
export function categoryGroupsView(
  plan: DemoPlan,
  month: string,
  keepGroup: (group: DemoCategoryGroup) => boolean = () => true,
  keepCategory: (category: DemoCategory) => boolean = () => true,
): CategoryGroupWithCategories[] {
  const groups: CategoryGroupWithCategories[] = [];
  for (const group of plan.category_groups) {
    const categories = group.categories.filter(keepCategory).map((c) => categoryView(plan, group, c, month));
    if (!keepGroup(group) && categories.length === 0) continue;
    groups.push({ id: group.id, name: group.name, hidden: group.hidden, internal: group.internal, deleted: false, categories });
  }
  return groups;
}

/** The month detail, or undefined when the plan has no such month. */
export function monthDetailView(plan: DemoPlan, month: string): MonthDetail | undefined {
  const stored = plan.months.find((m) => m.month === month);
  if (stored === undefined) return undefined;
  return {
    month: stored.month,
    note: stored.note,
    income: stored.income,
    budgeted: stored.budgeted,
    activity: stored.activity,
    to_be_budgeted: stored.to_be_budgeted,
    age_of_money: stored.age_of_money,
    deleted: false,
    categories: plan.category_groups.flatMap((g) => g.categories.map((c) => categoryView(plan, g, c, month))),
  };
}
