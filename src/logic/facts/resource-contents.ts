// Contents of the three ynab:// data resources (prompts-and-resources.md §2), as plain arrays:
// currency units, cleaned names; serialising them as compact JSON is the resource handler's job.

import { isInternalGroup } from './category-classes.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account, CategoryGroup, Plan, WithCategories } from '../core/ynab-slices.ts';

export interface PlanEntry {
  plan_id: string;
  name: string;
  last_modified_on: string | null;
}

export interface CategoryGroupEntry {
  group: string;
  categories: Array<{ category_id: string; name: string }>;
}

export interface AccountEntry {
  account_id: string;
  name: string;
  type: string;
  on_budget: boolean;
  balance: number;
}

/** Every plan the token can read, in YNAB's order. */
export function plansResource(plans: readonly Pick<Plan, 'id' | 'name' | 'last_modified_on'>[]): PlanEntry[] {
  return plans.map((p) => ({ plan_id: p.id, name: untrusted(p.name), last_modified_on: p.last_modified_on ?? null }));
}

/** Groups and their categories in YNAB's order, without internal, hidden or deleted groups and categories. */
export function categoriesResource(
  groups: readonly (Pick<CategoryGroup, 'name' | 'hidden' | 'deleted' | 'internal'> &
    WithCategories<'id' | 'name' | 'hidden' | 'deleted'>)[],
): CategoryGroupEntry[] {
  return groups
    .filter((g) => !g.hidden && !g.deleted && !isInternalGroup(g))
    .map((g) => ({
      group: untrusted(g.name),
      categories: g.categories.filter((c) => !c.hidden && !c.deleted).map((c) => ({ category_id: c.id, name: untrusted(c.name) })),
    }));
}

/** Open accounts only (neither closed nor deleted), in YNAB's order. */
export function accountsResource(
  accounts: readonly Pick<Account, 'id' | 'name' | 'type' | 'on_budget' | 'closed' | 'deleted' | 'balance'>[],
): AccountEntry[] {
  return accounts
    .filter((a) => !a.closed && !a.deleted)
    .map((a) => ({
      account_id: a.id,
      name: untrusted(a.name),
      type: a.type,
      on_budget: a.on_budget,
      balance: fromMilli(a.balance),
    }));
}
