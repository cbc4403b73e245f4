// Amounts as banks print them. Milliunits inside (YNAB's unit); every corpus amount is whole cents.

/** 1234567 milliunits → "1234.57" style parts: sign, whole units, cents. */
function parts(milli: number): { negative: boolean; units: string; cents: string } {
  if (milli % 10 !== 0) throw new RangeError(`${milli} milliunits is not whole cents`);
  const cents = Math.abs(milli) / 10;
  return { negative: milli < 0, units: String(Math.floor(cents / 100)), cents: String(cents % 100).padStart(2, '0') };
}

const group = (units: string, sep: string) => units.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export interface MoneyStyle {
  /** Decimal mark. */
  decimal?: '.' | ',';
  /** Thousands separator ('' for none). */
  thousands?: string;
  /** How a sign is written: '-' only, '+'/'-' always, or never (the magnitude). */
  sign?: 'minus' | 'always' | 'none';
  /** Currency symbol before the number (after the sign), e.g. "$". */
  symbol?: string;
}

export function money(milli: number, style: MoneyStyle = {}): string {
  const { decimal = '.', thousands = '', sign = 'minus', symbol = '' } = style;
  const p = parts(milli);
  const body = `${symbol}${group(p.units, thousands)}${decimal}${p.cents}`;
  if (sign === 'none') return body;
  if (sign === 'always') return `${p.negative ? '-' : '+'}${body}`;
  return p.negative ? `-${body}` : body;
}

/** Currency units (a float from a price list) to milliunits, rounded to the cent. */
export const milli = (units: number): number => Math.round(units * 100) * 10;
/** Rounds milliunits to whole cents. */
export const cents = (m: number): number => Math.round(m / 10) * 10;
