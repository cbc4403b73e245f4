// The matching of a bank statement against one account's live transactions (issues #17, #27): which line is
// which transaction, which lines YNAB lacks, which transactions the bank does not show, where amounts
// disagree, and which lines left over a transaction may still be (listed for the person, never created).
// Each step looks at a line's candidates only (its amount, its date window, its amount band), never at
// every line against every transaction, so a statement for the wrong account costs what its lines cost.

import { compareCodePoints } from '../core/compare.ts';
import { dayNumber } from '../core/day-numbers.ts';
import { assignEdges, type Edge } from './assignment.ts';
import { createdFrom } from './created-label.ts';
import { compareLines } from './import-id.ts';
import { confidenceOf, disagreementCost, mayBe, namedByLines, pairCost, rivals } from './match-rules.ts';
import type {
  AmountDisagreement,
  DoubtfulLine,
  KeyedLine,
  LedgerTransaction,
  MatchedPair,
  MatchOptions,
  MatchResult,
} from './match-types.ts';
import { DEFAULT_MATCH_OPTIONS } from './match-types.ts';
import { indicesBetween } from './match-window.ts';

const byDateThenId = (a: LedgerTransaction, b: LedgerTransaction): number =>
  compareCodePoints(a.date, b.date) || compareCodePoints(a.id, b.id);

/** What the matching has decided so far: each line's pair, the lines linked, and the transactions taken. */
interface Taken {
  matched: Map<KeyedLine, MatchedPair>;
  disagreeing: Map<KeyedLine, AmountDisagreement>;
  linked: Set<KeyedLine>;
  used: Set<string>;
}

/**
 * A transaction the line was created from is linked whatever its date, and if its amount was edited since,
 * it disagrees: one carrying the line's bank id (a FITID YNAB kept), or the line's import id under the
 * label apply_statement gave it (createdFrom). A YNAB-shaped import id alone proves nothing: on a
 * bank-linked plan it carries YNAB's date, and another purchase of the amount that day holds it.
 */
function link(lines: readonly KeyedLine[], transactions: readonly LedgerTransaction[], taken: Taken): void {
  const byImportId = new Map<string, LedgerTransaction>();
  // Stryker disable next-line ConditionalExpression: a null key is never looked up (a line's import id is a string, its bank id is looked up only when not null), so `t.import_id !== null` as `true` changes nothing (the whole condition as `true` is killed).
  for (const t of transactions) if (t.import_id !== null && !byImportId.has(t.import_id)) byImportId.set(t.import_id, t);
  for (const line of lines) {
    const own = byImportId.get(line.import_id);
    // Stryker disable next-line ConditionalExpression: the map holds no null key, so looking a null bank id up finds nothing as `undefined` does (the line's other conditions are killed).
    const proofs = [
      line.bank_id === null ? undefined : byImportId.get(line.bank_id),
      own !== undefined && createdFrom(line, own) ? own : undefined,
    ];
    const t = proofs.find((p) => p !== undefined && !taken.used.has(p.id));
    if (t === undefined) continue;
    taken.used.add(t.id);
    taken.linked.add(line);
    if (t.amount === line.amount) {
      taken.matched.set(line, { line, transaction: t, confidence: 'linked', date_gap: dateGapOf(line, t) });
    } else taken.disagreeing.set(line, { line, transaction: t, difference: line.amount - t.amount });
  }
}

const dateGapOf = (line: KeyedLine, t: LedgerTransaction): number => dayNumber(t.date) - dayNumber(line.date);

/**
 * Exact amounts: per amount, the optimal assignment of its lines to its transactions dated in their window
 * (most pairs, then the least total cost of pairCost). Lines and transactions enter in content order
 * (statement line, then date and id), so the answer does not depend on the order of the arrays.
 */
