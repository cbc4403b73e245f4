// Day arithmetic for the heavy plan on ISO dates (UTC, day numbers since 1970-01-01), fast enough for
// 50,000 rows: each day's string is built once.

const DAY_MS = 86_400_000;

const dayCache = new Map<string, number>();
const isoCache = new Map<number, string>();

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(iso: string): number {
  let day = dayCache.get(iso);
  if (day === undefined) dayCache.set(iso, (day = Date.parse(`${iso}T00:00:00Z`) / DAY_MS));
  return day;
}

/** YYYY-MM-DD of a day number. */
export function isoOfDay(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) isoCache.set(day, (iso = new Date(day * DAY_MS).toISOString().slice(0, 10)));
  return iso;
}

/** YYYY-MM-01 of a date or month. */
export const monthOf = (iso: string): string => `${iso.slice(0, 7)}-01`;

/** YYYY-MM-01 `n` months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Every month from `first` to `last`, both YYYY-MM-01 and included. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The date of day `day` (1–31) in `month`, moved back to the month's last day when it has fewer days. */
export function dayIn(month: string, day: number): string {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The date `years` years before `iso`, plus one day: the first day of a window of `years` years ending on `iso`. */
export function windowStart(iso: string, years: number): string {
  const shifted = `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4, 8)}01`;
  const day = Number(iso.slice(8, 10));
  return isoOfDay(dayNumber(dayIn(`${shifted.slice(0, 7)}-01`, day)) + 1);
}
