// The order of day and month, decided once per file and never guessed silently (#27 item 4: DD/MM files with a
// decimal point were read month first when no day was above 12): the dates, the file's other dates, dots, then
// the layout (a bank's known header, a decimal comma, a currency); else a refusal asking for date_format.
import { describe, expect, it } from 'vitest';
import { chooseDateFormat, commaCue, settledFormat, type DateSample } from '../../../../src/logic/statements/parse/date-order.ts';
import { readStatement, type CsvMapping } from '../../../../src/logic/statements/parse/index.ts';
import { StatementError } from '../../../../src/logic/statements/parse/problems.ts';
import { readMapping } from '../../../../src/logic/statements/mapping-text.ts';
import { expectProblem, problemOf, readFixture, statementOf } from './fixture.ts';

const at = (...texts: string[]): DateSample[] => texts.map((text, i) => ({ text, line: i + 2 }));
const choose = (dates: string[], others: string[] = [], cues = commaCue('.')) => chooseDateFormat(at(...dates), at(...others), cues);
const csv = (text: string, mapping?: CsvMapping) => readStatement(text, mapping ? { mapping } : {});

describe('chooseDateFormat', () => {
  it('reads year-first dates as such, with or without separators', () => {
    expect(choose(['2026-09-01'])).toEqual({ ok: true, format: 'YYYY-MM-DD', why: 'they are written year first' });
    expect(choose(['20260901'])).toMatchObject({ format: 'YYYYMMDD' });
  });

  it('lets a number above 12 settle the order, in any row, naming that row', () => {
    expect(choose(['01/02/2026', '13/02/2026'])).toEqual({
      ok: true,
      format: 'DD/MM/YYYY',
      why: '‘13/02/2026’ on line 3 fits no other order',
    });
    expect(choose(['01/02/2026', 'pending', '02/13/2026'])).toEqual({
      ok: true,
      format: 'MM/DD/YYYY',
      why: '‘02/13/2026’ on line 4 fits no other order',
    });
    expect(choose(['01-02-2026', '01-13-2026'])).toMatchObject({ format: 'MM-DD-YYYY' });
    expect(choose(['13-02-2026'])).toMatchObject({ format: 'DD-MM-YYYY' });
    // The first such row is named.
    expect(choose(['14/02/2026', '13/02/2026'])).toMatchObject({ why: '‘14/02/2026’ on line 2 fits no other order' });
  });

  it('takes 12 as a month either way: a 12 second says nothing', () => {
    expect(choose(['05/12/2026', '11/12/2026'])).toMatchObject({ ok: false });
    expect(choose(['12/05/2026'])).toMatchObject({ ok: false });
  });

  it('gives day-first when the rows disagree, so the odd row is the one refused', () => {
    expect(choose(['13/01/2026', '01/13/2026'])).toMatchObject({ format: 'DD/MM/YYYY' });
  });

  it("lets the file's other dates settle it when they agree and are real dates with a four-digit year", () => {
    expect(choose(['01/02/2026'], ['30/09/2026'])).toEqual({
      ok: true,
      format: 'DD/MM/YYYY',
      why: '‘30/09/2026’ on line 2 fits no other order',
    });
    expect(choose(['01/02/2026'], ['09/30/2026'])).toMatchObject({ format: 'MM/DD/YYYY' });
    // Disagreeing, not dates (31 February, a reference), two-digit years or year first: no say.
    for (const others of [['30/09/2026', '09/30/2026'], ['31/02/2026'], ['02/31/2026'], ['30/09/26'], ['2026-09-30'], ['12/34/5678']]) {
      expect(choose(['01/02/2026'], others), others.join()).toMatchObject({ ok: false });
    }
  });

  it('reads dotted dates day first, then follows the cues in order', () => {
    expect(choose(['01.02.2026'])).toEqual({ ok: true, format: 'DD.MM.YYYY', why: 'dates written with dots are day first' });
    expect(choose(['01/02/2026'], [], commaCue(','))).toEqual({
      ok: true,
      format: 'DD/MM/YYYY',
      why: 'amounts with a decimal comma come with day-first dates',
    });
    expect(
      choose(
        ['01/02/2026'],
        [],
        [
          { order: 'mdy', why: 'a' },
          { order: 'dmy', why: 'b' },
        ],
      ),
    ).toEqual({ ok: true, format: 'MM/DD/YYYY', why: 'a' });
  });

  it('says nothing settles it, with both formats, when nothing does', () => {
    expect(choose(['', '01/02/2026'])).toEqual({
      ok: false,
      sample: { text: '01/02/2026', line: 3 },
      dayFirst: 'DD/MM/YYYY',
      monthFirst: 'MM/DD/YYYY',
    });
    expect(choose(['01-02-26'])).toMatchObject({ dayFirst: 'DD-MM-YYYY', monthFirst: 'MM-DD-YYYY' });
    // No date at all: each row is then refused with its own cell.
    expect(choose(['none'])).toEqual({ ok: true, format: 'YYYY-MM-DD', why: 'no date was found' });
  });

  it('refuses the unsettled order with the mapping that settles it', () => {
    expect(settledFormat({ ok: true, format: 'DD/MM/YYYY', why: 'x' })).toEqual({ ok: true, format: 'DD/MM/YYYY', why: 'x' });
    expect(() => settledFormat(choose(['01/02/2026']))).toThrow(StatementError);
    expect(commaCue('.')).toEqual([]);
  });
});

