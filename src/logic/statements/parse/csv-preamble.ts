// What a CSV says besides its entries: the account and period that banks print in rows above the header
// ("Cuenta;ES91…", "Zeitraum;01.09.2026 - 30.09.2026"), and columns holding one account or currency throughout.
import type { CsvRecord } from './csv-records.ts';
import { headerKey } from './csv-mapping.ts';
import { parseDate, type DateFormat } from './dates.ts';

const ACCOUNT_LABELS = new Set([
  'account', 'account number', 'iban', 'cuenta', 'numero de cuenta', 'n de cuenta', 'compte', 'numero de compte',
  'konto', 'kontonummer', 'girokonto', 'tagesgeld', 'kreditkarte',
]);
const PERIOD_LABELS = new Set(['period', 'statement period', 'date range', 'periodo', 'periode', 'zeitraum']);
const CURRENCY_HEADERS = new Set(['currency', 'waehrung', 'wahrung', 'divisa', 'moneda', 'devise']);
const ACCOUNT_COLUMNS = new Set(['auftragskonto', 'account number', 'kontonummer', 'numero de cuenta']);
const DATE_TOKEN = /\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}/gu;

/** The value beside a label: the first non-empty cell after the first. */
const valueOf = (r: CsvRecord): string => r.cells.slice(1).find((c) => c !== '') ?? '';

export function preambleAccount(preamble: readonly CsvRecord[]): string | null {
  const row = preamble.find((r) => ACCOUNT_LABELS.has(headerKey(r.cells[0]!)) && valueOf(r) !== '');
  return row ? valueOf(row) : null;
}

/** The period a preamble row states, read in the file's date format; null when none states two dates in order. */
export function preamblePeriod(preamble: readonly CsvRecord[], format: DateFormat): { from: string; to: string } | null {
  for (const r of preamble) {
    if (!PERIOD_LABELS.has(headerKey(r.cells[0]!))) continue;
    const [from, to, ...more] = (r.cells.slice(1).join(' ').match(DATE_TOKEN) ?? []).map((d) => parseDate(d, format));
    if (from && to && more.length === 0 && from <= to) return { from, to };
  }
  return null;
}

/** The one value a column holds on every entry, when it has the shape wanted; null otherwise. */
function constantColumn(header: readonly string[] | null, rows: readonly CsvRecord[], names: ReadonlySet<string>, shape: RegExp): string | null {
  const index = header?.findIndex((h) => names.has(headerKey(h))) ?? -1;
  if (index < 0) return null;
  const values = new Set(rows.map((r) => r.cells[index] ?? ''));
  const [value] = values;
  return values.size === 1 && value !== undefined && shape.test(value) ? value : null;
}

/** The ISO 4217 code of a currency column that holds one code throughout. */
export const currencyColumn = (header: readonly string[] | null, rows: readonly CsvRecord[]): string | null =>
  constantColumn(header, rows, CURRENCY_HEADERS, /^[A-Z]{3}$/);

/** The account of a column naming it on every row (Sparkasse's Auftragskonto). */
export const accountColumn = (header: readonly string[] | null, rows: readonly CsvRecord[]): string | null =>
  constantColumn(header, rows, ACCOUNT_COLUMNS, /\d/);
