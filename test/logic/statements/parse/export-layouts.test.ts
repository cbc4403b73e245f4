// Four layouts read as their banks export them (#27), each for a trait other banks share: American Express's
// card CSV (charges printed positive), RBC's (amounts under "CAD$" and "USD$", two numbered descriptions),
// Fidelity's cash management account (a broker's "Run Date" and "Action", blank rows and a disclaimer around
// the table) and Revolut's (a fee column, pending and reverted rows with no balance).
import { describe, expect, it } from 'vitest';
import { decodeStatement, readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { entry, expectProblem, fixtureBytes, problemOf, readFixture, statementOf } from './fixture.ts';
import { secondAccount } from '../../../../src/logic/statements/parse/csv-preamble.ts';

const text = (name: string) => decodeStatement(fixtureBytes(name));
const AMEX_NOTE =
  "Signs flipped, charges being printed positive: the header is American Express's, whose export prints them so; mapping ‘invert=no’ keeps the printed signs.";

describe('American Express: charges printed positive', () => {
  it('reads charges as money out and the payment and refund as money in, and says so', () => {
    const s = readFixture('us-amex-card.csv');
    expect(s.lines).toEqual([
      entry(2, '2026-09-14', -5_750, 'BLUE BOTTLE COFFEE OAKLAND CA', "'320260140001234567'"),
      entry(7, '2026-09-10', 250_000, 'AUTOPAY PAYMENT - THANK YOU', "'320260100009876543'"),
      entry(8, '2026-09-08', -42_100, 'AMAZON MARKETPLACE SEATTLE WA', "'320260080004455667'"),
      entry(13, '2026-09-03', 12_990, 'AMAZON MARKETPLACE SEATTLE WA', "'320260030004455668'"),
    ]);
    expect(s.notes).toEqual(['Dates read as MM/DD/YYYY: ‘09/14/2026’ on line 2 fits no other order.', AMEX_NOTE]);
  });

  it('keeps the printed signs with mapping invert=no, and flips them once with invert=yes, saying nothing then', () => {
    const printed = readFixture('us-amex-card.csv', { invert: false });
    expect(printed.lines.map((l) => l.amount)).toEqual([5_750, -250_000, 42_100, -12_990]);
    expect(printed.notes).toHaveLength(1);
    const flipped = readFixture('us-amex-card.csv', { invert: true });
    expect(flipped.lines.map((l) => l.amount)).toEqual([-5_750, 250_000, -42_100, 12_990]);
    expect(flipped.notes).toHaveLength(1);
  });

  it('knows its other download by its "Card Member" and "Account #", and needs all of a layout\'s names', () => {
    const basic = statementOf(readStatement('Date,Description,Card Member,Account #,Amount\n09/14/2026,BLUE BOTTLE,J DOE,-71001,5.75\n'));
    expect(basic.lines[0]!.amount).toBe(-5_750);
    expect(basic.notes![1]).toBe(AMEX_NOTE);
    for (const header of [
      'Date,Description,Card Member,Amount',
      'Date,Description,Account #,Amount',
      'Date,Description,Extended Details,Amount',
      'Date,Description,Appears On Your Statement As,Amount',
    ]) {
      const s = statementOf(readStatement(`${header}\n09/14/2026,BLUE BOTTLE,x,5.75\n`));
      expect(s.lines[0]!.amount, header).toBe(5_750);
      expect(s.notes, header).toHaveLength(1);
    }
  });
});

describe("RBC: amounts under the currency's name", () => {
  it('reads "CAD$" as the amount, the account column, and "Description 1" and "2" as payee and memo', () => {
    const s = readFixture('ca-rbc-chequing.csv');
    expect(s).toMatchObject({ account: '06702-1234567', date_format: 'MM/DD/YYYY' });
    expect(s.lines).toEqual([
      entry(2, '2026-09-02', -2_850, 'TIM HORTONS #21', 'IDP PURCHASE - 4417'),
      entry(3, '2026-09-04', -86_400, 'MISC PAYMENT', 'HYDRO ONE'),
      entry(4, '2026-09-11', -300_000, 'CHEQUE - 112'),
      entry(5, '2026-09-15', 2_450_000, 'PAYROLL DEPOSIT', 'ACME CANADA INC'),
    ]);
  });

  it('takes the currency column the rows fill: a US dollar account\'s "USD$", under a title or not', () => {
    const usd = text('ca-rbc-chequing.csv').replace(/,(-?[\d.]+),\r\n/gu, ',,$1\r\n');
    for (const file of [usd, `US dollar account\r\n${usd}`])
      expect(statementOf(readStatement(file)).lines.map((l) => l.amount)).toEqual([-2_850, -86_400, -300_000, 2_450_000]);
  });

  it("refuses a file of two accounts at the first row of the second, and reads the first account's rows alone, as advised", () => {
    const both = `${text('ca-rbc-chequing.csv')}"U.S. Savings",06702-7654321,9/16/2026,,"INTEREST","",,1.02\r\n`;
    expectProblem(readStatement(both), {
      line: 6,
      what: 'Line 6: another account (‘06702-7654321’) than the rows above.',
      fix: "Keep one account's rows (one account per statement), then pass the file again.",
    });
    expect(statementOf(readStatement(text('ca-rbc-chequing.csv'))).lines).toHaveLength(4);
  });

  it('finds a second account only in a column naming the account, on rows of any width', () => {
    const rec = (line: number, ...cells: string[]) => ({ line, end: line, cells });
    const header = ['Date', 'Amount', 'Account Number'];
    expect(secondAccount(header, [])).toBeNull();
    expect(secondAccount(header, [rec(2, '2026-09-14', '-1.00', '123'), rec(3, '2026-09-15', '-2.00')])).toEqual({ line: 3, account: '' });
    expect(
      secondAccount([...header.slice(0, 2), 'Reference'], [rec(2, '2026-09-14', '-1.00', '123'), rec(3, '2026-09-15', '-2.00', '456')]),
    ).toBeNull();
    expect(secondAccount(null, [rec(2, '2026-09-14', '-1.00', '123')])).toBeNull();
  });

  it('takes the first currency column any row fills, and refuses a row that leaves it empty', () => {
    expect(problemOf(readStatement('Date,CAD$,USD$\n2026-09-14,-1.00,-1.00\n2026-09-15,,-2.00\n')).what).toBe(
      'Line 3, column 2: the entry has no amount.',
    );
  });

  it('reads a currency header with or without its sign, and the first when no row fills one', () => {
    for (const header of ['EUR', 'USD $', '€EUR'])
      expect(statementOf(readStatement(`Date,Payee,${header}\n2026-09-14,Tea,-2.00\n`)).lines[0]!.amount, header).toBe(-2_000);
    // A header with no row under it is still one: the file has no entries, not an unknown header.
    expect(problemOf(readStatement('Date,Payee,CAD$,USD$\n\n')).what).toBe('Line 1: the CSV has a header but no entries.');
    // Not a currency: lower case, a symbol alone, three letters no currency has.
    for (const header of ['eur', '$', 'XYZ'])
      expect(problemOf(readStatement(`Date,Payee,${header}\n2026-09-14,Tea,-2.00\n`)).what, header).toContain(
        'the header names no amount column',
      );
  });

  it('leaves a currency column a mapping gives another field, and a named amount column, as they are', () => {
    expect(problemOf(readStatement('Date,CAD$\n2026-09-14,-2.00\n', { mapping: { memo_column: 'CAD$' } })).what).toContain('no header row');
    expect(statementOf(readStatement('Date,Amount,EUR\n2026-09-14,-2.00,\n')).lines[0]!.amount).toBe(-2_000);
  });

  it('drops a number after a known name only, and never from a name the mapping gives', () => {
    // "Transaction 1 Description" is no numbered name.
    expect(statementOf(readStatement('Date,Amount,Transaction 1 Description\n2026-09-14,-2.00,x\n')).lines[0]!.payee).toBe('');
    const s = statementOf(readStatement('Date,Amount,Note 1,Note 2\n2026-09-14,-2.00,a,b\n', { mapping: { payee_column: 'Note 2' } }));
    expect(s.lines[0]).toMatchObject({ payee: 'b', memo: 'a' });
  });
});

describe("Fidelity cash management: a broker's export", () => {
  it('finds the table between blank rows and a disclaimer, its "Run Date" and its "Action"', () => {
    const s = readFixture('us-fidelity-cma.csv');
    expect(s.lines).toEqual([
      entry(7, '2026-09-30', 1_270, 'INTEREST EARNED FDIC INSURED DEPOSIT AT CITIBANK NOT CO (QPCTQ) (Cash)'),
      entry(8, '2026-09-15', 3_150_000, 'DIRECT DEPOSIT ACME CORP PAYROLL (Cash)'),
      entry(9, '2026-09-12', -64_300, 'DEBIT CARD PURCHASE SAFEWAY #1842 BELLEVUE WA (Cash)'),
      entry(10, '2026-09-08', -1_200_000, 'Check Paid # 5804 (Cash)'),
    ]);
    expect(s.notes).toEqual(['Dates read as MM/DD/YYYY: ‘09/30/2026’ on line 7 fits no other order.']);
  });

  it('takes the first of the dates no known name gives, never over a known one, nor one a mapping gives elsewhere', () => {
    const s = statementOf(readStatement('Trade Date,Settlement Date,Amount\n09/14/2026,09/16/2026,-2.00\n'));
    expect(s.lines[0]!.date).toBe('2026-09-14');
    expect(statementOf(readStatement('Settlement Date,Date,Amount\n09/16/2026,09/14/2026,-2.00\n')).lines[0]!.date).toBe('2026-09-14');
    expect(problemOf(readStatement('Trade Date,Amount\n09/14/2026,-2.00\n', { mapping: { memo_column: 'Trade Date' } })).what).toContain(
      'no header row',
    );
    // "Date downloaded" and "Run Date Time" name no date column.
    expect(problemOf(readStatement('Date downloaded,Run Date Time,Amount\n09/14/2026,09/14/2026,-2.00\n')).what).toContain('no header row');
  });
});

describe('Revolut: a fee column and a state column', () => {
  it('takes the fee off the amount, leaves the reverted and pending holds out and says so, and the balances add up', () => {
    const s = readFixture('eu-revolut.csv');
    expect(s).toMatchObject({ currency: 'EUR', opening: 500_000, closing: 624_100 });
    expect(s.lines).toEqual([
      entry(2, '2026-09-01', -23_400, 'Albert Heijn'),
      entry(3, '2026-09-03', -102_500, 'Cash at Euronet'),
      entry(5, '2026-09-08', 250_000, 'Payment from J Doe'),
    ]);
    expect(s.notes).toEqual([
      'Dates read as YYYY-MM-DD: they are written year first.',
      'Lines 4, 6 left out: ‘State’ says ‘REVERTED’, ‘PENDING’, not booked; a pending hold is no entry yet.',
    ]);
  });

  it('was refused before: a pending row, with no balance, broke the running balance', () => {
    // With the state column renamed, the rows are entries again, and the balance after them does not add up.
    expect(problemOf(readStatement(text('eu-revolut.csv').replace(',State,', ',Stage,'))).what).toBe(
      'Line 5: the balance 624.1, but the lines before add up to 619.9.',
    );
  });
});