function matchExact(
  lines: readonly KeyedLine[],
  transactions: readonly LedgerTransaction[],
  from: string,
  options: MatchOptions,
  taken: Taken,
): void {
  const byAmount = Map.groupBy(
    transactions.filter((t) => !taken.used.has(t.id)),
    (t) => t.amount,
  );
  for (const [amount, group] of Map.groupBy(open(lines, taken), (l) => l.amount)) {
    const candidates = byAmount.get(amount) ?? [];
    const days = candidates.map((t) => dayNumber(t.date));
    // Each cost once: the assignment and the reordering ask again.
    const costs = new Map<number, number>();
    const edges: Edge[] = [];
    group.forEach((line, r) => {
      const day = dayNumber(line.date);
      const [start, end] = inWindow(day, days, options);
      for (let c = start; c < end; c++) {
        const k = pairCost(line, candidates[c]!, days[c]! - day, from);
        costs.set(r * candidates.length + c, k);
        edges.push([r, c, k]);
      }
    });
    const index = new Map<unknown, number>([...group.map((l, i) => [l, i] as const), ...candidates.map((t, i) => [t, i] as const)]);
    const cost = (l: KeyedLine, t: LedgerTransaction): number | undefined => costs.get(index.get(l)! * candidates.length + index.get(t)!);
    for (const [line, t] of inOrder(
      assignEdges(edges).map(([r, c]) => [group[r]!, candidates[c]!]),
      cost,
    )) {
      const gap = dateGapOf(line, t);
      taken.used.add(t.id);
      taken.matched.set(line, { line, transaction: t, confidence: confidenceOf(line, t, gap), date_gap: gap });
    }
  }
}

/**
 * Among optimal assignments the method picks one; this picks the one that keeps the statement's order:
 * two pairs whose exchange costs the same are exchanged so that the earlier line (statement order) has
 * the earlier transaction (date, then id). Each exchange removes an inversion, so it ends.
 */
function inOrder(
  pairs: [KeyedLine, LedgerTransaction][],
  cost: (l: KeyedLine, t: LedgerTransaction) => number | undefined,
): [KeyedLine, LedgerTransaction][] {
  // Stryker disable next-line MethodExpression,ArrowFunction,CallExpression: assignEdges gives the pairs by row, and the rows are the lines in statement order already.
  pairs.sort(([a], [b]) => compareLines(a, b));
  for (let changed = true; changed; ) {
    changed = false;
    // Stryker disable next-line EqualityOperator: at i = pairs.length the inner loop takes no step, so `<=` acts as `<` (`>=` is killed).
    for (let i = 0; i < pairs.length; i++) {
      for (let j = i + 1; j < pairs.length; j++) {
        const [li, ti] = pairs[i]!;
        const [lj, tj] = pairs[j]!;
        // Stryker disable next-line EqualityOperator: two pairs never hold one transaction and ids are unique, so the comparison is never 0 and `< 0` acts as `<= 0` (`> 0` is killed).
        if (byDateThenId(ti, tj) <= 0) continue;
        const [a, b] = [cost(li, tj), cost(lj, ti)];
        // Stryker disable next-line ConditionalExpression,LogicalOperator: an undefined cost makes the sum NaN, never equal, so the sum test skips the exchange as well (the whole condition's mutants are killed).
        if (a === undefined || b === undefined || a + b !== cost(li, ti)! + cost(lj, tj)!) continue;
        pairs[i] = [li, tj];
        pairs[j] = [lj, ti];
        changed = true;
      }
    }
  }
  return pairs;
}

/** The lines not yet matched nor disagreeing, in the order given. */
const open = (lines: readonly KeyedLine[], taken: Taken): KeyedLine[] =>
  lines.filter((l) => !taken.matched.has(l) && !taken.disagreeing.has(l));

/** The indices [start, end) of a list sorted by date (`days`: their day numbers) dated in the window of a line on `day`. */
const inWindow = (day: number, days: readonly number[], options: MatchOptions): [number, number] =>
  indicesBetween(days, day - options.days_before, day + options.days_after);

