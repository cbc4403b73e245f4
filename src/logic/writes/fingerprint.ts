// What a confirmation is bound to: the fingerprint (confirmation.md §3), SHA-256 of the canonical JSON of
// [plan_id, subject], so the same change gives the same fingerprint whatever the order of its items; and
// the digest of the before-state the question showed (issue #13), canonicalised the same way.

import { createHash } from 'node:crypto';
import { compareCodePoints } from '../core/compare.ts';

/** What a subject or a before-state may hold: integers (milliunits), strings, booleans, null, lists, objects. */
export type Canonical = string | number | boolean | null | readonly Canonical[] | { readonly [key: string]: Canonical };

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A value JSON.stringify writes as canonicalJson does: null, a boolean, a string, a safe integer. */
// Stryker disable next-line LogicalOperator,ConditionalExpression,StringLiteral: a value this wrongly leaves out goes the general way, which writes the same text (only with more garbage), so narrowing mutants are equivalent; one it wrongly lets in (undefined, 1.5) is killed by the refusal tests, as this line's `true` mutants are.
const isScalar = (value: unknown): boolean =>
  value === null || typeof value === 'boolean' || typeof value === 'string' || Number.isSafeInteger(value);

/**
 * Compact JSON of a subject with object keys sorted by code point and every array sorted by the
 * canonical JSON of its items (duplicates kept), at every depth. Strings are escaped minimally
 * (JSON.stringify leaves non-ASCII as itself). Throws on anything a subject cannot hold: fractional or
 * unsafe numbers, undefined, functions, class instances — amounts are integer milliunits.
 */
export function canonicalJson(value: unknown): string {
  let text = '';
  writeCanonical(value, (part) => (text += part));
  return text;
}

/**
 * The canonical JSON of `value`, given to `write` in parts, in order. Only an array's items are built as
 * strings (to sort them): the whole text is never held, so a statement of 30,000 lines is hashed without
 * first building its 8 MB of JSON and the garbage of joining it.
 */
function writeCanonical(value: unknown, write: (part: string) => void): void {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    write(JSON.stringify(value));
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`a subject holds only integers, not ${value}`);
    write(JSON.stringify(value)); // −0 prints as 0
    return;
  }
  if (Array.isArray(value)) {
    // Array.from visits holes too, so a sparse array is refused like undefined.
    const items = Array.from(value as unknown[], (item) => canonicalJson(item));
    items.sort(compareCodePoints);
    write('[');
    for (const [i, item] of items.entries()) write(i === 0 ? item : `,${item}`);
    write(']');
    return;
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    const keys = Object.keys(value).sort(compareCodePoints);
    // An object of scalars only (a created transaction) is written natively, its keys in that order (a
    // replacer list orders them even where they look like indices): the same text, without a string per part.
    // Stryker disable next-line ConditionalExpression,BlockStatement: the general way writes the same text; this one only spares memory (the bench's 2 MB apply preview), so `false` or an empty block is equivalent (`true` is killed by the nested-object tests).
    if (Object.values(value).every(isScalar)) {
      write(JSON.stringify(value, keys));
      return;
    }
    write('{');
    for (const [i, key] of keys.entries()) {
      write(`${i === 0 ? '' : ','}${JSON.stringify(key)}:`);
      writeCanonical((value as Record<string, unknown>)[key], write);
    }
    write('}');
    return;
  }
  throw new TypeError(`a subject cannot hold a value of type ${typeof value}`);
}

/** The pair [plan_id, subject] given to `write` in parts: it keeps its own order (only the subject's arrays are sorted). */
function writePair(planId: string, subject: unknown, write: (part: string) => void): void {
  write(`[${JSON.stringify(planId)},`);
  writeCanonical(subject, write);
  write(']');
}

/** The hashed text: the canonical pair [plan_id, subject]. */
export function fingerprintText(planId: string, subject: unknown): string {
  let text = '';
  writePair(planId, subject, (part) => (text += part));
  return text;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of the canonical [plan_id, subject], hashed as it is written. */
export function fingerprint(planId: string, subject: unknown): string {
  const hash = createHash('sha256');
  writePair(planId, subject, (part) => hash.update(part));
  return hash.digest('hex');
}

/**
 * Lowercase hex SHA-256 of the canonical JSON of a before-state: the values a question displays, raw
 * (amounts in milliunits, names), so the same preview gives the same digest whatever the order of its items.
 */
export function seenDigest(seen: Canonical): string {
  return createHash('sha256').update(canonicalJson(seen)).digest('hex');
}
