// Deterministic string orders for sorted results (ids, payees, names), independent of locale.
// JavaScript's `<` compares UTF-16 code units, which misorders astral characters against U+E000–U+FFFF.

/** Negative, zero or positive as `a` sorts before, with or after `b` by Unicode code point. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    // Past an equal astral character both strings hold the same low surrogate, so stepping one code unit at a
    // time stays exact. Within `n` both code points exist.
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}

/** Ignoring case (lower-cased, locale-independent), then by code point so equal-ignoring-case names stay ordered. */
export function compareIgnoringCase(a: string, b: string): number {
  return compareCodePoints(a.toLowerCase(), b.toLowerCase()) || compareCodePoints(a, b);
}

/** The later of two ISO dates (YYYY-MM-DD sorts as text); either one when they are the same day. */
export function laterDate(a: string, b: string): string {
  return [a, b].sort()[1]!;
}