/** The mapping a problem's fix advises, read as the tools read it. */
function advised(fix: string): CsvMapping {
  const text = /mapping ‘([^’]+)’/u.exec(fix)?.[1];
  if (text === undefined) throw new Error(`no mapping advised: ${fix}`);
  const read = readMapping(text);
  if (!read.ok) throw new Error(read.what);
  return read.mapping;
}

describe('day and month in a CSV (#27 item 4)', () => {
  it("reads Monzo's export day first though no day is above 12, and says why", () => {
    const s = readFixture('uk-monzo.csv');
    expect(s.lines.map((l) => l.date)).toEqual([
      '2026-09-01',
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-07',
      '2026-09-08',
      '2026-09-10',
      '2026-09-11',
      '2026-09-12',
    ]);
    expect(s).toMatchObject({
      currency: 'GBP',
      date_format: 'DD/MM/YYYY',
      notes: ["Dates read as DD/MM/YYYY: the header is Monzo's, whose export writes them so."],
    });
    expect(s.lines[3]).toEqual({
      line: 5,
      date: '2026-09-03',
      amount: 2_150_000,
      payee: 'Acme Ltd',
      memo: 'ACME LTD SALARY SEP',
      bank_id: null,
    });
  });

  it.each([
    ['Date,Description,Amount,Running Bal.', 'MM/DD/YYYY', 'Bank of America'],
    ['Posted Date,Reference Number,Payee,Address,Amount', 'MM/DD/YYYY', 'Bank of America'],
    ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #', 'MM/DD/YYYY', 'Chase'],
    ['Transaction Date,Post Date,Description,Category,Type,Amount,Memo', 'MM/DD/YYYY', 'Chase or Discover'],
    ['Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit', 'MM/DD/YYYY', 'Capital One'],
    ['Account Type,Account Number,Transaction Date,Cheque Number,Description 1,Description 2,CAD$,USD$', 'MM/DD/YYYY', 'RBC'],
    ['Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount', 'DD/MM/YYYY', 'Monzo'],
    ['Date,Counter Party,Reference,Type,Amount (USD),Balance (USD),Spending Category,Notes', 'DD/MM/YYYY', 'Starling'],
    [
      'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount',
      'DD/MM/YYYY',
      'Lloyds or Halifax',
    ],
    ['Number,Date,Account,Amount,Subcategory,Memo', 'DD/MM/YYYY', 'Barclays'],
    ['Date,Transaction type,Description,Paid out,Paid in', 'DD/MM/YYYY', 'Nationwide'],
    ['Date,Type,Description,Value,Account Name,Account Number', 'DD/MM/YYYY', 'NatWest'],
    ['Bank Account,Date,Narrative,Debit Amount,Credit Amount,Categories,Serial', 'DD/MM/YYYY', 'Westpac'],
    ['Date,Amount,Account Number,Transaction Type,Transaction Details,Category,Merchant Name', 'DD/MM/YYYY', 'NAB'],
  ])('reads %s as %s (%s)', (header, format, bank) => {
    const cellFor = (h: string, d: string) =>
      /date/i.test(h) ? d : /bal|credit|paid in|^usd/i.test(h) ? '' : /^(amount|debit|value|cad|paid out)/i.test(h) ? '-1.00' : 'x';
    const row = (d: string) =>
      header
        .split(',')
        .map((h) => cellFor(h, d))
        .join(',');
    // RBC's amount column is CAD$ (or USD$), which the mapping names.
    const s = statementOf(
      csv([header, row('01/02/2026'), row('03/02/2026')].join('\n'), bank === 'RBC' ? { amount_column: 7 } : undefined),
    );
    expect(s.lines.map((l) => [l.date, l.amount])).toEqual(
      format === 'DD/MM/YYYY'
        ? [
            ['2026-02-01', -1_000],
            ['2026-02-03', -1_000],
          ]
        : [
            ['2026-01-02', -1_000],
            ['2026-03-02', -1_000],
          ],
    );
    expect(s.date_format).toBe(format);
    expect(s.notes![0]).toBe(`Dates read as ${format}: the header is ${bank}'s, whose export writes them so.`);
  });

  it.each([
    ['Date,Description,Amount,Currency', '-1.00,GBP', 'GBP'],
    ['Date,Description,Amount (AUD)', '-1.00', 'AUD'],
    ['Date,Description,Amount', '-£1.00', 'GBP'],
    ['Date,Description,Amount', '-1.00 €', 'EUR'],
    ['Date,Description,Amount euros', '-1.00', 'EUR'],
    ['Date,Description,Montant euro', '-1.00', 'EUR'],
  ])("reads a day-first currency's dates day first: %s with %s", (header, tail, code) => {
    const s = statementOf(csv(`${header}\n01/02/2026,A,${tail}\n03/02/2026,B,${tail}\n`));
    expect(s.notes![0]).toBe(`Dates read as DD/MM/YYYY: amounts in ${code} come with day-first dates.`);
  });

  it("reads the day first with a decimal comma, and the order a preamble's dates show", () => {
    expect(statementOf(csv('Date;Montant\n01/02/2026;-1,50\n')).notes![0]).toBe(
      'Dates read as DD/MM/YYYY: amounts with a decimal comma come with day-first dates.',
    );
    expect(statementOf(csv('Period,09/01/2026 - 09/30/2026\nDate,Amount\n09/01/2026,-1.50\n')).notes![0]).toBe(
      'Dates read as MM/DD/YYYY: ‘09/30/2026’ on line 1 fits no other order.',
    );
    // A value date settles it too.
    expect(statementOf(csv('Date,Value date,Amount\n01/02/2026,13/02/2026,-1.50\n')).date_format).toBe('DD/MM/YYYY');
  });

  it('refuses a file nothing settles (a decimal point, no known header, no day above 12), and its advice reads it', () => {
    const text = 'Date,Description,Amount\n01/09/2026,Coffee,-3.50\n05/09/2026,Bread,-2.20\n';
    const problem = expectProblem(csv(text), {
      line: 2,
      what: 'Line 2: ‘01/09/2026’ may be day or month first: no date says which.',
      fix: 'Pass mapping ‘date_format=DD/MM/YYYY’ if the day comes first, else MM/DD/YYYY.',
    });
    const s = statementOf(csv(text, advised(problem.fix)));
    expect(s.lines.map((l) => l.date)).toEqual(['2026-09-01', '2026-09-05']);
    expect(s.notes![0]).toBe('Dates read as DD/MM/YYYY: the mapping gives it.');
  });

  it('refuses a QIF file nothing settles, and reads it with the date_format and decimal the mapping gives', () => {
    const text = '!Type:Bank\nD01/09/2026\nT-3.50\nPCoffee\n^\nD05/09/2026\nT-2.20\n^\n';
    const problem = problemOf(readStatement(text));
    expect(problem.what).toBe('Line 2: ‘01/09/2026’ may be day or month first: no date says which.');
    const s = statementOf(readStatement(text, { mapping: advised(problem.fix) }));
    expect(s).toMatchObject({ format: 'qif', date_format: 'DD/MM/YYYY', notes: ['Dates read as DD/MM/YYYY: the mapping gives it.'] });
    expect(s.lines.map((l) => [l.date, l.amount])).toEqual([
      ['2026-09-01', -3_500],
      ['2026-09-05', -2_200],
    ]);
    expect(
      statementOf(readStatement('!Type:Bank\nD01/09/2026\nT-1.234\n^\n', { mapping: { date_format: 'MM/DD/YYYY', decimal: ',' } }))
        .lines[0],
    ).toMatchObject({ date: '2026-01-09', amount: -1_234_000 });
    expect(statementOf(readStatement('!Type:Bank\nD01/09/2026\nT-3,50\n^\n'))).toMatchObject({
      date_format: 'DD/MM/YYYY',
      decimal: { mark: ',', shown: true },
    });
  });
});
