// Numbers and months as the host's locale writes them. Amounts arrive in currency units (the tools'
// answers). The plan's currency ({iso_code, decimal_digits}) comes in the result's _meta, where the server
// puts it for a client that declared the Apps extension; amounts are shown in it (symbol, decimals), and as
// plain numbers with two decimals when it is missing or not a valid one.
let locale: string | undefined;
let currency: Currency | undefined;

export interface Currency {
  iso_code: string;
  decimal_digits: number;
}

export function setLocale(value: string | undefined): void {
  locale = value;
}

/** The result's _meta key for the plan's currency (src/mcp/view-currency.ts; test/views/answers.test.ts holds them equal). */
export const CURRENCY_META = 'avenir-mcp/currency';

/** The currency a tool result's _meta names, when it names a valid one; amounts are plain numbers otherwise. */
export function setCurrencyFrom(meta: Record<string, unknown> | undefined): void {
  const named = meta?.[CURRENCY_META] as Partial<Currency> | null | undefined;
  const valid =
    typeof named?.iso_code === 'string' &&
    /^[A-Z]{3}$/.test(named.iso_code) &&
    Number.isInteger(named.decimal_digits) &&
    named.decimal_digits! >= 0 &&
    named.decimal_digits! <= 20;
  currency = valid ? { iso_code: named.iso_code!, decimal_digits: named.decimal_digits! } : undefined;
}

export function money(value: number): string {
  if (currency) {
    const digits = currency.decimal_digits;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.iso_code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** 'YYYY-MM' or 'YYYY-MM-DD' as a month name and year ("Sep 2026"). */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 1970, (mon ?? 1) - 1, 1),
  );
}

export function dateLabel(date: string): string {
  const [year, mon, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 1970, (mon ?? 1) - 1, day ?? 1),
  );
}

/** A whole amount, for a chart's axis ticks (their cents would only crowd the axis). */
export function wholeNumber(value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** The month `offset` months after 'YYYY-MM' (or 'YYYY-MM-DD'), as 'YYYY-MM'. */
export function addMonths(month: string, offset: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = (year ?? 1970) * 12 + (mon ?? 1) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
