// payeeLikeness (src/logic/statements/payee-likeness.ts): bank labels against YNAB payee names.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('payeeLikeness: initials, names run together and abbreviations at their edges', () => {
  it('reads a French elision as a word of its own, for the initials too', () => {
    expect(payeeLikeness('LADP', "L'Atelier du Pain")).toBe(1);
  });

  it('leaves company forms out of the initials, but not articles', () => {
    expect(payeeLikeness('AWI', 'Acme Widgets Inc')).toBeLessThan(ALIKE);
    expect(payeeLikeness('TSC', 'The Sultan Center')).toBe(1);
  });

  it("counts initials as one word of the other name's several when that name is longer", () => {
    expect(payeeLikeness('TSC DUBAI', 'Tasty Sushi Cafe')).toBe(0.5);
  });

  it('meets a name of one- and two-letter words run together, and an abbreviation run together', () => {
    expect(payeeLikeness('HM', 'H&M')).toBe(1);
    expect(payeeLikeness('WHLFDS #10234', 'Whole Foods')).toBe(1);
    // It must reach past the other's first word, and needs two words on the other side.
    expect(payeeLikeness('WHLFDS', 'Whole')).toBeLessThan(ALIKE);
    expect(payeeLikeness('MKTA', 'Make Tea')).toBeLessThan(ALIKE); // no longer than the first word: no reach past it
    // Only a side of one word is read as a name run together; a label of two is read word by word.
    expect(payeeLikeness('WHLFDS MKT', 'Whole Foods')).toBeLessThan(ALIKE);
  });

  it('meets a payee run together from a label of several words too', () => {
    expect(payeeLikeness('WHOLE FOODS', 'Whlfds')).toBe(1);
    expect(payeeLikeness('H M', 'HM')).toBe(1);
  });

  it('pairs each word with a distinct one, equal words first, then the others', () => {
    // MARKET takes its equal, so MAR meets MARS; had MAR taken MARKET first, MARKET would meet nothing.
    expect(payeeLikeness('MAR MARKET', 'Market Mars')).toBe(1);
    // One word of the other side meets one word only, equal or not.
    expect(payeeLikeness('MARKET MARKET', 'Market Foods')).toBe(0.5);
    expect(payeeLikeness('MAR MARK', 'Market Foods')).toBe(0.5);
  });

  it('takes an abbreviation only when it starts with the same letter', () => {
    expect(payeeLikeness('ART', 'Market')).toBeLessThan(ALIKE);
    expect(payeeLikeness('MKT', 'Market')).toBe(1);
    // And only when it is at least half the other word's length.
    expect(payeeLikeness('MKT', 'Marketplace')).toBeLessThan(ALIKE);
  });
});

describe('payeeCoverage', () => {
  it('is 0 when either side names no merchant', () => {
    expect(payeeCoverage('1234 5678', 'Shop')).toBe(0);
    expect(payeeCoverage('SHOP', '')).toBe(0);
  });

  it('is the share of the label the payee says; words the payee adds take nothing away', () => {
    expect(payeeCoverage('UBER *TRIP HELP.UBER.COM', 'Uber *Trip Help.Uber.Com')).toBe(1);
    expect(payeeCoverage('UBER TRIP HELP', 'Uber')).toBeCloseTo(1 / 3);
    expect(payeeCoverage('LOBLAWS 1032', 'Loblaws 1032 Toronto')).toBe(1);
    expect(payeeCoverage('LOBLAWS', 'Loblaws Loblaws')).toBe(1);
    expect([payeeCoverage('', 'Loblaws'), payeeCoverage('LOBLAWS', '')]).toEqual([0, 0]);
  });
});

describe('which side is walked', () => {
  // Words that start, abbreviate or equal one another, so that one word can meet several of the other side.
  const word = fc.constantFrom('MAR', 'MARS', 'MARK', 'MARKET', 'MKT', 'MART', 'MARCHE', 'MCH', 'BIO', 'BIOCOOP', 'FOO');
  const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));

  it('does not change the likeness, nor how many words meet', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(payeeLikeness(a, b)).toBe(payeeLikeness(b, a));
        const [wa, wb] = [merchantWords(a).length, merchantWords(b).length];
        expect(payeeCoverage(a, b) * wa).toBeCloseTo(payeeCoverage(b, a) * wb, 9);
      }),
      { numRuns: 2000, seed: 27 },
    );
  });

  it('pairs both words whichever side is walked, when one word meets two of the other side', () => {
    // MAR meets MARK and MARKET; MARKET meets MAR and MKT: whichever side is walked, both pair.
    expect(payeeCoverage('MAR MARKET', 'MARK MKT')).toBe(1);
    expect(payeeCoverage('MARK MKT', 'MAR MARKET')).toBe(1);
  });
});
