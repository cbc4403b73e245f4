// The argument checks many tools share, run before any YNAB request: each turns a pure check of
// src/logic into the shared error declared in manifest/shared.yaml (a tool lists the ones it may raise).
import { refuseShared, sharedErrors } from '../../generated/errors.ts';
import type { DateRange } from '../logic/core/period.ts';
import { resolveMonth } from '../logic/core/calendar.ts';
import { toMilli } from '../logic/core/money.ts';

/** `current` or a month's first day, resolved against today; bad_month otherwise. */
export function requireMonth(value: string, today: string): string {
  const month = resolveMonth(value, today);
  if (month === undefined) throw sharedErrors.badMonth({ value });
  return month;
}

/** A checked since/until period, or the first of bad_date, until_before_since, span_too_long. */
export function requireRange(range: DateRange): { since: string; until: string } {
  if (range.ok) return { since: range.since, until: range.until };
  throw refuseShared(range);
}

/** An amount a search filters on: up to 3 decimals in any plan (bad_amount), in milliunits. */
export function requireFilterAmount(amount: number): number {
  const milli = toMilli(amount, 3);
  if (milli === undefined) throw sharedErrors.badAmount({ amount: String(amount) });
  return milli;
}

/** Ids the plan does not know, all listed at once (unknown_account). */
export function requireKnownAccounts(unknown: readonly string[]): void {
  if (unknown.length > 0) throw sharedErrors.unknownAccount({ ids: unknown.join(', ') });
}
