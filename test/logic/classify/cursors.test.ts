// Examples for src/logic/classify/cursors.ts (algorithms.md §8).
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, MAX_CURSOR_OFFSET, pageOf } from '../../../src/logic/classify/cursors.ts';

describe('cursors', () => {
  it('encode base64url of "offset:{n}" without padding', () => {
    expect(encodeCursor(0)).toBe('b2Zmc2V0OjA');
    expect(encodeCursor(50)).toBe('b2Zmc2V0OjUw');
    expect(decodeCursor('b2Zmc2V0OjUw')).toBe(50);
  });

  it('refuse padding, leading zeros, other texts and bad shapes', () => {
    expect(decodeCursor('b2Zmc2V0OjUw==')).toBeUndefined();
    expect(decodeCursor(Buffer.from('offset:050').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('offset:-1').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('offset:1234567890').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('offset:5 ').toString('base64url'))).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
    expect(decodeCursor('c2Zmc2V0OjUw')).toBeUndefined(); // first byte altered: "sffset:50"
    expect(decodeCursor('b2Zmc2V0OjU+')).toBeUndefined();
    expect(decodeCursor('A'.repeat(65))).toBeUndefined();
  });

  it('refuse a cursor whose unused low bits differ (Node would decode it the same)', () => {
    // "offset:0" → b2Zmc2V0OjA; the last char A (000000) carries 4 unused bits; B decodes to the same bytes.
    expect(Buffer.from('b2Zmc2V0OjB', 'base64url').toString()).toBe('offset:0');
    expect(decodeCursor('b2Zmc2V0OjB')).toBeUndefined();
  });

  it('encode only offsets a cursor can carry, up to 999,999,999', () => {
    expect(() => encodeCursor(-1)).toThrow(new RangeError('not a cursor offset: -1'));
    expect(() => encodeCursor(1.5)).toThrow(RangeError);
    expect(() => encodeCursor(1_000_000_000)).toThrow(RangeError);
    expect(decodeCursor(encodeCursor(MAX_CURSOR_OFFSET))).toBe(MAX_CURSOR_OFFSET);
  });

  it('refuse other spellings of the number and texts around it', () => {
    for (const text of [
      'offset:',
      'offset: 5',
      'offset:5.0',
      'offset:1e3',
      'offset:0x5',
      'xoffset:5',
      'offsex:5',
      'offset:5\n',
      'offset:-0',
    ]) {
      expect(decodeCursor(Buffer.from(text).toString('base64url'))).toBeUndefined();
    }
  });

  it('page: a slice, the next cursor while items remain, empty past the end', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 0, 2)).toEqual({ items: [1, 2], next_cursor: encodeCursor(2) });
    expect(pageOf(items, 4, 2)).toEqual({ items: [5], next_cursor: null });
    expect(pageOf(items, 3, 2)).toEqual({ items: [4, 5], next_cursor: null });
    expect(pageOf(items, 9, 2)).toEqual({ items: [], next_cursor: null });
  });
});
