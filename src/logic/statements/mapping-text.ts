// The `mapping` argument of the statement tools: one short string of comma-separated key=value pairs
// ("date=Fecha, amount=Importe, decimal=comma") rather than an object, so the two tools' input schemas
// stay within issue #15's tools/list budget. Read into the CSV reader's own mapping (parse/).
import type { CsvMapping } from './parse/csv-mapping.ts';
import { untrusted } from '../core/untrusted.ts';

const COLUMNS = {
  date: 'date_column',
  amount: 'amount_column',
  debit: 'debit_column',
  credit: 'credit_column',
  payee: 'payee_column',
  memo: 'memo_column',
  balance: 'balance_column',
} as const;
const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY', 'MM-DD-YYYY', 'YYYYMMDD'] as const;
const DELIMITERS: Record<string, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|', ',': ',', ';': ';', '|': '|' };
const DECIMALS: Record<string, ',' | '.'> = { comma: ',', point: '.', dot: '.', ',': ',', '.': '.' };
const SWITCHES: Record<string, boolean> = { yes: true, true: true, no: false, false: false };

export const MAPPING_KEYS = [...Object.keys(COLUMNS), 'date_format', 'decimal', 'delimiter', 'skip_rows', 'header', 'invert'] as const;

export type MappingRead = { ok: true; mapping: CsvMapping } | { ok: false; text: string; what: string };

/** The table's own entry for the value, never one every object inherits (`constructor`, `__proto__`). */
const entry = <T>(table: Record<string, T>, value: string): T | undefined => (Object.hasOwn(table, value) ? table[value] : undefined);

function refuse(text: string, what: string): MappingRead {
  return { ok: false, text: untrusted(text), what };
}

/** `date=Fecha, amount=3` → { date_column: 'Fecha', amount_column: 3 }; a column by 1-based number or header. */
export function readMapping(text: string): MappingRead {
  const mapping: CsvMapping = {};
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    const key = (at < 0 ? part : part.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : part.slice(at + 1).trim();
    // amount_column is what the CSV reader's own fields are called: the key is amount.
    const plain = key.replace(/_column$/u, '');
    if (plain !== key && Object.hasOwn(COLUMNS, plain))
      return refuse(text, `‘${key}’ is not a key: write ${plain}=${untrusted(value, 30)}`);
    if (!(MAPPING_KEYS as readonly string[]).includes(key))
      return refuse(text, `‘${untrusted(key, 30)}’ is not a key (use ${MAPPING_KEYS.join(', ')})`);
    if (value === '') return refuse(text, `${key} has no value (write ${key}=…)`);
    if (seen.has(key)) return refuse(text, `${key} is given twice`);
    seen.add(key);
    const bad = (what: string) => refuse(text, `${key}=${untrusted(value, 30)}: ${what}`);
    if (key === 'balance' && value.toLowerCase() === 'none') {
      // The file's balances left out: a balance column that is not a running balance, or one that does not add up.
      mapping.balance_column = null;
    } else if (key in COLUMNS) {
      mapping[COLUMNS[key as keyof typeof COLUMNS]] = /^\d+$/.test(value) ? Number(value) : value;
      if (/^0+$/.test(value)) return bad('columns are numbered from 1');
    } else if (key === 'date_format') {
      const format = DATE_FORMATS.find((f) => f === value.toUpperCase());
      if (format === undefined) return bad(`use one of ${DATE_FORMATS.join(', ')}`);
      mapping.date_format = format;
    } else if (key === 'decimal') {
      const decimal = entry(DECIMALS, value.toLowerCase());
      if (decimal === undefined) return bad('use comma or point');
      mapping.decimal = decimal;
    } else if (key === 'delimiter') {
      const delimiter = entry(DELIMITERS, value.toLowerCase());
      if (delimiter === undefined) return bad('use comma, semicolon, tab or pipe');
      mapping.delimiter = delimiter;
    } else if (key === 'skip_rows') {
      const rows = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      if (!(rows <= 100)) return bad('use a whole number from 0 to 100');
      mapping.skip_rows = rows;
    } else {
      const on = entry(SWITCHES, value.toLowerCase());
      if (on === undefined) return bad('use yes or no');
      if (key === 'header') mapping.header = on;
      else mapping.invert = on;
    }
  }
  if (mapping.amount_column !== undefined && (mapping.debit_column !== undefined || mapping.credit_column !== undefined)) {
    return refuse(text, 'give amount, or debit and credit, not both');
  }
  return { ok: true, mapping };
}