// A low match (the amount alone, the payee unlike) keeps its transaction at this cost, above any
// disagreement's, so it gives way to an alike payee off by a fee. An open line's pairs cost twice as much
// again, so a low match is never left with nothing for another line's sake (putting it back costs less).
const KEEP_LOW = 1e7;

/**
 * Different amounts: one optimal assignment of the open lines and the low matches to the transactions
 * left (and the low matches' own), by disagreementCost, each line against the transactions in its date
 * window. A low match gives way to a disagreement only when another line takes its transaction as one (two
 * lines each of the other's amount, both payees off by a fee): a transaction of the line's exact amount left
 * over is as strong a sign as an alike payee off by a fee, and a low match is never written while a
 * disagreement may be corrected (a bakery's 4.71 rewritten as another purchase's 4.92).
 */
function matchDisagreements(
  lines: readonly KeyedLine[],
  transactions: readonly LedgerTransaction[],
  to: string,
  options: MatchOptions,
  taken: Taken,
): void {
  const left = lines.filter((l) => !taken.disagreeing.has(l) && (taken.matched.get(l)?.confidence ?? 'low') === 'low');
  // Stryker disable next-line ArrayDeclaration: a line without a match holds no transaction; a text put in its place is the id of no transaction (YNAB's ids are UUIDs).
  const held = new Set(left.flatMap((l) => taken.matched.get(l)?.transaction.id ?? []));
  // A transaction dated after the period may be the next statement's: never corrected to a line of this one
  // (one typed a day late may still be that line: doubtsOf lists it for the person).
  const pool = transactions.filter((t) => held.has(t.id) || (!taken.used.has(t.id) && t.date <= to));
  const days = pool.map((t) => dayNumber(t.date));
  const column = new Map(pool.map((t, i) => [t, i]));
  const edges: Edge[] = [];
  left.forEach((line, r) => {
    const own = taken.matched.get(line)?.transaction;
    if (own !== undefined) edges.push([r, column.get(own)!, KEEP_LOW]);
    const day = dayNumber(line.date);
    const [start, end] = inWindow(day, days, options);
    for (let c = start; c < end; c++) {
      const k = disagreementCost(line, pool[c]!, days[c]! - day);
      if (k !== null) edges.push([r, c, own === undefined ? k + 2 * KEEP_LOW : k]);
    }
  });
  const pairs = keptLowsGiven(
    assignEdges(edges).filter(([r, c]) => taken.matched.get(left[r]!)?.transaction !== pool[c]),
    // Stryker disable next-line ConditionalExpression: the map has no undefined key, so `column.get(undefined)` is undefined as the branch is.
    (r) => {
      const own = taken.matched.get(left[r]!)?.transaction;
      return own === undefined ? undefined : column.get(own);
    },
  );
  for (const [r] of pairs) {
    const given = taken.matched.get(left[r]!);
    // Stryker disable next-line ConditionalExpression,CallExpression: every low match given up has its transaction taken by another pair (keptLowsGiven), which the loop below marks used again (`given !== undefined` as `true` is killed).
    if (given !== undefined) taken.used.delete(given.transaction.id);
    taken.matched.delete(left[r]!);
  }
  for (const [r, c] of pairs) {
    const line = left[r]!;
    const t = pool[c]!;
    taken.used.add(t.id);
    taken.disagreeing.set(line, { line, transaction: t, difference: line.amount - t.amount });
  }
}

/**
 * The disagreements whose line's low match (`own`: its transaction's column) is taken by another of them;
 * dropping one may free another's, so until none is dropped.
 */
function keptLowsGiven(pairs: [number, number][], own: (row: number) => number | undefined): [number, number][] {
  for (let kept = pairs; ; ) {
    const taken = new Set(kept.map(([, c]) => c));
    const next = kept.filter(([r]) => {
      const c = own(r);
      return c === undefined || taken.has(c);
    });
    if (next.length === kept.length) return kept;
    kept = next;
  }
}

