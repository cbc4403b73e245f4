// One consistent read of a plan: its data, the figures derived from it for a given current month, and
// id → name lookups. Built once per change (cached by plan-state.ts) and shared by every view function.

import { derive, type Derived, type MonthFigures } from './derive.ts';
import type { DemoCategory, DemoCategoryGroup, DemoPlan } from './plan-types.ts';

export interface PlanView {
  plan: DemoPlan;
  derived: Derived;
  /** YYYY-MM-01 of the fake's today: what `GET categories` and 'current' mean. */
  currentMonth: string;
  accountName(id: string): string;
  payeeName(id: string | null): string | null;
  categoryName(id: string | null): string | null;
  /** The group holding a category, with the category. */
  categoryById(id: string): { group: DemoCategoryGroup; category: DemoCategory } | undefined;
  figures(month: string): MonthFigures | undefined;
}

export function planView(plan: DemoPlan, currentMonth: string): PlanView {
  const derived = derive(plan, currentMonth);
  const accounts = new Map(plan.accounts.map((a) => [a.id, a.name]));
  const payees = new Map(plan.payees.map((p) => [p.id, p.name]));
  const categories = new Map(
    plan.category_groups.flatMap((group) => group.categories.map((category) => [category.id, { group, category }] as const)),
  );
  return {
    plan,
    derived,
    currentMonth,
    accountName: (id) => accounts.get(id) ?? '',
    payeeName: (id) => (id === null ? null : (payees.get(id) ?? null)),
    categoryName: (id) => (id === null ? null : (categories.get(id)?.category.name ?? null)),
    categoryById: (id) => categories.get(id),
    figures: (month) => derived.months.get(month),
  };
}
