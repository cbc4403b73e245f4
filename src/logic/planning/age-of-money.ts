// get_age_of_money's computation (algorithms.md §19): YNAB's Age of Money per month, its change and trend,
// explained. Takes YNAB's month list; YNAB's own figures are shown as they are, never recomputed.

import type { Output } from '../../../generated/contract/get_age_of_money.d.ts';
import { compareCodePoints } from '../core/compare.ts';
import { shortMonth } from '../core/calendar.ts';
import type { Month } from '../core/ynab-slices.ts';

/** The fields of YNAB's month summary read here. */
type AgeMonth = Pick<Month, 'month' | 'age_of_money' | 'deleted'>;

/** get_age_of_money's answer, as its contract types it. */
export type AgeOfMoney = Output;
export type AgeRow = Output['months'][number];

/** A row YNAB gives a figure for. */
type KnownRow = AgeRow & { days: number };

export type Trend = NonNullable<Output['trend']>;

/** Money older than this was earned a month or more before it was spent (YNAB's own rule of thumb). */
export const MONTH_OF_DAYS = 30;

/** The sign of a change as a trend word. */
export function trendOf(change: number): Trend {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'steady';
}

/** Rows of the last `count` live months up to `current`, ascending, each with its change since the row before. */
export function ageRows(months: readonly AgeMonth[], current: string, count: number): AgeRow[] {
  const kept = months
    .filter((m) => m.deleted !== true && m.month <= current)
    .sort((a, b) => compareCodePoints(a.month, b.month))
    .slice(-count);
  return kept.map((m, i) => {
    const days = m.age_of_money ?? null;
    const previous = kept[i - 1]?.age_of_money ?? null;
    return { month: shortMonth(m.month), days, change: days === null || previous === null ? null : days - previous };
  });
}

/** 'in 2026-09', or 'from 2026-06 to 2026-09' for several rows. */
function span(rows: readonly AgeRow[]): string {
  const first = rows[0]!.month;
  const last = rows[rows.length - 1]!.month;
  return first === last ? `in ${first}` : `from ${first} to ${last}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a figure says about how the household lives: over or under a month between earning and spending. */
function reading(days: number): string {
  if (days > MONTH_OF_DAYS) {
    return `Over ${MONTH_OF_DAYS} days means the money spent had arrived more than a month earlier: the household lives on last month's income or earlier.`;
  }
  if (days < MONTH_OF_DAYS) {
    return `Under ${MONTH_OF_DAYS} days means money is spent soon after it arrives, before a month's buffer builds up.`;
  }
  return `${MONTH_OF_DAYS} days means money is spent about a month after it arrives, right at the point of living on last month's income.`;
}

function movement(first: KnownRow, change: number | null, trend: Trend | null): string {
  if (change === null) return 'Only one month has a figure, so there is no trend yet.';
  if (trend === 'steady') return `It is the same as in ${first.month}, the first month shown with a figure.`;
  const how = trend === 'up' ? 'rose' : 'fell';
  return `It ${how} by ${plural(Math.abs(change), 'day')} since ${first.month} (${plural(first.days, 'day')}), the first month shown with a figure.`;
}

/** The rows, the headline figure (the latest known one), its change since the first known one, message and notes. */
export function ageOfMoney(months: readonly AgeMonth[], current: string, count: number): AgeOfMoney {
  const rows = ageRows(months, current, count);
  const known = rows.filter((r): r is KnownRow => r.days !== null);
  const first = known[0];
  const latest = known[known.length - 1];
  const change = known.length >= 2 ? latest!.days - first!.days : null;
  const trend = change === null ? null : trendOf(change);

  const notes = [
    "Age of Money is YNAB's own figure, shown as YNAB gives it: on average, how many days passed between money arriving in the budget accounts and being spent, over the most recent spending.",
  ];
  const missing = rows.filter((r) => r.days === null).map((r) => r.month);
  if (missing.length > 0 && known.length > 0) {
    notes.push(
      `YNAB gives no figure for ${missing.join(', ')}: days is null there, and change and trend compare only months that have one.`,
    );
  }
  // With no month at all the message says so; the note is for a plan younger than the span asked.
  if (rows.length > 0 && rows.length < count) {
    notes.push(`YNAB holds only ${plural(rows.length, 'month')} of this plan up to ${shortMonth(current)}, fewer than the ${count} asked.`);
  }
  const currentRow = rows.find((r) => r.month === shortMonth(current));
  if (latest !== undefined && (currentRow === undefined || currentRow.days === null)) {
    notes.push(`YNAB has no figure yet for the current month, ${shortMonth(current)}: the latest is ${latest.month}'s.`);
  }

  let message: string;
  if (latest === undefined) {
    message =
      rows.length === 0
        ? `YNAB holds no month of this plan up to ${shortMonth(current)}, so there is no Age of Money to show.`
        : `YNAB has no Age of Money figure for this plan ${span(rows)}: it gives one once enough money has been spent.`;
  } else {
    message = `The money was ${plural(latest.days, 'day')} old as of ${latest.month}. ${reading(latest.days)} ${movement(first!, change, trend)}`;
  }
  return { message, days: latest?.days ?? null, as_of: latest?.month ?? null, months: rows, change, trend, notes };
}