/**
 * Exact matches (high or medium) that a transaction of the same amount left over in the line's window and
 * the period could as well be (rivals): made low, so that they are named to the person and never cleared.
 * (One outside the period is another statement's.)
 */
function doubtRivalled(
  transactions: readonly LedgerTransaction[],
  period: { from: string; to: string },
  options: MatchOptions,
  taken: Taken,
): void {
  const left = Map.groupBy(
    transactions.filter((t) => !taken.used.has(t.id) && inPeriod(t, period)),
    (t) => t.amount,
  );
  for (const pair of taken.matched.values()) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: a low pair found rivalled is set low again, so not skipping it changes nothing (the `'linked'` twins are killed).
    if (pair.confidence === 'linked' || pair.confidence === 'low') continue;
    const day = dayNumber(pair.line.date);
    const rivalled = (left.get(pair.line.amount) ?? []).some((t) => {
      const gap = dayNumber(t.date) - day;
      return gap >= -options.days_before && gap <= options.days_after && rivals(pair.line, pair.transaction, pair.date_gap, t, gap);
    });
    if (rivalled) taken.matched.set(pair.line, { ...pair, confidence: 'low' });
  }
}

/**
 * The missing lines a transaction left over may still be (mayBe; only the period's, for the window's others
 * are the statements before and after it), each with the likeliest: the one it was
 * paired with before a foreign-looking statement gave it back, else the one carrying its import id, else
 * the nearest amount, then the nearest date, then the first by date and id.
 */
function doubtsOf(
  lines: readonly KeyedLine[],
  missing: readonly KeyedLine[],
  transactions: readonly LedgerTransaction[],
  period: { from: string; to: string },
  options: MatchOptions,
  taken: Taken,
  suspected: ReadonlyMap<KeyedLine, LedgerTransaction>,
): DoubtfulLine[] {
  const left = transactions.filter((t) => !taken.used.has(t.id));
  // Stryker disable next-line ConditionalExpression: a null key is never looked up (a line's import id is a string).
  const byImportId = new Map(left.flatMap((t) => (t.import_id === null ? [] : [[t.import_id, t] as const])));
  // The window's transactions outside the period are the statements before and after it; but one typed by
  // hand after the period's end may be a line of its last days, dated late.
  // Stryker disable next-line EqualityOperator: a transaction dated on period.to is in the period already, so `>=` acts as `>` (the line's other operators and its conditions are killed).
  const pool = left.filter((t) => inPeriod(t, period) || (t.date > period.to && t.import_id === null));
  const days = pool.map((t) => dayNumber(t.date));
  const named = namedByLines(lines);
  return missing.flatMap((line) => {
    const id = suspected.get(line) ?? byImportId.get(line.import_id);
    if (id !== undefined) return [{ line, transaction: id }];
    const day = dayNumber(line.date);
    const [start, end] = inWindow(day, days, options);
    let best: { t: LedgerTransaction; amount: number; gap: number } | undefined;
    for (let c = start; c < end; c++) {
      const t = pool[c]!;
      if (!mayBe(line, t, named)) continue;
      const [amount, gap] = [Math.abs(line.amount - t.amount), Math.abs(days[c]! - day)];
      // The pool is in date order: of equal distances the first met stays.
      if (best === undefined || amount < best.amount || (amount === best.amount && gap < best.gap)) best = { t, amount, gap };
    }
    return best === undefined ? [] : [{ line, transaction: best.t }];
  });
}

