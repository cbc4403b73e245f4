// Two major layouts read as the banks export them (#27 item 5): Bank of America's CSV, with its summary block
// and its beginning-balance row, and Crédit Agricole's, in windows-1252 with its preamble, "Débit euros" and
// "Crédit euros", labels over several lines and the "Solde au" balance; balances and period included.
import { describe, expect, it } from 'vitest';
import { decodeStatement, readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { entry, fixtureBytes, problemOf, readFixture, statementOf } from './fixture.ts';

const BOFA = decodeStatement(fixtureBytes('us-bofa-checking.csv'));
const AGRICOLE = decodeStatement(fixtureBytes('fr-credit-agricole-cp1252.csv'));

describe('Bank of America checking', () => {
  it('reads past its summary block: the period and balances it states, the beginning-balance row as no entry', () => {
    const s = readFixture('us-bofa-checking.csv');
    expect(s).toMatchObject({
      format: 'csv',
      account: null,
      currency: null,
      period: { from: '2026-09-01', to: '2026-09-30' },
      opening: 2_315_400,
      closing: 3_447_130,
      date_format: 'MM/DD/YYYY',
    });
    expect(s.lines).toHaveLength(7);
    expect(s.lines[0]).toEqual(entry(9, '2026-09-02', -84_120, 'PURCHASE 0901 WHOLEFDS SFO 10234 SAN FRANCISCO CA'));
    expect(s.lines[3]).toEqual(entry(12, '2026-09-15', 3_250_000, 'ACME CORP DES:PAYROLL ID:XXXXX6789 INDN:DOE,JANE CO ID:XXXXX PPD'));
    expect(s.lines[6]).toEqual(entry(15, '2026-09-29', -422_390, 'Online Banking transfer to SAV 4567 Confirmation# 1234567890'));
  });

  it('reads its dates month first from its header when no day is above 12', () => {
    const early = BOFA.split('\r\n')
      .filter((l, i) => i >= 6 && !/^09\/(1|2)\d/u.test(l))
      .join('\r\n');
    const s = statementOf(readStatement(early));
    expect(s.lines.map((l) => l.date)).toEqual(['2026-09-02', '2026-09-03', '2026-09-08']);
    expect(s).toMatchObject({
      opening: 2_315_400,
      closing: 1_887_410,
      period: null,
      notes: ["Dates read as MM/DD/YYYY: the header is Bank of America's, whose export writes them so."],
    });
  });

  it("refuses the file when its summary's balances are not what its running balance says", () => {
    expect(
      problemOf(readStatement(BOFA.replace('Ending balance as of 09/30/2026,,"3,447.13"', 'Ending balance as of 09/30/2026,,"3,447.14"'))),
    ).toEqual({
      line: 5,
      column: null,
      what: 'Line 5: the closing balance 3447.14, but the running one ends at 3447.13.',
      fix: "Check the amounts with the bank's; mapping ‘balance=none’ leaves balances out.",
    });
    expect(
      problemOf(
        readStatement(BOFA.replace('Beginning balance as of 09/01/2026,,"2,315.40"', 'Beginning balance as of 09/01/2026,,"2,315.41"')),
      ).what,
    ).toBe('Line 2: the opening balance 2315.41, but the running one starts at 2315.4.');
    // balance=none leaves all of them out.
    expect(statementOf(readStatement(BOFA.replace('"3,447.13"', '"3,447.14"'), { mapping: { balance_column: null } }))).toMatchObject({
      opening: null,
      closing: null,
      period: { from: '2026-09-01', to: '2026-09-30' },
    });
  });
});

describe('Crédit Agricole', () => {
  it('reads its export: windows-1252, its preamble, Débit/Crédit euros, labels over several lines, newest first', () => {
    const s = readFixture('fr-credit-agricole-cp1252.csv');
    expect(s).toMatchObject({
      account: '04106119371',
      period: { from: '2026-04-01', to: '2026-04-30' },
      opening: null,
      closing: 917_010,
      date_format: 'DD/MM/YYYY',
      decimal: { mark: ',', shown: true },
    });
    expect(s.lines).toHaveLength(58);
    expect(s.lines[0]).toEqual(entry(12, '2026-04-30', -12_340, 'PAIEMENT PAR CARTE          \r\nX4912 CARREFOUR MARKET    29/04'));
    expect(s.lines[4]).toEqual(
      entry(
        32,
        '2026-04-28',
        2_385_640,
        'VIREMENT EN VOTRE FAVEUR\r\nSTEAMULO LYON Virement STEAMULO LYON\r\n\r\n\r\nSTEAMULOL-338604-042026111548-6',
      ),
    );
    expect(s.lines.at(-1)).toMatchObject({ line: 297, date: '2026-04-02' });
  });

  it('finds its delimiter wherever line 200 falls, inside a label or not', () => {
    // The fixture's line 200 is inside a quoted label; shifted by one line, it is not.
    for (const text of [AGRICOLE, AGRICOLE.replace('\r\n', '\r\n\r\n')]) expect(statementOf(readStatement(text)).lines).toHaveLength(58);
  });

  it('uses "Solde au" as the closing balance only on the period\'s last day, and says when it is not', () => {
    const later = statementOf(readStatement(AGRICOLE.replace('Solde au 30/04/2026', 'Solde au 07/05/2026')));
    expect(later.closing).toBeNull();
    expect(later.notes).toEqual([
      'Dates read as DD/MM/YYYY: ‘30/04/2026’ on line 12 fits no other order.',
      "The balance on line 7 is for 2026-05-07, not the period's end (2026-04-30): it is not used as the closing balance.",
    ]);
    // The older form, "Solde au 18/12/19 : 13,37 EUR", and a period row without a "Liste des opérations" one.
    const older =
      'Téléchargement du  19/12/2019;\n\nCCHQ       no 62734091867;\nSolde au 18/12/19 : 13,37 EUR\n\nDate;Libellé;Débit Euros;Crédit Euros;\n18/12/2019;"PAIEMENT PAR CARTE\nBRULERIE  15/12\n";3,18;;\n';
    expect(statementOf(readStatement(older))).toMatchObject({
      account: '62734091867',
      period: null,
      closing: 13_370,
      lines: [{ line: 7, date: '2019-12-18', amount: -3_180 }],
    });
  });

  it('reads no balance from a label without an amount, and an undated one from a date that is none', () => {
    const rows = 'Date;Libellé;Débit;Crédit\n13/09/2026;A;12,00;\n14/09/2026;B;;2,00\n15/09/2026;C;1,00;\n';
    expect(statementOf(readStatement(`Opening balance\n${rows}`))).toMatchObject({ opening: null });
    expect(statementOf(readStatement(`Solde au 31/02/2026 5,00 €\n${rows}`))).toMatchObject({ closing: 5_000 });
    // Inverted, a stated balance is too.
    expect(statementOf(readStatement(`Solde au 15/09/2026 5,00 €\n${rows}`, { mapping: { invert: true } }))).toMatchObject({
      closing: -5_000,
    });
    expect(statementOf(readStatement(`Solde au 15/09/2026 0,00 €\n${rows}`, { mapping: { invert: true } })).closing).toBe(0);
  });

  it('checks a stated opening balance against its closing one when there is no running balance', () => {
    const rows = 'Date;Libellé;Débit;Crédit\n13/09/2026;A;12,00;\n14/09/2026;B;;2,00\n15/09/2026;C;1,00;\n16/09/2026;D;;1,00\n';
    const both = `Solde initial;100,00\nSolde final;90,00\n${rows}`;
    expect(statementOf(readStatement(both))).toMatchObject({ opening: 100_000, closing: 90_000 });
    expect(problemOf(readStatement(both.replace('90,00', '91,00'))).what).toBe(
      'Line 2: the closing balance 91, but the lines add up to 90.',
    );
    // An opening stated for a day after the period's start is not the opening.
    expect(statementOf(readStatement(`Opening balance 14/09/2026;100,00\n${rows}`))).toMatchObject({ opening: null, closing: null });
  });
});
