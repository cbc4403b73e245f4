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
  if (d < 0n) [n, d] = [-n, -d];
  const abs = n < 0n ? -n : n;
  const tenths = (2n * abs + d) / (2n * d);
  return tenths === 0n ? 0 : (n < 0n ? -Number(tenths) : Number(tenths)) / 10;
}
