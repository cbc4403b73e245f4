// Properties of algorithms.md §1 (Conversions) for src/logic/core/money.ts, for each d ∈ {0, 1, 2, 3}.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { formatAmount, fromMilli, minorUnit, roundToUnit, toMilli } from '../../../src/logic/core/money.ts';

const LIMIT = 1e12;
const milli = fc.integer({ min: -LIMIT, max: LIMIT });
const digits = fc.constantFrom(0, 1, 2, 3);
const denominator = fc.bigInt({ min: 1n, max: 10n ** 6n });
const numerator = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

/** A multiple of d's minor unit within ±10^12 milliunits. */
function multipleOfUnit(d: number): fc.Arbitrary<number> {
  const u = minorUnit(d);
  return fc.integer({ min: -LIMIT / u, max: LIMIT / u }).map((k) => (k === 0 ? 0 : k * u));
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

describe('toMilli / fromMilli', () => {
  it('round-trips every integer |m| ≤ 10^12 at 3 decimals', () => {
    fc.assert(fc.property(milli, (m) => toMilli(fromMilli(m), 3) === m));
  });

  it('round-trips every multiple of u at d decimals', () => {
    fc.assert(
      fc.property(
        digits.chain((d) => fc.tuple(fc.constant(d), multipleOfUnit(d))),
        ([d, m]) => toMilli(fromMilli(m), d) === m,
      ),
    );
  });

  it('refuses an amount with more than d decimals', () => {
    const tooPrecise = digits
      .filter((d) => d < 3)
      .chain((d) =>
        fc.tuple(
          fc.constant(d),
          milli.filter((m) => m % minorUnit(d) !== 0),
        ),
      );
    fc.assert(fc.property(tooPrecise, ([d, m]) => toMilli(fromMilli(m), d) === undefined));
  });

  it('accepts a double only when its shortest text is exactly the milliunits read', () => {
    fc.assert(
      fc.property(fc.double(), digits, (x, d) => {
        const m = toMilli(x, d);
        if (m === undefined) return true;
        return Number.isSafeInteger(m) && m % minorUnit(d) === 0 && fromMilli(m) === x;
      }),
    );
  });

  it('refuses non-finite values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        digits,
        (x, d) => toMilli(x, d) === undefined,
      ),
    );
  });

  it('sums converted amounts exactly like the integer sum', () => {
    const amounts = digits.chain((d) => fc.tuple(fc.constant(d), fc.array(multipleOfUnit(d), { maxLength: 50 })));
    fc.assert(
      fc.property(amounts, ([d, ms]) => {
        const sum = ms.reduce((a, b) => a + b, 0);
        const convertedSum = ms.map((m) => toMilli(fromMilli(m), d) ?? Number.NaN).reduce((a, b) => a + b, 0);
        return convertedSum === sum && toMilli(fromMilli(sum), d) === sum;
      }),
    );
  });
});

describe('roundToUnit (round_u)', () => {
  it('is sign-symmetric', () => {
    fc.assert(
      fc.property(numerator, denominator, digits, (n, den, d) => {
        const u = minorUnit(d);
        // === treats 0 and −0 alike; roundToUnit never returns −0 anyway (money.test.ts).
        return roundToUnit(-n, den, u) === -roundToUnit(n, den, u);
      }),
    );
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(numerator, denominator, numerator, denominator, digits, (n1, d1, n2, d2, d) => {
        const u = minorUnit(d);
        const [lo, hi] =
          n1 * d2 <= n2 * d1
            ? [
                [n1, d1],
                [n2, d2],
              ]
            : [
                [n2, d2],
                [n1, d1],
              ];
        return roundToUnit(lo[0]!, lo[1]!, u) <= roundToUnit(hi[0]!, hi[1]!, u);
      }),
    );
  });

  it('is within u/2 of the exact value and a multiple of u', () => {
    fc.assert(
      fc.property(numerator, denominator, digits, (n, den, d) => {
        const u = minorUnit(d);
        const r = roundToUnit(n, den, u);
        // |r − n/den| ≤ u/2  ⇔  2·|r·den − n| ≤ u·den
        return r % u === 0 && 2n * abs(BigInt(r) * den - n) <= BigInt(u) * den;
      }),
    );
  });

  it('rounds exact halves away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), digits, (k, d) => {
        const u = minorUnit(d);
        // (2k + 1)·u / 2 lies halfway between k·u and (k + 1)·u.
        return roundToUnit((2 * k + 1) * u, 2, u) === (k >= 0 ? (k + 1) * u : k * u);
      }),
    );
  });
});

describe('formatAmount', () => {
  it('parses back to round_u(m)', () => {
    fc.assert(fc.property(milli, digits, (m, d) => toMilli(Number(formatAmount(m, d)), 3) === roundToUnit(m, 1, minorUnit(d))));
  });

  it('has exactly d decimals, no grouping and never prints −0', () => {
    fc.assert(
      fc.property(milli, digits, (m, d) => {
        const text = formatAmount(m, d);
        const shape = d === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${d}}$`);
        return shape.test(text) && !/^-0(\.0*)?$/.test(text) && !/^-?0\d/.test(text);
      }),
    );
  });
});
