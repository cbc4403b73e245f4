// What get_runway and get_savings_rate share (algorithms.md §16 steps 2–3, §17): the complete months
// averaged, and the budget's lines in them (a split's live lines, else the transaction), with where each
// line's transfer goes. Milliunits inside; runway.ts and savings-rate.ts count the lines their own way.

import { isAssetTracking } from '../facts/account-types.ts';
import { addMonths, earliestMonth, monthOf } from '../core/calendar.ts';
import type { Account, SplitLines, SubTransaction, Transaction } from '../core/ynab-slices.ts';

/** The account fields the lines need (YNAB's Account). */
export type LineAccount = Pick<Account, 'id' | 'on_budget' | 'type'>;

/** A split line's fields the lines need (YNAB's SubTransaction). */
type LineSub = Pick<SubTransaction, 'amount' | 'category_id' | 'transfer_account_id' | 'payee_name' | 'deleted'>;

/** The transaction fields the lines need (YNAB's TransactionDetail); amounts in milliunits. */
export type LineTransaction = Pick<
  Transaction,
  'date' | 'amount' | 'account_id' | 'category_id' | 'transfer_account_id' | 'payee_name' | 'deleted'
> &
  SplitLines<keyof LineSub>;

/**
 * Where a line's transfer goes: nowhere (not a transfer), an on-budget account, an asset tracking
 * account (money kept), or another account (a tracking loan, or one the plan no longer lists).
 */
export type TransferKind = 'none' | 'on_budget' | 'asset_tracking' | 'other';

/** One line of an on-budget transaction in a complete month. */
export interface BudgetLine {
  /** First day of the line's month, YYYY-MM-01. */
  month: string;
  amount: number;
  category_id: string | null;
  transfer: TransferKind;
  /** The line's payee, else its transaction's. */
  payee_name: string | null;
}

export interface CompleteMonths {
  /** First days of the months used, oldest first: complete months before today's, from the plan's start. */
  months: string[];
  /** How many months were asked. */
  asked: number;
  /** Month of the earliest live on-budget transaction; null when there is none. */
  start: string | null;
}

type Accounts = ReadonlyMap<string, LineAccount>;

const onBudget = (t: LineTransaction, accounts: Accounts): boolean => accounts.get(t.account_id)?.on_budget === true;

/** The first of the months an analysis of `monthsCount` complete months reads the transactions from. */
export const completeMonthsSince = (today: string, monthsCount: number): string => addMonths(monthOf(today), -monthsCount);

/** What completeMonths counts as the plan's start: a live transaction on an on-budget account. */
export const startsPlan = (t: LineTransaction, accounts: readonly LineAccount[]): boolean =>
  !t.deleted && accounts.some((a) => a.id === t.account_id && a.on_budget === true);

/**
 * The `monthsCount` calendar months before today's month, dropping those before the month of the
 * plan's earliest live on-budget transaction (all of them when there is none). `startedBy`, when the
 * transactions given start at a month and the plan has on-budget ones before it, is that month: the
 * plan had started by then, so every month from it on counts.
 */
export function completeMonths(
  transactions: readonly LineTransaction[],
  accounts: Accounts,
  today: string,
  monthsCount: number,
  startedBy?: string,
): CompleteMonths {
  const start = startedBy ?? earliestMonth(transactions, (t) => !t.deleted && onBudget(t, accounts)) ?? null;
  // Stryker disable next-line ConditionalExpression: without this return, `m >= null` is false for every month, so `false` gives the same empty list (`true` is killed).
  if (start === null) return { months: [], asked: monthsCount, start };
  const current = monthOf(today);
  const months: string[] = [];
  for (let back = monthsCount; back >= 1; back--) {
    const m = addMonths(current, -back);
    if (m >= start) months.push(m);
  }
  return { months, asked: monthsCount, start };
}

/** Where a transfer to `accountId` goes, seen from an on-budget account. */
export function transferKind(accountId: string | null | undefined, accounts: Accounts): TransferKind {
  if (accountId === null || accountId === undefined) return 'none';
  const other = accounts.get(accountId);
  if (other === undefined) return 'other';
  if (other.on_budget) return 'on_budget';
  return isAssetTracking(other) ? 'asset_tracking' : 'other';
}

/**
 * Every live transaction on an on-budget account dated in `months`: its live split lines when it has
 * any, else the transaction itself. A line's transfer is its own (a split line can be a transfer).
 */
export function budgetLines(transactions: readonly LineTransaction[], accounts: Accounts, months: readonly string[]): BudgetLine[] {
  const wanted = new Set(months);
  const lines: BudgetLine[] = [];
  for (const t of transactions) {
    if (t.deleted || !onBudget(t, accounts)) continue;
    const month = monthOf(t.date);
    if (!wanted.has(month)) continue;
    const subs = (t.subtransactions ?? []).filter((s) => !s.deleted);
    const parts: readonly (LineSub | LineTransaction)[] = subs.length > 0 ? subs : [t];
    for (const p of parts) {
      lines.push({
        month,
        amount: p.amount,
        category_id: p.category_id ?? null,
        transfer: transferKind(p.transfer_account_id, accounts),
        payee_name: p.payee_name ?? t.payee_name ?? null,
      });
    }
  }
  return lines;
}
