// forecast_balance's argument checks (tools.md), in the order of its errors: those needing no request
// (bad_until, until_in_past, until_too_far, bad_date, bad_amount), then too_many_decimals once the plan's
// currency is known.

import { addMonths, isCalendarDate, monthOf, shortMonth } from '../core/calendar.ts';
import { checkedMilli, toMilli } from '../core/money.ts';

/** The furthest month `until` may name, in months after the current one. */
export const MAX_MONTHS_AHEAD = 24;

export interface OneOffIn {
  date: string;
  amount: number;
  label: string;
}

export interface ForecastArgsIn {
  until: string;
  monthly_income?: number | undefined;
  variable_monthly?: number | undefined;
  one_offs: readonly OneOffIn[];
}

export type ForecastArgsCheck =
  | { ok: true; until: string }
  | { ok: false; error: 'bad_until'; value: string; example: string }
  | { ok: false; error: 'until_in_past' | 'until_too_far'; until: string; current: string; latest: string }
  | { ok: false; error: 'bad_date'; argument: string; value: string }
  | { ok: false; error: 'bad_amount'; amount: string };

/** `until` as the first day of its month, or undefined when it is not a real YYYY-MM month. */
export function untilMonth(value: string): string | undefined {
  // value-01 is a date written YYYY-MM-DD only when value is written YYYY-MM.
  const month = `${value}-01`;
  return isCalendarDate(month) ? month : undefined;
}

// The given amounts, in the order of the parameters (the first bad one is the one named).
function givenAmounts(args: ForecastArgsIn): number[] {
  const amounts: number[] = [];
  if (args.monthly_income !== undefined) amounts.push(args.monthly_income);
  if (args.variable_monthly !== undefined) amounts.push(args.variable_monthly);
  for (const o of args.one_offs) amounts.push(o.amount);
  return amounts;
}

/** The checks made before any request. */
export function checkForecastArgs(args: ForecastArgsIn, today: string): ForecastArgsCheck {
  const current = monthOf(today);
  const latest = addMonths(current, MAX_MONTHS_AHEAD);
  const until = untilMonth(args.until);
  if (until === undefined) return { ok: false, error: 'bad_until', value: args.until, example: shortMonth(latest) };
  const shown = { until: args.until, current: shortMonth(current), latest: shortMonth(latest) };
  if (until < current) return { ok: false, error: 'until_in_past', ...shown };
  if (until > latest) return { ok: false, error: 'until_too_far', ...shown };
  const badDate = args.one_offs.findIndex((o) => !isCalendarDate(o.date));
  if (badDate >= 0) return { ok: false, error: 'bad_date', argument: `one_offs[${badDate}].date`, value: args.one_offs[badDate]!.date };
  const badAmount = givenAmounts(args).find((x) => toMilli(x, 3) === undefined);
  if (badAmount !== undefined) return { ok: false, error: 'bad_amount', amount: String(badAmount) };
  return { ok: true, until };
}

export interface ForecastAmounts {
  monthlyIncome?: number | undefined;
  variableMonthly?: number | undefined;
  oneOffs: { date: string; amount: number; label: string }[];
}

/** too_many_decimals for the first given amount with more decimals than the plan shows; else all in milliunits. */
export function forecastAmounts(
  args: ForecastArgsIn,
  digits: number,
): { ok: true; amounts: ForecastAmounts } | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number } {
  const bad = givenAmounts(args).find((x) => toMilli(x, digits) === undefined);
  if (bad !== undefined) return { ok: false, error: 'too_many_decimals', amount: String(bad), decimals: digits };
  const milli = (x: number) => checkedMilli(x, digits);
  return {
    ok: true,
    amounts: {
      monthlyIncome: args.monthly_income === undefined ? undefined : milli(args.monthly_income),
      variableMonthly: args.variable_monthly === undefined ? undefined : milli(args.variable_monthly),
      oneOffs: args.one_offs.map((o) => ({ date: o.date, amount: milli(o.amount), label: o.label })),
    },
  };
}
