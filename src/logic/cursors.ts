// Page cursors of suggest_categories (algorithms.md §8): base64url of "offset:{n}", accepted only in the
// exact form issued, so a cursor cannot be forged, padded or re-spelled into another page.

import { Buffer } from 'node:buffer';

const CURSOR_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const OFFSET_TEXT = /^offset:(0|[1-9][0-9]{0,8})$/;
/** The largest offset a cursor can carry (9 digits). */
export const MAX_CURSOR_OFFSET = 999_999_999;

/** The cursor of offset n: base64url, without padding, of the ASCII text `offset:{n}`. */
export function encodeCursor(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_CURSOR_OFFSET) throw new RangeError(`not a cursor offset: ${n}`);
  return Buffer.from(`offset:${n}`, 'ascii').toString('base64url');
}

/** The offset of a cursor this module issued, or undefined for any other string (→ bad_cursor). */
export function decodeCursor(cursor: string): number | undefined {
  if (!CURSOR_SHAPE.test(cursor)) return undefined;
  const match = OFFSET_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const n = Number(match[1]);
  // Node's decoder forgives stray bits and odd lengths: only the exact issued spelling is accepted.
  return encodeCursor(n) === cursor ? n : undefined;
}

/** items[offset : offset + limit], and the cursor of the next page while items remain. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number): { items: T[]; next_cursor: string | null } {
  const end = offset + limit;
  return { items: items.slice(offset, end), next_cursor: end < items.length ? encodeCursor(end) : null };
}
