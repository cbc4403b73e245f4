// How a CSV's columns are read: the mapping a person or agent may pass, described field by field so the
// tool's manifest schema can be written from it, and the header names recognised when no mapping names one.
import { BoundedMemo } from '../../core/bounded-memo.ts';
import { DATE_FORMATS, type DateFormat } from './dates.ts';
import type { DecimalMark } from './decimal.ts';

/** A column by its header (case-insensitive, accents ignored) or its 1-based position. */
export type ColumnRef = string | number;

export interface CsvMapping {
  delimiter?: string;
  header?: boolean;
  date_column?: ColumnRef;
  date_format?: DateFormat;
  amount_column?: ColumnRef;
  debit_column?: ColumnRef;
  credit_column?: ColumnRef;
  payee_column?: ColumnRef;
  memo_column?: ColumnRef;
  /** A running balance column; null: leave the file's balances out (its column and its balance rows). */
  balance_column?: ColumnRef | null;
  fee_column?: ColumnRef;
  decimal?: DecimalMark;
  invert?: boolean;
  skip_rows?: number;
}

export type ColumnField = 'date' | 'amount' | 'debit' | 'credit' | 'payee' | 'memo' | 'balance' | 'fee';

/** 0-based index of each field's column; absent when the file has none. */
export type Columns = Partial<Record<ColumnField, number>>;

type FieldSpec =
  | { type: 'column'; description: string }
  | { type: 'string'; description: string; enum?: readonly string[] }
  | { type: 'boolean' | 'integer'; description: string };

/** Every mapping field with its type and meaning, plain data for the lead's schema (no TypeBox here). */
export const CSV_MAPPING_FIELDS: Readonly<Record<keyof CsvMapping, FieldSpec>> = {
  delimiter: { type: 'string', enum: [',', ';', '\t', '|'], description: 'The field separator; found from the file when absent.' },
  header: { type: 'boolean', description: 'Whether the file has a header row; false means columns are given by position.' },
  date_column: { type: 'column', description: 'The booking date column (header name or 1-based position).' },
  date_format: { type: 'string', enum: DATE_FORMATS, description: 'How dates are written; found from all rows when absent.' },
  amount_column: { type: 'column', description: 'A signed amount column (money out negative, unless invert).' },
  debit_column: { type: 'column', description: 'The money-out column of a debit/credit pair (read as negative).' },
  credit_column: { type: 'column', description: 'The money-in column of a debit/credit pair.' },
  payee_column: { type: 'column', description: 'The payee or description column.' },
  memo_column: { type: 'column', description: 'A further text column kept as the memo.' },
  balance_column: {
    type: 'column',
    description: 'A running balance column, giving the opening and closing balances; none leaves balances out.',
  },
  fee_column: { type: 'column', description: 'A fee column, money out on the same line (Revolut).' },
  decimal: { type: 'string', enum: ['.', ','], description: 'The decimal mark; found from the amounts when absent.' },
  invert: { type: 'boolean', description: 'Flip every sign, for banks (often card exports) that print spending positive.' },
  skip_rows: { type: 'integer', description: 'Lines to skip before the header (or the first row when header is false).' },
};

// Finding the header compares every cell of the first rows with every known name, for each delimiter tried:
// the same few hundred texts, each normalised once.
const keys = new BoundedMemo<string, string>(10_000);

/** A header as compared: lower case, accents, bracketed notes and a currency after it removed ("Débit euros" is debit), words single-spaced. */
export const headerKey = (text: string): string => keys.get(text, keyOf);

function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/ (?:eur|euros?|usd|gbp|chf|cad|aud|nzd)$/u, '');
}

/** ISO 4217 codes, as a header naming a currency only writes one. */
const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A header that names a currency only ("CAD$", "USD$", "EUR"): RBC heads each currency's amounts so. */
export const isCurrencyHeader = (text: string): boolean => CURRENCY_CODES.has(text.replace(/[\s$€£¥]/gu, ''));

/** A header naming a date the known names do not ("Run Date", "Trade Date", "Trans. Date"). */
export const isDateHeader = (text: string): boolean => / date$/u.test(headerKey(text));

/**
 * Header names per field (as headerKey gives them), best first: the posting date before a value date,
 * a payee before a description, a broker's "Action" last; English, Spanish, French and German as their
 * banks print them.
 */
export const HEADER_NAMES: Readonly<Record<ColumnField, readonly string[]>> = {
  date: [
    'posting date',
    'post date',
    'booking date',
    'posted date',
    'date posted',
    'transaction date',
    'date',
    'fecha operacion',
    'f operacion',
    'fecha de operacion',
    'fecha contable',
    'fecha',
    'date d operation',
    'date operation',
    'date de comptabilisation',
    'date comptable',
    'buchungstag',
    'buchungsdatum',
    'buchung',
    'datum',
  ],
  amount: ['amount', 'transaction amount', 'importe', 'cantidad', 'montant', 'betrag', 'umsatz', 'value'],
  debit: [
    'debit',
    'debit amount',
    'money out',
    'paid out',
    'withdrawal',
    'withdrawals',
    'cargo',
    'cargos',
    'debe',
    'soll',
    'ausgang',
    'belastung',
  ],
  credit: [
    'credit',
    'credit amount',
    'money in',
    'paid in',
    'deposit',
    'deposits',
    'abono',
    'abonos',
    'haber',
    'haben',
    'eingang',
    'gutschrift',
  ],
  payee: [
    'payee',
    'name',
    'merchant',
    'counterparty',
    'counter party',
    'partner name',
    'beneficiario',
    'beneficiary',
    'beneficiaire',
    'beguenstigter zahlungspflichtiger',
    'zahlungsempfanger in',
    'zahlungsempfanger',
    'auftraggeber begunstigter',
    'auftraggeber empfanger',
    'name zahlungsbeteiligter',
    'empfanger',
    'description',
    'transaction description',
    'concepto',
    'descripcion',
    'libelle',
    'libelle operation',
    'verwendungszweck',
    'buchungstext',
    'narrative',
    'details',
    'action',
  ],
  memo: [
    'memo',
    'notes',
    'note',
    'reference',
    'referencia',
    'observaciones',
    'mas datos',
    'information complementaire',
    'verwendungszweck',
    'description',
    'concepto',
    'libelle',
  ],
  balance: ['balance', 'running balance', 'running bal', 'runningbalance', 'saldo', 'solde', 'kontostand', 'saldo nach buchung'],
  fee: ['fee', 'fees'],
};
