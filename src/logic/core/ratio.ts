// Exact ratios rounded half away from zero with BigInt, so large milliunit amounts never lose precision:
// roundedQuotient (also money.ts' rounding) and round1, a ratio printed to one decimal (percentages, months of
// runway; algorithms.md §14, §16, §17).

/** n / d rounded to an integer, half away from zero; d must not be 0. */
export function roundedQuotient(n: bigint, d: bigint): bigint {
  // Stryker disable next-line EqualityOperator: d is not 0, so `d <= 0n` acts as `d < 0n` (`d >= 0n` is killed).
  if (d < 0n) return roundedQuotient(-n, -d);
  // BigInt division truncates toward zero, so adding half of d away from zero first rounds half away from zero.
  // Stryker disable next-line EqualityOperator: at n = 0 `n <= 0n` gives −d / 2d, which truncates to 0 as d / 2d does (`n >= 0n` is killed).
  const half = n < 0n ? -d : d;
  return (2n * n + half) / (2n * d);
}

/**
 * round1(scale × numerator / denominator), half away from zero; undefined when denominator is 0.
 * The result is an integer number of tenths divided by 10, which prints as that one-decimal value.
 */
export function round1(numerator: number, denominator: number, scale = 1): number | undefined {
  if (denominator === 0) return undefined;
  return Number(roundedQuotient(BigInt(numerator) * BigInt(scale) * 10n, BigInt(denominator))) / 10;
}
