// match_statement's pages (issue #27): each list is cut into pages of its own size, the items the person must
// hear about first (a low match, a doubtful line) on the earliest pages; a cursor names a page and the digest
// of the whole answer it belongs to, so a cursor from another statement, or from before YNAB changed, is refused.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';

export interface PageCursor {
  /** 1 for the second page: the first is asked for without a cursor. */
  page: number;
  /** answerDigest of the answer whose next page it is. */
  digest: string;
}

/** Reads a cursor's text; the round trip in decodePageCursor holds it to exactly that form. */
const FORM = /page:([1-9]\d{0,8}):([0-9a-f]{12})/;

/** base64url, without padding, of the ASCII text `page:{n}:{digest}`. */
export const encodePageCursor = (cursor: PageCursor): string => Buffer.from(`page:${cursor.page}:${cursor.digest}`).toString('base64url');

/** The page and digest of a cursor encodePageCursor issued, or undefined for any other string (→ bad_cursor). */
export function decodePageCursor(text: string): PageCursor | undefined {
  const parts = FORM.exec(Buffer.from(text, 'base64url').toString('latin1'));
  if (parts === null) return undefined;
  const cursor = { page: Number(parts[1]), digest: parts[2]! };
  // Node's decoder forgives stray characters and odd lengths, and the pattern text around it: only the exact text issued is a cursor.
  return encodePageCursor(cursor) === text ? cursor : undefined;
}

/** The first 12 hex digits of SHA-256 of the answer's JSON: enough to tell two answers apart, short in a cursor. */
export const answerDigest = (answer: unknown): string => createHash('sha256').update(JSON.stringify(answer)).digest('hex').slice(0, 12);

/** How many pages the lists take, each `size` items a page (at least one page, even when all are empty). */
export function pageCount(lengths: readonly number[], sizes: readonly number[]): number {
  return Math.max(1, ...lengths.map((n, i) => Math.ceil(n / sizes[i]!)));
}

/** Page `page` (0 first) of the items, `size` a page: those `first` picks fill the earliest pages; a page keeps the items' order. */
export function pageOf<T>(items: readonly T[], page: number, size: number, first?: (item: T) => boolean): T[] {
  const at = [...items.keys()];
  const order = first ? [...at.filter((i) => first(items[i]!)), ...at.filter((i) => !first(items[i]!))] : at;
  return order
    .slice(page * size, (page + 1) * size)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}
