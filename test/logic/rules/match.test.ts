// Examples for src/logic/rules/match.ts: each condition alone, all of them together, folding, and a rule
// with no condition.
import { describe, expect, it } from 'vitest';
import { fold, type RuleInput, ruleMatches } from '../../../src/logic/rules/match.ts';

const TX: RuleInput = {
  date: '2026-09-19',
  amount: -71860,
  account_id: 'acc-checking',
  payee_name: 'CB MARKET FRESH FACT 190926 525130******1',
  import_payee_name_original: 'CB  Marché Frais  FACT 190926',
  memo: 'Weekly  shop',
};

describe('ruleMatches', () => {
  it('matches the cleaned payee, equals, contains or starts with, without case or accents', () => {
    expect(ruleMatches({ payee: { equals: 'market fresh' } }, TX)).toBe(true);
    expect(ruleMatches({ payee: { equals: 'market' } }, TX)).toBe(false);
    expect(ruleMatches({ payee: { contains: 'ket fr' } }, TX)).toBe(true);
    expect(ruleMatches({ payee: { contains: 'fact' } }, TX)).toBe(false);
    expect(ruleMatches({ payee: { starts_with: 'Márket' } }, TX)).toBe(true);
    expect(ruleMatches({ payee: { starts_with: 'fresh' } }, TX)).toBe(false);
    // No payee reads as empty text.
    expect(ruleMatches({ payee: { contains: 'market' } }, { ...TX, payee_name: null })).toBe(false);
    expect(ruleMatches({ payee: { equals: '' } }, { ...TX, payee_name: null })).toBe(true);
  });

  it('matches the bank’s raw label, else the payee name', () => {
    expect(ruleMatches({ label: { contains: 'marche frais' } }, TX)).toBe(true);
    expect(ruleMatches({ label: { starts_with: 'cb marche' } }, TX)).toBe(true);
    expect(ruleMatches({ label: { contains: '525130' } }, TX)).toBe(false);
    expect(ruleMatches({ label: { contains: '525130' } }, { ...TX, import_payee_name_original: null })).toBe(true);
    expect(ruleMatches({ label: { contains: '525130' } }, { ...TX, import_payee_name_original: undefined })).toBe(true);
  });

  it('matches the memo; a missing memo is empty text', () => {
    expect(ruleMatches({ memo: { equals: 'weekly shop' } }, TX)).toBe(true);
    expect(ruleMatches({ memo: { contains: 'shop' } }, { ...TX, memo: null })).toBe(false);
    expect(ruleMatches({ memo: { equals: '' } }, { ...TX, memo: null })).toBe(true);
  });

  it('matches an exact amount or a range with open ends, signed, to the milliunit', () => {
    expect(ruleMatches({ amount: { equals: -71.86 } }, TX)).toBe(true);
    expect(ruleMatches({ amount: { equals: 71.86 } }, TX)).toBe(false);
    expect(ruleMatches({ amount: { min: -100, max: -71.86 } }, TX)).toBe(true);
    expect(ruleMatches({ amount: { min: -71.86 } }, TX)).toBe(true);
    expect(ruleMatches({ amount: { max: -71.86 } }, TX)).toBe(true);
    expect(ruleMatches({ amount: { min: -71.85 } }, TX)).toBe(false);
    expect(ruleMatches({ amount: { max: -71.87 } }, TX)).toBe(false);
    expect(ruleMatches({ amount: {} }, TX)).toBe(true);
    // An amount with more decimals than a milliunit never matches.
    expect(ruleMatches({ amount: { equals: -71.8601 } }, TX)).toBe(false);
  });

  it('matches the sign, the account and the day of the month, wrapping past the month’s end', () => {
    expect(ruleMatches({ sign: 'outflow' }, TX)).toBe(true);
    expect(ruleMatches({ sign: 'inflow' }, TX)).toBe(false);
    expect(ruleMatches({ sign: 'inflow' }, { ...TX, amount: 1 })).toBe(true);
    expect(ruleMatches({ sign: 'outflow' }, { ...TX, amount: 0 })).toBe(false);
    expect(ruleMatches({ sign: 'inflow' }, { ...TX, amount: 0 })).toBe(false);
    expect(ruleMatches({ account_id: 'acc-checking' }, TX)).toBe(true);
    expect(ruleMatches({ account_id: 'acc-savings' }, TX)).toBe(false);
    expect(ruleMatches({ day_of_month: { from: 19, to: 19 } }, TX)).toBe(true);
    expect(ruleMatches({ day_of_month: { from: 20, to: 25 } }, TX)).toBe(false);
    expect(ruleMatches({ day_of_month: { from: 1, to: 18 } }, TX)).toBe(false);
    expect(ruleMatches({ day_of_month: { from: 28, to: 3 } }, { ...TX, date: '2026-09-02' })).toBe(true);
    expect(ruleMatches({ day_of_month: { from: 28, to: 3 } }, { ...TX, date: '2026-09-30' })).toBe(true);
    expect(ruleMatches({ day_of_month: { from: 28, to: 3 } }, TX)).toBe(false);
    // The ends are included, and a single day is that day only.
    expect(ruleMatches({ day_of_month: { from: 28, to: 3 } }, { ...TX, date: '2026-09-28' })).toBe(true);
    expect(ruleMatches({ day_of_month: { from: 28, to: 3 } }, { ...TX, date: '2026-09-03' })).toBe(true);
    expect(ruleMatches({ day_of_month: { from: 20, to: 20 } }, TX)).toBe(false);
  });

  it('needs every condition given, and a rule with none matches nothing', () => {
    const all = { payee: { equals: 'Market Fresh' }, sign: 'outflow', account_id: 'acc-checking' } as const;
    expect(ruleMatches(all, TX)).toBe(true);
    expect(ruleMatches({ ...all, account_id: 'acc-savings' }, TX)).toBe(false);
    expect(ruleMatches({ ...all, sign: 'inflow' }, TX)).toBe(false);
    expect(ruleMatches({}, TX)).toBe(false);
  });
});

describe('fold', () => {
  it('drops case, accents and repeated or edge spaces; reads none as empty', () => {
    expect(fold('  Café\u00a0 du   Port\t')).toBe('CAFE DU PORT');
    expect(fold('ﬁ Ⅻ')).toBe('FI XII');
    expect([fold(null), fold(undefined)]).toEqual(['', '']);
  });
});
