// What a CSV says besides its entries (src/logic/statements/parse/csv-preamble.ts): the account, period, dates and
// balances of the rows above the header, and the columns that hold one currency or account throughout.
import { describe, expect, it } from 'vitest';
import {
  accountColumn,
  currencyColumn,
  preambleAccount,
  preambleBalances,
  preambleDates,
  preamblePeriod,
  secondAccount,
} from '../../../../src/logic/statements/parse/csv-preamble.ts';

const rec = (line: number, ...cells: string[]) => ({ line, end: line, cells });

describe('preambleAccount', () => {
  it.each([
    'Account',
    'Account number',
    'IBAN',
    'Cuenta',
    'Número de cuenta',
    'N de cuenta',
    'Compte',
    'Numéro de compte',
    'Konto',
    'Kontonummer',
    'Girokonto',
    'Tagesgeld',
    'Kreditkarte',
  ])('reads the value beside %s', (label) => {
    expect(preambleAccount([rec(1, label, 'ES91 2100 0418')])).toBe('ES91 2100 0418');
  });

  it('reads the first value beside the label, past empty cells', () => {
    expect(preambleAccount([rec(1, 'Account', '', 'ES91 2100 0418')])).toBe('ES91 2100 0418');
  });

  it("reads an account number at the end of a row's one cell, spaced or not after its n°, and none inside it", () => {
    expect(preambleAccount([rec(1, 'Compte de Dépôt carte n°04106119371')])).toBe('04106119371');
    expect(preambleAccount([rec(1, 'CCHQ no 627 1234 5')])).toBe('627 1234 5');
    expect(preambleAccount([rec(1, 'Carte no 1234 5678 expirée')])).toBeNull();
  });
});

describe('preamblePeriod', () => {
  it.each(['Period', 'Statement period', 'Date range', 'Periodo', 'Période', 'Zeitraum'])('reads the two dates beside %s', (label) => {
    expect(preamblePeriod([rec(1, label, '2026-09-01', '2026-09-30')], 'YYYY-MM-DD')).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('reads the dates beside the label, not a note in its brackets', () => {
    expect(preamblePeriod([rec(1, 'Period (from 01.08.2026)', '01.09.2026', '30.09.2026')], 'DD.MM.YYYY')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });

  it('reads a period said in words across cells, in any case', () => {
    expect(preamblePeriod([rec(1, 'Liste des opérations du compte entre le', '01/04/2026', 'et le', '30/04/2026')], 'DD/MM/YYYY')).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(preamblePeriod([rec(1, 'STATEMENT FROM 09/01/2026 TO 09/30/2026')], 'MM/DD/YYYY')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });

  it('reads a period of one day, and none of one date, of three, or of two out of order', () => {
    expect(preamblePeriod([rec(1, 'Period', '2026-09-15', '2026-09-15')], 'YYYY-MM-DD')).toEqual({ from: '2026-09-15', to: '2026-09-15' });
    expect(preamblePeriod([rec(1, 'Period', '2026-09-01')], 'YYYY-MM-DD')).toBeNull();
    expect(preamblePeriod([rec(1, 'Period', '2026-09-01', '2026-09-15', '2026-09-30')], 'YYYY-MM-DD')).toBeNull();
    expect(preamblePeriod([rec(1, 'Period', '2026-09-30', '2026-09-01')], 'YYYY-MM-DD')).toBeNull();
  });
});

describe('preambleDates', () => {
  it('reads every date-shaped text of each row, its cells apart, and none of a row without one', () => {
    expect(preambleDates([rec(1, 'Du 01/09/26', '30/09/26'), rec(2, 'Konto', 'DE12')])).toEqual([
      { text: '01/09/26', line: 1 },
      { text: '30/09/26', line: 1 },
    ]);
  });
});

describe('preambleBalances', () => {
  it("reads a balance's last filled cell", () => {
    expect(preambleBalances([rec(1, 'Ending balance as of 09/30/2026', '1,234.00', '')], 'MM/DD/YYYY', '.', false)).toEqual({
      closing: { amount: 1_234_000, date: '2026-09-30', line: 1 },
    });
  });
});

describe('a column of one value throughout', () => {
  const rows = (...values: string[]) => values.map((v, i) => rec(i + 2, '2026-09-14', '-1.00', v));

  it.each(['Currency', 'Währung', 'Divisa', 'Moneda', 'Devise'])('is the currency of a column named %s', (name) => {
    expect(currencyColumn(['Date', 'Amount', name], rows('EUR', 'EUR'))).toBe('EUR');
  });

  it('is no currency without a header naming one, nor a text longer than a code', () => {
    expect(currencyColumn(null, [rec(2, '2026-09-14', 'EUR'), rec(3, '2026-09-15', 'EUR')])).toBeNull();
    expect(currencyColumn(['Date', 'Amount', 'Currency'], rows('EURO', 'EURO'))).toBeNull();
    expect(currencyColumn(['Date', 'Amount', 'Currency'], rows('1 EUR', '1 EUR'))).toBeNull();
  });

  it.each(['Auftragskonto', 'Kontonummer', 'Número de cuenta'])('is the account of a column named %s', (name) => {
    expect(accountColumn(['Date', 'Amount', name], rows('DE12 3456', 'DE12 3456'))).toBe('DE12 3456');
  });
});

describe('secondAccount', () => {
  it('finds another account in the first column too, and none where no row fills the column', () => {
    expect(
      secondAccount(['Kontonummer', 'Date', 'Amount'], [rec(2, '123', '2026-09-14', '-1.00'), rec(3, '456', '2026-09-15', '-2.00')]),
    ).toEqual({ line: 3, account: '456' });
    expect(secondAccount(['Date', 'Amount', 'Account number'], [rec(2, '2026-09-14', '-1.00'), rec(3, '2026-09-15', '-2.00')])).toBeNull();
  });
});
