// Pending transactions (algorithms.md §5): those that still need a category, newest first.
// Beyond B11: a transfer from an on-budget account to a tracking account needs one too.

import { compareCodePoints } from '../core/compare.ts';
import { categoryLookup } from './category-lookup.ts';
import { type ClassifyGroup, isOnBudgetAccount, isOnBudgetTransfer, isSplit, type OnBudgetById } from './classify-inputs.ts';
import type { Account, SplitLines, Transaction } from '../core/ynab-slices.ts';

type PendingFields = Pick<Transaction, 'account_id' | 'category_id' | 'transfer_account_id' | 'deleted'> & SplitLines<'deleted'>;

/** The transaction's real category: none when null or YNAB's internal Uncategorized (YNAB reports imported transactions that way). */
export function realCategoryId(tx: Pick<Transaction, 'category_id'>, uncategorizedIds: ReadonlySet<string>): string | undefined {
  const id = tx.category_id;
  return id == null || uncategorizedIds.has(id) ? undefined : id;
}

/** No category: null, or YNAB's internal Uncategorized. */
export function isUncategorised(tx: Pick<Transaction, 'category_id'>, uncategorizedIds: ReadonlySet<string>): boolean {
  return realCategoryId(tx, uncategorizedIds) === undefined;
}

/**
 * Pending: not deleted, on an on-budget account, not split, uncategorised, not an on-budget transfer.
 * `uncategorizedIds` is needed because YNAB gives uncategorised transactions Uncategorized's id, not null.
 */
export function isPending(tx: PendingFields, accountsById: OnBudgetById, uncategorizedIds: ReadonlySet<string>): boolean {
  return (
    !tx.deleted &&
    isOnBudgetAccount(tx.account_id, accountsById) &&
    !isSplit(tx) &&
    isUncategorised(tx, uncategorizedIds) &&
    !isOnBudgetTransfer(tx, accountsById)
  );
}

/** Newest first: date descending, then id descending (by code point). */
export function compareNewestFirst(a: { date: string; id: string }, b: { date: string; id: string }): number {
  return compareCodePoints(b.date, a.date) || compareCodePoints(b.id, a.id);
}

/** The pending transactions, sorted date descending then id descending. */
export function pendingTransactions<T extends PendingFields & { id: string; date: string }>(
  transactions: readonly T[],
  accounts: readonly Pick<Account, 'id' | 'on_budget'>[],
  groups: readonly ClassifyGroup[],
): T[] {
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  const { uncategorizedIds } = categoryLookup(groups);
  return transactions.filter((t) => isPending(t, accountsById, uncategorizedIds)).sort(compareNewestFirst);
}
