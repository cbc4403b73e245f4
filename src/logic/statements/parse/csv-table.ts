// The rows under a CSV's header that are entries, and what must hold of them before any is read: no row wider
// than the header (an unquoted "-1,234.56" in a comma file splits into two cells and shifts the amount), and
// no second header (a second account's or card's table, or the export pasted twice).
import type { Columns } from './csv-mapping.ts';
import { headerKey } from './csv-mapping.ts';
import type { CsvRecord } from './csv-records.ts';
import { cell } from './csv-rows.ts';
import { fail } from './problems.ts';

const DELIMITER_NAMES: Readonly<Record<string, string>> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

/** How many cells a row fills: up to its last non-empty one (a trailing delimiter adds nothing). */
const filledWidth = (r: CsvRecord): number => r.cells.findLastIndex((c) => c !== '') + 1;

const headerOf = (r: CsvRecord): string =>
  r.cells
    .filter((c) => c !== '')
    .map(headerKey)
    .join('\n');
const cellsOf = (rows: readonly CsvRecord[]): string => JSON.stringify(rows.map((r) => r.cells));

/**
 * The entries among the rows after the header: rows with no amount and no digit starting the date cell
 * ("Total", "Saldo final") are notes a bank prints under its entries; a dated row without an amount is kept,
 * to be read as a balance row or refused.
 */
export function entryRows(header: CsvRecord | null, rows: readonly CsvRecord[], columns: Columns, delimiter: string): CsvRecord[] {
  const amountColumns = [columns.amount, columns.debit, columns.credit];
  const entries = rows.filter((r) => /^\d/u.test(cell(r, columns.date)) || amountColumns.some((i) => cell(r, i) !== ''));
  if (header === null) return entries;
  const again = entries.findIndex((r) => headerOf(r) === headerOf(header));
  if (again >= 0) {
    const second = entries[again]!;
    const copy = entries.slice(again + 1);
    const end = (copy.at(-1) ?? second).end;
    if (cellsOf(copy) === cellsOf(entries.slice(0, again))) {
      fail(
        second.line,
        null,
        `lines ${second.line}–${end} repeat lines ${header.line}–${second.line - 1}: the export is pasted twice.`,
        `Leave out lines ${second.line}–${end}, then pass the statement again.`,
      );
    }
    // The header again before any entry: one table with its header line doubled, not a second table.
    if (again === 0)
      fail(
        second.line,
        null,
        'the header is repeated here, before any entry.',
        `Leave out line ${second.line}, then pass the statement again.`,
      );
    fail(
      second.line,
      null,
      'a second table starts here: another account or card.',
      `Pass lines 1 to ${second.line - 1} only: one account per statement.`,
    );
  }
  const width = filledWidth(header);
  const wide = entries.find((r) => filledWidth(r) > width);
  if (wide) {
    fail(
      wide.line,
      width + 1,
      `the row has ${filledWidth(wide)} cells, the header ${width}.`,
      `A value holds a ${DELIMITER_NAMES[delimiter]}: put it in "quotes" and pass the file again.`,
    );
  }
  return entries;
}
