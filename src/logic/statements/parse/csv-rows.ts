// One CSV row read: its date in the file's order, its amount with YNAB's sign (a signed column, or a debit
// and credit pair, less any fee), its balance; a dated row with a balance and no amount is a balance row
// (Bank of America's "Beginning balance as of …"), which the balances count and the statement does not list.
import { negated } from '../../core/money.ts';
import type { StatementLine } from '../statement.ts';
import type { BalancedRow } from './csv-balances.ts';
import type { Columns } from './csv-mapping.ts';
import type { CsvRecord } from './csv-records.ts';
import { DATE_FORMATS, parseDate, type DateFormat } from './dates.ts';
import { AMOUNT_FAULTS, parseAmount, type DecimalMark } from './decimal.ts';
import { advise, fail, quote } from './problems.ts';

// Stryker disable next-line ConditionalExpression: `row.cells[undefined]` is undefined too, read as '' (the test is for the type).
export const cell = (row: CsvRecord, index: number | undefined): string => (index === undefined ? '' : (row.cells[index] ?? ''));

export interface RowReading {
  columns: Columns;
  format: DateFormat;
  decimal: DecimalMark;
  invert: boolean;
  /** What the mapping set, rather than the file: only then does a problem advise another value. */
  mapped: { format: boolean; decimal: boolean };
  /** False under balance=none: a balance cell then only tells a balance row from an entry. */
  balances: boolean;
}

/** A row read: the entry (null for a balance row) and what the balances need. */
export type ReadRow = BalancedRow & { entry: StatementLine | null };

function amountOf(row: CsvRecord, index: number, how: RowReading): number {
  const value = cell(row, index);
  const milli = parseAmount(value, how.decimal);
  if (typeof milli === 'number') return milli;
  const other = how.decimal === '.' ? ',' : '.';
  const fix =
    how.mapped.decimal && typeof parseAmount(value, other) === 'number'
      ? `Pass ${advise(`decimal=${other === ',' ? 'comma' : 'point'}`)}, which reads it.`
      : `Check the amount on line ${row.line} against the bank's.`;
  return fail(row.line, index + 1, `${quote(value)} ${AMOUNT_FAULTS[milli]} (decimal mark ‘${how.decimal}’).`, fix);
}

// Stryker disable next-line ConditionalExpression: cell() of no column is '', so `index !== undefined` as `true` changes nothing (it narrows the type).
const filled = (row: CsvRecord, index: number | undefined): index is number => index !== undefined && cell(row, index) !== '';

/** The entry's amount with YNAB's sign, or null when the row fills no amount column. */
function signedAmount(row: CsvRecord, how: RowReading): number | null {
  const c = how.columns;
  if (filled(row, c.amount)) return amountOf(row, c.amount, how);
  const debit = filled(row, c.debit) ? -Math.abs(amountOf(row, c.debit, how)) : 0;
  const credit = filled(row, c.credit) ? Math.abs(amountOf(row, c.credit, how)) : 0;
  if (!filled(row, c.debit) && !filled(row, c.credit)) return null;
  if (debit !== 0 && credit !== 0)
    fail(
      row.line,
      c.debit! + 1,
      'the entry has both a debit and a credit amount.',
      `Check line ${row.line}: a debit/credit pair fills one of the two.`,
    );
  return debit + credit;
}

function dateOf(row: CsvRecord, how: RowReading): string {
  const raw = cell(row, how.columns.date);
  const date = parseDate(raw, how.format);
  if (date !== undefined) return date;
  const other = DATE_FORMATS.find((f) => parseDate(raw, f) !== undefined);
  const fix =
    how.mapped.format && other
      ? `Pass ${advise(`date_format=${other}`)}, which reads it.`
      : `Check the date on line ${row.line}: the file's others are ${how.format}.`;
  return fail(row.line, how.columns.date! + 1, `${quote(raw)} is not a date in ${how.format}.`, fix);
}

export function readRow(row: CsvRecord, how: RowReading): ReadRow {
  const c = how.columns;
  const date = dateOf(row, how);
  const signed = signedAmount(row, how);
  const printed = filled(row, c.balance) && how.balances ? amountOf(row, c.balance, how) : null;
  if (signed === null && !filled(row, c.balance))
    fail(
      row.line,
      (c.amount ?? c.debit ?? c.credit)! + 1,
      'the entry has no amount.',
      `Check line ${row.line}: a dated row needs an amount.`,
    );
  // A fee is money out on the same line, whatever its sign (Revolut's balance counts it).
  const fee = filled(row, c.fee) ? Math.abs(amountOf(row, c.fee, how)) : 0;
  const raw = (signed ?? 0) - fee;
  const flip = (m: number) => (how.invert ? negated(m) : m);
  const amount = flip(raw);
  // A bank that prints spending positive prints what is owed positive too.
  const balance = printed === null ? null : flip(printed);
  const entry =
    signed === null ? null : { line: row.line, date, amount, payee: cell(row, c.payee), memo: cell(row, c.memo), bank_id: null };
  return { line: row.line, date, amount, balance, entry };
}
