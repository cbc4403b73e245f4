// Calendar helpers on ISO strings for the fake (UTC, no time zones): month of a date, month arithmetic,
// and strict date validation.

/** YYYY-MM-01 of a YYYY-MM-DD date. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** YYYY-MM-01 `n` months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Every month from `first` to `last` inclusive (both YYYY-MM-01). */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The date `years` years before `date` (YYYY-MM-DD; 29 February falls back to the 28th). */
export function yearsBefore(date: string, years: number): string {
  const shifted = `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
  return isIsoDate(shifted) ? shifted : `${shifted.slice(0, 8)}28`;
}
