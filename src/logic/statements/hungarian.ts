// The Hungarian method on a full matrix, apart from assignment.ts's allowed pairs and bonus so that it is
// tested against its own contract: the least total over any real matrix, negative entries included.
// The mutants disabled below as "tie or work only" change which of equally good assignments is met first.

/**
 * The minimum-cost assignment of each of n rows to a distinct one of m ≥ n columns (a row-major n × m
 * matrix), by potentials and shortest augmenting paths: O(n² m).
 */
export function hungarian(n: number, m: number, a: Float64Array): [number, number][] {
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1); // p[j]: the row (1-based) given column j; 0 for none
  const way = new Int32Array(m + 1);
  const minv = new Float64Array(m + 1);
  const used = new Uint8Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      const row = (i0 - 1) * m;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = a[row + j - 1]! - u[i0]! - v[j]!;
        // Stryker disable next-line EqualityOperator: tie or work only (an equal path).
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        // Stryker disable next-line EqualityOperator: tie or work only (an equal slack).
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else minv[j] = minv[j]! - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const pairs: [number, number][] = [];
  for (let j = 1; j <= m; j++) if (p[j] !== 0) pairs.push([p[j]! - 1, j - 1]);
  return pairs;
}
