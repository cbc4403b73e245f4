// hungarian (src/logic/statements/hungarian.ts): the least total over any matrix of n rows and m ≥ n columns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hungarian } from '../../../src/logic/statements/hungarian.ts';

describe('hungarian', () => {
  it('gives every row a distinct column at the least total, against every assignment of small matrices', () => {
    const matrix = fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 2 }))
      .chain(([n, extra]) =>
        fc.tuple(
          fc.constant(n),
          fc.constant(n + extra),
          fc.array(fc.integer({ min: -20, max: 20 }), { minLength: n * (n + extra), maxLength: n * (n + extra) }),
        ),
      );
    fc.assert(
      fc.property(matrix, ([n, m, cells]) => {
        const a = Float64Array.from(cells);
        const pairs = hungarian(n, m, a);
        expect(pairs.map(([r]) => r).sort()).toEqual([...Array(n).keys()]);
        expect(new Set(pairs.map(([, c]) => c)).size).toBe(n);
        expect(total(a, m, pairs)).toBe(leastByBruteForce(n, m, a));
      }),
      { numRuns: 500, seed: 28 },
    );
  });

  it('starts each row afresh: slack left from the row before would lead it astray', () => {
    // The second and third rows' cheapest paths run through columns the first row's search left at a low
    // slack; read as still valid, they place row 1 on column 0 and total 4 instead of −5.
    const a = Float64Array.from([-8, 10, -15, 19, 9, 3, 18, 0, 4]);
    expect(hungarian(3, 3, a)).toEqual([
      [0, 0],
      [2, 1],
      [1, 2],
    ]); // −8 + 0 + 3, by column
  });
});

function total(a: Float64Array, m: number, pairs: [number, number][]): number {
  return pairs.reduce((s, [r, c]) => s + a[r * m + c]!, 0);
}

function leastByBruteForce(n: number, m: number, a: Float64Array): number {
  let best = Infinity;
  const walk = (r: number, used: number, sum: number): void => {
    if (r === n) {
      best = Math.min(best, sum);
      return;
    }
    for (let c = 0; c < m; c++) if (!(used & (1 << c))) walk(r + 1, used | (1 << c), sum + a[r * m + c]!);
  };
  walk(0, 0, 0);
  return best;
}
