// payeeLikeness (src/logic/statements/payee-likeness.ts): bank labels against YNAB payee names.
import { describe, expect, it } from 'vitest';
import { ALIKE, merchantWords, payeeCoverage, payeeLikeness } from '../../../src/logic/statements/payee-likeness.ts';

describe('payeeLikeness', () => {
  it.each([
    ['AMZN Mktp US*2K4', 'Amazon'], // abbreviation, processor tail
    ['SQ *BLUE BOTTLE', 'Blue Bottle Coffee'], // card prefix, a word more on one side
    ['CB CARREFOUR 12/09', 'Carrefour'], // card prefix and date
    ['PAYPAL *STREAMFLIX', 'Streamflix'],
    ['POS PHARMACIE DU PA', 'Pharmacie du Parc'], // truncated to 22 characters
    ['BLUEBOTTLE', 'Blue Bottle'], // run together
    ["MCDONALD'S #1234 SEATTLE WA", 'McDonalds'], // store number, city and state
    ['CAFÉ DE LA GARE', 'CB CAFE DE LA GARE FACT 260925 525130******1'], // accents, masked card
    ['WHOLEFDS MKT 10234 AUSTIN TX', 'Whole Foods Market'],
    ["Le Relais de l'Entrecôte", 'Entrecote'], // a French elision
    ["TRADER JOE'S #131", 'Trader Joes'],
  ])('%s is alike %s', (label, payee) => {
    expect(payeeLikeness(label, payee)).toBeGreaterThanOrEqual(ALIKE);
    expect(payeeLikeness(payee, label)).toBe(payeeLikeness(label, payee));
  });

  it.each([
    ['COFFEE LAB', 'Blue Bottle Coffee'],
    ['MARCHE BIO', 'Marc Dupont'], // a prefix of the first word only
    ['CB BOULANGERIE DU PORT', 'Boulangerie Paul'],
    ['SHELL 1234', 'Carrefour'],
  ])('%s is not alike %s', (label, payee) => {
    expect(payeeLikeness(label, payee)).toBeLessThan(ALIKE);
  });

  it('says nothing (null) when a side names no merchant', () => {
    expect(payeeLikeness('', 'Amazon')).toBeNull();
    expect(payeeLikeness('1234 5678', 'Amazon')).toBeNull();
  });

  it('drops digits, prefixes and short words, but keeps short words that are all there is', () => {
    expect(merchantWords('SQ *BLUE BOTTLE #12 SF')).toEqual(['BLUE', 'BOTTLE']);
    expect(merchantWords('BP')).toEqual(['BP']);
  });

  it.each([
    ['TSC', 'The Sultan Center'],
    ['TSC SALMIYA', 'The Sultan Center'], // the branch's name beside the initials
    ['KFC #4411', 'Kentucky Fried Chicken'],
    ['CB HEMA', 'Hollandsche Eenheidsprijzen Maatschappij Amsterdam'],
  ])('reads %s as the initials of %s (issue #27, 9)', (label, payee) => {
    expect(payeeLikeness(label, payee)).toBeGreaterThanOrEqual(ALIKE);
    expect(payeeLikeness(payee, label)).toBe(payeeLikeness(label, payee));
  });

  it.each([
    ['TSC', 'Sultan Center Kuwait'], // initials of another name
    ['TSC', 'The Coffee Shop'], // the same letters, not in order
    ['BP', 'Best Price'], // two letters say too little
    ['TSC', 'Tea Spot'],
    ['CAT', 'Cafe'],
  ])('does not read %s as the initials of %s', (label, payee) => {
    expect(payeeLikeness(label, payee)).toBeLessThan(ALIKE);
  });

  it('does not read a word of one or two letters as the start of a longer one', () => {
    expect(payeeLikeness('BP', 'Bpifrance')).toBe(0);
    expect(payeeLikeness('BPI', 'Bpifrance')).toBe(1);
  });
});

describe('payeeCoverage', () => {
  it('is the share of the label the payee says; words the payee adds take nothing away', () => {
    expect(payeeCoverage('UBER *TRIP HELP.UBER.COM', 'Uber *Trip Help.Uber.Com')).toBe(1);
    expect(payeeCoverage('UBER TRIP HELP', 'Uber')).toBeCloseTo(1 / 3);
    expect(payeeCoverage('LOBLAWS 1032', 'Loblaws 1032 Toronto')).toBe(1);
    expect(payeeCoverage('LOBLAWS', 'Loblaws Loblaws')).toBe(1);
    expect([payeeCoverage('', 'Loblaws'), payeeCoverage('LOBLAWS', '')]).toEqual([0, 0]);
  });
});
