// What a CSV's layout says about the order of its dates when no date does: the header of a bank whose export
// is known (Bank of America and Chase write month first; Monzo, Lloyds, Barclays day first), a decimal comma,
// or amounts in a currency whose countries write the day first. And about its signs: a card issuer whose
// export prints charges positive. Each cue says why, for the answer.
import { headerKey } from './csv-mapping.ts';
import { commaCue, type OrderCue } from './date-order.ts';
import type { DecimalMark } from './decimal.ts';
import { advise } from './problems.ts';

interface KnownLayout {
  bank: string;
  /** Header names (as headerKey gives them) that, all present, are this bank's export. */
  names: readonly string[];
}

/** Exports known by their header, by the order they write dates in. */
const DATE_ORDERS: Readonly<Record<'dmy' | 'mdy', readonly KnownLayout[]>> = {
  mdy: [
    { bank: 'Bank of America', names: ['running bal'] },
    { bank: 'Bank of America', names: ['posted date', 'reference number'] },
    { bank: 'Chase', names: ['check or slip'] },
    { bank: 'Chase or Discover', names: ['post date'] },
    { bank: 'Capital One', names: ['card no'] },
    { bank: 'RBC', names: ['cheque number', 'description 1'] },
  ],
  dmy: [
    { bank: 'Monzo', names: ['emoji'] },
    { bank: 'Starling', names: ['counter party', 'spending category'] },
    { bank: 'Lloyds or Halifax', names: ['sort code'] },
    { bank: 'Barclays', names: ['subcategory'] },
    { bank: 'Nationwide', names: ['paid out', 'paid in'] },
    { bank: 'NatWest', names: ['account name', 'value'] },
    { bank: 'Westpac', names: ['narrative'] },
    { bank: 'NAB', names: ['transaction details', 'merchant name'] },
  ],
};

/** Card exports that print charges positive and payments negative. */
const CHARGES_POSITIVE: readonly KnownLayout[] = [
  { bank: 'American Express', names: ['extended details', 'appears on your statement as'] },
  { bank: 'American Express', names: ['card member', 'account'] },
];

/** The first of the layouts whose names the header (null: none) all holds. */
function layoutOf(layouts: readonly KnownLayout[], header: readonly string[] | null): KnownLayout | undefined {
  const keys = new Set(header?.map(headerKey));
  return layouts.find((l) => l.names.every((n) => keys.has(n)));
}

/** The note of a CSV read with its signs flipped, `why` saying what showed it; the advice undoes it. */
export const flippedNote = (why: string): string =>
  `Signs flipped, charges being printed positive: ${why}; ${advise('invert=no')} keeps the printed signs.`;

/** True for a note flippedNote wrote. */
export const isFlippedNote = (note: string): boolean => note.startsWith('Signs flipped,');

/** The note of a header whose bank prints charges positive, or undefined. */
export function chargesPositive(header: readonly string[] | null): string | undefined {
  const layout = layoutOf(CHARGES_POSITIVE, header);
  return layout && flippedNote(`the header is ${layout.bank}'s, whose export prints them so`);
}

/** Currencies whose countries write dates day first (USD and CAD are left out: Wise and others write theirs so). */
const DAY_FIRST_CURRENCY = /\b(GBP|EUR|AUD|NZD|INR|ZAR)\b|£|€|\beuros?\b/iu;

/** The bank whose export this header is, and its order. */
function knownLayout(header: readonly string[] | null): OrderCue | undefined {
  for (const order of ['mdy', 'dmy'] as const) {
    const layout = layoutOf(DATE_ORDERS[order], header);
    if (layout) return { order, why: `the header is ${layout.bank}'s, whose export writes them so` };
  }
  return undefined;
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
  const cues = [knownLayout(header), ...commaCue(decimal), currencyCue(header?.concat(currencyTexts) ?? currencyTexts)];
  return cues.filter((c): c is OrderCue => c !== undefined);
}
