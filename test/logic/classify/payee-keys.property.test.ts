// Properties of src/logic/classify/payee-keys.ts (algorithms.md §3).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';

const PREFIXES = ['PRLV SEPA', 'VIREMENT INST', 'VIREMENT SEPA', 'VIR INST', 'VIR SEPA', 'VIREMENT', 'CARTE', 'PRLV', 'VIR', 'CB'];
const digits = (min: number, max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

const noise = fc.oneof(
  fc.tuple(digits(4, 8), fc.string({ unit: fc.constant('*'), minLength: 1, maxLength: 6 }), digits(0, 3)).map((p) => p.join('')),
  fc.tuple(digits(2, 2), digits(2, 2), fc.constantFrom('', '/26', '/2026')).map(([d, m, y]) => `${d}/${m}${y}`),
  digits(5, 12),
);

// Bank-like labels: prefixes, words, noise, FACT tails, IBANs and odd white space, in any order.
const token = fc.oneof(
  fc.constantFrom(...PREFIXES, 'FACT', 'IBAN', 'IBAN:', ':', '-', 'MARKET', 'fresh', 'Straße', 'É', '\u00A0', '\t'),
  noise,
  digits(1, 7),
  fc.string({ maxLength: 6 }),
);
const label = fc.oneof(
  fc.array(token, { maxLength: 10 }).map((t) => t.join(' ')),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

const noDoubleOrEdgeSpace = (s: string): boolean => !/\s\s/u.test(s) && s === s.trim() && !/[^\S ]/u.test(s);

describe('normalizePayee', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(label, (x) => normalizePayee(normalizePayee(x)) === normalizePayee(x)));
  });

  it('is upper-case, trimmed, with single plain spaces', () => {
    fc.assert(
      fc.property(label, (x) => {
        const y = normalizePayee(x);
        return y === y.toUpperCase() && noDoubleOrEdgeSpace(y);
      }),
    );
  });

  it('is never longer than the upper-cased input, nor than the input when upper-casing keeps lengths', () => {
    fc.assert(
      fc.property(label, (x) => {
        const y = normalizePayee(x);
        const upper = x.toUpperCase();
        return y.length <= upper.length && (upper.length !== x.length || y.length <= x.length);
      }),
    );
  });

  it('gives "" for a prefix followed only by noise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.array(noise, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(' ', '  ', '\t'),
        (prefix, tokens, sep) => normalizePayee([prefix, ...tokens].join(sep)) === '',
      ),
    );
  });
});
