// What the CSV reader says and decides around the rows: its refusals' advice, the rows skip_rows leaves out,
// the decimal mark a mapping gives, and the period and closing balance a preamble states.
import { describe, expect, it } from 'vitest';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { problemOf, statementOf } from './fixture.ts';

describe('refusals of the whole file, with what to do', () => {
  it.each([
    [
      'a quote never closed',
      'Date,Payee,Amount\n2026-09-14,"Tea,-1.00\n',
      {},
      'Check the quotes on that line, or export the statement again.',
    ],
    ['no delimiter', 'hello\n', {}, 'Export the statement from the bank as CSV, OFX, QFX, CAMT.053 or QIF.'],
    ['no row after skip_rows', 'Date,Amount\n2026-09-14,-1.00\n', { skip_rows: 5 }, 'Export the statement again, with its entries.'],
    ['a balance row and no entry', 'Date,Amount,Balance\n2026-09-14,,5.00\n', {}, 'Export a period that has entries.'],
  ])('%s', (_, text, mapping, fix) => {
    expect(problemOf(readStatement(text, { format: 'csv', mapping })).fix).toBe(fix);
  });
});

describe('what the mapping sets', () => {
  it('skips the rows skip_rows says, none for 0', () => {
    const text = 'Date,Amount\nDatum,Betrag\n14.09.2026,"-1,00"\n';
    expect(statementOf(readStatement(text, { mapping: { skip_rows: 1 } })).lines).toEqual([
      { line: 3, date: '2026-09-14', amount: -1_000, payee: '', memo: '', bank_id: null },
    ]);
    expect(statementOf(readStatement('Date,Amount\n2026-09-14,-1.00\n', { mapping: { skip_rows: 0 } })).lines).toHaveLength(1);
  });

  it('says the decimal mark it gives is shown, and advises another only for an amount read with its mark', () => {
    expect(statementOf(readStatement('Date;Amount\n2026-09-14;-1\n', { mapping: { decimal: ',' } })).decimal).toEqual({
      mark: ',',
      shown: true,
    });
    // Found from the amounts, the mark is not advised against: the amount is checked instead.
    expect(problemOf(readStatement('Date,Amount\n2026-09-14,-1.50\n2026-09-15,"1.234,56"\n')).fix).toBe(
      "Check the amount on line 3 against the bank's.",
    );
  });

  it('leaves out every note of a balance under balance=none', () => {
    expect(statementOf(readStatement('Date,Amount,Balance\n2026-09-14,-1.00,9.00\n', { mapping: { balance_column: null } })).notes).toEqual(
      ['Dates read as YYYY-MM-DD: they are written year first.'],
    );
  });
});

describe('the period and closing balance a preamble states', () => {
  it("takes a stated closing balance for the latest line's day, in a file printed newest first", () => {
    const s = statementOf(
      readStatement('Solde au 15/09/2026 5,00 €\nDate;Libellé;Montant\n15/09/2026;A;-1,00\n14/09/2026;B;-2,00\n13/09/2026;C;-3,00\n'),
    );
    expect(s).toMatchObject({ period: null, closing: 5_000 });
  });

  it("takes the period from the beginning and ending balances' days, one day too, never the wrong way round", () => {
    const stated = (from: string, to: string) =>
      `Beginning balance as of ${from},,10.00\nEnding balance as of ${to},,9.00\n\nDate,Description,Amount\n09/14/2026,Tea,-1.00\n`;
    expect(statementOf(readStatement(stated('09/14/2026', '09/14/2026'))).period).toEqual({ from: '2026-09-14', to: '2026-09-14' });
    expect(statementOf(readStatement(stated('09/15/2026', '09/14/2026'))).period).toBeNull();
  });
});
