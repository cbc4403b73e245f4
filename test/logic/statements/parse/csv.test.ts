// The CSV reader's choices (delimiter, header, columns, mapping) and each of its problems, on small files.
import { describe, expect, it } from 'vitest';
import { readStatement, type CsvMapping } from '../../../../src/logic/statements/parse/index.ts';
import { problemOf, statementOf } from './fixture.ts';

const csv = (text: string, mapping?: CsvMapping) => readStatement(text, mapping ? { mapping } : {});
const amounts = (text: string, mapping?: CsvMapping) => statementOf(csv(text, mapping)).lines.map((l) => [l.line, l.date, l.amount, l.payee, l.memo]);

describe('CSV layout', () => {
  it.each([
    [',', 'Date,Amount,Payee\n2026-09-01,-1.50,Shop\n'],
    [';', 'Date;Amount;Payee\n2026-09-01;-1.50;Shop\n'],
    ['tab', 'Date\tAmount\tPayee\n2026-09-01\t-1.50\tShop\n'],
    ['|', 'Date|Amount|Payee\n2026-09-01|-1.50|Shop\n'],
  ])('finds the %s delimiter', (_name, text) => {
    expect(amounts(text)).toEqual([[2, '2026-09-01', -1_500, 'Shop', '']]);
  });

  it('prefers semicolons over the decimal commas inside unquoted amounts', () => {
    expect(amounts('Fecha;Concepto;Importe\n01/09/2026;Bar;-1,50\n13/09/2026;Pan;-2,25\n')).toEqual([
      [2, '2026-09-01', -1_500, 'Bar', ''],
      [3, '2026-09-13', -2_250, 'Pan', ''],
    ]);
  });

  it('skips preamble rows, blank lines and summary rows, and counts lines of quoted line breaks', () => {
    const text = 'Kontonummer;123\nZeitraum;01.09.2026 - 30.09.2026\n\nBuchungstag;Verwendungszweck;Betrag\n01.09.2026;"Miete\nSeptember";-500,00\n\n02.09.2026;Brot;-2,00\nSumme;;\n';
    expect(amounts(text)).toEqual([
      [5, '2026-09-01', -500_000, 'Miete\nSeptember', ''],
      [8, '2026-09-02', -2_000, 'Brot', ''],
    ]);
  });

  it('judges the delimiter on the whole file when its first lines end inside a quoted field', () => {
    const memo = 'x\n'.repeat(250);
    expect(statementOf(csv(`Date;Amount;Memo\n2026-09-01;1;"${memo}"\n2026-09-02;2;y\n`)).lines.map((l) => [l.line, l.payee.length])).toEqual([[2, 499], [253, 1]]);
  });

  it('recognises French headers and a débit/crédit pair', () => {
    const text = 'Date opération;Libellé;Débit;Crédit\n03/09/2026;CB CARREFOUR;12,30;\n04/09/2026;VIR SALAIRE;;2 100,00\n';
    expect(amounts(text)).toEqual([
      [2, '2026-09-03', -12_300, 'CB CARREFOUR', ''],
      [3, '2026-09-04', 2_100_000, 'VIR SALAIRE', ''],
    ]);
  });

  it('takes a payee column before a description, which becomes the memo; a lone memo column is the payee', () => {
    expect(amounts('Date,Name,Description,Amount\n2026-09-01,Cafe,Latte,-3.00\n')).toEqual([[2, '2026-09-01', -3_000, 'Cafe', 'Latte']]);
    expect(amounts('Number,Date,Account,Amount,Subcategory,Memo\n,01/09/2026,20-00-00 1234,-3.00,PAYMENT,COFFEE SHOP\n')).toEqual([[2, '2026-01-09', -3_000, 'COFFEE SHOP', '']]);
  });

  it('follows the mapping: names, positions, no header, skipped rows, date format, decimal mark', () => {
    const text = 'Exported 2026\nWhen,What,Sum\n01/02/2026,Tea,"-1,5"\n';
    expect(amounts(text, { date_column: 'when', amount_column: 'SUM', payee_column: 2, date_format: 'DD/MM/YYYY', decimal: ',' })).toEqual([[3, '2026-02-01', -1_500, 'Tea', '']]);
    expect(amounts('x\n20260901;-4.00;Bus\n', { header: false, skip_rows: 1, delimiter: ';', date_column: 1, amount_column: 2, payee_column: 3 })).toEqual([[2, '2026-09-01', -4_000, 'Bus', '']]);
  });

  it('reads cells missing at the end of a short row as empty', () => {
    expect(amounts('Date;Amount;Payee;Memo\n2026-09-01;1\n')).toEqual([[2, '2026-09-01', 1_000, '', '']]);
  });

  it('accepts a zero in one column of a debit/credit pair', () => {
    expect(amounts('Date,Debit,Credit\n2026-09-01,0.00,5.00\n2026-09-02,3.00,0\n').map((l) => l[2])).toEqual([5_000, -3_000]);
  });
});

