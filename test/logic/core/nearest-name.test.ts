import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestName, oneEditApart } from '../../../src/logic/core/nearest-name.ts';

/** Optimal string alignment distance (insert, delete, change, swap of neighbours), by the textbook table. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('oneEditApart', () => {
  it.each([
    ['month', 'mnth', true],
    ['month', 'monthh', true],
    ['month', 'mouth', true],
    ['month', 'mnoth', true],
    ['month', 'month', false],
    ['month', 'mon', false],
    ['month', 'htnom', false],
    ['ab', 'ba', true],
    ['', 'a', true],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });

  it('agrees with the edit distance table on short words of a small alphabet', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => oneEditApart(a, b) === (a !== b && osa(a, b) <= 1)),
      { numRuns: 3000, seed: 29 },
    );
  });
});

describe('nearestName', () => {
  const names = ['plan_id', 'month', 'category_id', 'category_group_id'];
  it('finds the one name a typo was meant to be', () => {
    expect(nearestName('mnth', names)).toBe('month');
    expect(nearestName('plan_di', names)).toBe('plan_id');
  });
  it('takes the start of one name, from three characters on', () => {
    expect(nearestName('mon', names)).toBe('month');
    expect(nearestName('mo', names)).toBeUndefined();
  });
  it('says nothing when two names are as near', () => {
    expect(nearestName('category', names)).toBeUndefined();
    expect(nearestName('zzz', names)).toBeUndefined();
  });
});
