// Exact amount conversions between currency units and YNAB milliunits (algorithms.md §1).
// No floating-point arithmetic touches an amount: parsing reads decimal digits, rounding uses BigInt.

/** The plan's number of decimals: `currency_format.decimal_digits` clamped to 0..3, default 2. */
export function decimalDigits(
  currencyFormat: { decimal_digits?: number | null } | null | undefined,
): number {
  const d = currencyFormat?.decimal_digits;
  if (typeof d !== 'number' || !Number.isFinite(d)) return 2;
  return Math.min(3, Math.max(0, Math.trunc(d)));
}

/** The smallest amount the currency shows, in milliunits: 10^(3 − d). */
export function minorUnit(d: number): number {
  return 10 ** (3 - d);
}

// sign, integer digits, fraction digits, exponent: the shapes String(x) can print for a finite number.
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Plain decimal digits of a finite number's shortest representation, exponent expanded. */
function plainDecimal(x: number): { negative: boolean; whole: string; fraction: string } | undefined {
  const match = NUMBER_TEXT.exec(String(x));
  if (!match) return undefined;
  const [, sign = '', intPart = '', fracPart = '', expPart = '0'] = match;
  const digits = intPart + fracPart;
  // Position of the decimal point inside `digits` once the exponent is applied.
  const point = intPart.length + Number(expPart);
  const padded =
    point <= 0
      ? '0'.repeat(1 - point) + digits
      : point > digits.length
        ? digits + '0'.repeat(point - digits.length)
        : digits;
  const at = Math.max(point, 1);
  return {
    negative: sign === '-',
    whole: padded.slice(0, at),
    fraction: padded.slice(at).replace(/0+$/, ''),
  };
}

/**
 * Currency units → milliunits, read from the number's shortest decimal text.
 * Undefined when not finite, when it has more than `maxDecimals` (at most 3) fraction digits,
 * or when the result is not a safe integer.
 */
export function toMilli(x: number, maxDecimals: number): number | undefined {
  if (!Number.isFinite(x)) return undefined;
  const parts = plainDecimal(x);
  if (!parts) return undefined;
  const allowed = Math.min(3, maxDecimals);
  if (parts.fraction.length > allowed) return undefined;
  const scaled = BigInt(parts.whole + parts.fraction) * 10n ** BigInt(3 - parts.fraction.length);
  if (scaled > MAX_SAFE) return undefined;
  const m = Number(scaled);
  // −0 and 0 both give 0.
  return parts.negative && m !== 0 ? -m : m;
}

/** Milliunits → currency units; exact for |m| < 10^15 (its shortest text is the decimal m/1000). */
export function fromMilli(m: number): number {
  if (!Number.isSafeInteger(m)) throw new RangeError(`not an integer amount in milliunits: ${m}`);
  return m === 0 ? 0 : m / 1000;
}

function toBig(x: bigint | number, what: string): bigint {
  if (typeof x === 'bigint') return x;
  if (!Number.isSafeInteger(x)) throw new RangeError(`${what} must be a safe integer: ${x}`);
  return BigInt(x);
}

/**
 * round_u: the exact rational numerator/denominator (milliunits) rounded to a multiple of `u`,
 * half away from zero.
 */
export function roundToUnit(
  numerator: bigint | number,
  denominator: bigint | number,
  u: number,
): number {
  let n = toBig(numerator, 'numerator');
  let d = toBig(denominator, 'denominator');
  const unit = toBig(u, 'unit');
  if (d === 0n) throw new RangeError('denominator must not be zero');
  if (unit <= 0n) throw new RangeError(`unit must be positive: ${u}`);
  if (d < 0n) [n, d] = [-n, -d];
  const abs = n < 0n ? -n : n;
  // floor(|n| / (d·u) + 1/2) = floor((2|n| + d·u) / (2·d·u)), all in integers.
  const steps = (2n * abs + d * unit) / (2n * d * unit);
  const rounded = steps * unit;
  if (rounded > MAX_SAFE) throw new RangeError('rounded amount is not a safe integer');
  return n < 0n && rounded !== 0n ? -Number(rounded) : Number(rounded);
}

/** round_m: the exact rational rounded to a whole milliunit, half away from zero. */
export function roundMilli(numerator: bigint | number, denominator: bigint | number): number {
  return roundToUnit(numerator, denominator, 1);
}

/** Question format: rounded to d decimals, '-' when negative, no grouping, '.' and exactly d decimals. */
export function formatAmount(m: number, d: number): string {
  const rounded = roundToUnit(m, 1, minorUnit(d));
  const abs = Math.abs(rounded);
  const whole = String(Math.floor(abs / 1000));
  const fraction = String(abs % 1000).padStart(3, '0').slice(0, d);
  const sign = rounded < 0 ? '-' : '';
  return d === 0 ? sign + whole : `${sign}${whole}.${fraction}`;
}
