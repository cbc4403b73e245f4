// What a CSV says besides its entries: the account, period and balances that banks print in rows above the
// header ("Cuenta;ES91…", "Zeitraum;01.09.2026 - 30.09.2026", Crédit Agricole's "Liste des opérations du
// compte entre le … et le …" and "Solde au …", Bank of America's "Beginning balance as of …"), and columns
// holding one account or currency throughout.
import { negated } from '../../core/money.ts';
import type { CsvRecord } from './csv-records.ts';
import { cell } from './csv-rows.ts';
import { headerKey } from './csv-mapping.ts';
import { parseDate, type DateFormat } from './dates.ts';
import { parseAmount, type DecimalMark } from './decimal.ts';

const ACCOUNT_LABELS = new Set([
  'account',
  'account number',
  'iban',
  'cuenta',
  'numero de cuenta',
  'n de cuenta',
  'compte',
  'numero de compte',
  'konto',
  'kontonummer',
  'girokonto',
  'tagesgeld',
  'kreditkarte',
]);
// An account number at the end of a row's one cell: "Compte de Dépôt carte n° 04106119371", "CCHQ  no 627…".
const ACCOUNT_IN_CELL = /\s(?:n°|nº|no)\s*(\d[\d ]{3,}\d)$/iu;
const PERIOD_LABELS = new Set(['period', 'statement period', 'date range', 'periodo', 'periode', 'zeitraum']);
const DATE = String.raw`\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}`;
const DATE_TOKEN = new RegExp(DATE, 'gu');
// A period said in words: "entre le 01/04/2026 et le 30/04/2026", "from … to …", "vom … bis …", "del … al …".
const PERIOD_PHRASE = new RegExp(
  String.raw`(?:entre le|du|from|between|vom|von|del|desde)\s+(${DATE})\s+(?:et le|au|to|and|bis|al|hasta)\s+(${DATE})`,
  'iu',
);
const OPENING_LABELS = [
  'beginning balance',
  'opening balance',
  'starting balance',
  'balance brought forward',
  'solde initial',
  'solde precedent',
  'saldo inicial',
  'saldo anterior',
  'anfangssaldo',
  'alter kontostand',
];
const CLOSING_LABELS = [
  'ending balance',
  'closing balance',
  'solde au',
  'solde final',
  'nouveau solde',
  'saldo final',
  'endsaldo',
  'neuer kontostand',
];
const CURRENCY_HEADERS = new Set(['currency', 'waehrung', 'wahrung', 'divisa', 'moneda', 'devise']);
const ACCOUNT_COLUMNS = new Set(['auftragskonto', 'account number', 'kontonummer', 'numero de cuenta']);

/** The value beside a label: the first non-empty cell after the first. */
const labelValue = (r: CsvRecord): string => r.cells.slice(1).find((c) => c !== '') ?? '';

export function preambleAccount(preamble: readonly CsvRecord[]): string | null {
  for (const r of preamble) {
    if (ACCOUNT_LABELS.has(headerKey(r.cells[0]!)) && labelValue(r) !== '') return labelValue(r);
    const inCell = ACCOUNT_IN_CELL.exec(r.cells[0]!);
    if (inCell) return inCell[1]!;
  }
  return null;
}

/** The two dates a period row states: after a period label, or in a phrase. */
function periodTexts(r: CsvRecord): readonly string[] {
  // Stryker disable next-line ArrayDeclaration: a text that is no date reads as no period, as no date does.
  if (PERIOD_LABELS.has(headerKey(r.cells[0]!))) return r.cells.slice(1).join(' ').match(DATE_TOKEN) ?? [];
  const phrase = PERIOD_PHRASE.exec(r.cells.join(' '));
  // Stryker disable next-line ArrayDeclaration: a text that is no date reads as no period, as no date does (the phrase's dates as `[]` is killed).
  return phrase ? [phrase[1]!, phrase[2]!] : [];
}

/** The period a preamble row states, read in the file's date format; null when none states two dates in order. */
export function preamblePeriod(preamble: readonly CsvRecord[], format: DateFormat): { from: string; to: string } | null {
  for (const r of preamble) {
    const [from, to, ...more] = periodTexts(r).map((d) => parseDate(d, format));
    // Stryker disable next-line ConditionalExpression,LogicalOperator: `from <= to` is false when either is undefined, so `from && to` as `true` or as `from || to` changes nothing (the line's other mutants are killed).
    if (from && to && more.length === 0 && from <= to) return { from, to };
  }
  return null;
}

