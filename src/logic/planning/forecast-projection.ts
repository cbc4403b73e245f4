// The forecast's day-by-day projection (algorithms.md §12 steps 9–10): even spreading of the monthly
// amounts over the days left, dated amounts on their days, month figures and the first shortfall.
// Everything in integer milliunits.

import { addMonths, daysInMonth, monthOf, shortMonth } from '../core/calendar.ts';

/**
 * spread(total, n): `total` cut into n daily shares that are multiples of u and differ by at most u,
 * keeping every whole unit (sum = floor(total / u) × u); the larger shares come first. Empty when n = 0.
 */
export function spread(total: number, n: number, u: number): number[] {
  const whole = Math.floor(total / u);
  const base = Math.floor(whole / n);
  const rem = whole - base * n;
  // With n = 0 the shares are undefined, and there are none: an array of length 0 (or less) is empty.
  return Array.from({ length: n }, (_, i) => (base + (i < rem ? 1 : 0)) * u);
}

/** An amount on a given date (a one-off or a schedule occurrence). */
export interface Dated {
  date: string;
  amount: number;
}

/** A recurring amount placed every month on its day (the month's last day when shorter). */
export interface MonthlyOnDay {
  amount: number;
  day: number;
}

export interface ProjectionInput {
  today: string;
  /** The last month projected, YYYY-MM-01 (not before today's month). */
  until: string;
  /** Balance today. */
  start: number;
  /** Variable spending a month (≤ 0) and income a month (≥ 0). */
  variable: number;
  income: number;
  /** Spent (≤ 0) and received (≥ 0) so far this month, outside what schedules and recurring charges explain. */
  spent: number;
  received: number;
  recurring: readonly MonthlyOnDay[];
  dated: readonly Dated[];
  /** The plan's minor unit in milliunits. */
  u: number;
}

export interface MonthFigures {
  /** YYYY-MM-01. */
  month: string;
  start: number;
  inflows: number;
  outflows: number;
  end: number;
  lowest: number;
}

/** Month by month from today's month to `until`: each day's shares and dated amounts added in turn. */
export function project(input: ProjectionInput): MonthFigures[] {
  const current = monthOf(input.today);
  // Only the days after today are visited, so amounts dated today or before are never placed.
  const byDate = Map.groupBy(input.dated, (d) => d.date);
  const months: MonthFigures[] = [];
  let balance = input.start;
  for (let month = current; month <= input.until; month = addMonths(month, 1)) {
    const dim = daysInMonth(month);
    const isCurrent = month === current;
    const first = isCurrent ? Number(input.today.slice(8, 10)) + 1 : 1;
    const n = Math.max(0, dim - first + 1);
    const toSpend = isCurrent ? Math.min(0, input.variable - input.spent) : input.variable;
    const toReceive = isCurrent ? Math.max(0, input.income - input.received) : input.income;
    const spendShares = spread(toSpend, n, input.u);
    const receiveShares = spread(toReceive, n, input.u);
    const start = balance;
    let inflows = 0;
    let outflows = 0;
    let lowest = start;
    for (let day = first; day <= dim; day++) {
      const date = `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
      const placed = [spendShares[day - first]!, receiveShares[day - first]!, ...(byDate.get(date) ?? []).map((d) => d.amount)];
      for (const r of input.recurring) if (Math.min(r.day, dim) === day) placed.push(r.amount);
      for (const amount of placed) {
        inflows += Math.max(amount, 0);
        outflows += Math.min(amount, 0);
        balance += amount;
      }
      lowest = Math.min(lowest, balance);
    }
    months.push({ month, start, inflows, outflows, end: start + inflows + outflows, lowest });
  }
  return months;
}

/** The first month whose lowest balance is below zero, as YYYY-MM, else null. */
export function firstShortfall(months: readonly MonthFigures[]): string | null {
  const month = months.find((m) => m.lowest < 0)?.month;
  return month === undefined ? null : shortMonth(month);
}
