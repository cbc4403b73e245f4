// Examples and properties for src/logic/core/day-numbers.ts and src/logic/core/compare.ts (helpers of the listings).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints, compareIgnoringCase } from '../../../src/logic/core/compare.ts';
import { addDays, dateOfDay, dayNumber, daysBetween } from '../../../src/logic/core/day-numbers.ts';

// The platform's UTC calendar as an independent oracle.
const realDate = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('days', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-09-25')).toBe(Date.UTC(2026, 8, 25) / 86_400_000);
    expect(dateOfDay(0)).toBe('1970-01-01');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-09-25', 30)).toBe('2026-10-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('gives undefined outside years 0000–9999 and throws on non-dates', () => {
    expect(addDays('9999-12-31', 1)).toBeUndefined();
    expect(addDays('0000-01-01', -1)).toBeUndefined();
    expect(addDays('0000-03-01', -1)).toBe('0000-02-29');
    expect(() => dayNumber('2026-02-30')).toThrow(new RangeError('not a calendar date (YYYY-MM-DD): "2026-02-30"'));
  });

  it('has no date for a day number that is not a whole number, and refuses such a count of days', () => {
    for (const n of [0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(dateOfDay(n)).toBeUndefined();
      expect(() => addDays('2026-09-25', n)).toThrow(new RangeError(`not an integer number of days: ${n}`));
    }
  });

  it('agrees with the platform calendar', () => {
    fc.assert(
      fc.property(realDate, fc.integer({ min: -400, max: 400 }), (date, n) => {
        const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000);
        const got = addDays(date, n);
        if (shifted.getUTCFullYear() > 9999) return got === undefined;
        return got === shifted.toISOString().slice(0, 10);
      }),
    );
  });

  it('round-trips day numbers', () => {
    fc.assert(fc.property(realDate, (date) => dateOfDay(dayNumber(date)) === date));
  });
});

describe('compare', () => {
  it('orders by code point, astral characters after U+FFFF', () => {
    expect(['b', 'a', '\u{1F600}', '\uFF01', 'ab'].sort(compareCodePoints)).toEqual(['a', 'ab', 'b', '\uFF01', '\u{1F600}']);
    expect(compareCodePoints('x', 'x')).toBe(0);
  });

  it('sorts a prefix first', () => {
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('\u{1F600}', '\u{1F600}\u{1F601}')).toBeLessThan(0);
  });

  it('agrees in sign with comparing the strings’ code points one by one', () => {
    const byCodePoints = (a: string, b: string): number => {
      const x = [...a].map((c) => c.codePointAt(0)!);
      const y = [...b].map((c) => c.codePointAt(0)!);
      const i = x.findIndex((v, k) => v !== y[k]);
      return i === -1 ? x.length - y.length : i >= y.length ? 1 : x[i]! - y[i]!;
    };
    // Strings sharing a prefix reach the characters after an equal astral character.
    const text = fc.string({ unit: 'binary', maxLength: 6 });
    fc.assert(
      fc.property(text, text, text, (prefix, a, b) => {
        expect(Math.sign(compareCodePoints(prefix + a, prefix + b))).toBe(Math.sign(byCodePoints(prefix + a, prefix + b)));
      }),
    );
  });

  it('ignores case first, then keeps a fixed order', () => {
    expect(['b', 'A', 'a', 'B'].sort(compareIgnoringCase)).toEqual(['A', 'a', 'B', 'b']);
  });

  it('is a total order consistent with equality', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const ab = Math.sign(compareCodePoints(a, b));
        return ab === -Math.sign(compareCodePoints(b, a)) && (ab === 0) === (a === b);
      }),
    );
  });
});