describe('CSV account, period and currency', () => {
  const read = (text: string) => statementOf(csv(text));

  it('takes them from preamble rows and one-valued columns', () => {
    const s = read('Kontonummer:;DE02 1203;\nZeitraum:;01.09.2026 - 30.09.2026\nDatum;Betrag;Währung\n01.09.2026;1,00;EUR\n');
    expect(s).toMatchObject({ account: 'DE02 1203', period: { from: '2026-09-01', to: '2026-09-30' }, currency: 'EUR' });
  });

  it('leaves them null when a period is reversed or unreadable, or currencies differ', () => {
    expect(read('Date,Amount,Payee,Currency\n09/01/2026,1,A\n')).toMatchObject({ currency: null });
    expect(read('Period,09/30/2026 - 09/01/2026\nDate,Amount,Currency\n09/01/2026,1,USD\n09/02/2026,1,EUR\n')).toMatchObject({ account: null, period: null, currency: null });
    expect(read('Account,\nPeriod,September\nDate,Amount,Currency\n09/01/2026,1,dollars\n')).toMatchObject({ account: null, period: null, currency: null });
  });
});

describe('CSV without a header', () => {
  it('finds the date, amount and wordiest column', () => {
    expect(amounts('15/09/2026;x;-3,50;Bäckerei;1\n16/09/2026;y;2,00;Lohn;2\n')).toEqual([[1, '2026-09-15', -3_500, 'Bäckerei', ''], [2, '2026-09-16', 2_000, 'Lohn', '']]);
  });

  it('takes the leftmost of equally wordy columns, and no payee when no column has letters', () => {
    expect(amounts('2026-09-01;1;ab;cd\n').map((l) => l[3])).toEqual(['ab']);
    expect(amounts('2026-09-01;1;42\n').map((l) => l[3])).toEqual(['']);
  });

  it('does not guess from rows of different widths, or without an amount after the date', () => {
    expect(problemOf(csv('2026-09-01;1;a\n2026-09-02;2\n')).what).toMatch(/^Line 1: no header row with a date and an amount column/);
    expect(problemOf(csv('1;2026-09-01;a\n2;2026-09-02;b\n')).what).toMatch(/^Line 1: no header row with a date and an amount column/);
  });
});

