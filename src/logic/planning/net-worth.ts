// get_net_worth_trend's computation (algorithms.md §15): assets, debts and net worth at each month end,
// rebuilt backwards from today's balances. Takes YNAB accounts and transactions in milliunits; returns
// currency units with cleaned account names.

import type { Output } from '../../../generated/contract/get_net_worth_trend.d.ts';
import { isDebtType } from '../facts/account-types.ts';
import { earliestMonth, monthOf, monthsEndingWith } from '../core/calendar.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account, Transaction } from '../core/ynab-slices.ts';

/** The fields of YNAB's Account the trend reads (balance in milliunits). */
type Valued = Pick<Account, 'id' | 'name' | 'type' | 'closed' | 'deleted' | 'balance'>;

/** The fields of YNAB's transaction the trend reads (amount in milliunits). */
type Moved = Pick<Transaction, 'account_id' | 'date' | 'amount' | 'deleted'>;

/** get_net_worth_trend's answer, as its contract types it. */
export type NetWorthTrend = Output;

/**
 * The `count` months ending with `current`, oldest first, from the month of the plan's first transaction
 * on (`since`): before it every balance would read 0, a net worth the user never had.
 */
export function netWorthMonths(current: string, count: number, since?: string): string[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`months_count must be a positive integer: ${count}`);
  return monthsEndingWith(current, count).filter((month) => month === current || since === undefined || month >= since);
}

/**
 * Each live account's balance at the end of each month (milliunits), keyed by account id, in the order of
 * `months`. A month end is today's balance less every transaction dated after that month; the current
 * month is today's balance itself, so the newest row always matches what YNAB shows now.
 */
export function monthEndBalances(
  accounts: readonly Valued[],
  transactions: readonly Moved[],
  months: readonly string[],
  current: string,
): Map<string, number[]> {
  // Per account, the sum of its transactions by month: a few hundred keys even for a long history.
  const byMonth = new Map<string, Map<string, number>>();
  for (const a of accounts) if (a.deleted !== true) byMonth.set(a.id, new Map());
  for (const t of transactions) {
    const sums = byMonth.get(t.account_id);
    if (t.deleted === true || sums === undefined) continue;
    const m = monthOf(t.date);
    sums.set(m, (sums.get(m) ?? 0) + t.amount);
  }
  const balances = new Map<string, number[]>();
  for (const a of accounts) {
    const sums = byMonth.get(a.id);
    if (sums === undefined) continue;
    balances.set(
      a.id,
      months.map((m) => {
        if (m === current) return a.balance;
        let later = 0;
        for (const [month, sum] of sums) if (month > m) later += sum;
        return a.balance - later;
      }),
    );
  }
  return balances;
}

/**
 * The trend over `months` (oldest first, ending with `current`). Every non-deleted account counts, tracking
 * and closed ones included; `accounts` names the open ones and the closed ones that held money at one of
 * the month ends shown, in YNAB's order.
 */
export function netWorthTrend(
  accounts: readonly Valued[],
  transactions: readonly Moved[],
  months: readonly string[],
  current: string,
): NetWorthTrend {
  if (months.length === 0) throw new RangeError('at least one month is needed');
  const live = accounts.filter((a) => a.deleted !== true);
  const balances = monthEndBalances(live, transactions, months, current);
  // Every live account has a row of months.length balances.
  const rows = live.map((a) => ({ debt: isDebtType(a.type), row: balances.get(a.id)! }));
  const total = (debt: boolean) => months.map((_, i) => rows.reduce((sum, r) => (r.debt === debt ? sum + r.row[i]! : sum), 0));
  const assets = total(false);
  const debts = total(true);
  const net = assets.map((a, i) => a + debts[i]!);
  const first = net[0]!;
  const last = net[net.length - 1]!;
  return {
    months: months.map((month, i) => ({
      month,
      assets: fromMilli(assets[i]!),
      debts: fromMilli(debts[i]!),
      net_worth: fromMilli(net[i]!),
    })),
    first_net_worth: fromMilli(first),
    last_net_worth: fromMilli(last),
    change: fromMilli(last - first),
    accounts: live.filter((a) => !a.closed || balances.get(a.id)!.some((b) => b !== 0)).map((a) => untrusted(a.name)),
  };
}

/** The month of the earliest live transaction, or undefined for a plan without any. */
export function firstTransactionMonth(transactions: readonly Moved[]): string | undefined {
  return earliestMonth(transactions, (t) => t.deleted !== true);
}
