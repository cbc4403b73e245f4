// CSV statements: delimiter, preamble, header and columns found (or taken from the mapping), then each row
// read into a StatementLine; the first row that cannot be read is the problem, with its line and column.
import type { ParseResult, StatementLine } from '../statement.ts';
import { accountColumn, currencyColumn, preambleAccount, preamblePeriod } from './csv-preamble.ts';
import { csvBalances, type BalancedRow } from './csv-balances.ts';
import { findColumns } from './csv-columns.ts';
import type { Columns, CsvMapping } from './csv-mapping.ts';
import { DELIMITERS, guessDelimiter, tryCsvRecords, type CsvRecord } from './csv-records.ts';
import { KNOWN_FORMATS } from './detect.ts';
import { guessDateFormat, parseDate, type DateFormat } from './dates.ts';
import { AMOUNT_FAULTS, guessDecimal, parseAmount, type DecimalMark } from './decimal.ts';
import { caught, fail, quote } from './problems.ts';

const cell = (row: CsvRecord, index: number | undefined): string => (index === undefined ? '' : (row.cells[index] ?? ''));

function amountOf(row: CsvRecord, index: number, decimal: DecimalMark, name: string): number {
  const value = cell(row, index);
  const milli = parseAmount(value, decimal);
  if (typeof milli === 'string') {
    fail(row.line, index + 1, `${quote(value)} ${AMOUNT_FAULTS[milli]} (decimal mark ‘${decimal}’).`, `Check the ${name} column, or pass mapping.decimal.`);
  }
  return milli;
}

/** The entry's amount with YNAB's sign: the signed column, or the debit (as money out) or credit column. */
function signedAmount(row: CsvRecord, c: Columns, decimal: DecimalMark): number {
  if (c.amount !== undefined && cell(row, c.amount) !== '') return amountOf(row, c.amount, decimal, 'amount');
  const debit = c.debit !== undefined && cell(row, c.debit) !== '' ? -Math.abs(amountOf(row, c.debit, decimal, 'debit')) : 0;
  const credit = c.credit !== undefined && cell(row, c.credit) !== '' ? Math.abs(amountOf(row, c.credit, decimal, 'credit')) : 0;
  const given = [c.debit, c.credit].filter((i) => i !== undefined && cell(row, i) !== '');
  if (given.length === 0) {
    const column = (c.amount ?? c.debit ?? c.credit)! + 1;
    fail(row.line, column, 'the entry has no amount.', 'Check the row, or pass mapping.amount_column (or debit_column and credit_column).');
  }
  if (debit !== 0 && credit !== 0) fail(row.line, c.debit! + 1, 'the entry has both a debit and a credit amount.', 'Check the row: a debit/credit pair should fill one of the two.');
  return debit + credit;
}

function readRow(row: CsvRecord, c: Columns, format: DateFormat, decimal: DecimalMark, invert: boolean): StatementLine & BalancedRow {
  const raw = cell(row, c.date);
  const date = parseDate(raw, format);
  if (date === undefined) fail(row.line, c.date! + 1, `${quote(raw)} is not a date in ${format}.`, 'Check the date column, or pass mapping.date_format.');
  const amount = signedAmount(row, c, decimal);
  const balance = c.balance !== undefined && cell(row, c.balance) !== '' ? amountOf(row, c.balance, decimal, 'balance') : null;
  return {
    line: row.line,
    date,
    amount: invert && amount !== 0 ? -amount : amount,
    payee: cell(row, c.payee),
    memo: cell(row, c.memo),
    bank_id: null,
    // A bank that prints spending positive prints what is owed positive too.
    balance: balance !== null && invert && balance !== 0 ? -balance : balance,
  };
}

function records(text: string, delimiter: string): CsvRecord[] {
  const found = tryCsvRecords(text, delimiter);
  if (Array.isArray(found)) return found;
  return fail(found.line, null, `the CSV cannot be read (${found.code}).`, 'Check the quotes on that line, or export the statement again.');
}

/** A CSV statement read with the mapping's overrides; account and period only when a preamble row states them. */
export function readCsv(text: string, mapping: CsvMapping = {}): ParseResult {
  return caught(() => {
    if (mapping.delimiter !== undefined && Array.from(mapping.delimiter).length !== 1) fail(1, null, `mapping.delimiter ${quote(mapping.delimiter)} is not one character.`, 'Pass one of , ; | or a tab, or leave it out to have it found.');
    if (mapping.skip_rows !== undefined && !(Number.isInteger(mapping.skip_rows) && mapping.skip_rows >= 0)) fail(1, null, `mapping.skip_rows ${mapping.skip_rows} is not a number of lines.`, 'Pass a whole number of lines, 0 or more.');
    const delimiter = mapping.delimiter ?? guessDelimiter(text);
    // Text that splits under no delimiter may be a CSV cut inside a quote: say so rather than "unknown".
    if (delimiter === undefined) for (const d of DELIMITERS) records(text, d);
    if (delimiter === undefined) fail(1, null, `the file is not a statement in a known format (${KNOWN_FORMATS}).`, `Export the statement from the bank as ${KNOWN_FORMATS}.`);
    const skip = mapping.skip_rows ?? 0;
    const all = records(text, delimiter).filter((r) => r.line > skip);
    if (all.length === 0) fail(1, null, 'the CSV has no rows.', 'Export the statement again, with its entries.');
    const { columns, header, preamble, rows: candidates } = findColumns(all, mapping);
    const amountColumns = [columns.amount, columns.debit, columns.credit];
    // Rows with no amount and no digit starting the date cell ("Total", "Saldo final") are notes a bank
    // prints under its entries; a dated row without an amount is kept, to be reported.
    const rows = candidates.filter((r) => /^\d/u.test(cell(r, columns.date)) || amountColumns.some((i) => cell(r, i) !== ''));
    if (rows.length === 0) fail(all[all.length - 1]!.line, null, 'the CSV has a header but no entries.', 'Export a period that has entries.');
    const decimal = mapping.decimal ?? guessDecimal(rows.flatMap((r) => [...amountColumns, columns.balance].map((i) => cell(r, i))));
    const format = mapping.date_format ?? guessDateFormat(rows.map((r) => cell(r, columns.date)), decimal);
    const read = rows.map((r) => readRow(r, columns, format, decimal, mapping.invert === true));
    const { opening, closing } = csvBalances(read);
    const lines = read.map(({ balance: _balance, ...line }) => line);
    const statement = { currency: currencyColumn(header, rows), account: preambleAccount(preamble) ?? accountColumn(header, rows), period: preamblePeriod(preamble, format) };
    return { ok: true, statement: { format: 'csv', ...statement, opening, closing, lines } };
  });
}
