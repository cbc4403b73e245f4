// Examples for src/logic/core/money.ts: the amounts the spec names, and the edges around them.
import { describe, expect, it } from 'vitest';
import {
  checkedMilli,
  decimalDigits,
  formatAmount,
  fromMilli,
  minorUnit,
  negated,
  roundMilli,
  roundToUnit,
  sharedCurrency,
  toMilli,
} from '../../../src/logic/core/money.ts';

describe('decimalDigits', () => {
  it.each([
    [undefined, 2],
    [null, 2],
    [{}, 2],
    [{ decimal_digits: null }, 2],
    [{ decimal_digits: 0 }, 0],
    [{ decimal_digits: 2 }, 2],
    [{ decimal_digits: 3 }, 3],
    [{ decimal_digits: 4 }, 3],
    [{ decimal_digits: -1 }, 0],
    [{ decimal_digits: Number.NaN }, 2],
  ])('%j → %i', (format, d) => {
    expect(decimalDigits(format)).toBe(d);
  });
});

describe('minorUnit', () => {
  it('is 10^(3 − d)', () => {
    expect([0, 1, 2, 3].map(minorUnit)).toEqual([1000, 100, 10, 1]);
  });
});

describe('toMilli', () => {
  it.each([
    [8.4, 2, 8400],
    [-45, 2, -45000],
    [12.34, 2, 12340],
    [123.45, 3, 123450],
    [0.001, 3, 1],
    [-0.001, 3, -1],
    [12, 0, 12000],
    [1e9, 2, 1e12],
    [-1e9, 0, -1e12],
    [1e-3, 3, 1],
    [1.5e20 / 1e10, 0, 1.5e13],
  ])('%d with at most %i decimals → %i', (x, max, m) => {
    expect(toMilli(x, max)).toBe(m);
  });

  it.each([
    [12.345, 2],
    [12.5, 0],
    [1e-7, 3],
    [0.0001, 3],
    [0.1 + 0.2, 3],
    [1.5e21, 3],
    [1e15, 3], // 10^18 milliunits is not a safe integer
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
    [Number.NEGATIVE_INFINITY, 3],
    [Number.MIN_VALUE, 3],
  ])('refuses %d with at most %i decimals', (x, max) => {
    expect(toMilli(x, max)).toBeUndefined();
  });

  it('reads −0 and 0 as 0', () => {
    expect(Object.is(toMilli(-0, 2), 0)).toBe(true);
    expect(Object.is(toMilli(-0, 0), 0)).toBe(true);
    expect(Object.is(toMilli(0, 2), 0)).toBe(true);
  });

  it('accepts up to the largest safe number of milliunits a double prints', () => {
    // 9007199254740.991 prints as 9007199254740.99; the next double up is 2^53 milliunits.
    expect(toMilli(9007199254740.99, 3)).toBe(9007199254740990);
    expect(toMilli(-9007199254740.99, 3)).toBe(-9007199254740990);
    expect(toMilli(9007199254740.992, 3)).toBeUndefined();
    expect(toMilli(9007199254741, 0)).toBeUndefined();
  });

  it('never accepts more than 3 decimals, whatever the limit asked', () => {
    expect(toMilli(1.2345, 5)).toBeUndefined();
    expect(toMilli(1.234, 5)).toBe(1234);
  });
});

describe('checkedMilli', () => {
  it('converts an amount already checked, and throws on one that was not (a programming fault)', () => {
    expect(checkedMilli(12.34, 2)).toBe(12340);
    expect(() => checkedMilli(12.345, 2)).toThrow(new RangeError('amount not checked before conversion: 12.345'));
  });
});

describe('fromMilli', () => {
  it('prints in the shortest form', () => {
    expect(String(fromMilli(-45000))).toBe('-45');
    expect(String(fromMilli(8400))).toBe('8.4');
    expect(String(fromMilli(1729320))).toBe('1729.32');
    expect(String(fromMilli(-1))).toBe('-0.001');
  });

  it('gives +0 for −0', () => {
    expect(Object.is(fromMilli(-0), 0)).toBe(true);
  });

  it('throws on a non-integer (a programming fault)', () => {
    expect(() => fromMilli(1.5)).toThrow(new RangeError('not an integer amount in milliunits: 1.5'));
    expect(() => fromMilli(Number.NaN)).toThrow(RangeError);
  });
});

