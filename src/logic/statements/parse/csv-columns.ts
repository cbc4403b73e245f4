// Which column holds what: the header row found among the first rows (after any preamble a bank prints),
// then each field from the mapping or from the known header names. When the columns cannot be found, the
// problem names the header's line and, where the cells show them, the mapping that reads the file.
import type { CsvRecord } from './csv-records.ts';
import {
  HEADER_NAMES,
  headerKey,
  isCurrencyHeader,
  isDateHeader,
  type ColumnField,
  type ColumnRef,
  type Columns,
  type CsvMapping,
} from './csv-mapping.ts';
import { inferColumns, isAmount } from './csv-headerless.ts';
import { cell } from './csv-rows.ts';
import { advise, fail, quote } from './problems.ts';

const FIELDS: readonly ColumnField[] = ['date', 'amount', 'debit', 'credit', 'balance', 'fee', 'payee', 'memo'];
/** How many rows may come before the header: account, period and balance lines some banks print first. */
const PREAMBLE_ROWS = 30;

/** A header as a known name is compared with it: a number after it dropped (RBC's "Description 1" and "Description 2"). */
const knownKey = (h: string): string => headerKey(h).replace(/ \d$/u, '');

function byName(header: readonly string[], name: string, used: ReadonlySet<number | undefined>, keyOf = headerKey): number | undefined {
  const key = headerKey(name);
  const i = header.findIndex((h, j) => !used.has(j) && keyOf(h) === key);
  return i < 0 ? undefined : i;
}

/**
 * The columns a header row (empty for none) gives, or undefined when a column the mapping names is not there.
 * `below`: rows under the header, which settle which of a currency's columns holds the amounts.
 */
function resolve(header: readonly string[], mapping: CsvMapping, below: readonly CsvRecord[] = []): Columns | undefined {
  const columns: Columns = {};
  // A field no column is found for is set undefined, which `used` then holds and no column's index matches.
  const used = new Set<number | undefined>();
  for (const field of FIELDS) {
    // balance=none (null) is read as no mapping here: the column is still found, to tell balance rows apart.
    const ref: ColumnRef | null | undefined = mapping[`${field}_column`];
    let index: number | undefined;
    if (typeof ref === 'number') index = ref - 1;
    else if (typeof ref === 'string') {
      index = byName(header, ref, new Set());
      if (index === undefined) return undefined;
    } else {
      for (const name of HEADER_NAMES[field]) if ((index = byName(header, name, used, knownKey)) !== undefined) break;
    }
    columns[field] = index;
    used.add(index);
  }
  const unused = (test: (h: string) => boolean) => header.flatMap((h, i) => (!used.has(i) && test(h) ? [i] : []));
  // Names no list holds: a date under another name (Fidelity's "Run Date"), the first of them; amounts under
  // currencies' names (RBC's "CAD$" and "USD$"), the column the rows fill.
  columns.date ??= unused(isDateHeader)[0];
  if (!hasAmounts(columns)) {
    const currencies = unused(isCurrencyHeader);
    columns.amount = currencies.find((i) => below.some((r) => cell(r, i) !== '')) ?? currencies[0];
  }
  // A file with a payee-like column only under a memo name (Barclays' "Memo") shows it as the payee.
  if (columns.payee === undefined) (columns.payee = columns.memo), delete columns.memo;
  return columns;
}

const hasAmounts = (c: Columns): boolean => c.amount !== undefined || c.debit !== undefined || c.credit !== undefined;
const readable = (c: Columns): boolean => c.date !== undefined && hasAmounts(c);

/** True when the row names a date column and an amount (or debit or credit) one, as a header does. */
export const isHeaderRow = (cells: readonly string[]): boolean => readable(resolve(cells, {})!);

export interface Layout {
  columns: Columns;
  /** The header row, when the file has one. */
  header: CsvRecord | null;
  /** The rows before the header: account, period… */
  preamble: readonly CsvRecord[];
  /** The rows after the header (all rows when there is none). */
  rows: readonly CsvRecord[];
}

/**
 * A header's names as a mapping names them, or by number after skipping to the header when a name would not
 * do; past a header too short to name a column, by number with the header skipped (its rows are wider).
 */
