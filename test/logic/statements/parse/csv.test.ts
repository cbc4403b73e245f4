// The CSV reader's choices (delimiter, header, columns, mapping) and each of its problems, on small files.
import { describe, expect, it } from 'vitest';
import { readStatement, type CsvMapping } from '../../../../src/logic/statements/parse/index.ts';
import { problemOf, statementOf } from './fixture.ts';

const csv = (text: string, mapping?: CsvMapping) => readStatement(text, mapping ? { mapping } : {});
const amounts = (text: string, mapping?: CsvMapping) =>
  statementOf(csv(text, mapping)).lines.map((l) => [l.line, l.date, l.amount, l.payee, l.memo]);

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
    const text =
      'Kontonummer;123\nZeitraum;01.09.2026 - 30.09.2026\n\nBuchungstag;Verwendungszweck;Betrag\n01.09.2026;"Miete\nSeptember";-500,00\n\n02.09.2026;Brot;-2,00\nSumme;;\n';
    expect(amounts(text)).toEqual([
      [5, '2026-09-01', -500_000, 'Miete\nSeptember', ''],
      [8, '2026-09-02', -2_000, 'Brot', ''],
    ]);
  });

  it('judges the delimiter on the whole file when its first lines end inside a quoted field', () => {
    const memo = 'x\n'.repeat(250);
    expect(
      statementOf(csv(`Date;Amount;Memo\n2026-09-01;1;"${memo}"\n2026-09-02;2;y\n`)).lines.map((l) => [l.line, l.payee.length]),
    ).toEqual([
      [2, 499],
      [253, 1],
    ]);
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
    // Barclays' layout, whose export writes the day first (#27: it was read month first).
    expect(amounts('Number,Date,Account,Amount,Subcategory,Memo\n,01/09/2026,20-00-00 1234,-3.00,PAYMENT,COFFEE SHOP\n')).toEqual([
      [2, '2026-09-01', -3_000, 'COFFEE SHOP', ''],
    ]);
  });

  it('follows the mapping: names, positions, no header, skipped rows, date format, decimal mark', () => {
    const text = 'Exported 2026\nWhen,What,Sum\n01/02/2026,Tea,"-1,5"\n';
    expect(amounts(text, { date_column: 'when', amount_column: 'SUM', payee_column: 2, date_format: 'DD/MM/YYYY', decimal: ',' })).toEqual([
      [3, '2026-02-01', -1_500, 'Tea', ''],
    ]);
    expect(
      amounts('x\n20260901;-4.00;Bus\n', {
        header: false,
        skip_rows: 1,
        delimiter: ';',
        date_column: 1,
        amount_column: 2,
        payee_column: 3,
      }),
    ).toEqual([[2, '2026-09-01', -4_000, 'Bus', '']]);
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
    expect(read('Date,Amount,Payee,Currency\n09/13/2026,1,A\n')).toMatchObject({ currency: null });
    expect(read('Period,09/30/2026 - 09/01/2026\nDate,Amount,Currency\n09/01/2026,1,USD\n09/02/2026,1,EUR\n')).toMatchObject({
      account: null,
      period: null,
      currency: null,
    });
    expect(read('Account,\nPeriod,September\nDate,Amount,Currency\n09/13/2026,1,dollars\n')).toMatchObject({
      account: null,
      period: null,
      currency: null,
    });
  });
});

describe('CSV without a header', () => {
  it('finds the date, amount and wordiest column', () => {
    expect(amounts('15/09/2026;x;-3,50;Bäckerei;1\n16/09/2026;y;2,00;Lohn;2\n')).toEqual([
      [1, '2026-09-15', -3_500, 'Bäckerei', ''],
      [2, '2026-09-16', 2_000, 'Lohn', ''],
    ]);
  });

  it('takes the leftmost of equally wordy columns, and no payee when no column has letters', () => {
    expect(amounts('2026-09-01;1;ab;cd\n').map((l) => l[3])).toEqual(['ab']);
    expect(amounts('2026-09-01;1;42\n').map((l) => l[3])).toEqual(['']);
  });

  it('does not guess from rows of different widths, or without an amount after the date', () => {
    expect(problemOf(csv('2026-09-01;1;a\n2026-09-02;2\n')).what).toMatch(/^Line 1: no header row with a date and an amount/);
    expect(problemOf(csv('1;2026-09-01;a\n2;2026-09-02;b\n')).what).toMatch(/^Line 1: no header row with a date and an amount/);
  });
});

