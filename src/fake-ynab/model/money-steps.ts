// Integer helpers for amounts in milliunits: the step of a currency's minor unit and rounding to a step
// half away from zero (sign-symmetric, so the two halves of a transfer stay opposite).

/** Milliunits per minor unit for `decimal_digits` (2 → 10, 0 → 1000, 3 → 1). */
export function minorUnitStep(decimalDigits: number): number {
  return 10 ** (3 - Math.max(0, Math.min(3, decimalDigits)));
}

/** `milli` rounded to a multiple of `step`, halves away from zero. */
export function roundToStep(milli: number, step: number): number {
  if (step <= 1) return milli;
  const magnitude = Math.floor((2 * Math.abs(milli) + step) / (2 * step)) * step;
  return milli < 0 ? -magnitude : magnitude;
}
