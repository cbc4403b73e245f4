// Schedule occurrences (algorithms.md §11) and list_scheduled_transactions' listing (tools.md).
// Takes YNAB's scheduled transactions in milliunits; returns currency units with cleaned text.

import type { Output } from '../../../generated/contract/list_scheduled_transactions.d.ts';
import { compareCodePoints } from '../core/compare.ts';
import { addMonths, daysInMonth, isCalendarDate, monthOf } from '../core/calendar.ts';
import { addDays } from '../core/day-numbers.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { ScheduledSubTransaction, ScheduledTransaction, SplitLines } from '../core/ynab-slices.ts';

/** Most dates generated for one schedule, so a daily schedule far in the past cannot loop for long. */
export const MAX_STEPS = 1000;

const DAY_STEPS = new Map<string, number>([
  ['daily', 1],
  ['weekly', 7],
  ['everyOtherWeek', 14],
  ['every4Weeks', 28],
]);

const MONTH_STEPS = new Map<string, number>([
  ['monthly', 1],
  ['everyOtherMonth', 2],
  ['every3Months', 3],
  ['every4Months', 4],
  ['twiceAYear', 6],
  ['yearly', 12],
  ['everyOtherYear', 24],
]);

/** The schedule fields occurrences need (YNAB's ScheduledTransactionSummary). */
export type ScheduleDates = Pick<ScheduledTransaction, 'date_first' | 'date_next' | 'frequency'>;

// The anchor's day, clamped to the month `months` months after date_next's (undefined past year 9999).
function anchored(dateNext: string, anchorDay: number, months: number): string | undefined {
  let month: string;
  try {
    month = addMonths(monthOf(dateNext), months);
  } catch {
    return undefined;
  }
  const day = Math.min(anchorDay, daysInMonth(month));
  return `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

// The k-th date of the schedule, or undefined when it cannot be represented or the frequency has no k-th.
function nthDate(schedule: ScheduleDates, anchorDay: number, k: number): string | undefined {
  const { date_next: next, frequency } = schedule;
  if (k === 0) return next;
  const days = DAY_STEPS.get(frequency);
  if (days !== undefined) return addDays(next, k * days);
  const months = MONTH_STEPS.get(frequency);
  if (months !== undefined) return anchored(next, anchorDay, k * months);
  if (frequency === 'twiceAMonth') {
    const base = k < 2 ? next : anchored(next, anchorDay, Math.floor(k / 2));
    // Stryker disable next-line ConditionalExpression: an odd step shares its base with the even step before, whose undefined already ended the walk, so `false` is never reached (`true` is killed).
    if (base === undefined) return undefined;
    return k % 2 === 1 ? addDays(base, 15) : base;
  }
  // 'never' and frequencies this server does not know: date_next only.
  return undefined;
}

/**
 * A live schedule's dates within [since, until], oldest first. A date that would not come after the
 * previous one (only possible when date_first and date_next disagree) is skipped, so the list stays
 * strictly increasing.
 */
export function occurrences(schedule: ScheduleDates, since: string, until: string): string[] {
  if (!isCalendarDate(schedule.date_next) || !isCalendarDate(schedule.date_first)) return [];
  const anchorDay = Number(schedule.date_first.slice(8, 10));
  const dates: string[] = [];
  let last = ''; // before every date
  for (let k = 0; k < MAX_STEPS; k++) {
    const date = nthDate(schedule, anchorDay, k);
    // Stryker disable next-line ConditionalExpression: every step after an undefined date is undefined too and adds nothing, so `false` only takes more steps (`true` is killed).
    if (date === undefined) break;
    if (date > until) break;
    if (date <= last) continue;
    last = date;
    if (date >= since) dates.push(date);
  }
  return dates;
}

/** The fields of YNAB's ScheduledTransactionDetail that the listing reads (amounts in milliunits). */
export type ListedSchedule = Pick<
  ScheduledTransaction,
  | keyof ScheduleDates
  | 'id'
  | 'amount'
  | 'memo'
  | 'account_id'
  | 'account_name'
  | 'payee_name'
  | 'category_id'
  | 'category_name'
  | 'transfer_account_id'
  | 'deleted'
> &
  SplitLines<'deleted', ScheduledSubTransaction>;

/** One occurrence row (currency units), as list_scheduled_transactions' contract types it. */
export type ScheduledOccurrence = Output['occurrences'][number];

export type ScheduledList = Pick<Output, 'occurrences' | 'inflows' | 'outflows'>;

export interface ScheduledListOptions {
  since: string;
  until: string;
  /** Only schedules on these accounts; absent means all accounts. */
  accountIds?: readonly string[] | undefined;
}

/** The category shown for a schedule: "Split", null for a transfer or none, else its name. */
function scheduleCategory(schedule: ListedSchedule, categoriesById: ReadonlyMap<string, { name: string }> | undefined): string | null {
  if (schedule.subtransactions?.some((s) => !s.deleted) === true) return 'Split';
  if (schedule.transfer_account_id != null || schedule.category_id == null) return null;
  const name = categoriesById?.get(schedule.category_id)?.name ?? schedule.category_name;
  return name == null ? null : untrusted(name);
}

/** Occurrences of every live schedule (optionally on some accounts), sorted by (date, payee), with totals. */
export function scheduledList(
  schedules: readonly ListedSchedule[],
  accountsById: ReadonlyMap<string, { name: string }>,
  categoriesById: ReadonlyMap<string, { name: string }> | undefined,
  options: ScheduledListOptions,
): ScheduledList {
  const accounts = options.accountIds === undefined ? undefined : new Set(options.accountIds);
  const rows: ScheduledOccurrence[] = [];
  let inflows = 0;
  let outflows = 0;
  for (const schedule of schedules) {
    if (schedule.deleted || (accounts !== undefined && !accounts.has(schedule.account_id))) continue;
    const dates = occurrences(schedule, options.since, options.until);
    const transfer = schedule.transfer_account_id != null;
    const amount = fromMilli(schedule.amount);
    const shared = {
      account: untrusted(accountsById.get(schedule.account_id)?.name ?? schedule.account_name),
      category: scheduleCategory(schedule, categoriesById),
      payee: untrusted(schedule.payee_name),
      memo: schedule.memo == null ? null : untrusted(schedule.memo),
      frequency: schedule.frequency,
      transfer,
    };
    for (const date of dates) {
      // Spelled out so the row's fields keep the documented order.
      rows.push({ scheduled_id: schedule.id, date, amount, ...shared });
      // Transfers only move money between the person's own accounts: they are neither in nor out.
      if (transfer) continue;
      inflows += Math.max(schedule.amount, 0);
      outflows += Math.min(schedule.amount, 0);
    }
  }
  rows.sort(
    (a, b) => compareCodePoints(a.date, b.date) || compareCodePoints(a.payee, b.payee) || compareCodePoints(a.scheduled_id, b.scheduled_id),
  );
  return { occurrences: rows, inflows: fromMilli(inflows), outflows: fromMilli(outflows) };
}
