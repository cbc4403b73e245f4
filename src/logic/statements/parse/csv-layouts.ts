// What a CSV's layout says about the order of its dates when no date does: the header of a bank whose export
// is known (Bank of America and Chase write month first; Monzo, Lloyds, Barclays day first), a decimal comma,
// or amounts in a currency whose countries write the day first. Each cue says why, for the answer.
import { headerKey } from './csv-mapping.ts';
import { commaCue, type OrderCue } from './date-order.ts';
import type { DecimalMark } from './decimal.ts';

interface KnownLayout {
  bank: string;
  /** Header names (as headerKey gives them) that, all present, are this bank's export. */
  names: readonly string[];
  order: 'dmy' | 'mdy';
}

const LAYOUTS: readonly KnownLayout[] = [
  { bank: 'Bank of America', names: ['running bal'], order: 'mdy' },
  { bank: 'Bank of America', names: ['posted date', 'reference number'], order: 'mdy' },
  { bank: 'Chase', names: ['check or slip'], order: 'mdy' },
  { bank: 'Chase or Discover', names: ['post date'], order: 'mdy' },
  { bank: 'Capital One', names: ['card no'], order: 'mdy' },
  { bank: 'RBC', names: ['cheque number', 'description 1'], order: 'mdy' },
  { bank: 'Monzo', names: ['emoji'], order: 'dmy' },
  { bank: 'Starling', names: ['counter party', 'spending category'], order: 'dmy' },
  { bank: 'Lloyds or Halifax', names: ['sort code'], order: 'dmy' },
  { bank: 'Barclays', names: ['subcategory'], order: 'dmy' },
  { bank: 'Nationwide', names: ['paid out', 'paid in'], order: 'dmy' },
  { bank: 'NatWest', names: ['account name', 'value'], order: 'dmy' },
  { bank: 'Westpac', names: ['narrative'], order: 'dmy' },
  { bank: 'NAB', names: ['transaction details', 'merchant name'], order: 'dmy' },
];

/** Currencies whose countries write dates day first (USD and CAD are left out: Wise and others write theirs so). */
const DAY_FIRST_CURRENCY = /\b(GBP|EUR|AUD|NZD|INR|ZAR)\b|£|€|\beuros?\b/iu;

/** The bank whose export this header is, and its order. */
function knownLayout(header: readonly string[]): OrderCue | undefined {
  const keys = new Set(header.map(headerKey));
  const layout = LAYOUTS.find((l) => l.names.every((n) => keys.has(n)));
  return layout && { order: layout.order, why: `the header is ${layout.bank}'s, whose export writes them so` };
}

/** A day-first currency named in the header, a currency column or the amounts. */
function currencyCue(texts: readonly string[]): OrderCue | undefined {
  for (const text of texts) {
    const m = DAY_FIRST_CURRENCY.exec(text);
    if (m) return { order: 'dmy', why: `amounts in ${m[1]?.toUpperCase() ?? (m[0] === '£' ? 'GBP' : 'EUR')} come with day-first dates` };
  }
  return undefined;
}

/** The cues of a CSV's layout, best first: its header, a decimal comma, its currency. */
export function layoutCues(header: readonly string[] | null, decimal: DecimalMark, currencyTexts: readonly string[]): OrderCue[] {
  const cues = [header ? knownLayout(header) : undefined, ...commaCue(decimal), currencyCue([...(header ?? []), ...currencyTexts])];
  return cues.filter((c): c is OrderCue => c !== undefined);
}
