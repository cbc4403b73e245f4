// assign (src/logic/statements/assignment.ts): most pairs first, then the least cost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, assignEdges, type Edge } from '../../../src/logic/statements/assignment.ts';

describe('assign', () => {
  it('prefers more pairs to a cheaper one (a greedy choice would pair row 0 with column 0 and stop)', () => {
    const cost = [
      [0, 5],
      [1, null],
    ];
    expect(assign(2, 2, (r, c) => cost[r]![c]!).sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('finds the least total cost, against every permutation of a small square', () => {
    const square = fc
      .integer({ min: 1, max: 5 })
      .chain((n) => fc.array(fc.array(fc.option(fc.nat(20)), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(square, (m) => {
        const n = m.length;
        const pairs = assign(n, n, (r, c) => m[r]![c]!);
        const best = bestByBruteForce(m);
        expect(pairs.length).toBe(best.count);
        expect(pairs.reduce((s, [r, c]) => s + m[r]![c]!, 0)).toBe(best.cost);
        expect(new Set(pairs.map(([r]) => r)).size).toBe(pairs.length);
        expect(new Set(pairs.map(([, c]) => c)).size).toBe(pairs.length);
      }),
    );
  });

  it('finds the most pairs at the least cost on rectangles too, either way round, with the pairs by row', () => {
    const rect = fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
      .chain(([n, m]) => fc.array(fc.array(fc.option(fc.nat(20)), { minLength: m, maxLength: m }), { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(rect, (m) => {
        const pairs = assign(m.length, m[0]!.length, (r, c) => m[r]![c]!);
        const best = bestByBruteForce(m);
        expect([pairs.length, pairs.reduce((s, [r, c]) => s + m[r]![c]!, 0)]).toEqual([best.count, best.cost]);
        expect(pairs.map(([r]) => r)).toEqual([...new Set(pairs.map(([r]) => r))].sort((a, b) => a - b));
        expect(new Set(pairs.map(([, c]) => c)).size).toBe(pairs.length);
      }),
      { numRuns: 300 },
    );
  });

  it('says which cost it refuses', () => {
    expect(() => assign(1, 1, () => -1)).toThrow('assign: cost -1 is not a finite number ≥ 0');
  });

  it('gives each allowed pair a bonus above any difference of costs: two dear pairs beat one free one', () => {
    const cost = [
      [0, 10],
      [10, null],
    ];
    expect(assign(2, 2, (r, c) => cost[r]![c]!)).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('handles empty and rectangular inputs', () => {
    expect(assign(0, 3, () => 1)).toEqual([]);
    expect(assign(3, 1, (r) => (r === 2 ? 0 : 4))).toEqual([[2, 0]]);
  });

  it('leaves a row out when the allowed pairs cannot cover every row, never giving it a pair not allowed', () => {
    // Rows 0 and 1 both allow only column 0: the method places all three rows, one of them on a refused column.
    const cost = [
      [0, null, null],
      [1, null, null],
      [null, 2, 3],
    ];
    expect(assign(3, 3, (r, c) => cost[r]![c]!)).toEqual([
      [0, 0],
      [2, 1],
    ]);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a cost of %s', (bad) => {
    expect(() => assign(2, 2, (r, c) => (r === 1 && c === 1 ? bad : 0))).toThrow(RangeError);
  });
});

describe('assignEdges', () => {
  it('finds the most pairs at the least cost over any list of allowed pairs, as assign does over all of them', () => {
    const edges = fc.uniqueArray(fc.tuple(fc.nat(5), fc.nat(5), fc.nat(20)), { maxLength: 14, selector: ([r, c]) => `${r} ${c}` });
    fc.assert(
      fc.property(edges, (list) => {
        const m = Array.from({ length: 6 }, () => Array.from({ length: 6 }, (): number | null => null));
        for (const [r, c, k] of list) m[r]![c] = k;
        const pairs = assignEdges(list as Edge[]);
        const best = bestByBruteForce(m);
        expect([pairs.length, pairs.reduce((s, [r, c]) => s + m[r]![c]!, 0)]).toEqual([best.count, best.cost]);
        expect(pairs.map(([r]) => r)).toEqual([...new Set(pairs.map(([r]) => r))].sort((a, b) => a - b));
        expect(new Set(pairs.map(([, c]) => c)).size).toBe(pairs.length);
      }),
      { numRuns: 300 },
    );
  });
});

function bestByBruteForce(m: (number | null)[][]): { count: number; cost: number } {
  let best = { count: 0, cost: 0 };
  const walk = (r: number, used: Set<number>, count: number, cost: number): void => {
    if (r === m.length) {
      if (count > best.count || (count === best.count && cost < best.cost)) best = { count, cost };
      return;
    }
    walk(r + 1, used, count, cost);
    for (let c = 0; c < m[r]!.length; c++) {
      const k = m[r]![c];
      if (k === null || k === undefined || used.has(c)) continue;
      walk(r + 1, new Set([...used, c]), count + 1, cost + k);
    }
  };
  walk(0, new Set(), 0, 0);
  return best;
}
