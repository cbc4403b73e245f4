// Category classes (algorithms.md §4): internal, hidden, usable, assignable, Credit Card Payment, …
// Works on full categories with their group, and on month categories that only carry the group's name.

export const INTERNAL_GROUP_NAME = 'Internal Master Category';
export const CREDIT_CARD_GROUP_NAME = 'Credit Card Payments';
export const UNCATEGORIZED_NAME = 'Uncategorized';
export const READY_TO_ASSIGN_NAME = 'Inflow: Ready to Assign';

/** The group facts the classes need (YNAB's CategoryGroup). */
export interface GroupInfo {
  name: string;
  hidden: boolean;
  internal?: boolean | undefined;
  deleted?: boolean | undefined;
}

/** The category facts the classes need (YNAB's Category; month categories have the same fields). */
export interface CategoryInfo {
  name: string;
  hidden: boolean;
  deleted: boolean;
  internal?: boolean | undefined;
  category_group_id?: string | undefined;
  category_group_name?: string | undefined;
  goal_type?: string | null | undefined;
}

/** Internal group: flagged internal, or named "Internal Master Category" (older payloads lack the flag). */
export function isInternalGroup(group: { name?: string | undefined; internal?: boolean | undefined }): boolean {
  return group.internal === true || group.name === INTERNAL_GROUP_NAME;
}

// The group's name: from the group record when known, else the month category's own copy, if it has one.
function groupName(category: CategoryInfo, group?: GroupInfo): string | undefined {
  return group?.name ?? category.category_group_name;
}

/** Internal: the category is flagged internal or sits in an internal group. */
export function isInternal(category: CategoryInfo, group?: GroupInfo): boolean {
  if (category.internal === true) return true;
  return isInternalGroup({ name: groupName(category, group), internal: group?.internal });
}

/** Hidden: the category or its group (when known) is hidden. */
export function isHidden(category: CategoryInfo, group?: GroupInfo): boolean {
  return category.hidden || group?.hidden === true;
}

/** Deleted: the category or its group (when known) is deleted. */
export function isDeleted(category: CategoryInfo, group?: GroupInfo): boolean {
  return category.deleted || group?.deleted === true;
}

/** Usable (analytics, "in the plan"): not hidden, not deleted, not internal. */
export function isUsable(category: CategoryInfo, group?: GroupInfo): boolean {
  return !isHidden(category, group) && !isDeleted(category, group) && !isInternal(category, group);
}

/** A category of the "Credit Card Payments" group. */
export function isCreditCardPayment(category: CategoryInfo, group?: GroupInfo): boolean {
  return groupName(category, group) === CREDIT_CARD_GROUP_NAME;
}

/** YNAB's Uncategorized: the internal category named "Uncategorized". */
export function isUncategorized(category: CategoryInfo, group?: GroupInfo): boolean {
  return category.name === UNCATEGORIZED_NAME && isInternal(category, group);
}

/** YNAB's Ready to Assign: the internal category named "Inflow: Ready to Assign". */
export function isReadyToAssign(category: CategoryInfo, group?: GroupInfo): boolean {
  return category.name === READY_TO_ASSIGN_NAME && isInternal(category, group);
}

/** Assignable on transactions: usable and not a Credit Card Payment category, plus Ready to Assign. */
export function isAssignable(category: CategoryInfo, group?: GroupInfo): boolean {
  if (isDeleted(category, group)) return false;
  if (isReadyToAssign(category, group)) return true;
  return isUsable(category, group) && !isCreditCardPayment(category, group);
}

/** Loan-paired: a DEBT target (the API says nothing else about which categories pair with loans). */
export function isLoanPaired(category: CategoryInfo): boolean {
  return category.goal_type === 'DEBT';
}
