// The minimal shapes the classify flow reads (suggest_categories, apply_categories, undo of categorize).
// YNAB's TransactionDetail, Account and CategoryGroupWithCategories fit them; amounts are milliunits.
import type { CategoryInfo } from '../facts/category-classes.ts';

/** The transaction fields the classify flow reads (YNAB's TransactionDetail). */
export interface ClassifyTransactionIn {
  id: string;
  date: string;
  amount: number;
  account_id: string;
  account_name?: string | undefined;
  payee_name?: string | null | undefined;
  memo?: string | null | undefined;
  category_id?: string | null | undefined;
  category_name?: string | null | undefined;
  transfer_account_id?: string | null | undefined;
  deleted: boolean;
  subtransactions?: readonly { deleted: boolean }[] | undefined;
}

/** The account fields the classify flow reads (YNAB's Account). */
export interface ClassifyAccountIn {
  id: string;
  name: string;
  on_budget: boolean;
}

/** The category fields the classify flow reads (YNAB's Category): the classes' facts, and the id. */
export type ClassifyCategoryIn = Omit<CategoryInfo, 'goal_type'> & { id: string };

/** A category group with its categories (YNAB's CategoryGroupWithCategories), in YNAB's order. */
export interface ClassifyGroupIn {
  id: string;
  name: string;
  hidden: boolean;
  deleted: boolean;
  internal?: boolean | undefined;
  categories: readonly ClassifyCategoryIn[];
}

/** Accounts by id, as every check of the flow looks them up. */
export type OnBudgetById = ReadonlyMap<string, { on_budget: boolean }>;

/** Split: at least one subtransaction not deleted (algorithms.md §4). */
export function isSplit(tx: Pick<ClassifyTransactionIn, 'subtransactions'>): boolean {
  return (tx.subtransactions ?? []).some((s) => !s.deleted);
}

/** On budget: the account is known and on budget (an unknown account counts as off budget). */
export function isOnBudgetAccount(accountId: string | null | undefined, accountsById: OnBudgetById): boolean {
  // No id finds nothing: the map's keys are strings.
  const byId: ReadonlyMap<string | null | undefined, { on_budget: boolean }> = accountsById;
  return byId.get(accountId)?.on_budget === true;
}

/**
 * On-budget transfer: a transfer whose two accounts are on budget. YNAB gives it no category; a transfer
 * to a tracking account is not one, because YNAB requires a category on it.
 */
export function isOnBudgetTransfer(
  tx: Pick<ClassifyTransactionIn, 'account_id' | 'transfer_account_id'>,
  accountsById: OnBudgetById,
): boolean {
  return isOnBudgetAccount(tx.account_id, accountsById) && isOnBudgetAccount(tx.transfer_account_id, accountsById);
}
