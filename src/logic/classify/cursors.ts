// Page cursors of suggest_categories (algorithms.md §8): base64url of "offset:{n}", accepted only in the
// exact form issued, so a cursor cannot be forged, padded or re-spelled into another page.

import { Buffer } from 'node:buffer';

/** The largest offset a cursor can carry (9 digits). */
export const MAX_CURSOR_OFFSET = 999_999_999;

function isOffset(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_CURSOR_OFFSET;
}

/** The cursor of offset n: base64url, without padding, of the ASCII text `offset:{n}`. */
export function encodeCursor(n: number): string {
  if (!isOffset(n)) throw new RangeError(`not a cursor offset: ${n}`);
  return Buffer.from(`offset:${n}`).toString('base64url');
}

/** The offset of a cursor this module issued, or undefined for any other string (→ bad_cursor). */
export function decodeCursor(cursor: string): number | undefined {
  const n = Number(Buffer.from(cursor, 'base64url').toString().slice('offset:'.length));
  // Node's decoder forgives stray characters, bits and odd lengths, and Number() other spellings of a number:
  // the cursor is accepted only when it is exactly the one encodeCursor issues for that offset.
  return isOffset(n) && encodeCursor(n) === cursor ? n : undefined;
}

/** items[offset : offset + limit], and the cursor of the next page while items remain. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number): { items: T[]; next_cursor: string | null } {
  const end = offset + limit;
  return { items: items.slice(offset, end), next_cursor: end < items.length ? encodeCursor(end) : null };
}
