// Silent misreads refused (#27 item 7): a row wider than its header, balances the amounts do not lead to, an
// export pasted twice, a second table, and dates no statement line has (1900-01-01, far outside the period).
import { describe, expect, it } from 'vitest';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { problemOf, statementOf } from './fixture.ts';

const US = 'Date,Description,Amount,Balance\n09/13/2026,Coffee,-1.00,"1,999.00"\n';

describe('rows that do not fit their header', () => {
  it('refuses an unquoted "-1,234.56" in a comma file rather than read -1.00 from the wrong cell', () => {
    const text = 'Date,Description,Amount\n09/14/2026,Rent,-1,234.56\n09/15/2026,Tea,-2.00\n';
    expect(problemOf(readStatement(text))).toEqual({
      line: 2,
      column: 4,
      what: 'Line 2, column 4: the row has 4 cells, the header 3.',
      fix: 'A value holds a comma: put it in "quotes" and pass the file again.',
    });
    // Following the advice reads it.
    expect(statementOf(readStatement(text.replace('-1,234.56', '"-1,234.56"'))).lines[0]!.amount).toBe(-1_234_560);
  });

  it('names the delimiter, and lets a trailing delimiter or an empty header cell be', () => {
    expect(problemOf(readStatement('Date;Amount\n13.09.2026;-1;x\n')).fix).toBe(
      'A value holds a semicolon: put it in "quotes" and pass the file again.',
    );
    expect(problemOf(readStatement('Date\tAmount\n2026-09-13\t-1\tx\n')).fix).toContain('a tab');
    expect(problemOf(readStatement('Date|Amount\n2026-09-13|-1|x\n')).fix).toContain('a pipe');
    // Chase ends every row with a comma, Crédit Agricole its header too.
    expect(statementOf(readStatement('Date,Amount\n2026-09-13,-1,\n')).lines).toHaveLength(1);
    expect(statementOf(readStatement('Date;Amount;;\n2026-09-13;-1;;\n')).lines).toHaveLength(1);
  });
});

describe('balances that do not add up', () => {
  it('refuses a running balance the amounts do not lead to, and reads the file with balance=none', () => {
    const text = `${US}09/14/2026,Rent,-1.00,"764.44"\n09/15/2026,Tea,-2.00,"762.44"\n`;
    expect(problemOf(readStatement(text))).toEqual({
      line: 3,
      column: null,
      what: 'Line 3: the balance 764.44, but the lines before add up to 1998.',
      fix: "Check line 3's amount; mapping ‘balance=none’ leaves balances out.",
    });
    expect(statementOf(readStatement(text, { mapping: { balance_column: null } }))).toMatchObject({
      opening: null,
      closing: null,
      lines: [{ amount: -1_000 }, { amount: -1_000 }, { amount: -2_000 }],
    });
  });

  it('takes a fee from the amount, as the balance does (Revolut)', () => {
    const text =
      'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\nCARD_PAYMENT,Current,2026-09-01 10:00:00,2026-09-02 09:00:00,Shop,-10.00,0.50,EUR,COMPLETED,89.50\nTOPUP,Current,2026-09-03 10:00:00,2026-09-03 10:00:01,Top-up,20.00,0.00,EUR,COMPLETED,109.50\n';
    expect(statementOf(readStatement(text))).toMatchObject({
      opening: 100_000,
      closing: 109_500,
      lines: [{ date: '2026-09-01', amount: -10_500 }, { amount: 20_000 }],
    });
    expect(statementOf(readStatement(text.replace('0.50,EUR', '-0.50,EUR'))).lines[0]!.amount).toBe(-10_500);
  });

  it('reads a balance row (a date and a balance, no amount) as no entry, and refuses a dated row with neither', () => {
    const s = statementOf(
      readStatement(`Date,Description,Amount,Balance\n09/13/2026,Opening balance,,"2,000.00"\n09/13/2026,Coffee,-1.00,"1,999.00"\n`),
    );
    expect(s).toMatchObject({ opening: 2_000_000, closing: 1_999_000, lines: [{ line: 3, payee: 'Coffee' }] });
    expect(
      problemOf(readStatement('Date,Description,Amount,Balance\n09/13/2026,Opening balance,,\n09/14/2026,Coffee,-1.00,9.00\n')).what,
    ).toBe('Line 2, column 3: the entry has no amount.');
    expect(problemOf(readStatement('Date,Description,Amount,Balance\n09/13/2026,Opening balance,,"2,000.00"\n'))).toMatchObject({
      line: 2,
      what: 'Line 2: the CSV has a header but no entries.',
    });
  });
});

