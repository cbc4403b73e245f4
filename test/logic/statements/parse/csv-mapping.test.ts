// The header names the CSV reader knows, each read as its field, and what the mapping's fields are said to be.
import { describe, expect, it } from 'vitest';
import { CSV_MAPPING_FIELDS, HEADER_NAMES, headerKey } from '../../../../src/logic/statements/parse/csv-mapping.ts';
import { DELIMITERS } from '../../../../src/logic/statements/parse/csv-records.ts';
import { DATE_FORMATS } from '../../../../src/logic/statements/parse/dates.ts';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { statementOf } from './fixture.ts';

/** The first line of a CSV of these header cells and this row. */
const first = (header: readonly string[], row: readonly string[]) => statementOf(readStatement(`${header.join(',')}\n${row.join(',')}\n`));
const read = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  statementOf(readStatement([header, ...rows].map((r) => r.join(',')).join('\n')));

describe('every known header name is read as its field', () => {
  const beforeDate = HEADER_NAMES.date.slice(0, HEADER_NAMES.date.indexOf('date'));

  it.each(HEADER_NAMES.date)('date: %s', (name) => {
    expect(first([name, 'Amount'], ['2026-09-15', '-2.00']).lines[0]!.date).toBe('2026-09-15');
  });

  it.each(beforeDate)('date: %s, before a column named Date', (name) => {
    expect(first(['Date', name, 'Amount'], ['2026-09-14', '2026-09-15', '-2.00']).lines[0]!.date).toBe('2026-09-15');
  });

  it.each(HEADER_NAMES.amount)('amount: %s', (name) => {
    expect(first(['Date', name], ['2026-09-15', '-2.00']).lines[0]!.amount).toBe(-2_000);
  });

  it.each(HEADER_NAMES.debit)('debit: %s', (name) => {
    expect(first(['Date', name, 'Credit'], ['2026-09-15', '2.00', '']).lines[0]!.amount).toBe(-2_000);
  });

  it.each(HEADER_NAMES.credit)('credit: %s', (name) => {
    expect(first(['Date', 'Debit', name], ['2026-09-15', '', '2.00']).lines[0]!.amount).toBe(2_000);
  });

  it.each(HEADER_NAMES.payee)('payee: %s, beside a memo', (name) => {
    expect(first(['Date', 'Amount', 'Memo', name], ['2026-09-15', '-2.00', 'm', 'p']).lines[0]).toMatchObject({ payee: 'p', memo: 'm' });
  });

  it.each(HEADER_NAMES.memo)('memo: %s, beside a payee', (name) => {
    expect(first(['Date', 'Amount', 'Payee', name], ['2026-09-15', '-2.00', 'p', 'm']).lines[0]).toMatchObject({ payee: 'p', memo: 'm' });
  });

  it.each(HEADER_NAMES.balance)('balance: %s', (name) => {
    expect(read(['Date', 'Amount', name], [['2026-09-15', '-2.00', '8.00']])).toMatchObject({ opening: 10_000, closing: 8_000 });
  });

  it.each(HEADER_NAMES.fee)('fee: %s', (name) => {
    expect(first(['Date', 'Amount', name], ['2026-09-15', '-2.00', '0.50']).lines[0]!.amount).toBe(-2_500);
  });
});

describe('headerKey', () => {
  it('drops a bracketed note of any length, between words too, and a currency after the name', () => {
    expect(['Amount (in GBP)', 'Amount [in EUR]', 'Montant euro', 'Montant euros', 'Débit EUR'].map(headerKey)).toEqual([
      'amount',
      'amount',
      'montant',
      'montant',
      'debit',
    ]);
    expect(headerKey('Money(GBP)In')).toBe('money in');
  });
});

describe("the mapping's fields, as the tools' schema is written from them", () => {
  it("say each field's type, in a sentence", () => {
    const types: Record<string, string> = {
      delimiter: 'string',
      header: 'boolean',
      date_format: 'string',
      decimal: 'string',
      invert: 'boolean',
      skip_rows: 'integer',
    };
    for (const [key, spec] of Object.entries(CSV_MAPPING_FIELDS)) {
      expect(spec.type, key).toBe(key.endsWith('_column') ? 'column' : types[key]);
      expect(spec.description, key).toMatch(/^[A-Z].+\.$/u);
    }
  });

  it('list the values the reader takes', () => {
    const enumOf = (spec: unknown) => [...(spec as { enum: readonly string[] }).enum];
    expect(enumOf(CSV_MAPPING_FIELDS.delimiter).sort()).toEqual([...DELIMITERS].sort());
    expect(enumOf(CSV_MAPPING_FIELDS.decimal)).toEqual(['.', ',']);
    expect(enumOf(CSV_MAPPING_FIELDS.date_format)).toEqual([...DATE_FORMATS]);
  });
});
