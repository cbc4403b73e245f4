// Where a CSV's header is looked for and what its columns are read as, and the advice when they are not found.
import { describe, expect, it } from 'vitest';
import { readMapping } from '../../../../src/logic/statements/mapping-text.ts';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { problemOf, statementOf } from './fixture.ts';

const rows = (n: number, row: string) => Array.from({ length: n }, () => row).join('\n');

describe('the header', () => {
  it('is looked for in the first 30 rows only, which are the preamble before it', () => {
    const table = (preamble: number) => `${rows(preamble, 'Note,x')}\nDate,Amount\n2026-09-14,-1.00\n`;
    expect(problemOf(readStatement(table(30))).what).toBe('Line 1: no header row with a date and an amount in the first 30 rows.');
    expect(statementOf(readStatement(table(29)))).toMatchObject({ lines: [{ line: 31, amount: -1_000 }] });
    // A header naming an account column is no preamble stating one.
    expect(statementOf(readStatement('Account,Date,Amount\nES91 1234,2026-09-14,-1.00\n')).account).toBeNull();
  });

  it('is not guessed from the cells when the mapping says the file has one', () => {
    const headless = '2026-09-14,Tea,-1.00\n2026-09-15,Cake,-2.00\n';
    expect(statementOf(readStatement(headless)).lines).toHaveLength(2);
    expect(problemOf(readStatement(headless, { mapping: { header: true } }))).toMatchObject({
      what: 'Line 1: header=yes, but every row is an entry: the file has no header.',
      fix: 'Pass mapping ‘header=no, date=1, amount=3, payee=2’.',
    });
  });

  it('advises numbered columns, which then read the file, when header=yes is given a file without one', () => {
    const td = '09/14/2026,COFFEE,4.35,,95.65\n09/15/2026,PAY,,100.00,195.65\n';
    const { fix } = problemOf(readStatement(td, { mapping: { header: true } }));
    expect(fix).toBe('Pass mapping ‘header=no, date=1, debit=3, credit=4, payee=2’.');
    const followed = readMapping(/‘(.*)’/u.exec(fix)![1]!);
    if (!followed.ok) expect.fail(followed.what);
    const advised = statementOf(readStatement(td, { mapping: followed.mapping }));
    expect(advised.lines.map((l) => [l.amount, l.payee])).toEqual([
      [-4_350, 'COFFEE'],
      [100_000, 'PAY'],
    ]);
  });

  it('is refused when a column the mapping names is not in it, though it reads otherwise', () => {
    expect(problemOf(readStatement('Date,Amount,Payee\n2026-09-14,-1.00,Tea\n', { mapping: { payee_column: 'Nope' } }))).toEqual({
      line: 1,
      column: null,
      what: 'Line 1: no header row in the first 30 has ‘Nope’.',
      fix: 'Name the columns as the header on line 1 does, or by number.',
    });
  });

  it('may name a debit column alone', () => {
    expect(statementOf(readStatement('Date,Payee,Debit\n2026-09-14,Tea,1.00\n')).lines[0]!.amount).toBe(-1_000);
  });

  it('says which date column header=no lacks', () => {
    expect(problemOf(readStatement('2026-09-14,-1.00\n', { mapping: { header: false, amount_column: 2 } })).what).toBe(
      'Line 1: header=no, and no date column is given by number.',
    );
  });
});

describe('the advice for a header without an amount column', () => {
  const fixOf = (text: string) => problemOf(readStatement(text)).fix;

  it('names the column of amounts, the first one, even before the date', () => {
    expect(fixOf('Wert;Datum\n-1,00;22.09.2026\n')).toBe('Pass mapping ‘amount=Wert’.');
    // Eight-digit dates are amounts to the eye: the date column is never the one named.
    expect(fixOf('Datum;Text;Wert\n20260922;A;-1,00\n')).toBe('Pass mapping ‘amount=Wert’.');
  });

  it('judges the column on the 30 rows under the header', () => {
    const text = `Datum;Text;Wert\n${rows(30, '22.09.2026;A;-1,00')}\n22.09.2026;A;x\n`;
    expect(fixOf(text)).toBe('Pass mapping ‘amount=Wert’.');
  });

  it('names a column by number when its name holds a sign a mapping cannot carry, or makes the mapping long', () => {
    expect(fixOf('Datum;Text;*Wert\n22.09.2026;A;-1,00\n')).toBe('Pass mapping ‘amount=3’.');
    const named = (n: number) => `Datum;Text;${'W'.repeat(n)}\n22.09.2026;A;-1,00\n`;
    expect(fixOf(named(33))).toBe(`Pass mapping ‘amount=${'W'.repeat(33)}’.`);
    expect(fixOf(named(34))).toBe('Pass mapping ‘amount=3’.');
  });
});

