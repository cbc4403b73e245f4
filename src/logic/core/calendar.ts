// Calendar dates (YYYY-MM-DD) and months (first days, YYYY-MM-01), README convention 3.
// Pure string arithmetic: no time zones except in todayFrom, which reads the given instant's local date.

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function parts(date: string): { year: number; month: number; day: number } | undefined {
  const match = DATE_SHAPE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  return { year, month, day };
}

function partsOrThrow(date: string): { year: number; month: number; day: number } {
  const p = parts(date);
  if (!p) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return p;
}

/** True for a real calendar date written YYYY-MM-DD (years 0000–9999). */
export function isCalendarDate(s: string): boolean {
  return parts(s) !== undefined;
}

/** True for the first day of a real month, YYYY-MM-01. */
export function isMonth(s: string): boolean {
  return parts(s)?.day === 1;
}

/** The first day of the date's month. */
export function monthOf(date: string): string {
  const { year, month } = partsOrThrow(date);
  return `${pad(year, 4)}-${pad(month, 2)}-01`;
}

/**
 * A month argument: 'current' (exactly) is today's month; a month's first day is itself;
 * anything else is undefined (the caller refuses it with `bad_month` before any request).
 */
export function resolveMonth(value: string, today: string): string | undefined {
  if (value === 'current') return monthOf(today);
  return isMonth(value) ? value : undefined;
}

/** YYYY-MM of a date or month, as the answers show months. */
export function shortMonth(date: string): string {
  return date.slice(0, 7);
}

/** The month n months after the date's month (n may be negative). */
export function addMonths(month: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer number of months: ${n}`);
  const { year, month: m } = partsOrThrow(month);
  const index = year * 12 + (m - 1) + n;
  const newYear = Math.floor(index / 12);
  if (newYear < 0 || newYear > 9999) throw new RangeError(`month out of range: ${month} + ${n}`);
  return `${pad(newYear, 4)}-${pad((index % 12) + 1, 2)}-01`;
}

/** The `count` months ending with `last`, oldest first; months before year 0000 cannot exist and are left out. */
export function monthsEndingWith(last: string, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    try {
      months.push(addMonths(last, -back));
    } catch {
      // before year 0000
    }
  }
  return months;
}

/** The month of the earliest dated item that `keep` accepts, or undefined when there is none. */
export function earliestMonth<T extends { date: string }>(items: readonly T[], keep: (item: T) => boolean): string | undefined {
  const dates = items.filter((item) => keep(item)).map((item) => item.date);
  if (dates.length === 0) return undefined;
  // Stryker disable next-line EqualityOperator: `b <= a` only swaps a date for an equal one (`b >= a` is killed).
  return monthOf(dates.reduce((a, b) => (b < a ? b : a)));
}

/** The number of days of the date's month. */
export function daysInMonth(month: string): number {
  const { year, month: m } = partsOrThrow(month);
  return daysIn(year, m);
}

/**
 * Today's date: the override (AVENIR_MCP_TODAY) when set and not empty, else the local calendar
 * date of `now`. An override that is not a calendar date is a configuration error.
 */
export function todayFrom(override: string | undefined, now: Date): string {
  if (override !== undefined && override !== '') {
    if (!isCalendarDate(override)) {
      throw new RangeError(`AVENIR_MCP_TODAY must be a date written YYYY-MM-DD, got ${JSON.stringify(override)}`);
    }
    return override;
  }
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}
