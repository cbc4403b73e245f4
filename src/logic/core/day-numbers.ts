// Day arithmetic on calendar dates (YYYY-MM-DD) through day numbers, complementing calendar.ts' month arithmetic.
// Integer civil-day conversion (H. Hinnant's algorithm): no Date object, so no time zone can shift a day.

import { isCalendarDate } from './calendar.ts';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Days since 1970-01-01 (negative before it). Throws on a string that is not a calendar date. */
export function dayNumber(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = Number(date.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The calendar date of a day number, or undefined outside years 0000–9999. */
export function dateOfDay(day: number): string | undefined {
  if (!Number.isSafeInteger(day)) return undefined;
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) return undefined;
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** The date n days after `date` (n may be negative); undefined when it leaves years 0000–9999. */
export function addDays(date: string, n: number): string | undefined {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer number of days: ${n}`);
  return dateOfDay(dayNumber(date) + n);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}
