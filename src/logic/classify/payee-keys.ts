// normalize_payee (algorithms.md §3): a bank label turned into a merchant key, e.g.
// "CB MARKET FRESH FACT 190926 525130******1" → "MARKET FRESH". Shared by every payee comparison.

import { BoundedMemo } from '../core/bounded-memo.ts';

// Without the `i` flag, `\b` and `\d` are ASCII-only even with `u` (§3 asks for ASCII word boundaries).
const WHITE_SPACE_RUN = /\s+/gu;
// Each pass collapses the label first: its white space is single spaces, and `.*` runs to its end.
const IBAN_SUFFIX = /\s*-?\s*\bIBAN\s*:.*/u;
// Longest alternatives first, so "PRLV SEPA X" loses "PRLV SEPA", not just "PRLV".
const PAYMENT_PREFIX = /^(?:PRLV SEPA|VIREMENT INST|VIREMENT SEPA|VIR INST|VIR SEPA|VIREMENT|CARTE|PRLV|VIR|CB) /u;
const INVOICE_TAIL = / FACT \d{6}\b.*/u;
const NOISE = [
  /\b\d{4,}\*+\d*/gu, // masked card numbers
  /\b\d{2}\/\d{2}(?:\/\d{2}(?:\d{2})?)?\b/gu, // dates
  /\b\d{5,}\b/gu, // references
];

function collapse(text: string): string {
  return text.replace(WHITE_SPACE_RUN, ' ').trim();
}

// One pass of §3's six steps, in order.
function pass(label: string): string {
  let s = collapse(label.toUpperCase());
  s = s.replace(IBAN_SUFFIX, '');
  s = s.replace(PAYMENT_PREFIX, '');
  s = s.replace(INVOICE_TAIL, '');
  for (const noise of NOISE) s = s.replace(noise, '');
  return collapse(s);
}

// Every tool call normalises the labels of the whole history again (a ten-year plan holds ~50,000 of them,
// most different), and that was most of a warm call: each key is kept, up to a bound, and looked up after.
export const MEMO_LIMIT = 100_000;
const memo = new BoundedMemo<string, string>(MEMO_LIMIT);

/**
 * The merchant key of a bank label. The steps are repeated until nothing changes, which only matters
 * for labels where a removal uncovers another match ("CB CB SHOP", "12345 CB SHOP", "X IBAN 12345 : Y"):
 * one pass would leave a key that normalises further, and §3 requires the function to be idempotent.
 */
export function normalizePayee(label: string): string {
  return memo.get(label, merchantKey);
}

function merchantKey(label: string): string {
  let current = pass(label);
  // After the first pass every step only removes text, so each changing pass shortens the key.
  for (;;) {
    const next = pass(current);
    if (next === current) return current;
    current = next;
  }
}
