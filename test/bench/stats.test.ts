// Pins the benchmark statistics (bench/stats.ts): the median of odd and even counts, interpolated
// percentiles, the spread, and refusals of empty or non-finite input.
import { describe, expect, it } from 'vitest';
import { quantile, summarize } from '../../bench/stats.ts';

describe('summarize', () => {
  it('gives the median of an odd count and the middle mean of an even one, whatever the order', () => {
    expect(summarize([9, 1, 5]).median).toBe(5);
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('gives min, max and the p10–p90 spread, interpolated between order statistics', () => {
    expect(summarize([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110])).toEqual({
      runs: 11,
      median: 60,
      min: 10,
      max: 110,
      p10: 20,
      p90: 100,
    });
    const s = summarize([1, 2, 3, 4, 100]);
    expect(s.p10).toBeCloseTo(1.4, 10);
    expect(s.p90).toBeCloseTo(61.6, 10);
    expect(s.median).toBe(3);
  });

  it('summarizes one run as itself', () => {
    expect(summarize([7])).toEqual({ runs: 1, median: 7, min: 7, max: 7, p10: 7, p90: 7 });
  });

  it('refuses no values, a non-finite value and a quantile outside [0, 1]', () => {
    expect(() => summarize([])).toThrow(RangeError);
    expect(() => summarize([1, Number.NaN])).toThrow(RangeError);
    expect(() => summarize([1, Infinity])).toThrow(RangeError);
    expect(() => quantile([1, 2], 1.5)).toThrow(RangeError);
  });

  it('leaves its input in place', () => {
    const values = [3, 1, 2];
    summarize(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