/** Every date-shaped text of the preamble, with its line: they may settle the order of day and month. */
export const preambleDates = (preamble: readonly CsvRecord[]): { text: string; line: number }[] =>
  preamble.flatMap((r) => (r.cells.join(' ').match(DATE_TOKEN) ?? []).map((text) => ({ text, line: r.line })));

/** A balance a preamble row states, on its date (null when the row names none). */
export interface StatedBalance {
  amount: number;
  date: string | null;
  line: number;
}

/** The balance of a row labelled `labels`: its last cell, or what follows the date in its one cell ("Solde au 30/04/2026 917,01 €"). */
function statedBalance(
  r: CsvRecord,
  labels: readonly string[],
  format: DateFormat,
  decimal: DecimalMark,
  invert: boolean,
): StatedBalance | undefined {
  const label = r.cells[0]!;
  if (!labels.some((l) => headerKey(label).startsWith(l))) return undefined;
  // Stryker disable next-line StringLiteral: the date pattern holds nothing the u flag reads otherwise.
  const token = new RegExp(DATE, 'u').exec(label);
  const rest = r.cells.slice(1).filter((c) => c !== '');
  // Stryker disable next-line StringLiteral,Regex: a label with no date nor value is no amount, whatever text stands for it; after the date comes the amount or first spaces and colons, which either pattern strips (only an amount broken by a space, "917, 01", right after the date could tell them apart). The pattern's other mutants and the replacement's own `''` are killed.
  const text = rest.at(-1) ?? (token ? label.slice(token.index + token[0].length) : '').replace(/^[\s:]+/u, '');
  const amount = parseAmount(text, decimal);
  if (typeof amount === 'string') return undefined;
  return { amount: invert ? negated(amount) : amount, date: token ? (parseDate(token[0], format) ?? null) : null, line: r.line };
}

/** The opening and closing balances the preamble states (Bank of America's summary, Crédit Agricole's "Solde au"). */
export function preambleBalances(
  preamble: readonly CsvRecord[],
  format: DateFormat,
  decimal: DecimalMark,
  invert: boolean,
): { opening?: StatedBalance; closing?: StatedBalance } {
  const find = (labels: readonly string[]) =>
    preamble.map((r) => statedBalance(r, labels, format, decimal, invert)).find((b) => b !== undefined);
  const opening = find(OPENING_LABELS);
  const closing = find(CLOSING_LABELS);
  return { ...(opening ? { opening } : {}), ...(closing ? { closing } : {}) };
}

/** The header's column named one of `names`; -1 when none is. */
const namedColumn = (header: readonly string[] | null, names: ReadonlySet<string>): number =>
  header?.findIndex((h) => names.has(headerKey(h))) ?? -1;

/** The one value a column holds on every entry, when it has the shape wanted; null otherwise. */
function constantColumn(
  header: readonly string[] | null,
  rows: readonly CsvRecord[],
  names: ReadonlySet<string>,
  shape: RegExp,
): string | null {
  const index = namedColumn(header, names);
  // Stryker disable next-line ConditionalExpression: a column at -1 reads '' on every row, which has neither shape.
  if (index < 0) return null;
  const values = new Set(rows.map((r) => cell(r, index)));
  const [value] = values;
  // Stryker disable next-line ConditionalExpression: the one value of a set of cells is a string, never undefined (the line's other conditions are killed).
  return values.size === 1 && value !== undefined && shape.test(value) ? value : null;
}

/** The ISO 4217 code of a currency column that holds one code throughout. */
export const currencyColumn = (header: readonly string[] | null, rows: readonly CsvRecord[]): string | null =>
  constantColumn(header, rows, CURRENCY_HEADERS, /^[A-Z]{3}$/);

/** The account of a column naming it on every row (Sparkasse's Auftragskonto). */
export const accountColumn = (header: readonly string[] | null, rows: readonly CsvRecord[]): string | null =>
  constantColumn(header, rows, ACCOUNT_COLUMNS, /\d/);

/** The first row naming another account than the first row's, when a column names one on every row (RBC exports all of a person's accounts in one file). */
export function secondAccount(header: readonly string[] | null, rows: readonly CsvRecord[]): { line: number; account: string } | null {
  const index = namedColumn(header, ACCOUNT_COLUMNS);
  // Stryker disable next-line ConditionalExpression: at -1 every row reads '' as the first does, so finding none is the same (`true` and `<=` are killed).
  const other = index < 0 ? undefined : rows.find((r) => cell(r, index) !== cell(rows[0]!, index));
  return other ? { line: other.line, account: cell(other, index) } : null;
}