describe('an export pasted twice, and a second table', () => {
  const rows = '2026-09-01,Coffee,-3.50\n2026-09-02,Bread,-2.20\n2026-09-03,Rent,-950.00\n';
  /** The file is refused at line 5 as told, and its first four lines (a header and `rows`) read as three entries. */
  const refusedAtLine5 = (text: string, what: string, fix: string) => {
    expect(problemOf(readStatement(text))).toEqual({ line: 5, column: null, what, fix });
    expect(statementOf(readStatement(text.split('\n').slice(0, 4).join('\n'))).lines).toHaveLength(3);
  };

  it('names the lines that repeat earlier ones, and reads the file once they are left out', () => {
    const text = `Date,Description,Amount\n${rows}${rows}`;
    refusedAtLine5(
      text,
      'Line 5: lines 5–8 repeat lines 2–4: the export is pasted twice.',
      'Leave out lines 5–8, then pass the statement again.',
    );
    // With lines in between, each copy ends where the next line starts.
    expect(problemOf(readStatement(`Date,Description,Amount\n${rows}2026-09-04,Tea,-1.00\n${rows}2026-09-05,Milk,-1.00\n`)).what).toBe(
      'Line 6: lines 6–8 repeat lines 2–4: the export is pasted twice.',
    );
  });

  it('lets identical lines be: two coffees, six parking fees, a pair repeated', () => {
    const same = '2026-09-01,Parking,-2.00\n'.repeat(6);
    expect(statementOf(readStatement(`Date,Description,Amount\n${same}`)).lines).toHaveLength(6);
    const pair = '2026-09-01,Coffee,-3.50\n2026-09-01,Bun,-1.50\n';
    expect(statementOf(readStatement(`Date,Description,Amount\n${pair}${pair}`)).lines).toHaveLength(4);
  });

  it("names a copy pasted with its header, and a second table that is another account's", () => {
    const header = 'Date,Description,Amount\n';
    expect(problemOf(readStatement(`${header}${rows}${header}${rows}`))).toEqual({
      line: 5,
      column: null,
      what: 'Line 5: lines 5–8 repeat lines 1–4: the export is pasted twice.',
      fix: 'Leave out lines 5–8, then pass the statement again.',
    });
    const second = `${header}${rows}${header}2026-09-05,Card,-9.00\n`;
    refusedAtLine5(
      second,
      'Line 5: a second table starts here: another account or card.',
      'Pass lines 1 to 4 only: one account per statement.',
    );
    expect(problemOf(readStatement(`${header}${rows}${header}`)).what).toBe('Line 5: a second table starts here: another account or card.');
  });

  it('tells a second table of as many rows from a pasted copy by its cells', () => {
    const header = 'Date,Description,Amount\n';
    const other = '2026-09-05,Card,-9.00\n2026-09-06,Card,-8.00\n2026-09-07,Card,-7.00\n';
    expect(problemOf(readStatement(`${header}${rows}${header}${other}`)).what).toBe(
      'Line 5: a second table starts here: another account or card.',
    );
  });

  it('knows the header again with a trailing delimiter, and only with its own cells', () => {
    const header = 'Date,Description,Amount\n';
    expect(problemOf(readStatement(`${header}${rows}Date,Description,Amount,\n${rows}`)).what).toBe(
      'Line 5: lines 5–8 repeat lines 1–4: the export is pasted twice.',
    );
    // The same letters cut elsewhere are no header: the row is read, and its amount refused.
    expect(problemOf(readStatement(`${header}${rows}DateDescription,,Amount\n`)).what).not.toMatch(/table|pasted/u);
  });

  it('reads a doubled header line as one, and its advice works', () => {
    const header = 'Date,Description,Amount\n';
    const doubled = `${header}${header}${rows}`;
    expect(problemOf(readStatement(doubled))).toEqual({
      line: 2,
      column: null,
      what: 'Line 2: the header is repeated here, before any entry.',
      fix: 'Leave out line 2, then pass the statement again.',
    });
    const lines = doubled.split('\n');
    expect(statementOf(readStatement([lines[0], ...lines.slice(2)].join('\n'))).lines).toHaveLength(3);
  });

  it('names repeated runs in other formats too, up to the end of the file', () => {
    const entry = (d: string, t: string) => `D${d}\nT${t}\n^\n`;
    const run = entry('2026-09-01', '-1.00') + entry('2026-09-02', '-2.00') + entry('2026-09-03', '-3.00');
    expect(problemOf(readStatement(`!Type:Bank\n${run}${run}`)).what).toBe(
      'Line 11: lines 11–20 repeat lines 2–10: the export is pasted twice.',
    );
  });
});

