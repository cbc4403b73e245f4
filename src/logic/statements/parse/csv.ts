// CSV statements: delimiter, preamble, header and columns found (or taken from the mapping), the entry rows
// checked (csv-table.ts) and the unbooked ones left out (csv-state.ts), the order of the dates settled
// (date-order.ts), the signs (a card issuer's, csv-layouts.ts), each row read (csv-rows.ts),
// then the balances checked against the amounts (csv-balances.ts, csv-summary.ts). The first problem stops
// the reading, with its line and column and what to do.
import type { ParseResult } from '../statement.ts';
import { csvBalances } from './csv-balances.ts';
import { findColumns, isHeaderRow } from './csv-columns.ts';
import { chargesPositive, layoutCues } from './csv-layouts.ts';
import type { CsvMapping } from './csv-mapping.ts';
import {
  accountColumn,
  currencyColumn,
  preambleAccount,
  preambleBalances,
  preambleDates,
  preamblePeriod,
  secondAccount,
} from './csv-preamble.ts';
import { DELIMITERS, guessDelimiter, tryCsvRecords, type CsvRecord } from './csv-records.ts';
import { cell, readRow, type RowReading } from './csv-rows.ts';
import { bookedRows, outsidePending } from './csv-state.ts';
import { statementBalances } from './csv-summary.ts';
import { entryRows } from './csv-table.ts';
import { chooseDateFormat, settledFormat } from './date-order.ts';
import { guessDecimal } from './decimal.ts';
import { KNOWN_FORMATS } from './detect.ts';
import { caught, fail, quote } from './problems.ts';

function records(text: string, delimiter: string): CsvRecord[] {
  const found = tryCsvRecords(text, delimiter);
  if (Array.isArray(found)) return found;
  return fail(found.line, null, `the CSV cannot be read (${found.code}).`, 'Check the quotes on that line, or export the statement again.');
}

/** A CSV statement read with the mapping's overrides; account and period only when a preamble row states them. */
export function readCsv(text: string, mapping: CsvMapping = {}): ParseResult {
  return caught(() => {
    if (mapping.delimiter !== undefined && !(DELIMITERS as readonly string[]).includes(mapping.delimiter))
      fail(
        1,
        null,
        `the delimiter ${quote(mapping.delimiter)} is not one a CSV uses.`,
        'Pass delimiter=comma, semicolon, tab or pipe, or leave it out.',
      );
    if (mapping.skip_rows !== undefined && !(Number.isInteger(mapping.skip_rows) && mapping.skip_rows >= 0))
      fail(1, null, `skip_rows=${mapping.skip_rows} is not a number of lines.`, 'Pass skip_rows= a whole number of lines, 0 or more.');
    const delimiter = mapping.delimiter ?? guessDelimiter(text, isHeaderRow);
    // Text that splits under no delimiter may be a CSV cut inside a quote: say so rather than "unknown".
    if (delimiter === undefined) for (const d of DELIMITERS) records(text, d);
    if (delimiter === undefined)
      fail(1, null, `the file is not ${KNOWN_FORMATS}.`, `Export the statement from the bank as ${KNOWN_FORMATS}.`);
    const skip = mapping.skip_rows ?? 0;
    const all = records(text, delimiter).filter((r) => r.line > skip);
    if (all.length === 0) fail(1, null, 'the CSV has no rows.', 'Export the statement again, with its entries.');
    // balance=none: the file's balances are left out, its column and its stated ones alike; the column is still
    // found, to tell a balance row (Bank of America's "Beginning balance") from an entry.
    const noBalances = mapping.balance_column === null;
    const { columns, header, preamble, rows: candidates } = findColumns(all, mapping);
    const { rows: listed, note: inSection } = outsidePending(candidates);
    const { rows, note: unbooked } = bookedRows(header?.cells ?? null, entryRows(header, listed, columns, delimiter));
    const other = secondAccount(header?.cells ?? null, rows);
    if (other)
      fail(
        other.line,
        null,
        `another account (${quote(other.account)}) than the rows above.`,
        "Keep one account's rows (one account per statement), then pass the file again.",
      );
    const amountCells = rows.flatMap((r) =>
      [columns.amount, columns.debit, columns.credit, columns.balance, columns.fee].map((i) => cell(r, i)),
    );
    const decimal = mapping.decimal === undefined ? guessDecimal(amountCells) : { mark: mapping.decimal, shown: true };
    const currency = currencyColumn(header?.cells ?? null, rows);
    const dated = rows.map((r) => ({ text: cell(r, columns.date), line: r.line }));
    // Every cell: the date column's own add nothing, and chooseDateFormat reads only date-shaped ones.
    const others = [...preambleDates(preamble), ...rows.flatMap((r) => r.cells.map((text) => ({ text, line: r.line })))];
    // Stryker disable next-line StringLiteral: no currency is a text naming none, as any such text is.
    const cues = layoutCues(header?.cells ?? null, decimal.mark, [currency ?? '', ...amountCells]);
    const { format, why } =
      mapping.date_format === undefined
        ? settledFormat(chooseDateFormat(dated, others, cues))
        : { format: mapping.date_format, why: 'the mapping gives it' };
    // A mapping's invert, either way, overrides what the header says of the signs.
    const flipped = mapping.invert === undefined ? chargesPositive(header?.cells ?? null) : undefined;
    const how: RowReading = {
      columns,
      format,
      decimal: decimal.mark,
      invert: mapping.invert ?? flipped !== undefined,
      mapped: { format: mapping.date_format !== undefined, decimal: mapping.decimal !== undefined },
      balances: !noBalances,
    };
    const read = rows.map((r) => readRow(r, how));
    const lines = read.flatMap((r) => (r.entry ? [r.entry] : []));
    if (lines.length === 0) fail(all.at(-1)!.line, null, 'the CSV has a header but no entries.', 'Export a period that has entries.');
    const dates = lines.map((l) => l.date).sort();
    const stated = preambleBalances(preamble, format, decimal.mark, how.invert);
    // Bank of America states no period but the days of its beginning and ending balances.
    const period =
      preamblePeriod(preamble, format) ??
      (stated.opening?.date && stated.closing?.date && stated.opening.date <= stated.closing.date
        ? { from: stated.opening.date, to: stated.closing.date }
        : null);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    const summary = noBalances
      ? { opening: null, closing: null, notes: [] }
      : statementBalances(csvBalances(read), stated, sum, period?.from ?? dates[0]!, period?.to ?? dates.at(-1)!);
    const account = preambleAccount(preamble) ?? accountColumn(header?.cells ?? null, rows);
    return {
      ok: true,
      statement: {
        format: 'csv',
        currency,
        account,
        period,
        opening: summary.opening,
        closing: summary.closing,
        lines,
        date_format: format,
        decimal,
        notes: [`Dates read as ${format}: ${why}.`, ...[flipped, inSection, unbooked].filter((n) => n != null), ...summary.notes],
      },
    };
  });
}
