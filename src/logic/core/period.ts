// The shared (no request) checks of a since/until period (tools.md: bad_date, until_before_since,
// span_too_long), with each tool's defaults passed in so the clock stays outside the logic.

import { isCalendarDate } from './calendar.ts';
import { addDays, daysBetween } from './day-numbers.ts';

/** Longest period a search or listing may cover, in days between since and until. */
export const MAX_SPAN_DAYS = 366;

/**
 * The first day of the last year to today (YNAB's own default window): what a question about the
 * recent past reads of the plan's transactions, and the least a tool naming transactions by id looks at.
 */
export const lastYearSince = (today: string): string => addDays(today, -(MAX_SPAN_DAYS - 1)) ?? today;

export type DateRange =
  | { ok: true; since: string; until: string }
  | { ok: false; error: 'bad_date'; argument: 'since_date' | 'until_date'; value: string }
  | { ok: false; error: 'until_before_since'; since: string; until: string }
  | { ok: false; error: 'span_too_long'; since: string; until: string };

/** Where the missing dates come from: `since` when since_date is absent, `until(since)` when until_date is. */
export interface DateRangeDefaults {
  since: string;
  until: (since: string) => string;
}

/** list_scheduled_transactions: since defaults to today, until to since + 30 days. */
export function scheduleDefaults(today: string): DateRangeDefaults {
  // The last representable day stands in when since + 30 leaves year 9999.
  return { since: today, until: (since) => addDays(since, 30) ?? '9999-12-31' };
}

/** find_transactions: until defaults to today (since is required by its schema; today is a fallback only). */
export function searchDefaults(today: string): DateRangeDefaults {
  return { since: today, until: () => today };
}

/** Checks since_date then until_date, then their order, then the span. */
export function dateRange(since: string | undefined, until: string | undefined, defaults: DateRangeDefaults): DateRange {
  const from = since ?? defaults.since;
  if (!isCalendarDate(from)) return { ok: false, error: 'bad_date', argument: 'since_date', value: from };
  const to = until ?? defaults.until(from);
  if (!isCalendarDate(to)) return { ok: false, error: 'bad_date', argument: 'until_date', value: to };
  const span = daysBetween(from, to);
  if (span < 0) return { ok: false, error: 'until_before_since', since: from, until: to };
  if (span > MAX_SPAN_DAYS) return { ok: false, error: 'span_too_long', since: from, until: to };
  return { ok: true, since: from, until: to };
}
