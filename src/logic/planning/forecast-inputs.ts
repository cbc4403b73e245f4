// What the forecast projects (algorithms.md §12 steps 2–8): the accounts, the schedules used and their
// occurrences, the recurring charges no schedule covers, and the variable spending and income left once
// those are excluded. Milliunits in and out.

import { addMonths, daysInMonth, monthOf } from '../core/calendar.ts';
import { addDays } from '../core/day-numbers.ts';
import { roundToUnit } from '../core/money.ts';
import { normalizePayee } from '../classify/payee-keys.ts';
import { isScheduled, recurring, scheduleCover, type Recurring, type RecurringRow } from './recurrence.ts';
import { occurrences, type ScheduleDates } from './schedules.ts';
import type { Account, ScheduledTransaction, Transaction } from '../core/ynab-slices.ts';

/** Months of history the variable spending and income are averaged over. */
export const AVERAGE_MONTHS = 3;

export interface ForecastRequest {
  today: string;
  /** Last month projected, YYYY-MM-01. */
  until: string;
  /** Given ids (all known), or undefined for every open on-budget account. */
  accountIds?: readonly string[] | undefined;
  /** Given amounts in milliunits (already checked), or undefined to estimate from history. */
  monthlyIncome?: number | undefined;
  variableMonthly?: number | undefined;
  u: number;
}

export interface ForecastInputs<A, S> {
  accounts: A[];
  start: number;
  /** Schedules used, and their occurrences from tomorrow to the end of `until`. */
  schedules: S[];
  upcoming: { schedule: S; date: string }[];
  /** Recurring results not covered by a used schedule (inflows dropped when income is given). */
  recurring: Recurring[];
  variable: number;
  income: number;
  spent: number;
  received: number;
}

/** The days schedule occurrences are taken from: tomorrow to the last day of `until` (YYYY-MM-01). */
export function forecastPeriod(today: string, until: string): { since: string; until: string } {
  // A month has 28 days or more: two digits.
  return { since: addDays(today, 1) ?? today, until: `${until.slice(0, 8)}${daysInMonth(until)}` };
}

/** §12 steps 2–8. */
export function forecastInputs<
  A extends Pick<Account, 'id' | 'on_budget' | 'closed' | 'balance' | 'deleted'>,
  S extends ScheduleDates & Pick<ScheduledTransaction, 'amount' | 'payee_name' | 'account_id' | 'transfer_account_id' | 'deleted'>,
>(
  allAccounts: readonly A[],
  transactions: readonly (RecurringRow & Pick<Transaction, 'account_id'>)[],
  allSchedules: readonly S[],
  request: ForecastRequest,
): ForecastInputs<A, S> {
  const { today, u } = request;
  // 2. Accounts.
  const given = request.accountIds === undefined ? undefined : new Set(request.accountIds);
  const accounts = allAccounts.filter((a) =>
    given === undefined ? a.on_budget && !a.closed && a.deleted !== true : given.has(a.id) && a.deleted !== true,
  );
  // Asked about transfer targets too, which may be absent.
  const chosen: ReadonlySet<string | null | undefined> = new Set(accounts.map((a) => a.id));
  const start = accounts.reduce((sum, a) => sum + a.balance, 0);
  // 3. History: never transfers (a transfer out enters through its schedule, if any).
  const history = transactions.filter((t) => !t.deleted && chosen.has(t.account_id) && t.transfer_account_id == null);
  // 4. Schedules used, and what they bring until the end of `until`.
  const schedules = allSchedules.filter(
    (s) =>
      !s.deleted &&
      chosen.has(s.account_id) &&
      !chosen.has(s.transfer_account_id) &&
      !(request.monthlyIncome !== undefined && s.amount > 0),
  );
  const period = forecastPeriod(today, request.until);
  const upcoming = schedules.flatMap((schedule) => occurrences(schedule, period.since, period.until).map((date) => ({ schedule, date })));
  // 5. Recurring charges no used schedule covers.
  const used = schedules.map(scheduleCover);
  const raw = recurring(history, today, u);
  const kept = raw.filter((r) => !isScheduled(r.payee, r.outflow, used) && (request.monthlyIncome === undefined || r.outflow));
  // 6. Rows that schedules or recurring charges already explain are left out of the averages. Only the
  // rows steps 7 and 8 read are looked at: normalising and matching every row of a long history against
  // every schedule took most of the forecast's time on a ten-year plan.
  const current = monthOf(today);
  const from = addMonths(current, -AVERAGE_MONTHS);
  const rawKeys = new Set(raw.map((r) => `${r.outflow ? '-' : '+'}${r.payee}`));
  const averaged = history.filter((t) => {
    if (t.date < from || t.date > today) return false;
    // Without a payee a row matches no recurring charge and no schedule.
    if (t.payee_name == null) return true;
    const payee = normalizePayee(t.payee_name);
    // Stryker disable next-line EqualityOperator: a row of 0 adds to neither sum, whichever side `<=` matches it on (`>=` is killed).
    const outflow = t.amount < 0;
    return !rawKeys.has(`${outflow ? '-' : '+'}${payee}`) && !isScheduled(payee, outflow, used);
  });
  // 7. Averages over the 3 full months before today's month (divided by 3 even when fewer have data).
  const past = averaged.filter((t) => t.date < current);
  const outflows = (rows: readonly { amount: number }[]) => rows.reduce((s, t) => s + Math.min(t.amount, 0), 0);
  const inflows = (rows: readonly { amount: number }[]) => rows.reduce((s, t) => s + Math.max(t.amount, 0), 0);
  const variable =
    request.variableMonthly === undefined ? roundToUnit(outflows(past), AVERAGE_MONTHS, u) : -Math.abs(request.variableMonthly);
  const income = request.monthlyIncome ?? roundToUnit(inflows(past), AVERAGE_MONTHS, u);
  // 8. Month to date (averaged stops at today).
  const thisMonth = averaged.filter((t) => t.date >= current);
  return {
    accounts,
    start,
    schedules,
    upcoming,
    recurring: kept,
    variable,
    income,
    spent: outflows(thisMonth),
    received: inflows(thisMonth),
  };
}
