// The shapes the classify flow reads (suggest_categories, apply_categories, split_transaction, undo of
// categorize): Picks of YNAB's TransactionDetail and CategoryGroupWithCategories; amounts are milliunits.
import type { CategoryGroup, SplitLines, Transaction, WithCategories } from '../core/ynab-slices.ts';

/** The transaction fields the classify checks read (YNAB's TransactionDetail); suggest_categories' rows read account_name and memo besides. */
export type ClassifyTransaction = Pick<
  Transaction,
  'id' | 'date' | 'amount' | 'account_id' | 'payee_name' | 'category_id' | 'category_name' | 'transfer_account_id' | 'deleted'
> &
  SplitLines<'deleted'>;

/** A category group with its categories (YNAB's CategoryGroupWithCategories), in YNAB's order: the classes' facts, and the ids. */
export type ClassifyGroup = Pick<CategoryGroup, 'id' | 'name' | 'hidden' | 'deleted' | 'internal'> &
  WithCategories<'id' | 'name' | 'hidden' | 'deleted' | 'internal' | 'category_group_name'>;

/** Accounts by id, as every check of the flow looks them up. */
export type OnBudgetById = ReadonlyMap<string, { on_budget: boolean }>;

/** Split: at least one subtransaction not deleted (algorithms.md §4). */
export function isSplit(tx: SplitLines<'deleted'>): boolean {
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
export function isOnBudgetTransfer(tx: Pick<Transaction, 'account_id' | 'transfer_account_id'>, accountsById: OnBudgetById): boolean {
  return isOnBudgetAccount(tx.account_id, accountsById) && isOnBudgetAccount(tx.transfer_account_id, accountsById);
}