describe('CSV problems', () => {
  it.each([
    [
      'Date,Amount\n2026-09-01,-1.50\n31/13/2026,2\n',
      3,
      1,
      '‘31/13/2026’ is not a date in YYYY-MM-DD.',
      "Check the date on line 3: the file's others are YYYY-MM-DD.",
    ],
    [
      'Date,Amount\n13/01/2026,-1.50\n01/13/2026,2\n',
      3,
      1,
      '‘01/13/2026’ is not a date in DD/MM/YYYY.',
      "Check the date on line 3: the file's others are DD/MM/YYYY.",
    ],
    ['Date;Amount\n2026-09-01;abc\n', 2, 2, '‘abc’ is not an amount (decimal mark ‘.’).', "Check the amount on line 2 against the bank's."],
    [
      'Date;Amount\n2026-09-01;1.2345\n',
      2,
      2,
      '‘1.2345’ has more than 3 decimals (decimal mark ‘.’).',
      "Check the amount on line 2 against the bank's.",
    ],
    ['Date;Amount\n2026-09-01;\n', 2, 2, 'the entry has no amount.', 'Check line 2: a dated row needs an amount.'],
    ['Date;Debit;Credit\n2026-09-01;;\n', 2, 2, 'the entry has no amount.', 'Check line 2: a dated row needs an amount.'],
    ['Date;Credit\n2026-09-01;\n', 2, 2, 'the entry has no amount.', 'Check line 2: a dated row needs an amount.'],
    [
      'Date;Debit;Credit\n2026-09-01;1;2\n',
      2,
      2,
      'the entry has both a debit and a credit amount.',
      'Check line 2: a debit/credit pair fills one of the two.',
    ],
    [
      'Date;Debit;Credit\n2026-09-01;;x\n',
      2,
      3,
      '‘x’ is not an amount (decimal mark ‘.’).',
      "Check the amount on line 2 against the bank's.",
    ],
    [
      'Date;Amount;Balance\n2026-09-01;1;x\n',
      2,
      3,
      '‘x’ is not an amount (decimal mark ‘.’).',
      "Check the amount on line 2 against the bank's.",
    ],
    [
      'Date;Amount;Fee\n2026-09-01;1;x\n',
      2,
      3,
      '‘x’ is not an amount (decimal mark ‘.’).',
      "Check the amount on line 2 against the bank's.",
    ],
  ])('%j → line %i, column %i', (text, line, column, what, fix) => {
    expect(problemOf(csv(text))).toEqual({ line, column, what: `Line ${line}, column ${column}: ${what}`, fix });
  });

  it("names the header's own line when it has a date but no amount column, and the column that holds amounts", () => {
    expect(problemOf(csv('Date;Payee\n2026-09-01;Shop\n'))).toEqual({
      line: 1,
      column: null,
      what: 'Line 1: the header names no amount column (nor debit and credit).',
      fix: 'Pass amount= its header name, or debit= and credit= theirs.',
    });
    // #27: the header on line 3 is cited, not line 1.
    expect(problemOf(csv('Konto;123\nStand;heute\nDatum;Text;Wert\n13.09.2026;Brot;-2,00\n14.09.2026;Lohn;100,00\n'))).toEqual({
      line: 3,
      column: null,
      what: 'Line 3: the header names no amount column (nor debit and credit).',
      fix: 'Pass mapping ‘amount=Wert’.',
    });
  });

  it('says when no header row is found, with the mapping that reads the file when its cells show one', () => {
    expect(problemOf(csv('foo;bar\u202E\nbaz;qux\n'))).toEqual({
      line: 1,
      column: null,
      what: 'Line 1: no header row with a date and an amount in the first 30 rows.',
      fix: "Pass date= and amount= the header's names, or header=no and numbers.",
    });
    expect(problemOf(csv('Quand|Quoi|Combien\n2026-09-22|PHARMACIE|-12.80\n2026-09-21|TENNIS|-22.00\n')).fix).toBe(
      'Pass mapping ‘date=Quand, amount=Combien’.',
    );
    // A name the mapping could not carry (a comma, or too long): the column numbers, after the rows above the header.
    expect(problemOf(csv('Export\nQuand;Quoi;Combien, €\n2026-09-22;A;-12.80\n2026-09-21;B;-22.00\n', { delimiter: ';' })).fix).toBe(
      'Pass mapping ‘skip_rows=1, date=1, amount=3’.',
    );
    expect(problemOf(csv(`${'Q'.repeat(30)};${'C'.repeat(30)}\n2026-09-22;-12.80\n2026-09-21;-22.00\n`, { delimiter: ';' })).fix).toBe(
      'Pass mapping ‘date=1, amount=2’.',
    );
  });

  it('says when the mapping names columns the file lacks, or gives no positions without a header', () => {
    expect(problemOf(csv('Konto;1\nDate;Amount\n2026-09-01;1\n', { amount_column: 'Importe' }))).toEqual({
      line: 2,
      column: null,
      what: 'Line 2: no header row in the first 30 has ‘Importe’.',
      fix: 'Name the columns as the header on line 2 does, or by number.',
    });
    expect(problemOf(csv('x;y\n2026-09-01;1\n', { amount_column: 'Importe', date_column: 'Fecha' })).what).toBe(
      'Line 1: no header row in the first 30 has ‘Fecha, Importe’.',
    );
    expect(problemOf(csv('2026-09-01;1\n', { header: false })).fix).toBe("Pass date= the date column's number, from 1 to 2.");
    expect(problemOf(csv('2026-09-01;1\n', { header: false, date_column: 1 }))).toMatchObject({
      what: 'Line 1: header=no, and no amount column is given by number.',
      fix: 'Pass amount= its number, or debit= and credit= their numbers.',
    });
    expect(problemOf(csv('2026-09-01;1\n', { header: false, date_column: 'Date', amount_column: 2 }))).toMatchObject({
      what: 'Line 1: header=no, yet the mapping names columns (‘Date’).',
      fix: 'With header=no, give every column by number: date=1, amount=2…',
    });
  });

  it("says when the mapping itself is not usable, in the mapping's own words", () => {
    const text = 'Date;Amount\n2026-09-01;1\n';
    expect(problemOf(csv(text, { amount_column: 3 }))).toEqual({
      line: 1,
      column: null,
      what: 'Line 1: amount=3 is not a column: the file has 2.',
      fix: "Pass amount= a column number from 1 to 2, or its header's name.",
    });
    expect(problemOf(csv(text, { date_column: 1.5 })).what).toBe('Line 1: date=1.5 is not a column: the file has 2.');
    expect(problemOf(csv(text, { date_column: 0 })).what).toBe('Line 1: date=0 is not a column: the file has 2.');
    expect(problemOf(csv(text, { delimiter: ';;' }))).toMatchObject({
      what: 'Line 1: the delimiter ‘;;’ is not one a CSV uses.',
      fix: 'Pass delimiter=comma, semicolon, tab or pipe, or leave it out.',
    });
    expect(problemOf(csv(text, { skip_rows: -1 }))).toMatchObject({
      what: 'Line 1: skip_rows=-1 is not a number of lines.',
      fix: 'Pass skip_rows= a whole number of lines, 0 or more.',
    });
    expect(problemOf(csv(text, { skip_rows: 1.5 })).what).toBe('Line 1: skip_rows=1.5 is not a number of lines.');
  });

  it('advises the mark or the date format that reads a value when the mapping set another one', () => {
    expect(problemOf(csv('Date;Amount\n2026-09-13;-1.50\n', { decimal: ',' }))).toMatchObject({
      what: 'Line 2, column 2: ‘-1.50’ is not an amount (decimal mark ‘,’).',
      fix: 'Pass mapping ‘decimal=point’, which reads it.',
    });
    expect(problemOf(csv('Date;Amount\n2026-09-13;-1,5\n', { decimal: '.' })).fix).toBe('Pass mapping ‘decimal=comma’, which reads it.');
    expect(problemOf(csv('Date;Amount\n2026-09-13;abc\n', { decimal: '.' })).fix).toBe("Check the amount on line 2 against the bank's.");
    expect(problemOf(csv('Date;Amount\n2026-09-13;-1\n', { date_format: 'DD/MM/YYYY' }))).toMatchObject({
      what: 'Line 2, column 1: ‘2026-09-13’ is not a date in DD/MM/YYYY.',
      fix: 'Pass mapping ‘date_format=YYYY-MM-DD’, which reads it.',
    });
    expect(problemOf(csv('Date;Amount\n13/13/2026;-1\n', { date_format: 'DD/MM/YYYY' })).fix).toBe(
      "Check the date on line 2: the file's others are DD/MM/YYYY.",
    );
  });

  it('suggests no amount column when the rows under the header are too short to show one', () => {
    expect(problemOf(csv('Datum;Text;Wert\n13.09.2026;Brot\n14.09.2026;Lohn\n')).fix).toBe(
      'Pass amount= its header name, or debit= and credit= theirs.',
    );
  });

  it('says when a header has no entries under it, or every row was skipped', () => {
    expect(problemOf(csv('Date;Amount\n;\nTotal;\n'))).toMatchObject({ line: 3, what: 'Line 3: the CSV has a header but no entries.' });
    expect(problemOf(csv('Date;Amount\n2026-09-01;1\n', { skip_rows: 5 })).what).toBe('Line 1: the CSV has no rows.');
  });

  it('says when text splits into no columns at all', () => {
    expect(problemOf(csv('just some words\nand more\n')).what).toBe('Line 1: the file is not CSV, OFX, QFX, CAMT.053 or QIF.');
  });
});
