// The OFX, QFX, CAMT.053 and QIF fixtures: every line's place, date, amount, text and id, balances, period.
import { describe, expect, it } from 'vitest';
import { readFixture } from './fixture.ts';

describe('OFX and QFX fixtures', () => {
  it('reads OFX 1.x SGML in windows-1252 with unclosed leaf tags, a bare & and time zones', () => {
    const s = readFixture('ofx1-checking-cp1252.ofx');
    expect(s).toMatchObject({
      format: 'ofx',
      currency: 'USD',
      account: '000123456789',
      period: { from: '2026-09-01', to: '2026-09-30' },
      opening: null,
      closing: 3_180_510,
    });
    expect(s.lines).toEqual([
      { line: 39, date: '2026-09-03', amount: -64_990, payee: 'AT&T MOBILITY', memo: 'ONLINE PMT', bank_id: '2026090301' },
      { line: 47, date: '2026-09-12', amount: -4_500, payee: 'Café Olé', memo: '', bank_id: '2026091202' },
      { line: 54, date: '2026-09-30', amount: 1_250_000, payee: 'ACME CORP PAYROLL', memo: 'DIRECT DEP', bank_id: '2026093003' },
    ]);
  });

  it('reads OFX 2.x XML with a PAYEE aggregate and an entity', () => {
    const s = readFixture('ofx2-savings.ofx');
    expect(s).toMatchObject({
      currency: 'CAD',
      account: '5555-444',
      period: { from: '2026-09-01', to: '2026-09-30' },
      closing: 10_803_210,
    });
    expect(s.lines).toEqual([
      { line: 25, date: '2026-09-30', amount: 3_210, payee: 'INTEREST', memo: '', bank_id: 'SAV-0930-INT' },
      {
        line: 32,
        date: '2026-09-15',
        amount: -200_000,
        payee: 'Chequing 1234',
        memo: 'Transfer to chequing & bills',
        bank_id: 'SAV-0915-XFR',
      },
    ]);
  });

  it('reads a QFX credit card statement (CCSTMTRS), several tags to a line', () => {
    const s = readFixture('qfx-credit-card.qfx');
    expect(s).toMatchObject({
      format: 'ofx',
      account: '4111111111111111',
      period: { from: '2026-09-05', to: '2026-10-04' },
      closing: -512_330,
    });
    expect(s.lines).toEqual([
      { line: 15, date: '2026-09-10', amount: -42_170, payee: 'SHELL OIL 57444 HOUSTON TX', memo: '', bank_id: '202609101234567' },
      { line: 16, date: '2026-10-01', amount: 300_000, payee: 'AUTOMATIC PAYMENT - THANK YOU', memo: '', bank_id: '202610017654321' },
    ]);
  });
});

describe('CAMT.053 fixtures', () => {
  it('reads camt.053.001.02: DBIT negative, parties by direction, Ustrd joined, PRCD as opening', () => {
    const s = readFixture('camt053-v02-giro.xml');
    expect(s).toMatchObject({
      format: 'camt053',
      currency: 'EUR',
      account: 'DE02120300000000202051',
      period: { from: '2026-09-01', to: '2026-09-30' },
      opening: 1_500_000,
      closing: 3_574_030,
    });
    expect(s.lines).toEqual([
      {
        line: 33,
        date: '2026-09-01',
        amount: -1_150_000,
        payee: 'Hausverwaltung Beispiel GmbH',
        memo: 'Miete September 2026 Whg. 3 links',
        bank_id: '2026090100001',
      },
      { line: 56, date: '2026-09-29', amount: 3_210_450, payee: 'Musterfirma AG', memo: 'Gehalt September 2026', bank_id: '2026092900002' },
      { line: 73, date: '2026-09-30', amount: 13_580, payee: '', memo: 'Zinsgutschrift', bank_id: null },
    ]);
  });

  it('reads camt.053.001.08 with a namespace prefix, Pty names and a debit balance', () => {
    const s = readFixture('camt053-v08-prefixed.xml');
    expect(s).toMatchObject({
      currency: 'CHF',
      account: 'CH9300762011623852957',
      period: { from: '2026-10-01', to: '2026-10-01' },
      opening: -250_000,
      closing: -330_500,
    });
    expect(s.lines).toEqual([
      { line: 11, date: '2026-10-01', amount: -80_500, payee: 'Migros Genossenschaft', memo: 'Einkauf 30.09.', bank_id: 'CH-REF-0001' },
    ]);
  });
});

describe('QIF fixture', () => {
  it("reads MM/DD'YY dates, thousands separators, and a split entry as its total", () => {
    const s = readFixture('qif-bank.qif');
    expect(s).toMatchObject({ format: 'qif', currency: null, account: null, period: null, opening: null, closing: null });
    expect(s.lines).toEqual([
      { line: 2, date: '2026-09-01', amount: 2_500_000, payee: 'ACME Corp', memo: 'Payroll', bank_id: null },
      { line: 7, date: '2026-09-14', amount: -120_000, payee: 'City Hardware', memo: '', bank_id: null },
      { line: 17, date: '2026-09-30', amount: -15_990, payee: 'StreamFlix', memo: 'Monthly plan', bank_id: null },
    ]);
  });
});
