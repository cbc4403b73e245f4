// Examples for src/logic/core/bounded-memo.ts: each result is computed once while kept, and never more than the
// limit are kept.
import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../../src/logic/core/bounded-memo.ts';

function counted() {
  const calls: string[] = [];
  const compute = (key: string) => {
    calls.push(key);
    return key.length === 0 ? undefined : key.toUpperCase();
  };
  return { calls, compute };
}

describe('BoundedMemo', () => {
  it('computes a key once and answers the kept result after, undefined included', () => {
    const memo = new BoundedMemo<string, string | undefined>(10);
    const { calls, compute } = counted();
    expect(memo.get('a', compute)).toBe('A');
    expect(memo.get('b', compute)).toBe('B');
    expect(memo.get('a', compute)).toBe('A');
    expect(memo.get('', compute)).toBeUndefined();
    expect(memo.get('', compute)).toBeUndefined();
    expect(calls).toEqual(['a', 'b', '']);
    expect(memo.size).toBe(3);
  });

  it('keeps up to the limit, then forgets everything and starts again', () => {
    const memo = new BoundedMemo<string, string | undefined>(3);
    const { calls, compute } = counted();
    for (const key of ['a', 'b', 'c']) memo.get(key, compute);
    expect(memo.size).toBe(3);
    expect(memo.get('c', compute)).toBe('C');
    expect(memo.get('d', compute)).toBe('D');
    expect(memo.size).toBe(1);
    expect(memo.get('a', compute)).toBe('A');
    expect(memo.get('d', compute)).toBe('D');
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'a']);
    expect(memo.size).toBe(2);
  });
});
