// round1 against an independent decimal computation, and the account kinds the analytics share.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAssetTracking, isDebtType } from '../../../src/logic/facts/account-types.ts';
import { round1, roundedQuotient } from '../../../src/logic/core/ratio.ts';
import { ASSET_TYPES, DEBT_TYPES } from '../fixtures/account-types.ts';

describe('round1', () => {
  it('rounds half away from zero to one decimal', () => {
    expect(round1(1, 3, 100)).toBe(33.3);
    expect(round1(2, 3, 100)).toBe(66.7);
    expect(round1(1, 20)).toBe(0.1); // 0.05 → 0.1
    expect(round1(-1, 20)).toBe(-0.1);
    expect(round1(4112660, 1348710)).toBe(3);
    expect(round1(5, 0)).toBeUndefined();
  });

  it('is within a twentieth of the exact ratio and prints with at most one decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -1e9, max: 1e9 }).filter((d) => d !== 0),
        (n, d) => {
          const r = round1(n, d)!;
          expect(Math.abs(r - n / d)).toBeLessThanOrEqual(0.05 + 1e-9 * Math.max(1, Math.abs(n / d)));
          expect(/^-?\d+(\.\d)?$/.test(String(r))).toBe(true);
          expect(round1(-n, d)).toBe(r === 0 ? 0 : -r);
        },
      ),
    );
  });
});

describe('roundedQuotient', () => {
  it('is the nearest integer to n / d, a tie going away from zero', () => {
    const big = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
    fc.assert(
      fc.property(
        big,
        big.filter((d) => d !== 0n),
        (n, d) => {
          const q = roundedQuotient(n, d);
          const abs = (x: bigint) => (x < 0n ? -x : x);
          const miss = abs(2n * (n - q * d)); // 2·|n − q·d| against |d|
          expect(miss <= abs(d)).toBe(true);
          if (miss === abs(d)) expect(abs(q * d)).toBeGreaterThan(abs(n));
        },
      ),
    );
    expect([roundedQuotient(5n, 2n), roundedQuotient(-5n, 2n), roundedQuotient(5n, -2n), roundedQuotient(-5n, -2n)]).toEqual([
      3n,
      -3n,
      -3n,
      3n,
    ]);
    expect(roundedQuotient(0n, -3n)).toBe(0n);
  });
});

describe('account kinds', () => {
  it('knows the nine debt types and treats the rest as assets', () => {
    for (const t of DEBT_TYPES) expect(isDebtType(t)).toBe(true);
    for (const t of ASSET_TYPES) expect(isDebtType(t)).toBe(false);
    expect(isAssetTracking({ on_budget: false, type: 'otherAsset' })).toBe(true);
    expect(isAssetTracking({ on_budget: false, type: 'autoLoan' })).toBe(false);
    expect(isAssetTracking({ on_budget: true, type: 'savings' })).toBe(false);
  });
});
