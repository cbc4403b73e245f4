// forecast_balance's answer (tools.md): the projection of src/logic/planning/forecast-projection.ts over the inputs of
// src/logic/planning/forecast-inputs.ts, in currency units, with the assumptions listed (each list capped) and a
// message for the agent to relay.

import type { Output } from '../../../generated/contract/forecast_balance.d.ts';
import { shortMonth } from '../core/calendar.ts';
import { firstShortfall, project, type MonthFigures } from './forecast-projection.ts';
import { forecastPeriod, type ForecastInputs } from './forecast-inputs.ts';
import { fromMilli } from '../core/money.ts';
import { scheduledList, type ListedSchedule } from './schedules.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account } from '../core/ynab-slices.ts';

/** Most scheduled occurrences and recurring charges listed in the assumptions (all are used). */
export const LISTED = 100;

export interface OneOff {
  date: string;
  /** Milliunits. */
  amount: number;
  label: string;
}

export interface ForecastContext {
  today: string;
  /** Last month projected, YYYY-MM-01. */
  until: string;
  u: number;
  /** The one-offs as given, in milliunits. */
  oneOffs: readonly OneOff[];
}

/** forecast_balance's answer, as its contract types it. */
export type ForecastAnswer = Output;

const monthRow = (m: MonthFigures) => ({
  month: shortMonth(m.month),
  start: fromMilli(m.start),
  inflows: fromMilli(m.inflows),
  outflows: fromMilli(m.outflows),
  end: fromMilli(m.end),
  lowest: fromMilli(m.lowest),
});

// The verdict, then what it rests on: the agent relays it, so it names the assumptions to check.
function message(
  months: readonly MonthFigures[],
  shortfall: string | null,
  inputs: ForecastInputs<Pick<Account, 'name'>, ListedSchedule>,
  context: ForecastContext,
  more: { recurring: number; scheduled: number },
): string {
  // Amounts as the JSON fields show them, so the message reads the same whatever the plan's decimals.
  const fmt = (m: number) => String(fromMilli(m));
  const low = months.reduce((a, b) => (b.lowest < a.lowest ? b : a));
  const verdict =
    shortfall === null
      ? `The balance stays at or above zero until the end of ${shortMonth(context.until)} (lowest ${fmt(low.lowest)}, in ${shortMonth(low.month)}).`
      : `The balance first goes below zero in ${shortfall} (lowest that month ${fmt(months.find((m) => shortMonth(m.month) === shortfall)!.lowest)}).`;
  const parts = [
    `${inputs.recurring.length} recurring amount(s) that no schedule covers`,
    `variable spending ${fmt(inputs.variable)} a month`,
    `income ${fmt(inputs.income)} a month besides schedules and recurring amounts`,
    `${inputs.upcoming.length} scheduled occurrence(s)`,
    `${context.oneOffs.length} one-off(s) given`,
  ];
  const cut = [
    more.scheduled > 0 ? ` Only the first ${LISTED} scheduled occurrences are listed; ${more.scheduled} more were used.` : '',
    more.recurring > 0 ? ` Only the first ${LISTED} recurring amounts are listed; ${more.recurring} more were used.` : '',
  ].join('');
  return `${verdict} This forecast rests on the assumptions listed: ${parts.join(', ')}. Check them with the user before relying on it.${cut}`;
}

/** The projection and everything it assumed, in currency units. */
export function forecastAnswer(
  inputs: ForecastInputs<Pick<Account, 'name'>, ListedSchedule>,
  accountsById: ReadonlyMap<string, { name: string }>,
  context: ForecastContext,
): ForecastAnswer {
  const months = project({
    today: context.today,
    until: context.until,
    start: inputs.start,
    variable: inputs.variable,
    income: inputs.income,
    spent: inputs.spent,
    received: inputs.received,
    recurring: inputs.recurring,
    dated: [...inputs.upcoming.map((o) => ({ date: o.date, amount: o.schedule.amount })), ...context.oneOffs],
    u: context.u,
  });
  const shortfall = firstShortfall(months);
  // The same occurrences as `upcoming`, in list_scheduled_transactions' shape and order.
  const scheduled = scheduledList(inputs.schedules, accountsById, undefined, forecastPeriod(context.today, context.until)).occurrences;
  const more = { recurring: Math.max(0, inputs.recurring.length - LISTED), scheduled: Math.max(0, scheduled.length - LISTED) };
  return {
    message: message(months, shortfall, inputs, context, more),
    accounts: inputs.accounts.map((a) => untrusted(a.name)),
    start_balance: fromMilli(inputs.start),
    assumptions: {
      recurring: inputs.recurring
        .slice(0, LISTED)
        .map((r) => ({ payee: untrusted(r.payee), amount: fromMilli(r.amount), day: r.day, months_seen: r.months_seen })),
      recurring_more: more.recurring,
      variable_monthly: fromMilli(inputs.variable),
      monthly_income: fromMilli(inputs.income),
      one_offs: context.oneOffs.map((o) => ({ date: o.date, amount: fromMilli(o.amount), label: o.label })),
      scheduled: scheduled.slice(0, LISTED),
      scheduled_more: more.scheduled,
    },
    months: months.map(monthRow),
    first_shortfall: shortfall,
  };
}
