// Summaries of repeated timings for the benchmarks: median and spread (min–max, and p10–p90 by linear
// interpolation between order statistics), robust to the odd slow run on a shared machine.

export interface Summary {
  runs: number;
  median: number;
  min: number;
  max: number;
  p10: number;
  p90: number;
}

/** The q-quantile (0 ≤ q ≤ 1) of sorted values, interpolating linearly between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of no values');
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile ${q} is not between 0 and 1`);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const low = sorted[lo] as number;
  return low + ((sorted[hi] as number) - low) * (at - lo);
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new RangeError('no values to summarize');
  if (values.some((v) => !Number.isFinite(v))) throw new RangeError('a value is not a finite number');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    median: quantile(sorted, 0.5),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    p10: quantile(sorted, 0.1),
    p90: quantile(sorted, 0.9),
  };
}