describe('the advice for a file without a header', () => {
  it('reads the 30 rows under each of the first 30 as a header would have them', () => {
    // Under the 31st row only, the rows show a date and an amount: too far down to be advised.
    const deep = `${rows(31, 'x,y,z')}\n${rows(3, '2026-09-14,Tea,-1.00')}\n`;
    expect(problemOf(readStatement(deep)).fix).toBe("Pass date= and amount= the header's names, or header=no and numbers.");
    // A row that is no entry among the 30 under a row leaves it unadvised.
    const footed = `Quand,Quoi,Combien\n${rows(28, '2026-09-14,Tea,-1.00')}\nTotal,x,y\n`;
    expect(problemOf(readStatement(footed)).fix).toBe("Pass date= and amount= the header's names, or header=no and numbers.");
    expect(problemOf(readStatement(footed.replace('Total,x,y\n', ''))).fix).toBe('Pass mapping ‘date=Quand, amount=Combien’.');
  });

  it('never advises a balance column for the amounts, though its cells come first', () => {
    const text = 'Wann;Was;Saldo;Betrag\n22.09.2026;A;100,00;-1,00\n23.09.2026;B;98,00;-2,00\n';
    expect(problemOf(readStatement(text)).fix).toBe('Pass mapping ‘date=Wann, amount=Betrag’.');
    expect(problemOf(readStatement('Datum;Was;Saldo\n22.09.2026;A;100,00\n')).fix).toBe(
      'Pass amount= its header name, or debit= and credit= theirs.',
    );
    // A header shorter than its rows names no column of theirs.
    expect(problemOf(readStatement('Wann;Was\n22.09.2026;A;-1,00\n23.09.2026;B;-2,00\n')).fix).toBe(
      'Pass mapping ‘skip_rows=1, header=no, date=1, amount=3’.',
    );
    expect(
      statementOf(
        readStatement('Wann;Was\n22.09.2026;A;-1,00\n23.09.2026;B;-2,00\n', {
          mapping: { skip_rows: 1, header: false, date_column: 1, amount_column: 3 },
        }),
      ).lines,
    ).toHaveLength(2);
  });

  it('looks for the amounts under a header below a preamble, never in the rows above it, and in the first column too', () => {
    const text = 'Konto;DE12 3456\nWann;Was;Saldo;Betrag\n22.09.2026;A;100,00;-1,00\n23.09.2026;B;98,00;-2,00\n';
    expect(problemOf(readStatement(text)).fix).toBe('Pass mapping ‘date=Wann, amount=Betrag’.');
    expect(problemOf(readStatement('Betrag;Wann;Saldo\n-1,00;22.09.2026;100,00\n-2,00;23.09.2026;98,00\n')).fix).toBe(
      'Pass mapping ‘date=Wann, amount=Betrag’.',
    );
  });

  it('advises nothing when the only column of amounts is a balance', () => {
    expect(problemOf(readStatement('Wann;Was;Saldo\n22.09.2026;A;100,00\n')).fix).toBe(
      "Pass date= and amount= the header's names, or header=no and numbers.",
    );
  });

  it('advises a withdrawal and a deposit column, as the cells show them, by their names', () => {
    const text = 'Wann;Was;Raus;Rein\n22.09.2026;A;1,00;\n23.09.2026;B;;2,00\n';
    expect(problemOf(readStatement(text)).fix).toBe('Pass mapping ‘date=Wann, debit=Raus, credit=Rein’.');
  });
});

describe('header names', () => {
  it('reads ING\'s "Buchung" as the booking date, Starling\'s "Counter Party" and N26\'s "Partner Name" as the payee', () => {
    const ing = statementOf(
      readStatement(
        'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung\n22.09.2026;21.09.2026;REWE;Lastschrift;REWE SAGT DANKE;100,00;EUR;-1,00;EUR\n',
      ),
    );
    expect(ing.lines[0]).toMatchObject({ date: '2026-09-22', amount: -1_000, payee: 'REWE' });
    const starling = statementOf(
      readStatement(
        'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP)\n22/09/2026,Tesco,TESCO STORES 2156,CONTACTLESS,-11.99,5904.52\n',
      ),
    );
    expect(starling.lines[0]).toMatchObject({ payee: 'Tesco', memo: 'TESCO STORES 2156' });
    const n26 = statementOf(
      readStatement(
        '"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)"\n2026-09-03,2026-09-02,BOLT.EU,,Presentment,,"Main Account",-16.69\n',
      ),
    );
    expect(n26.lines[0]).toMatchObject({ date: '2026-09-03', amount: -16_690, payee: 'BOLT.EU' });
  });
});
