// The category facts of the classify flow, read once from YNAB's groups: the assignable list (in YNAB's
// order), YNAB's Uncategorized ids and every category's name (hidden or deleted ones still name a "before").

import { isAssignable, isUncategorized } from '../facts/category-classes.ts';
import type { ClassifyGroup } from './classify-inputs.ts';

/** One assignable category with its group, names raw (callers clean them where they show them). */
export interface AssignableCategory {
  id: string;
  name: string;
  group: string;
}

export interface CategoryLookup {
  /** Assignable categories in YNAB's group order, then category order: suggest_categories' `categories`. */
  assignable: readonly AssignableCategory[];
  assignableIds: ReadonlySet<string>;
  /** YNAB's internal Uncategorized (normally one id). */
  uncategorizedIds: ReadonlySet<string>;
  /** Every category's raw name, whatever its class. */
  names: ReadonlyMap<string, string>;
}

export function categoryLookup(groups: readonly ClassifyGroup[]): CategoryLookup {
  const assignable: AssignableCategory[] = [];
  const uncategorizedIds = new Set<string>();
  const names = new Map<string, string>();
  for (const group of groups) {
    for (const category of group.categories) {
      names.set(category.id, category.name);
      if (isUncategorized(category, group)) uncategorizedIds.add(category.id);
      else if (isAssignable(category, group)) assignable.push({ id: category.id, name: category.name, group: group.name });
    }
  }
  return { assignable, assignableIds: new Set(assignable.map((c) => c.id)), uncategorizedIds, names };
}

/**
 * A transaction's category as a change shows it: none (null) for no category or YNAB's Uncategorized; the
 * name raw, from the groups (hidden and deleted ones too), else the transaction's own, else the id.
 */
export function shownCategory(
  tx: { category_id?: string | null | undefined; category_name?: string | null | undefined },
  lookup: Pick<CategoryLookup, 'uncategorizedIds' | 'names'>,
): { id: string | null; name: string | null } {
  const id = tx.category_id;
  if (id == null || lookup.uncategorizedIds.has(id)) return { id: null, name: null };
  return { id, name: lookup.names.get(id) ?? tx.category_name ?? id };
}

/** The category with this id and the group listing it (the first, should YNAB list it twice), or undefined. */
export function locateCategory<G extends { categories: readonly { id: string }[] }>(
  groups: readonly G[],
  id: string,
): { group: G; category: G['categories'][number] } | undefined {
  for (const group of groups) {
    const category = group.categories.find((c) => c.id === id);
    if (category !== undefined) return { group, category };
  }
  return undefined;
}

/** As locateCategory, when neither the category nor its group is deleted. */
export function locateLiveCategory<G extends { deleted: boolean; categories: readonly { id: string; deleted: boolean }[] }>(
  groups: readonly G[],
  id: string,
): { group: G; category: G['categories'][number] } | undefined {
  const found = locateCategory(groups, id);
  return found === undefined || found.group.deleted || found.category.deleted ? undefined : found;
}
