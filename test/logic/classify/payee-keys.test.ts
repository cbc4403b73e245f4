// Examples for src/logic/classify/payee-keys.ts: every example of algorithms.md §3, and each step alone.
import { describe, expect, it } from 'vitest';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';

describe('normalizePayee', () => {
  it.each([
    ['CB BOULANGERIE DU PORT FACT 160926 525130******1', 'BOULANGERIE DU PORT'],
    ['CB MARKET FRESH FACT 190926 525130******1', 'MARKET FRESH'],
    ['Chez Lucie', 'CHEZ LUCIE'],
    ['VIR ACME EMPLOYER PRIME', 'ACME EMPLOYER PRIME'],
    ['TENNIS CLUB - PRELEV', 'TENNIS CLUB - PRELEV'],
    ['PRLV SEPA HOMESAFE INSURANCE 1234567', 'HOMESAFE INSURANCE'],
    ['ACME - IBAN: FR76 3000', 'ACME'],
  ])('%s → %s (§3 examples)', (label, merchant) => {
    expect(normalizePayee(label)).toBe(merchant);
  });

  it('upper-cases, collapses white space and trims', () => {
    expect(normalizePayee('  sushi\t go \n\u00A0bar ')).toBe('SUSHI GO BAR');
    expect(normalizePayee('straße')).toBe('STRASSE');
  });

  it('removes only one prefix, the longest alternative', () => {
    expect(normalizePayee('VIREMENT SEPA ACME')).toBe('ACME');
    expect(normalizePayee('VIREMENT INST ACME')).toBe('ACME');
    expect(normalizePayee('VIR INST ACME')).toBe('ACME');
    expect(normalizePayee('CARTE SHOP')).toBe('SHOP');
    expect(normalizePayee('PRLV EDF')).toBe('EDF');
  });

  it('needs white space after a prefix and a word boundary before noise', () => {
    expect(normalizePayee('CB')).toBe('CB');
    expect(normalizePayee('CBSHOP')).toBe('CBSHOP');
    expect(normalizePayee('VIRGIN MOBILE')).toBe('VIRGIN MOBILE');
    expect(normalizePayee('LA CARTE BLANCHE')).toBe('LA CARTE BLANCHE'); // a prefix only at the start
    expect(normalizePayee('CB\t\tSHOP')).toBe('SHOP');
    expect(normalizePayee('SHOP12345')).toBe('SHOP12345');
  });

  it('removes an invoice tail only with exactly six digits after FACT', () => {
    expect(normalizePayee('SHOP FACT 123456 ANYTHING')).toBe('SHOP');
    expect(normalizePayee('SHOP FACT 1234')).toBe('SHOP FACT 1234');
    expect(normalizePayee('SHOP FACTURE 123456')).toBe('SHOP FACTURE');
    expect(normalizePayee('SHOP \u00A0FACT\n 123456 ANYTHING')).toBe('SHOP');
  });

  it('removes masked cards, dates and long references anywhere', () => {
    expect(normalizePayee('SHOP 4970****1234 PARIS')).toBe('SHOP PARIS');
    expect(normalizePayee('SHOP 12/09 PARIS')).toBe('SHOP PARIS');
    expect(normalizePayee('SHOP 12/09/26 PARIS')).toBe('SHOP PARIS');
    expect(normalizePayee('SHOP 12/09/2026 PARIS')).toBe('SHOP PARIS');
    expect(normalizePayee('SHOP 98765 PARIS')).toBe('SHOP PARIS');
    expect(normalizePayee('SHOP 9876 PARIS')).toBe('SHOP 9876 PARIS');
  });

  it('uses ASCII word boundaries: accented letters do not count as word characters', () => {
    expect(normalizePayee('É12345')).toBe('É');
  });

  it('gives "" for a label made only of a prefix and noise', () => {
    expect(normalizePayee('CB 12/09 525130******1 1234567')).toBe('');
    expect(normalizePayee('PRLV SEPA 1234567')).toBe('');
    expect(normalizePayee('')).toBe('');
  });

  it('repeats the steps when a removal uncovers another match (idempotence)', () => {
    expect(normalizePayee('CB CB SHOP')).toBe('SHOP');
    expect(normalizePayee('12345 CB SHOP')).toBe('SHOP');
    expect(normalizePayee('ACME IBAN 12345 : FR76')).toBe('ACME');
  });
});