describe('roundToUnit', () => {
  it.each([
    [10, 3, 1, 3],
    [5, 2, 1, 3],
    [-5, 2, 1, -3],
    [7, -2, 1, -4],
    [15, 1, 10, 20],
    [-15, 1, 10, -20],
    [14, 1, 10, 10],
    [-4, 1, 10, 0],
    [499, 1, 1000, 0],
    [500, 1, 1000, 1000],
    [-500, 1, 1000, -1000],
  ])('%i / %i to a multiple of %i → %i', (n, d, u, r) => {
    expect(roundToUnit(n, d, u)).toBe(r);
  });

  it('takes bigints for large exact numerators', () => {
    expect(roundToUnit(10n ** 20n + 1n, 10n ** 8n, 1)).toBe(10 ** 12);
  });

  it('never returns −0', () => {
    expect(Object.is(roundToUnit(-4, 1, 10), 0)).toBe(true);
  });

  it('refuses a zero denominator and a non-positive unit', () => {
    expect(() => roundToUnit(1, 0, 1)).toThrow(new RangeError('denominator must not be zero'));
    expect(() => roundToUnit(1, 1, 0)).toThrow(new RangeError('unit must be positive: 0'));
    expect(() => roundToUnit(1, 1, -10)).toThrow(new RangeError('unit must be positive: -10'));
  });

  it('refuses numbers that are not safe integers, naming the argument', () => {
    expect(() => roundToUnit(1.5, 1, 1)).toThrow(new RangeError('numerator must be a safe integer: 1.5'));
    expect(() => roundToUnit(2 ** 60, 1, 1)).toThrow(new RangeError(`numerator must be a safe integer: ${2 ** 60}`));
    expect(() => roundToUnit(1, 2 ** 60, 1)).toThrow(new RangeError(`denominator must be a safe integer: ${2 ** 60}`));
    expect(() => roundToUnit(1, 1, 0.5)).toThrow(new RangeError('unit must be a safe integer: 0.5'));
  });

  it('gives any safe integer result, and refuses a larger one', () => {
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    expect(roundToUnit(max, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(roundToUnit(-max, 1, 1)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => roundToUnit(max + 1n, 1, 1)).toThrow(new RangeError('rounded amount is not a safe integer'));
    expect(() => roundToUnit(-max - 1n, 1, 1)).toThrow(new RangeError('rounded amount is not a safe integer'));
  });

  it('roundMilli rounds to a whole milliunit', () => {
    expect(roundMilli(404604, 3)).toBe(134868);
    expect(roundMilli(-3, 2)).toBe(-2);
  });
});

describe('formatAmount', () => {
  it.each([
    [-8400, 2, '-8.40'],
    [1200000, 2, '1200.00'],
    [-45000, 2, '-45.00'],
    [0, 2, '0.00'],
    [-4, 2, '0.00'],
    [-5, 2, '-0.01'],
    [5, 2, '0.01'],
    [1500, 0, '2'],
    [-1500, 0, '-2'],
    [-1499, 0, '-1'],
    [1234, 3, '1.234'],
    [-1, 3, '-0.001'],
    [1250, 1, '1.3'],
    [1729320, 2, '1729.32'],
  ])('%i at %i decimals → %s', (m, d, text) => {
    expect(formatAmount(m, d)).toBe(text);
  });
});

describe('negated', () => {
  it('flips the sign, and keeps a zero 0, never −0', () => {
    expect([negated(1250), negated(-3), negated(0)]).toStrictEqual([-1250, 3, 0]);
    expect(Object.is(negated(0), 0)).toBe(true);
  });
});

describe('sharedCurrency', () => {
  const eur = { iso_code: 'EUR', decimal_digits: 2 };
  it('gives the one currency every format shares, its decimals clamped as amounts are', () => {
    expect(sharedCurrency([eur])).toEqual({ iso_code: 'EUR', decimal_digits: 2 });
    expect(sharedCurrency([eur, { ...eur }])).toEqual({ iso_code: 'EUR', decimal_digits: 2 });
    expect(sharedCurrency([{ iso_code: 'JPY', decimal_digits: 0 }])).toEqual({ iso_code: 'JPY', decimal_digits: 0 });
    expect(sharedCurrency([{ iso_code: 'BHD', decimal_digits: 7 }])).toEqual({ iso_code: 'BHD', decimal_digits: 3 });
    expect(sharedCurrency([{ iso_code: 'USD' }])).toEqual({ iso_code: 'USD', decimal_digits: 2 });
  });
  it('gives null when nothing is named, the currencies or their decimals differ, or a code is not ISO 4217 shaped', () => {
    expect(sharedCurrency([])).toBeNull();
    expect(sharedCurrency([null])).toBeNull();
    expect(sharedCurrency([eur, { iso_code: 'USD', decimal_digits: 2 }])).toBeNull();
    expect(sharedCurrency([eur, { iso_code: 'EUR', decimal_digits: 0 }])).toBeNull();
    expect(sharedCurrency([eur, null])).toBeNull();
    expect(sharedCurrency([{ iso_code: 'eur', decimal_digits: 2 }])).toBeNull();
    expect(sharedCurrency([{ iso_code: 'EURO', decimal_digits: 2 }])).toBeNull();
    expect(sharedCurrency([{ iso_code: ' EUR', decimal_digits: 2 }])).toBeNull();
    expect(sharedCurrency([{ iso_code: null, decimal_digits: 2 }])).toBeNull();
  });
});
