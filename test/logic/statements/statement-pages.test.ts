// match_statement's pages (src/logic/statements/statement-pages.ts): a cursor is accepted only in the exact
// form issued, the digest tells answers apart, and pages take the items `first` picks before the others.
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { answerDigest, decodePageCursor, encodePageCursor, pageCount, pageOf } from '../../../src/logic/statements/statement-pages.ts';

const DIGEST = '0123456789ab';
const raw = (text: string) => Buffer.from(text).toString('base64url');

describe('page cursors', () => {
  it('reads back the page and digest it carries, as opaque base64url', () => {
    const cursor = encodePageCursor({ page: 3, digest: DIGEST });
    expect(cursor).toBe(raw(`page:3:${DIGEST}`));
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageCursor(cursor)).toEqual({ page: 3, digest: DIGEST });
    expect(decodePageCursor(encodePageCursor({ page: 999_999_999, digest: DIGEST }))).toEqual({ page: 999_999_999, digest: DIGEST });
  });

  it.each([
    ['empty', ''],
    ['not base64', '%%%'],
    ['another text', raw('offset:40')],
    ['page 0, which no cursor names', raw(`page:0:${DIGEST}`)],
    ['a page with a leading zero', raw(`page:01:${DIGEST}`)],
    ['a page of ten digits', raw(`page:1234567890:${DIGEST}`)],
    ['a negative page', raw(`page:-1:${DIGEST}`)],
    ['a short digest', raw('page:1:0123456789a')],
    ['a long digest', raw(`page:1:${DIGEST}0`)],
    ['an upper-case digest', raw('page:1:0123456789AB')],
    ['text after it', raw(`page:1:${DIGEST}\n`)],
    ['text before it', raw(` page:1:${DIGEST}`)],
    ['padding', `${encodePageCursor({ page: 1, digest: DIGEST })}=`],
    ['a stray character', `${encodePageCursor({ page: 1, digest: DIGEST })}!`],
    [
      'a space inside',
      `${encodePageCursor({ page: 1, digest: DIGEST }).slice(0, 8)} ${encodePageCursor({ page: 1, digest: DIGEST }).slice(8)}`,
    ],
  ])('refuses %s', (_what, text) => {
    expect(decodePageCursor(text)).toBeUndefined();
  });
});

describe('answerDigest', () => {
  it('is 12 hex digits of SHA-256 of the JSON, the same for the same answer', () => {
    expect(answerDigest({ a: 1 })).toBe('015abd7f5cc5');
    expect(answerDigest({ a: 1 })).toBe(answerDigest(JSON.parse('{"a":1}')));
    expect(answerDigest({ a: 2 })).not.toBe(answerDigest({ a: 1 }));
  });
});

describe('pageCount', () => {
  it('is the most pages any list takes at its own size, and one when all are empty', () => {
    expect(pageCount([], [])).toBe(1);
    expect(pageCount([0, 0], [40, 20])).toBe(1);
    expect(pageCount([40, 20], [40, 20])).toBe(1);
    expect(pageCount([41, 0], [40, 20])).toBe(2);
    expect(pageCount([10, 61], [40, 20])).toBe(4);
  });
});

describe('pageOf', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];

  it('cuts the items into pages in their order', () => {
    expect([0, 1, 2, 3].map((p) => pageOf(items, p, 3))).toEqual([[1, 2, 3], [4, 5, 6], [7], []]);
  });

  it('puts the items `first` picks on the first pages, each page in the items’ order', () => {
    const even = (n: number) => n % 2 === 0;
    expect([0, 1, 2].map((p) => pageOf(items, p, 3, even))).toEqual([[2, 4, 6], [1, 3, 5], [7]]);
    expect([0, 1, 2].map((p) => pageOf(items, p, 2, (n) => n > 5))).toEqual([
      [6, 7],
      [1, 2],
      [3, 4],
    ]);
    expect(pageOf(items, 0, 4, (n) => n === 7)).toEqual([1, 2, 3, 7]);
  });
});
