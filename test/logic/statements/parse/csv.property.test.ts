// Any statement written as a CSV in any supported dialect (delimiter, decimal mark, grouping, date order,
// header language, signed or debit/credit amounts, running balance) reads back to the same lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatement, type CsvMapping, type DateFormat } from '../../../../src/logic/statements/parse/index.ts';
import { statementOf } from './fixture.ts';

const HEADERS = {
  en: ['Date', 'Description', 'Amount', 'Debit', 'Credit', 'Balance'],
  es: ['Fecha', 'Concepto', 'Importe', 'Cargo', 'Abono', 'Saldo'],
  fr: ['Date opération', 'Libellé', 'Montant', 'Débit', 'Crédit', 'Solde'],
  de: ['Buchungstag', 'Verwendungszweck', 'Betrag', 'Soll', 'Haben', 'Kontostand'],
} as const;
const FORMATS: readonly DateFormat[] = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'YYYYMMDD', 'DD-MM-YYYY', 'MM-DD-YYYY'];

// A statement's lines fall within a few months (a line far from the others is refused as a stray), and no
// run of three repeats an earlier one (refused as pasted twice): the day in the period keeps each line apart.
const DAY = 86_400_000;
const entry = fc.record({
  day: fc.integer({ min: 0, max: 90 }),
  cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
  payee: fc.stringMatching(/^[A-Za-zÀÿ0-9 ,;|.'"&-]{0,16}$/).map((s) => s.trim()),
});
const start = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 8, 30)), noInvalidDate: true });
const lines = fc
  .tuple(fc.uniqueArray(entry, { minLength: 1, maxLength: 12, selector: (e) => `${e.day}:${e.cents}:${e.payee}` }), start)
  .map(([list, from]) => list.map(({ day, ...e }) => ({ ...e, date: new Date(from.getTime() + day * DAY).toISOString().slice(0, 10) })));
const dialect = fc.record({
  delimiter: fc.constantFrom(',', ';', '\t', '|'),
  decimal: fc.constantFrom('.', ','),
  grouping: fc.constantFrom('', ' ', "'", 'other'),
  format: fc.constantFrom(...FORMATS),
  language: fc.constantFrom(...(Object.keys(HEADERS) as (keyof typeof HEADERS)[])),
  pair: fc.boolean(),
  balance: fc.boolean(),
  quoteAll: fc.boolean(),
});

function writeDate(iso: string, format: DateFormat): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const sep = format.includes('/') ? '/' : format.includes('.') ? '.' : '-';
  if (format === 'YYYYMMDD') return y + m + d;
  if (format === 'YYYY-MM-DD') return iso;
  return format.startsWith('DD') ? [d, m, y].join(sep) : [m, d, y].join(sep);
}

function writeAmount(cents: number, decimal: string, grouping: string): string {
  const abs = Math.abs(cents);
  const group = grouping === 'other' ? (decimal === '.' ? ',' : '.') : grouping;
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  return `${cents < 0 ? '-' : ''}${whole}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

describe('CSV round trip', () => {
  it('reads back the lines, balances and signs it was written with', () => {
    fc.assert(
      fc.property(lines, dialect, fc.integer({ min: -1_000_000, max: 1_000_000 }), (generated, d, openingCents) => {
        const entries = d.balance ? [...generated].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) : generated;
        const h = HEADERS[d.language];
        const field = (s: string) => (d.quoteAll || /[";|,\t\n]/.test(s) || s.includes(d.delimiter) ? `"${s.replace(/"/g, '""')}"` : s);
        const header = [h[0], h[1], ...(d.pair ? [h[3], h[4]] : [h[2]]), ...(d.balance ? [h[5]] : [])];
        let running = openingCents;
        const rows = entries.map((e) => {
          running += e.cents;
          const money = (c: number) => writeAmount(c, d.decimal, d.grouping);
          const amounts = d.pair ? (e.cents < 0 ? [money(-e.cents), ''] : ['', money(e.cents)]) : [money(e.cents)];
          return [writeDate(e.date, d.format), e.payee, ...amounts, ...(d.balance ? [money(running)] : [])];
        });
        const text = `${[header, ...rows].map((r) => r.map(field).join(d.delimiter)).join('\r\n')}\r\n`;
        // Dates that cannot show their order (every day ≤ 12) are the case a mapping is for.
        const settled = d.format.startsWith('YYYY') || entries.some((e) => Number(e.date.slice(8)) > 12);
        const mapping: CsvMapping = settled ? {} : { date_format: d.format };
        const s = statementOf(readStatement(text, { mapping }));
        expect(s.lines).toEqual(
          entries.map((e, i) => ({ line: i + 2, date: e.date, amount: e.cents * 10, payee: e.payee, memo: '', bank_id: null })),
        );
        expect([s.opening, s.closing]).toEqual(d.balance ? [openingCents * 10, running * 10] : [null, null]);
      }),
      { numRuns: 300 },
    );
  });
});
