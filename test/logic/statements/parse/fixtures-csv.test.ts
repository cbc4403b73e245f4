// The CSV fixtures, one per bank dialect: every line's place, date, amount and text, and the balances.
import { describe, expect, it } from 'vitest';
import { entry, readFixture } from './fixture.ts';

describe('CSV fixtures', () => {
  it('reads a Chase-like US checking export (MM/DD/YYYY, newest first, trailing comma)', () => {
    const s = readFixture('us-chase-checking.csv');
    expect(s).toMatchObject({ format: 'csv', currency: null, account: null, period: null, opening: 1_500_000, closing: 2_674_540 });
    expect(s.lines).toHaveLength(6);
    expect(s.lines[0]).toEqual(entry(2, '2026-09-15', -23_450, 'AMAZON MKTPLACE PMTS AMZN.COM/BILL WA          09/14'));
    expect(s.lines[3]).toEqual(entry(5, '2026-09-05', -150_000, 'CHECK 1042'));
    expect(s.lines[5]).toEqual(entry(7, '2026-09-01', 2_500_000, 'ACME CORP        PAYROLL    PPD ID: 9876543210'));
  });

  it('reads a Spanish export in Latin-1 with preamble rows, semicolons, DD/MM/YYYY and decimal commas', () => {
    const s = readFixture('es-bank-latin1.csv');
    expect(s).toMatchObject({
      account: 'ES91 2100 0418 4502 0005 1332',
      period: { from: '2026-09-01', to: '2026-09-30' },
      opening: 2_000_000,
      closing: 4_044_850,
    });
    expect(s.lines).toHaveLength(5);
    expect(s.lines[0]).toEqual(entry(6, '2026-09-02', -45_300, 'Recibo Compañía Eléctrica', 'Recibo luz agosto'));
    expect(s.lines[2]!.payee).toBe('Transferencia recibida José Ibáñez');
    expect(s.lines[3]!.amount).toBe(1_850_000);
    expect(s.lines[4]).toEqual(entry(10, '2026-09-30', -6_000, 'Comisión mantenimiento'));
  });

  it('reads a Sparkasse-like German export with a UTF-8 BOM, DD.MM.YY and a signed Betrag', () => {
    const s = readFixture('de-sparkasse-bom.csv');
    expect(s).toMatchObject({ currency: 'EUR', account: 'DE02120300000000202051', opening: null, closing: null, period: null });
    expect(s.lines).toHaveLength(4);
    expect(s.lines[0]).toEqual(entry(2, '2026-09-30', -58_000, 'Stadtwerke Musterstadt GmbH', 'Abschlag Strom 09/2026 Vertrag 4711'));
    expect(s.lines[2]!.amount).toBe(3_210_450);
    expect(s.lines[3]).toEqual(entry(5, '2026-09-01', -1_150_000, 'Erika Vermieterin', 'Miete September'));
  });

  it('reads a Lloyds-like UK export with debit and credit columns and a running balance, newest first', () => {
    const s = readFixture('uk-lloyds-debit-credit.csv');
    expect(s).toMatchObject({ account: '12345678', opening: 162_150, closing: 976_600 });
    expect(s.lines.map((l) => l.amount)).toEqual([-23_400, 400_000, -62_150, -1_000_000, 1_500_000]);
    expect(s.lines[0]).toEqual(entry(2, '2026-09-30', -23_400, 'TESCO STORES 1234'));
    expect(s.lines[4]).toEqual(entry(6, '2026-09-01', 1_500_000, 'EMPLOYER LTD SALARY'));
  });

  it('reads a Wells Fargo-like US export without a header, finding its columns from the cells', () => {
    const s = readFixture('us-wellsfargo-headerless.csv');
    expect(s).toMatchObject({ currency: null, account: null, period: null, opening: null, closing: null });
    expect(s.lines).toHaveLength(4);
    expect(s.lines[0]).toEqual(
      entry(1, '2026-09-30', -54_200, 'PURCHASE AUTHORIZED ON 09/28 SAFEWAY #1234 OAKLAND CA S386271234567890 CARD 1234'),
    );
    expect(s.lines[2]).toEqual(entry(3, '2026-09-15', -120_000, 'CHECK # 1051'));
    expect(s.lines[3]).toEqual(
      entry(4, '2026-09-02', -9_990, 'RECURRING PAYMENT AUTHORIZED ON 09/01 STREAMFLIX.COM CA S586244000000000 CARD 1234'),
    );
  });

  it('inverts every sign, balances too, for a bank that prints spending positive', () => {
    const s = readFixture('uk-lloyds-debit-credit.csv', { invert: true });
    expect(s.lines.map((l) => l.amount)).toEqual([23_400, -400_000, 62_150, 1_000_000, -1_500_000]);
    expect(s).toMatchObject({ opening: -162_150, closing: -976_600 });
  });

  it('reads a TD Canada Trust-like export without a header: withdrawal and deposit columns, the balance checked', () => {
    const s = readFixture('ca-td-headerless.csv');
    expect(s).toMatchObject({ opening: 2_844_460, closing: 3_136_160 });
    expect(s.lines.map((l) => l.amount)).toEqual([-4_350, 2_150_000, -500_000, -100_000, -1_250_000, -3_950]);
    expect(s.lines[1]).toEqual(entry(2, '2026-09-12', 2_150_000, 'PAYROLL DEP ACME LTD PAY'));
  });

  it('reads a Schwab-like checking export: its pending section and total left out and named, the posted rows read', () => {
    const s = readFixture('us-schwab-checking.csv');
    expect(s.lines.map((l) => [l.line, l.date, l.amount])).toEqual([
      [8, '2026-09-18', -1_204_500],
      [9, '2026-09-17', 2_500_000],
      [10, '2026-09-16', -300_000],
    ]);
    expect(s).toMatchObject({ opening: 2_800_000, closing: 3_795_500 });
    expect(s.notes).toContain('Lines 4, 5, 6 left out: they are under ‘Pending Transactions’, not booked; a pending hold is no entry yet.');
  });
});
