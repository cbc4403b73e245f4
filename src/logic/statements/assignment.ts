// An optimal one-to-one assignment (the Hungarian method, O(n² m)) for the statement matching: as many pairs
// as the allowed ones permit, and among those the least total cost. Deterministic for a given row and column order.
// Mutation testing: the mutants disabled below as "tie or work only" change which of equally good assignments
// is met first, or how much work is done, and nothing else: the result is still the most pairs at the least
// cost (the brute-force properties of assignment.test.ts hold them) and still a function of the input.

import { hungarian } from './hungarian.ts';

/**
 * Pairs [row, column], each row and column at most once, over the allowed pairs (`cost` gives a cost ≥ 0,
 * or null when the pair is not allowed): first the most pairs, then the least sum of costs. Ties go to
 * the assignment the method meets first, which only depends on the order of the rows and columns.
 */
export function assign(rows: number, cols: number, cost: (row: number, col: number) => number | null): [number, number][] {
  const costs: (number | null)[][] = [];
  let highest = 0;
  const usedCols = new Set<number>();
  const usedRows: number[] = [];
  for (let r = 0; r < rows; r++) {
    const line: (number | null)[] = [];
    for (let c = 0; c < cols; c++) {
      const k = cost(r, c);
      if (k !== null && !(k >= 0 && Number.isFinite(k))) throw new RangeError(`assign: cost ${k} is not a finite number ≥ 0`);
      line.push(k);
      // Stryker disable next-line ConditionalExpression,BlockStatement: tie or work only (a column with no allowed pair takes part with zeros).
      if (k === null) continue;
      highest = Math.max(highest, k);
      usedCols.add(c);
    }
    // Stryker disable next-line ConditionalExpression: tie or work only (a row with no allowed pair takes part with zeros).
    if (line.some((k) => k !== null)) usedRows.push(r);
    costs.push(line);
  }
  // Only rows and columns with an allowed pair take part: a line's amount may have many transactions far off.
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: tie or work only (the columns' order).
  const colIds = [...usedCols].sort((a, b) => a - b);
  // Stryker disable next-line ConditionalExpression: work only (no row gives an empty matrix and no pair).
  if (usedRows.length === 0) return [];
  // Each allowed pair is worth more than any difference of costs over all pairs, so more pairs always win.
  // Stryker disable next-line ArithmeticOperator,MethodExpression: a larger bonus works as well, and one less still beats every difference (at one pair, the method places the row anyway); `highest - 1` is killed.
  const bonus = (highest + 1) * Math.min(usedRows.length, colIds.length) + 1;
  // The method wants no more rows than columns: transpose when there are more lines than transactions.
  // Stryker disable next-line EqualityOperator: tie or work only (a square is solved either way round).
  const flip = usedRows.length > colIds.length;
  const [n, m] = flip ? [colIds.length, usedRows.length] : [usedRows.length, colIds.length];
  const matrix = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const [r, c] = flip ? [usedRows[j]!, colIds[i]!] : [usedRows[i]!, colIds[j]!];
      const k = costs[r]![c] ?? null;
      matrix[i * m + j] = k === null ? 0 : k - bonus;
    }
  }
  const pairs: [number, number][] = [];
  for (const [i, j] of hungarian(n, m, matrix)) {
    const [r, c] = flip ? [usedRows[j]!, colIds[i]!] : [usedRows[i]!, colIds[j]!];
    if (costs[r]![c] !== null) pairs.push([r, c]);
  }
  return pairs.sort((a, b) => a[0] - b[0]);
}

/** One allowed pair: a row, a column and its cost (≥ 0). */
export type Edge = readonly [row: number, col: number, cost: number];

/**
 * assign() over a list of allowed pairs (any other is refused), at the cost of the pairs rather than of all
 * rows × columns: each connected group of rows and columns is assigned apart (most are one line and its one
 * or two transactions), and where a group has more rows than columns each column keeps only its cheapest
 * rows, as many as the group has columns (and the other way round). An optimal assignment never needs
 * another: a pair outside them can move to one of those rows left free, for no more. Pairs sorted by row.
 */
export function assignEdges(edges: readonly Edge[]): [number, number][] {
  return groupsOf(edges)
    .flatMap(assignGroup)
    .sort((a, b) => a[0] - b[0]);
}

/** The edges in connected groups: a row's pairs, their columns' other rows, theirs, and so on. */
function groupsOf(edges: readonly Edge[]): Edge[][] {
  const byRow = Map.groupBy(edges, (e) => e[0]);
  const byCol = Map.groupBy(edges, (e) => e[1]);
  const [rows, cols] = [new Set<number>(), new Set<number>()];
  const groups: Edge[][] = [];
  for (const [start] of edges) {
    if (rows.has(start)) continue;
    rows.add(start);
    const group: Edge[] = [];
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const e of byRow.get(queue[i]!)!) {
        group.push(e);
        // Stryker disable next-line ConditionalExpression: work only (a column's rows are queued once anyway: `rows` holds them).
        if (cols.has(e[1])) continue;
        // Stryker disable next-line CallExpression: work only, as above.
        cols.add(e[1]);
        for (const [r] of byCol.get(e[1])!) {
          if (rows.has(r)) continue;
          rows.add(r);
          queue.push(r);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

function assignGroup(edges: readonly Edge[]): [number, number][] {
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: tie or work only (the rows' and columns' order).
  const distinct = (side: 0 | 1) => [...new Set(edges.map((e) => e[side]))].sort((a, b) => a - b);
  const [rows, cols] = [distinct(0), distinct(1)];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: tie or work only (either side's cheapest pairs keep an optimum, as does keeping all).
  const kept = rows.length > cols.length ? cheapest(edges, 1, cols.length) : cheapest(edges, 0, rows.length);
  const [rowAt, colAt] = [new Map(rows.map((r, i) => [r, i])), new Map(cols.map((c, i) => [c, i]))];
  const costs = new Map(kept.map(([r, c, k]) => [rowAt.get(r)! * cols.length + colAt.get(c)!, k]));
  return assign(rows.length, cols.length, (i, j) => costs.get(i * cols.length + j) ?? null).map(([i, j]) => [rows[i]!, cols[j]!]);
}

/** For each row (side 0) or column (side 1), its `count` cheapest pairs, ties to the lower other index. */
function cheapest(edges: readonly Edge[], side: 0 | 1, count: number): Edge[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: tie or work only (which of equally cheap pairs is kept).
  const other = side === 0 ? 1 : 0;
  // Stryker disable next-line MethodExpression,ArithmeticOperator: tie or work only, as above (keeping every pair; the order among equal costs); their twins that drop the sort or sum the costs are killed by the brute-force property.
  return [...Map.groupBy(edges, (e) => e[side]).values()].flatMap((own) =>
    [...own].sort((a, b) => a[2] - b[2] || a[other] - b[other]).slice(0, count),
  );
}
