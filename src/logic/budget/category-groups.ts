// list_category_groups (tools.md): the groups where the user can create or move a category.
// YNAB's own groups (internal, credit card payments, hidden categories) are left out.

import { CREDIT_CARD_GROUP_NAME, isInternalGroup } from '../facts/category-classes.ts';
import { untrusted } from '../core/untrusted.ts';
import type { CategoryGroup } from '../core/ynab-slices.ts';

/** YNAB's group for hidden categories in older payloads; not a place for new categories. */
export const HIDDEN_CATEGORIES_GROUP_NAME = 'Hidden Categories';

export interface GroupRow {
  id: string;
  name: string;
}

/** A group the user owns: live, visible, not internal, not "Credit Card Payments" or "Hidden Categories". */
export function isUserGroup(group: Pick<CategoryGroup, 'name' | 'hidden' | 'deleted' | 'internal'>): boolean {
  if (group.hidden || group.deleted || isInternalGroup(group)) return false;
  return group.name !== CREDIT_CARD_GROUP_NAME && group.name !== HIDDEN_CATEGORIES_GROUP_NAME;
}

/** The user's groups in YNAB's order, names cleaned. */
export function userGroups(groups: readonly Pick<CategoryGroup, 'id' | 'name' | 'hidden' | 'deleted' | 'internal'>[]): GroupRow[] {
  return groups.filter(isUserGroup).map((g) => ({ id: g.id, name: untrusted(g.name) }));
}
