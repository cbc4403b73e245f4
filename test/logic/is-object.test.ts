// src/logic/is-object.ts: only a JSON object passes — not null, an array, or any other JSON value.
import { describe, expect, it } from 'vitest';
import { isObject } from '../../src/logic/is-object.ts';

describe('isObject', () => {
  it('holds for objects, with or without fields', () => {
    expect(isObject({})).toBe(true);
    expect(isObject({ date: '2026-09-24' })).toBe(true);
    expect(isObject(JSON.parse('{"a":[1]}'))).toBe(true);
  });

  it.each([null, [], [{ date: '2026-09-24' }], 'text', 42, true, undefined])('does not hold for %j', (value) => {
    expect(isObject(value)).toBe(false);
  });
});
