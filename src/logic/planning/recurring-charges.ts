// find_recurring_charges (algorithms.md §10, tools.md): the recurring charges of the on-budget accounts
// with their yearly cost, plus the charges known only from a schedule (Beyond B13). Milliunits in,
// currency units and cleaned text out.

import type { Output } from '../../../generated/contract/find_recurring_charges.d.ts';
import { compareCodePoints } from '../core/compare.ts';
import { shortMonth } from '../core/calendar.ts';
import { fromMilli, roundToUnit } from '../core/money.ts';
import { covers, isScheduled, recurring, recurringWindow, scheduleCover, type RecurringRow } from './recurrence.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account, ScheduledTransaction, Transaction } from '../core/ynab-slices.ts';

/** Occurrences a year of each schedule frequency, as a fraction (everyOtherYear: 1/2). */
const PER_YEAR = new Map<string, readonly [number, number]>([
  ['daily', [365, 1]],
  ['weekly', [52, 1]],
  ['everyOtherWeek', [26, 1]],
  ['twiceAMonth', [24, 1]],
  ['every4Weeks', [13, 1]],
  ['monthly', [12, 1]],
  ['everyOtherMonth', [6, 1]],
  ['every3Months', [4, 1]],
  ['every4Months', [3, 1]],
  ['twiceAYear', [2, 1]],
  ['yearly', [1, 1]],
  ['everyOtherYear', [1, 2]],
]);

/** find_recurring_charges' answer, as its contract types it. */
export type RecurringCharges = Output;

export interface ChargesOptions {
  today: string;
  includeIncome: boolean;
  limit: number;
  /** The plan's smallest amount in milliunits (minorUnit of its decimals): averages are rounded to it. */
  u: number;
}

// A charge in milliunits, before display.
interface Found {
  payee: string;
  outflow: boolean;
  monthly: number;
  yearly: number;
  day: number;
  months_seen: number;
  category: string | null;
  scheduled: boolean;
  source: 'history' | 'schedule';
}

const shown = (name: string | null | undefined): string | null => (name == null ? null : untrusted(name));

/** B13: a schedule's yearly amount (amount × occurrences a year, in the plan's unit u), or undefined for an unknown frequency. */
export function scheduleYearly(amount: number, frequency: string, u: number): number | undefined {
  const perYear = PER_YEAR.get(frequency);
  return perYear === undefined ? undefined : roundToUnit(BigInt(amount) * BigInt(perYear[0]), perYear[1], u);
}

/** §10: recurring charges (and income when asked) from history, then schedule-only charges, ordered and cut. */
export function recurringCharges(
  accounts: readonly Pick<Account, 'id' | 'on_budget' | 'deleted'>[],
  transactions: readonly (RecurringRow & Pick<Transaction, 'account_id'>)[],
  schedules: readonly Pick<
    ScheduledTransaction,
    'amount' | 'account_id' | 'payee_name' | 'category_id' | 'category_name' | 'transfer_account_id' | 'frequency' | 'date_next' | 'deleted'
  >[],
  options: ChargesOptions,
): RecurringCharges {
  const onBudget = new Set(accounts.filter((a) => a.on_budget && a.deleted !== true).map((a) => a.id));
  const live = schedules.filter((s) => !s.deleted);
  const liveCovers = live.map(scheduleCover);
  const found: Found[] = [];
  for (const r of recurring(
    transactions.filter((t) => !t.deleted && onBudget.has(t.account_id)),
    options.today,
    options.u,
  )) {
    if (!r.outflow && !options.includeIncome) continue;
    found.push({
      payee: r.payee,
      outflow: r.outflow,
      monthly: r.amount,
      yearly: 12 * r.amount,
      day: r.day,
      months_seen: r.months_seen,
      category: shown(r.category_name),
      scheduled: isScheduled(r.payee, r.outflow, liveCovers),
      source: 'history',
    });
  }
  const historyOutflows = found.filter((f) => f.outflow);
  for (const s of live) {
    if (!onBudget.has(s.account_id) || s.amount >= 0 || s.transfer_account_id != null) continue;
    // 'never' has no yearly amount, like a frequency this server does not know.
    const yearly = scheduleYearly(s.amount, s.frequency, options.u);
    const cover = scheduleCover(s);
    if (yearly === undefined || historyOutflows.some((f) => covers(cover, f.payee, true))) continue;
    found.push({
      payee: cover.payee === '' ? (s.payee_name ?? '') : cover.payee,
      outflow: true,
      monthly: roundToUnit(yearly, 12, options.u),
      yearly,
      day: Number(s.date_next.slice(8, 10)),
      months_seen: 0,
      category: s.category_id == null ? null : shown(s.category_name),
      scheduled: true,
      source: 'schedule',
    });
  }
  // A payee appears once per direction in history, and a schedule covering a history payee is not added
  // (one whose payee normalises to nothing shows a name no history key can be): only schedules can tie
  // on payee, and the sort keeps those in YNAB's order.
  const outflows = found.filter((f) => f.outflow).sort((a, b) => a.yearly - b.yearly || compareCodePoints(a.payee, b.payee));
  const income = found.filter((f) => !f.outflow).sort((a, b) => b.yearly - a.yearly || compareCodePoints(a.payee, b.payee));
  const ordered = [...outflows, ...income];
  const listed = ordered.slice(0, options.limit);
  return {
    charges: listed.map((f) => ({
      payee: untrusted(f.payee),
      monthly_amount: fromMilli(f.monthly),
      yearly_amount: fromMilli(f.yearly),
      day: f.day,
      months_seen: f.months_seen,
      category: f.category,
      scheduled: f.scheduled,
      source: f.source,
    })),
    yearly_total: fromMilli(outflows.reduce((sum, f) => sum + f.yearly, 0)),
    months_looked_at: recurringWindow(options.today).map(shortMonth),
    more: ordered.length - listed.length,
  };
}
