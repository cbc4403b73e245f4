// The import_id a transaction created from a statement line carries, in YNAB's own file-import format
// `YNAB:[milliunit_amount]:[iso_date]:[occurrence]`: a second run links instead of creating, and YNAB's
// own import of the same file sees the same ids and skips them (YNAB API, TransactionDetail.import_id).

import { compareCodePoints } from '../core/compare.ts';
import type { KeyedLine } from './match-types.ts';
import type { StatementLine } from './statement.ts';

/** YNAB refuses a longer import_id. */
export const IMPORT_ID_MAX_LENGTH = 36;

/** The import_id of the `occurrence`-th line (from 1) of that amount on that date. Throws past 36 characters. */
export function importId(amount: number, date: string, occurrence: number): string {
  const id = `YNAB:${amount}:${date}:${occurrence}`;
  // 5 + 10 + 2 separators leave 19 characters for the amount and the occurrence: an amount under
  // 10^12 milliunits (a billion units) with up to 999,999 occurrences always fits.
  if (id.length > IMPORT_ID_MAX_LENGTH) throw new RangeError(`import_id ${id} is longer than YNAB's ${IMPORT_ID_MAX_LENGTH} characters`);
  return id;
}

/** Statement order: the file line, then the content (two entries read from one line stay in one order). */
export function compareLines(a: StatementLine, b: StatementLine): number {
  return (
    a.line - b.line ||
    compareCodePoints(a.date, b.date) ||
    a.amount - b.amount ||
    compareCodePoints(a.payee, b.payee) ||
    compareCodePoints(a.memo, b.memo) ||
    compareCodePoints(a.bank_id ?? '', b.bank_id ?? '')
  );
}

/**
 * Each line with its import_id; the occurrence counts the lines of the same amount and date in statement
 * order, from 1, so the ids do not depend on the order of the array. The lines keep the array's order.
 */
export function keyLines(lines: readonly StatementLine[]): KeyedLine[] {
  const ordered = lines.map((line, at) => ({ line, at })).sort((a, b) => compareLines(a.line, b.line));
  const seen = new Map<string, number>();
  const keyed: KeyedLine[] = new Array<KeyedLine>(lines.length);
  for (const { line, at } of ordered) {
    const key = `${line.amount}:${line.date}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    keyed[at] = { ...line, import_id: importId(line.amount, line.date, occurrence) };
  }
  return keyed;
}
