// QIF (Quicken Interchange Format) bank, card and cash accounts: records of D/T/P/M lines ended by ^;
// the split lines (S, E, $) are left out, their parent's T being the entry's total; sections other than
// accounts (categories, investments) are skipped. Dates are decided for the whole file.
import type { ParseResult, StatementLine } from '../statement.ts';
import { chooseDateFormat, commaCue, settledFormat } from './date-order.ts';
import { parseDate, type DateFormat } from './dates.ts';
import { AMOUNT_FAULTS, guessDecimal, parseAmount, type DecimalMark } from './decimal.ts';
import { caught, fail, quote } from './problems.ts';

const ACCOUNT_TYPES = new Set(['bank', 'ccard', 'cash', 'oth a', 'oth l']);

interface QifRecord {
  line: number;
  fields: Map<string, { value: string; line: number }>;
}

interface QifFile {
  entries: QifRecord[];
  /** The N line of an !Account block, which names the account. */
  account: string | null;
  /** The first section that is not a bank, card or cash account (investments, categories…), skipped. */
  skipped: { line: number; header: string } | null;
}

function sections(text: string): QifFile {
  const file: QifFile = { entries: [], account: null, skipped: null };
  let current: QifRecord | undefined;
  // What the lines being read belong to: an account's entries, an !Account block, or a skipped section.
  let mode: 'entries' | 'account' | 'skip' = 'entries';
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || /^!(?:Option|Clear):/iu.test(line)) return;
    if (line.startsWith('!')) {
      const header = line.slice(1).toLowerCase();
      const type = header.startsWith('type:') ? header.slice(5).trim() : undefined;
      mode = header === 'account' ? 'account' : type === undefined || ACCOUNT_TYPES.has(type) ? 'entries' : 'skip';
      if (mode === 'skip') file.skipped ??= { line: i + 1, header: line };
      current = undefined;
      return;
    }
    if (line === '^') {
      if (current && mode === 'entries') file.entries.push(current);
      if (mode === 'account') mode = 'entries';
      current = undefined;
      return;
    }
    if (mode === 'account' && line.startsWith('N')) file.account ??= line.slice(1).trim();
    current ??= { line: i + 1, fields: new Map() };
    const code = line[0]!;
    if (!current.fields.has(code)) current.fields.set(code, { value: line.slice(1).trim(), line: i + 1 });
  });
  if (current && mode === 'entries') file.entries.push(current);
  return file;
}

/** What the person may set where the file does not say: the mapping's date_format and decimal. */
export interface QifOptions {
  date_format?: DateFormat;
  decimal?: DecimalMark;
}

export function readQif(text: string, options: QifOptions = {}): ParseResult {
  return caught(() => {
    if (!/^\s*!(?:Type:|Account|Option)/iu.test(text))
      fail(1, null, 'the QIF file does not start with a !Type: line.', 'Export the statement from the bank again as QIF, or as CSV.');
    const file = sections(text);
    const entries = file.entries.filter((r) => r.fields.has('D') || r.fields.has('T') || r.fields.has('U'));
    if (entries.length === 0 && file.skipped) {
      fail(
        file.skipped.line,
        null,
        `the QIF section ${quote(file.skipped.header)} is not a bank, card or cash account.`,
        'Export the bank or card account itself (!Type:Bank or !Type:CCard).',
      );
    }
    if (entries.length === 0) fail(1, null, 'the QIF file has no entries.', 'Export a period that has entries.');
    const amountOf = (r: QifRecord) => r.fields.get('T') ?? r.fields.get('U');
    const decimal =
      options.decimal === undefined ? guessDecimal(entries.map((r) => amountOf(r)?.value ?? '')) : { mark: options.decimal, shown: true };
    const dates = entries.flatMap((r) => r.fields.get('D') ?? []).map((d) => ({ text: d.value, line: d.line }));
    const { format, why } =
      options.date_format === undefined
        ? settledFormat(chooseDateFormat(dates, [], commaCue(decimal.mark)))
        : { format: options.date_format, why: 'the mapping gives it' };
    const lines = entries.map((r): StatementLine => {
      const d = r.fields.get('D');
      const date = d && parseDate(d.value, format);
      if (!date)
        fail(
          d?.line ?? r.line,
          null,
          d ? `${quote(d.value)} is not a date in ${format}.` : 'the entry has no date (D line).',
          'Check the D lines of the file.',
        );
      const t = amountOf(r);
      if (!t) fail(r.line, null, 'the entry has no amount (T line).', 'Check the T lines of the file.');
      const amount = parseAmount(t.value, decimal.mark);
      if (typeof amount === 'string') fail(t.line, null, `${quote(t.value)} ${AMOUNT_FAULTS[amount]}.`, 'Check the T lines of the file.');
      return { line: r.line, date, amount, payee: r.fields.get('P')?.value ?? '', memo: r.fields.get('M')?.value ?? '', bank_id: null };
    });
    const statement = { format: 'qif' as const, currency: null, account: file.account, period: null, opening: null, closing: null, lines };
    return { ok: true, statement: { ...statement, date_format: format, decimal, notes: [`Dates read as ${format}: ${why}.`] } };
  });
}
