// Exact amount conversions between currency units and YNAB milliunits (algorithms.md §1).
// No floating-point arithmetic touches an amount: parsing reads decimal digits, rounding uses BigInt.

import { roundedQuotient } from './ratio.ts';

/** The plan's number of decimals: `currency_format.decimal_digits` clamped to 0..3, default 2. */
export function decimalDigits(currencyFormat: { decimal_digits?: number | null } | null | undefined): number {
  const d = currencyFormat?.decimal_digits ?? Number.NaN;
  if (!Number.isFinite(d)) return 2;
  return Math.min(3, Math.max(0, Math.trunc(d)));
}

/** A plan's currency as the views show it: an ISO 4217 code and its number of decimals. */
export interface PlanCurrency {
  iso_code: string;
  decimal_digits: number;
}

/**
 * The one currency all of `formats` share (one plan's, or every plan's when `last-used` is unresolved); null
 * when there is none, they differ, or a code is not three capital letters (the text comes from YNAB).
 */
export function sharedCurrency(
  formats: readonly ({ iso_code?: string | null; decimal_digits?: number | null } | null | undefined)[],
): PlanCurrency | null {
  const found = new Map(formats.map((format) => [`${format?.iso_code}:${decimalDigits(format)}`, format]));
  const [only] = found.values();
  const code = String(only?.iso_code);
  return found.size === 1 && /^[A-Z]{3}$/.test(code) ? { iso_code: code, decimal_digits: decimalDigits(only) } : null;
}

/** The smallest amount the currency shows, in milliunits: 10^(3 − d). */
export function minorUnit(d: number): number {
  return 10 ** (3 - d);
}

// The text String(x) prints for a finite number below 10^21 and not below 10^-6 in size. Outside that range
// it takes an exponent, and is then too large to be a safe number of milliunits or has more than 3 decimals.
const PLAIN_NUMBER = /^-?(\d+)(?:\.(\d+))?$/;

/**
 * Currency units → milliunits, read from the number's shortest decimal text.
 * Undefined when not finite, when it has more than `maxDecimals` (at most 3) fraction digits,
 * or when the result is not a safe integer.
 */
export function toMilli(x: number, maxDecimals: number): number | undefined {
  const match = PLAIN_NUMBER.exec(String(x));
  if (!match) return undefined;
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (fraction.length > Math.min(3, maxDecimals)) return undefined;
  // An integer text parses exactly up to 2^53 − 1, and anything larger parses to 2^53 or more.
  const m = Number(whole + fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(m)) return undefined;
  // −0 prints as 0, so gives 0.
  return x < 0 ? -m : m;
}

/** toMilli of an amount its caller already checked; anything else is a programming fault. */
export function checkedMilli(x: number, maxDecimals: number): number {
  const m = toMilli(x, maxDecimals);
  if (m === undefined) throw new RangeError(`amount not checked before conversion: ${x}`);
  return m;
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
export function roundToUnit(numerator: bigint | number, denominator: bigint | number, u: number): number {
  const n = toBig(numerator, 'numerator');
  const d = toBig(denominator, 'denominator');
  const unit = toBig(u, 'unit');
  if (d === 0n) throw new RangeError('denominator must not be zero');
  if (unit <= 0n) throw new RangeError(`unit must be positive: ${u}`);
  const rounded = Number(roundedQuotient(n, d * unit) * unit);
  if (!Number.isSafeInteger(rounded)) throw new RangeError('rounded amount is not a safe integer');
  return rounded;
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
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .slice(0, d);
  const sign = rounded < 0 ? '-' : '';
  return d === 0 ? sign + whole : `${sign}${whole}.${fraction}`;
}

/** −m, never −0 (a zero amount flipped stays 0, as YNAB and the tests' strict equality read it). */
export const negated = (m: number): number => (m === 0 ? 0 : -m);
