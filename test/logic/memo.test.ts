// Unit tests of src/logic/memo.ts: a result is computed once per argument, undefined is never kept, and
// all results are dropped together when the bound is reached, so at most `limit` are ever held.
import { describe, expect, it } from 'vitest';
import { memoize } from '../../src/logic/memo.ts';

/** A memoised function of limit 3 that counts how often it computed each key. */
function counted<V>(value: (key: string) => V) {
  const calls: string[] = [];
  const f = memoize(3, (key: string) => {
    calls.push(key);
    return value(key);
  });
  return { f, calls };
}

describe('memoize', () => {
  it('computes each argument once and gives back the very same result', () => {
    const { f, calls } = counted((key) => ({ key }));
    const a = f('a');
    expect(f('a')).toBe(a);
    expect(f('b')).toEqual({ key: 'b' });
    expect(f('a')).toBe(a);
    expect(calls).toEqual(['a', 'b']);
  });

  it('computes an undefined result again each time', () => {
    const { f, calls } = counted(() => undefined);
    expect(f('a')).toBeUndefined();
    expect(f('a')).toBeUndefined();
    expect(calls).toEqual(['a', 'a']);
  });

  it('holds up to `limit` results, and drops them all to make room for one more', () => {
    const { f, calls } = counted((key) => key.toUpperCase());
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) f(key);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(f('d')).toBe('D'); // a fourth: the three are dropped, d kept
    for (const key of ['d', 'a']) f(key);
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'a']);
    f('b'); // d, a, b held
    f('d');
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'a', 'b']);
  });
});
