// Which column holds what: the header row found among the first rows (after any preamble a bank prints),
// then each field from the mapping or from the known header names.
import type { CsvRecord } from './csv-records.ts';
import { HEADER_NAMES, headerKey, type ColumnField, type ColumnRef, type Columns, type CsvMapping } from './csv-mapping.ts';
import { inferColumns } from './csv-headerless.ts';
import { fail, quote } from './problems.ts';

const FIELDS: readonly ColumnField[] = ['date', 'amount', 'debit', 'credit', 'balance', 'payee', 'memo'];
/** How many rows may come before the header: account, period and balance lines some banks print first. */
const PREAMBLE_ROWS = 30;

function byName(header: readonly string[], name: string, used: ReadonlySet<number>): number | undefined {
  const key = headerKey(name);
  const i = header.findIndex((h, j) => !used.has(j) && headerKey(h) === key);
  return i < 0 ? undefined : i;
}

/** The columns a header row (empty for none) gives, or undefined when a column the mapping names is not there. */
function resolve(header: readonly string[], mapping: CsvMapping): Columns | undefined {
  const columns: Columns = {};
  const used = new Set<number>();
  for (const field of FIELDS) {
    const ref: ColumnRef | undefined = mapping[`${field}_column`];
    let index: number | undefined;
    if (typeof ref === 'number') index = ref - 1;
    else if (ref !== undefined) {
      index = byName(header, ref, new Set());
      if (index === undefined) return undefined;
    } else {
      for (const name of HEADER_NAMES[field]) if ((index = byName(header, name, used)) !== undefined) break;
    }
    if (index !== undefined) (columns[field] = index), used.add(index);
  }
  // A file with a payee-like column only under a memo name (Barclays' "Memo") shows it as the payee.
  if (columns.payee === undefined && columns.memo !== undefined) (columns.payee = columns.memo), delete columns.memo;
  return columns;
}

const readable = (c: Columns): boolean =>
  c.date !== undefined && (c.amount !== undefined || c.debit !== undefined || c.credit !== undefined);

export interface Layout {
  columns: Columns;
  /** The header row's cells, when the file has one. */
  header: readonly string[] | null;
  /** The rows before the header: account, period… */
  preamble: readonly CsvRecord[];
  /** The rows after the header (all rows when there is none). */
  rows: readonly CsvRecord[];
}

/** The columns and the rows of entries after the header (or all rows when the file has none). */
export function findColumns(records: readonly CsvRecord[], mapping: CsvMapping): Layout {
  const width = records.reduce((w, r) => Math.max(w, r.cells.length), 0);
  for (const field of FIELDS) {
    const ref = mapping[`${field}_column`];
    if (typeof ref === 'number' && !(Number.isInteger(ref) && ref >= 1 && ref <= width)) {
      fail(records[0]!.line, null, `mapping.${field}_column ${ref} is not a column of the file, which has ${width}.`, `Pass a column number from 1 to ${width}, or the column's header name.`);
    }
  }
  const named = FIELDS.map((f) => mapping[`${f}_column`]).filter((r): r is string => typeof r === 'string');
  if (mapping.header === false) {
    if (named.length > 0) fail(records[0]!.line, null, `the mapping says the file has no header but names columns (${named.map(quote).join(', ')}).`, 'Give the columns as 1-based numbers when mapping.header is false.');
    const columns = resolve([], mapping)!;
    if (columns.date === undefined) fail(records[0]!.line, null, 'the mapping says the file has no header but gives no date column by position.', 'Pass mapping.date_column as a 1-based column number.');
    if (!readable(columns)) fail(records[0]!.line, null, 'the mapping gives no amount column by position.', 'Pass mapping.amount_column, or debit_column and credit_column, as 1-based column numbers.');
    return { columns, header: null, preamble: [], rows: records };
  }
  for (let i = 0; i < Math.min(records.length, PREAMBLE_ROWS); i++) {
    const columns = resolve(records[i]!.cells, mapping);
    if (columns && readable(columns)) return { columns, header: records[i]!.cells, preamble: records.slice(0, i), rows: records.slice(i + 1) };
  }
  const first = records[0]!;
  if (named.length > 0) fail(first.line, null, `no header row among the first ${PREAMBLE_ROWS} rows has the columns ${named.map(quote).join(', ')}.`, 'Check the column names in the mapping against the file\'s header row.');
  const dated = records.slice(0, PREAMBLE_ROWS).some((r) => resolve(r.cells, {})?.date !== undefined);
  const inferred = mapping.header === undefined && !dated ? inferColumns(records) : undefined;
  if (inferred) return { columns: inferred, header: null, preamble: [], rows: records };
  if (dated) fail(first.line, null, 'the header row names no amount column (nor debit and credit columns).', 'Pass mapping.amount_column, or mapping.debit_column and mapping.credit_column.');
  return fail(first.line, null, `no header row with a date and an amount column among the first ${PREAMBLE_ROWS} rows (the first is ${quote(first.cells.join(' '))}).`, 'Pass a mapping naming the date and amount columns, or mapping.header false with columns by position.');
}
