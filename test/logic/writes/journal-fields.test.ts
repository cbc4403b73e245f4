// Examples for src/logic/writes/journal-fields.ts: what a journal line read back from disk may hold, and what passes.
import { describe, expect, it } from 'vitest';
import { fieldsOf, isDateText, isId, isMilliunits, isMonthText } from '../../../src/logic/writes/journal-fields.ts';

describe('fieldsOf', () => {
  it('gives an object’s fields, an array’s too', () => {
    const details = { month: '2026-09-01' };
    expect(fieldsOf(details)).toBe(details);
    expect(fieldsOf(['a'])?.[0]).toBe('a');
  });

  it.each([null, undefined, 'month', 5, true])('gives nothing for %j', (value) => {
    expect(fieldsOf(value)).toBeUndefined();
  });
});

describe('field checks', () => {
  it('isId: a non-empty string', () => {
    expect(isId('cat-rent')).toBe(true);
    for (const value of ['', 5, null, undefined, ['cat-rent']]) expect(isId(value)).toBe(false);
  });

  it('isMonthText: a string YYYY-MM-01 of a real month, not an array that prints as one', () => {
    expect(isMonthText('2026-09-01')).toBe(true);
    for (const value of ['2026-09-02', '2026-13-01', ['2026-09-01'], 20260901, null]) expect(isMonthText(value)).toBe(false);
  });

  it('isDateText: a string YYYY-MM-DD of a real day, not an array that prints as one', () => {
    expect(isDateText('2026-02-28')).toBe(true);
    for (const value of ['2026-02-29', '2026-9-1', ['2026-02-28'], 20260228, null]) expect(isDateText(value)).toBe(false);
  });

  it('isMilliunits: a whole number held exactly', () => {
    for (const value of [0, -150000, 150000, Number.MAX_SAFE_INTEGER]) expect(isMilliunits(value)).toBe(true);
    for (const value of [1.5, 2 ** 53, Number.NaN, Infinity, '150000', null]) expect(isMilliunits(value)).toBe(false);
  });
});