function adviseColumns(header: CsvRecord, pairs: readonly (readonly [string, number])[]): string {
  const numbered = pairs.map(([key, i]) => `${key}=${i + 1}`).join(', ');
  if (pairs.some(([, i]) => i >= header.cells.length)) return advise(`skip_rows=${header.line}, header=no, ${numbered}`);
  const named = pairs.map(([key, i]) => `${key}=${header.cells[i]!}`).join(', ');
  const plain = pairs.every(([, i]) => /^[\p{L}\p{N} .#()'/-]+$/u.test(header.cells[i]!)) && named.length <= 40;
  return advise(plain ? named : header.line === 1 ? numbered : `skip_rows=${header.line - 1}, ${numbered}`);
}

/** A header naming a running balance ("Saldo", "Balance"): its amounts are no entry's. */
const isBalanceHeader = (h: string): boolean => HEADER_NAMES.balance.includes(knownKey(h));

/** The mapping that reads the file, when a row is followed by rows with a column of dates and one of amounts. */
function suggestion(records: readonly CsvRecord[]): string | undefined {
  for (let i = 0; i < Math.min(records.length, PREAMBLE_ROWS); i++) {
    const found = inferColumns(records.slice(i + 1, i + 1 + PREAMBLE_ROWS));
    if (!found) continue;
    const header = records[i]!;
    if (found.amount === undefined)
      return adviseColumns(header, [
        ['date', found.date!],
        ['debit', found.debit!],
        ['credit', found.credit!],
      ]);
    // The cells may show the balance first (ING's Saldo before its Betrag): the header's names say which is which.
    // Stryker disable next-line StringLiteral: a header shorter than its rows has no cell over the amounts, and no text but a balance's name is one.
    const amount = isBalanceHeader(header.cells[found.amount] ?? '')
      ? amountColumn(header, records.slice(i + 1), found.date!)
      : found.amount;
    if (amount >= 0)
      return adviseColumns(header, [
        ['date', found.date!],
        ['amount', amount],
      ]);
  }
  return undefined;
}

/** The first column under the header, other than the date's and a balance's, whose cells are all amounts; -1 when none is. */
function amountColumn(header: CsvRecord, rows: readonly CsvRecord[], date: number): number {
  const body = rows.slice(0, PREAMBLE_ROWS);
  return header.cells.findIndex((h, i) => i !== date && !isBalanceHeader(h) && isAmount(body.map((r) => cell(r, i))));
}

/** The columns and the rows of entries after the header (or all rows when the file has none). */
export function findColumns(records: readonly CsvRecord[], mapping: CsvMapping): Layout {
  const top = records[0]!.line;
  const width = records.reduce((w, r) => Math.max(w, r.cells.length), 0);
  for (const field of FIELDS) {
    const ref = mapping[`${field}_column`];
    if (typeof ref === 'number' && !(Number.isInteger(ref) && ref >= 1 && ref <= width)) {
      fail(
        top,
        null,
        `${field}=${ref} is not a column: the file has ${width}.`,
        `Pass ${field}= a column number from 1 to ${width}, or its header's name.`,
      );
    }
  }
  const named = FIELDS.map((f) => mapping[`${f}_column`]).filter((r): r is string => typeof r === 'string');
  if (mapping.header === false) {
    if (named.length > 0)
      fail(
        top,
        null,
        `header=no, yet the mapping names columns (${quote(named[0]!)}).`,
        'With header=no, give every column by number: date=1, amount=2…',
      );
    // Stryker disable next-line ArrayDeclaration: no header, or one of a name no field has, gives only the numbered columns.
    const columns = resolve([], mapping)!;
    if (columns.date === undefined)
      fail(top, null, 'header=no, and no date column is given by number.', `Pass date= the date column's number, from 1 to ${width}.`);
    if (!readable(columns))
      fail(
        top,
        null,
        'header=no, and no amount column is given by number.',
        'Pass amount= its number, or debit= and credit= their numbers.',
      );
    return { columns, header: null, preamble: [], rows: records };
  }
  const head = records.slice(0, PREAMBLE_ROWS);
  for (const [i, record] of head.entries()) {
    const below = records.slice(i + 1);
    const columns = resolve(record.cells, mapping, below);
    if (columns && readable(columns)) return { columns, header: record, preamble: records.slice(0, i), rows: below };
  }
  // The row that names a date column is the header, though it names no amount the reader knows.
  const datedAt = head.findIndex((r) => resolve(r.cells, {})!.date !== undefined);
  const dated = head[datedAt];
  if (named.length > 0) {
    fail(
      dated?.line ?? top,
      null,
      `no header row in the first ${PREAMBLE_ROWS} has ${quote(named.join(', '))}.`,
      `Name the columns as the header on line ${dated?.line ?? top} does, or by number.`,
    );
  }
  const inferred = dated ? undefined : inferColumns(records);
  if (inferred && mapping.header === undefined) return { columns: inferred, header: null, preamble: [], rows: records };
  // header=yes on a file whose rows are all entries: the advice numbers its columns, never names data cells.
  if (inferred) {
    const numbered = (['date', 'amount', 'debit', 'credit', 'payee'] as const).flatMap((f) =>
      inferred[f] === undefined ? [] : [`${f}=${inferred[f] + 1}`],
    );
    fail(
      top,
      null,
      'header=yes, but every row is an entry: the file has no header.',
      `Pass ${advise(['header=no', ...numbered].join(', '))}.`,
    );
  }
  if (dated) {
    const date = resolve(dated.cells, {})!.date!;
    const amount = amountColumn(dated, records.slice(datedAt + 1), date);
    const fix =
      amount >= 0 ? `Pass ${adviseColumns(dated, [['amount', amount]])}.` : 'Pass amount= its header name, or debit= and credit= theirs.';
    fail(dated.line, null, 'the header names no amount column (nor debit and credit).', fix);
  }
  const found = suggestion(records);
  return fail(
    top,
    null,
    `no header row with a date and an amount in the first ${PREAMBLE_ROWS} rows.`,
    found ? `Pass ${found}.` : "Pass date= and amount= the header's names, or header=no and numbers.",
  );
}
