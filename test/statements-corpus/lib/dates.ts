// Calendar helpers for the corpus (YYYY-MM-DD, UTC days), and the date forms banks print.

const DAY = 86_400_000;

export const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY;
export const isoOfDay = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => isoOfDay(dayNumber(iso) + days);
export const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);
/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: string): number => new Date(dayNumber(iso) * DAY).getUTCDay();
export const isWeekend = (iso: string): boolean => weekday(iso) === 0 || weekday(iso) === 6;
/** The same day, or the next Monday for a Saturday or Sunday. */
export const nextBusinessDay = (iso: string): string => (weekday(iso) === 6 ? addDays(iso, 2) : weekday(iso) === 0 ? addDays(iso, 1) : iso);
/** The same day, or the Friday before for a Saturday or Sunday. */
export const previousBusinessDay = (iso: string): string =>
  weekday(iso) === 6 ? addDays(iso, -1) : weekday(iso) === 0 ? addDays(iso, -2) : iso;
export const maxDate = (a: string, b: string): string => (a > b ? a : b);
export const minDate = (a: string, b: string): string => (a < b ? a : b);

export function* eachDay(from: string, to: string): Generator<string> {
  for (let d = dayNumber(from); d <= dayNumber(to); d++) yield isoOfDay(d);
}

const y = (iso: string) => iso.slice(0, 4);
const m = (iso: string) => iso.slice(5, 7);
const d = (iso: string) => iso.slice(8, 10);

/** 03/08/2026 */
export const ddmmyyyy = (iso: string, sep = '/') => `${d(iso)}${sep}${m(iso)}${sep}${y(iso)}`;
/** 08/03/2026 */
export const mmddyyyy = (iso: string) => `${m(iso)}/${d(iso)}/${y(iso)}`;
/** 8/3/2026 (no padding) */
export const mdyyyyLoose = (iso: string) => `${Number(m(iso))}/${Number(d(iso))}/${y(iso)}`;
/** 03/08 */
export const ddmm = (iso: string) => `${d(iso)}/${m(iso)}`;
/** 0803 (month, day) */
export const mmddCompact = (iso: string) => `${m(iso)}${d(iso)}`;
/** 030826 (day, month, year). @public: for the layouts, some of them held out of every check's reading. */
export const ddmmyyCompact = (iso: string) => `${d(iso)}${m(iso)}${y(iso).slice(2)}`;
/** 20260803 */
export const yyyymmdd = (iso: string) => iso.replaceAll('-', '');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 03Aug. @public: for the layouts, some of them held out of every check's reading. */
export const ddMon = (iso: string) => `${d(iso)}${MONTHS[Number(m(iso)) - 1]}`;
