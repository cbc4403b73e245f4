// round1: a ratio printed to one decimal (percentages, months of runway), computed on the exact
// rational with BigInt so large milliunit amounts never lose precision (algorithms.md §14, §16, §17).

/**
 * round1(scale × numerator / denominator), half away from zero; undefined when denominator is 0.
 * The result is an integer number of tenths divided by 10, which prints as that one-decimal value.
 */
export function round1(numerator: number, denominator: number, scale = 1): number | undefined {
  if (denominator === 0) return undefined;
  let n = BigInt(numerator) * BigInt(scale) * 10n;
  let d = BigInt(denominator);
  // Stryker disable next-line EqualityOperator: `d <= 0n` acts as `d < 0n`, d being nonzero here (`d >= 0n` is killed).
  if (d < 0n) [n, d] = [-n, -d];
  // BigInt division truncates toward zero, so adding half of d away from zero rounds half away from zero.
  // Stryker disable next-line EqualityOperator: `n <= 0n` gives ±d / 2d at n = 0, which truncates to 0 too (`n >= 0n` is killed).
  const half = n < 0n ? -d : d;
  return Number((2n * n + half) / (2n * d)) / 10;
}