/** Lines repeating an earlier line's date, amount and payee exactly, each with the first line it repeats. */
function duplicatesOf(lines: readonly KeyedLine[]): { line: number; repeats: number }[] {
  const first = new Map<string, number>();
  const duplicates: { line: number; repeats: number }[] = [];
  for (const l of lines) {
    const key = `${l.date}\u0000${l.amount}\u0000${l.payee}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, l.line);
    else duplicates.push({ line: l.line, repeats: earlier });
  }
  return duplicates;
}

/**
 * Matches the statement's lines against the account's live transactions around the period (from
 * period.from − days_before, with a margin, to period.to + days_after). In order: links (a transaction
 * created from the line); then exact amounts with the transaction dated within [line − days_before,
 * line + days_after], one-to-one; then amount disagreements among the leftovers, which low matches (amount
 * only) give way to when another line takes their transaction. `extra` holds the transactions left
 * that are dated in the period; `doubtful` the missing lines one of the transactions left may still be. A
 * statement that looks like another account's (looksForeign) keeps its links only: every other pairing is
 * given back, its line missing and doubtful.
 * Split parents match by their total (pass parents, never subtransactions).
 */
export function matchStatement(
  lines: readonly KeyedLine[],
  transactions: readonly LedgerTransaction[],
  period: { from: string; to: string },
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): MatchResult {
  const ordered = [...lines].sort(compareLines);
  const sorted = [...transactions].sort(byDateThenId);
  const taken: Taken = { matched: new Map(), disagreeing: new Map(), linked: new Set(), used: new Set() };
  link(ordered, sorted, taken);
  matchExact(ordered, sorted, period.from, options, taken);
  matchDisagreements(ordered, sorted, period.to, options, taken);
  doubtRivalled(sorted, period, options, taken);
  const foreign = looksForeign(ordered, sorted, period, taken);
  const suspected = foreign ? release(taken) : new Map<KeyedLine, LedgerTransaction>();
  const missing = open(ordered, taken);
  return {
    matched: ordered.flatMap((l) => taken.matched.get(l) ?? []),
    missing,
    extra: sorted.filter((t) => !taken.used.has(t.id) && inPeriod(t, period)),
    disagreements: ordered.flatMap((l) => taken.disagreeing.get(l) ?? []),
    duplicates: duplicatesOf(ordered),
    doubtful: doubtsOf(ordered, missing, sorted, period, options, taken, suspected),
    foreign,
  };
}

const inPeriod = (t: LedgerTransaction, period: { from: string; to: string }): boolean => t.date >= period.from && t.date <= period.to;

// Below this many lines a statement says too little of itself to be judged another account's.
const FOREIGN_MIN_LINES = 10;

/**
 * A statement of another account (or of another period): of 10 lines or more, fewer than half are in YNAB
 * at their amount (or linked), and most of YNAB's transactions of its period are not one of those. What pairs then is chance:
 * a shop both accounts pay, an amount near another's.
 */
function looksForeign(
  lines: readonly KeyedLine[],
  transactions: readonly LedgerTransaction[],
  period: { from: string; to: string },
  taken: Taken,
): boolean {
  const found = lines.filter((l) => taken.matched.has(l) || taken.linked.has(l));
  const seen = new Set(found.map((l) => (taken.matched.get(l) ?? taken.disagreeing.get(l))!.transaction.id));
  const dated = transactions.filter((t) => inPeriod(t, period));
  const unseen = dated.filter((t) => !seen.has(t.id)).length;
  return lines.length >= FOREIGN_MIN_LINES && 2 * found.length < lines.length && 2 * unseen > dated.length;
}

/** Every pairing but a link (a transaction created from its line) given back, each line with the transaction it had. */
function release(taken: Taken): Map<KeyedLine, LedgerTransaction> {
  const suspected = new Map<KeyedLine, LedgerTransaction>();
  const pairs: (MatchedPair | AmountDisagreement)[] = [...taken.matched.values(), ...taken.disagreeing.values()];
  for (const pair of pairs) {
    if (taken.linked.has(pair.line)) continue;
    suspected.set(pair.line, pair.transaction);
    taken.matched.delete(pair.line);
    taken.disagreeing.delete(pair.line);
    taken.used.delete(pair.transaction.id);
  }
  return suspected;
}