describe('CSV problems', () => {
  it.each([
    ['Date,Amount\n2026-09-01,-1.50\n31/13/2026,2\n', 3, 1, '‘31/13/2026’ is not a date in YYYY-MM-DD.', 'Check the date column, or pass mapping.date_format.'],
    ['Date,Amount\n13/01/2026,-1.50\n01/13/2026,2\n', 3, 1, '‘01/13/2026’ is not a date in DD/MM/YYYY.', 'Check the date column, or pass mapping.date_format.'],
    ['Date;Amount\n2026-09-01;abc\n', 2, 2, '‘abc’ is not an amount (decimal mark ‘.’).', 'Check the amount column, or pass mapping.decimal.'],
    ['Date;Amount\n2026-09-01;1.2345\n', 2, 2, '‘1.2345’ has more than 3 decimals (decimal mark ‘.’).', 'Check the amount column, or pass mapping.decimal.'],
    ['Date;Amount\n2026-09-01;\n', 2, 2, 'the entry has no amount.', 'Check the row, or pass mapping.amount_column (or debit_column and credit_column).'],
    ['Date;Debit;Credit\n2026-09-01;;\n', 2, 2, 'the entry has no amount.', 'Check the row, or pass mapping.amount_column (or debit_column and credit_column).'],
    ['Date;Credit\n2026-09-01;\n', 2, 2, 'the entry has no amount.', 'Check the row, or pass mapping.amount_column (or debit_column and credit_column).'],
    ['Date;Debit;Credit\n2026-09-01;1;2\n', 2, 2, 'the entry has both a debit and a credit amount.', 'Check the row: a debit/credit pair should fill one of the two.'],
    ['Date;Debit;Credit\n2026-09-01;;x\n', 2, 3, '‘x’ is not an amount (decimal mark ‘.’).', 'Check the credit column, or pass mapping.decimal.'],
    ['Date;Amount;Balance\n2026-09-01;1;x\n', 2, 3, '‘x’ is not an amount (decimal mark ‘.’).', 'Check the balance column, or pass mapping.decimal.'],
  ])('%j → line %i, column %i', (text, line, column, what, fix) => {
    expect(problemOf(csv(text))).toEqual({ line, column, what: `Line ${line}, column ${column}: ${what}`, fix });
  });

  it('names the file as having no amount column when its header has a date only', () => {
    const p = problemOf(csv('Date;Payee\n2026-09-01;Shop\n'));
    expect(p).toEqual({ line: 1, column: null, what: 'Line 1: the header row names no amount column (nor debit and credit columns).', fix: 'Pass mapping.amount_column, or mapping.debit_column and mapping.credit_column.' });
  });

  it('says when no header row is found, quoting the first row cleaned', () => {
    const p = problemOf(csv('foo;bar\u202E\nbaz;qux\n'));
    expect(p.what).toBe('Line 1: no header row with a date and an amount column among the first 30 rows (the first is ‘foo bar’).');
    expect(p.fix).toContain('mapping.header false');
  });

  it('says when the mapping names columns the file lacks, or gives no positions without a header', () => {
    expect(problemOf(csv('Date;Amount\n2026-09-01;1\n', { amount_column: 'Importe' })).what).toBe('Line 1: no header row among the first 30 rows has the columns ‘Importe’.');
    expect(problemOf(csv('2026-09-01;1\n', { header: false })).fix).toBe('Pass mapping.date_column as a 1-based column number.');
    expect(problemOf(csv('2026-09-01;1\n', { header: false, date_column: 1 })).what).toBe('Line 1: the mapping gives no amount column by position.');
    expect(problemOf(csv('2026-09-01;1\n', { header: false, date_column: 'Date', amount_column: 2 }))).toMatchObject({ what: 'Line 1: the mapping says the file has no header but names columns (‘Date’).', fix: 'Give the columns as 1-based numbers when mapping.header is false.' });
  });

  it('says when the mapping itself is not usable', () => {
    const text = 'Date;Amount\n2026-09-01;1\n';
    expect(problemOf(csv(text, { amount_column: 3 }))).toEqual({ line: 1, column: null, what: 'Line 1: mapping.amount_column 3 is not a column of the file, which has 2.', fix: 'Pass a column number from 1 to 2, or the column\'s header name.' });
    expect(problemOf(csv(text, { date_column: 1.5 })).what).toBe('Line 1: mapping.date_column 1.5 is not a column of the file, which has 2.');
    expect(problemOf(csv(text, { delimiter: ';;' })).what).toBe('Line 1: mapping.delimiter ‘;;’ is not one character.');
    expect(problemOf(csv(text, { skip_rows: -1 })).what).toBe('Line 1: mapping.skip_rows -1 is not a number of lines.');
  });

  it('says when a header has no entries under it, or every row was skipped', () => {
    expect(problemOf(csv('Date;Amount\n;\nTotal;\n'))).toMatchObject({ line: 3, what: 'Line 3: the CSV has a header but no entries.' });
    expect(problemOf(csv('Date;Amount\n2026-09-01;1\n', { skip_rows: 5 })).what).toBe('Line 1: the CSV has no rows.');
  });

  it('says when text splits into no columns at all', () => {
    expect(problemOf(csv('just some words\nand more\n')).what).toBe('Line 1: the file is not a statement in a known format (CSV, OFX, QFX, CAMT.053 or QIF).');
  });
});
