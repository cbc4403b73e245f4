// Dates as banks print them, read into YYYY-MM-DD in a given order of day, month and year, a time or time
// zone after the date ignored. Which order a file uses is decided once for the whole file (date-order.ts).
import { isCalendarDate } from '../../core/calendar.ts';

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'YYYYMMDD', 'DD-MM-YYYY', 'MM-DD-YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export type Order = 'ymd' | 'dmy' | 'mdy';
const ORDER: Readonly<Record<DateFormat, Order>> = {
  'YYYY-MM-DD': 'ymd',
  YYYYMMDD: 'ymd',
  'DD/MM/YYYY': 'dmy',
  'DD.MM.YYYY': 'dmy',
  'DD-MM-YYYY': 'dmy',
  'MM/DD/YYYY': 'mdy',
  'MM-DD-YYYY': 'mdy',
};

// Three numbers split by / . - or ' (QIF writes 9/15'26), each part padded with spaces as QIF may; or 8 digits.
const SPLIT = /^\s*(\d{1,4})\s*[/.\-']\s*(\d{1,2})\s*[/.\-']\s*(\d{1,4})(?=$|[\sT,])/u;
const COMPACT = /^\s*(\d{4})(\d{2})(\d{2})(?=$|\D)/u;

/** The three numbers of a date-shaped text, as written. */
export function dateParts(text: string): [string, string, string] | undefined {
  const m = SPLIT.exec(text) ?? COMPACT.exec(text);
  return m ? [m[1]!, m[2]!, m[3]!] : undefined;
}

/** True when the text is shaped like a date in some order (three numbers, or eight digits). */
export const looksLikeDate = (text: string): boolean => dateParts(text) !== undefined;

// Two-digit years: 00–69 are 20xx and 70–99 are 19xx, as spreadsheets read them.
const fullYear = (y: string): string | undefined =>
  y.length === 4 ? y : y.length === 2 ? String(Number(y) < 70 ? 2000 + Number(y) : 1900 + Number(y)) : undefined;

/** The date of `text` read in `format`'s order, or undefined when it is not one. */
export function parseDate(text: string, format: DateFormat): string | undefined {
  const p = dateParts(text);
  if (!p) return undefined;
  const order = ORDER[format];
  const [y, m, d] = order === 'ymd' ? p : order === 'dmy' ? [p[2], p[1], p[0]] : [p[2], p[0], p[1]];
  if (order === 'ymd' ? y.length !== 4 : p[0].length > 2) return undefined;
  const year = fullYear(y);
  if (year === undefined) return undefined;
  const date = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : undefined;
}

/** The separator a date-shaped text uses after its first number ('' for 8 digits). */
export const separatorOf = (text: string): string => /^\s*\d+\s*([/.\-'])/u.exec(text)?.[1] ?? '';

/** The format named for messages and mappings: the order, with the separator the file uses. */
export function named(order: Order, separator: string): DateFormat {
  if (order === 'ymd') return separator === '' ? 'YYYYMMDD' : 'YYYY-MM-DD';
  if (separator === '.') return 'DD.MM.YYYY';
  if (separator === '-') return order === 'dmy' ? 'DD-MM-YYYY' : 'MM-DD-YYYY';
  return order === 'dmy' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}