describe('dates no statement line has', () => {
  it('refuses a line before 1990, a placeholder date', () => {
    const text = 'Date,Amount\n2026-09-01,-1\n1900-01-01,-2\n2026-09-03,-3\n';
    expect(problemOf(readStatement(text))).toEqual({
      line: 3,
      column: null,
      what: "Line 3: 1900-01-01 is before 1990: not a real entry's date.",
      fix: 'Correct or leave out line 3, then pass the statement again.',
    });
    expect(statementOf(readStatement(text.replace('1900-01-01,-2\n', ''))).lines).toHaveLength(2);
    expect(statementOf(readStatement('Date,Amount\n1990-01-01,-1\n')).lines).toHaveLength(1);
  });

  it("refuses a line more than a month outside the period the file declares, and lets a bank's off-by-one be", () => {
    const period = 'Period,2026-09-01 - 2026-09-30\nDate,Amount\n';
    expect(problemOf(readStatement(`${period}2026-09-01,-1\n2026-11-01,-2\n`)).what).toBe(
      'Line 4: 2026-11-01 is far outside the period 2026-09-01 to 2026-09-30.',
    );
    expect(problemOf(readStatement(`${period}2026-07-31,-1\n`)).what).toBe(
      'Line 3: 2026-07-31 is far outside the period 2026-09-01 to 2026-09-30.',
    );
    expect(statementOf(readStatement(`${period}2026-08-01,-1\n2026-10-31,-2\n`)).lines).toHaveLength(2);
  });

  it('names a line far from all others, rather than call the statement too long', () => {
    expect(problemOf(readStatement('Date,Amount\n2019-09-01,-1\n2026-09-02,-2\n2026-09-03,-3\n')).what).toBe(
      "Line 2: 2019-09-01 is far from the other lines' dates.",
    );
    expect(problemOf(readStatement('Date,Amount\n2026-09-02,-2\n2026-09-03,-3\n2031-09-01,-1\n')).what).toBe(
      "Line 4: 2031-09-01 is far from the other lines' dates.",
    );
    // Two years of lines, or two lines, are the period check's to refuse (statement_too_long).
    expect(statementOf(readStatement('Date,Amount\n2024-09-01,-1\n2024-11-01,-1\n2025-12-01,-2\n2026-02-01,-3\n')).lines).toHaveLength(4);
    expect(statementOf(readStatement('Date,Amount\n2019-09-01,-1\n2026-09-02,-2\n')).lines).toHaveLength(2);
  });
});
