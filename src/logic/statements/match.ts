// The matching of a bank statement against one account's live transactions (issue #17): which line is which
// transaction, which lines YNAB lacks, which transactions the bank does not show, and where amounts disagree.

import { compareCodePoints } from '../core/compare.ts';
import { dayNumber } from '../core/day-numbers.ts';
import { assign } from './assignment.ts';
import { compareLines } from './import-id.ts';
import { confidenceOf, disagreementCost, pairCost } from './match-rules.ts';
import type { AmountDisagreement, KeyedLine, LedgerTransaction, MatchedPair, MatchOptions, MatchResult } from './match-types.ts';
import { DEFAULT_MATCH_OPTIONS } from './match-types.ts';

const byDateThenId = (a: LedgerTransaction, b: LedgerTransaction): number => compareCodePoints(a.date, b.date) || compareCodePoints(a.id, b.id);

/** What the matching has decided so far: each line's pair, and the transactions taken. */
interface Taken {
  matched: Map<KeyedLine, MatchedPair>;
  disagreeing: Map<KeyedLine, AmountDisagreement>;
  used: Set<string>;
}

/**
 * A transaction carrying a line's import_id was created from that line (by a previous run or by YNAB's
 * file import): it is linked whatever its date, and if its amount was edited since, it disagrees.
 */
function link(lines: readonly KeyedLine[], transactions: readonly LedgerTransaction[], taken: Taken): void {
  const byImportId = new Map<string, LedgerTransaction>();
  for (const t of transactions) if (t.import_id !== null && !byImportId.has(t.import_id)) byImportId.set(t.import_id, t);
  for (const line of lines) {
    const t = byImportId.get(line.import_id);
    if (t === undefined || taken.used.has(t.id)) continue;
    taken.used.add(t.id);
    if (t.amount === line.amount) {
      taken.matched.set(line, { line, transaction: t, confidence: 'linked', date_gap: dateGapOf(line, t) });
    } else taken.disagreeing.set(line, { line, transaction: t, difference: line.amount - t.amount });
  }
}

const dateGapOf = (line: KeyedLine, t: LedgerTransaction): number => dayNumber(t.date) - dayNumber(line.date);

/**
 * Exact amounts: per amount, the optimal assignment of its lines to its transactions (most pairs, then
 * the least total cost of pairCost). Lines and transactions enter in content order (statement line, then
 * date and id), so the answer does not depend on the order of the arrays.
 */
function matchExact(lines: readonly KeyedLine[], transactions: readonly LedgerTransaction[], options: MatchOptions, taken: Taken): void {
  const byAmount = Map.groupBy(
    transactions.filter((t) => !taken.used.has(t.id)),
    (t) => t.amount,
  );
  for (const [amount, group] of Map.groupBy(open(lines, taken), (l) => l.amount)) {
    const candidates = byAmount.get(amount) ?? [];
    // Each cost once: the assignment and the reordering ask again.
    const costs = group.map((l) => candidates.map((t) => pairCost(l, t, options)));
    const pairs = assign(group.length, candidates.length, (r, c) => costs[r]![c]!);
    const index = new Map<unknown, number>([...group.map((l, i) => [l, i] as const), ...candidates.map((t, i) => [t, i] as const)]);
    const cost = (l: KeyedLine, t: LedgerTransaction): number | null => costs[index.get(l)!]![index.get(t)!]!;
    for (const [line, t] of inOrder(pairs.map(([r, c]) => [group[r]!, candidates[c]!]), cost)) {
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
function inOrder(pairs: [KeyedLine, LedgerTransaction][], cost: (l: KeyedLine, t: LedgerTransaction) => number | null): [KeyedLine, LedgerTransaction][] {
  pairs.sort(([a], [b]) => compareLines(a, b));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < pairs.length; i++) {
      for (let j = i + 1; j < pairs.length; j++) {
        const [li, ti] = pairs[i]!;
        const [lj, tj] = pairs[j]!;
        if (byDateThenId(ti, tj) <= 0) continue;
        const [a, b] = [cost(li, tj), cost(lj, ti)];
        if (a === null || b === null || a + b !== cost(li, ti)! + cost(lj, tj)!) continue;
        pairs[i] = [li, tj];
        pairs[j] = [lj, ti];
        changed = true;
      }
    }
  }
  return pairs;
}

/** The lines not yet matched nor disagreeing, in the order given. */
const open = (lines: readonly KeyedLine[], taken: Taken): KeyedLine[] => lines.filter((l) => !taken.matched.has(l) && !taken.disagreeing.has(l));

// A low match (the amount alone, the payee unlike) keeps its transaction at this cost, above any
// disagreement's, so it gives way to an alike payee off by a fee. An open line's pairs cost twice as much
// again, so a low match is never left with nothing for another line's sake (putting it back costs less).
const KEEP_LOW = 1e7;

/**
 * Different amounts: one optimal assignment of the open lines and the low matches to the transactions
 * left (and the low matches' own), by disagreementCost. A low match that disagrees instead gives its
 * transaction back, for the lines still open to take (exactly, afterwards).
 */
function matchDisagreements(lines: readonly KeyedLine[], transactions: readonly LedgerTransaction[], options: MatchOptions, taken: Taken): void {
  const left = lines.filter((l) => !taken.disagreeing.has(l) && (taken.matched.get(l)?.confidence ?? 'low') === 'low');
  if (left.length === 0) return;
  // Only transactions in some line's window can pair: the rest (older statements' entries) stay out.
  const days = left.map((l) => dayNumber(l.date));
  const from = Math.min(...days) - options.days_before;
  const to = Math.max(...days) + options.days_after;
  const held = new Set(left.flatMap((l) => taken.matched.get(l)?.transaction.id ?? []));
  const near = transactions.filter((t) => (held.has(t.id) || !taken.used.has(t.id)) && dayNumber(t.date) >= from && dayNumber(t.date) <= to);
  const cost = (line: KeyedLine, t: LedgerTransaction): number | null => {
    const own = taken.matched.get(line)?.transaction;
    if (own === t) return KEEP_LOW;
    const k = disagreementCost(line, t, options);
    return k === null || own !== undefined ? k : k + 2 * KEEP_LOW;
  };
  const pairs = assign(left.length, near.length, (r, c) => cost(left[r]!, near[c]!)).filter(([r, c]) => taken.matched.get(left[r]!)?.transaction !== near[c]);
  for (const [r] of pairs) {
    const given = taken.matched.get(left[r]!);
    if (given !== undefined) taken.used.delete(given.transaction.id);
    taken.matched.delete(left[r]!);
  }
  for (const [r, c] of pairs) {
    const line = left[r]!;
    const t = near[c]!;
    taken.used.add(t.id);
    taken.disagreeing.set(line, { line, transaction: t, difference: line.amount - t.amount });
  }
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
 * period.from − days_before, with a margin, to period.to + days_after). In order: import_id links; then
 * exact amounts with the transaction dated within [line − days_before, line + days_after], one-to-one;
 * then amount disagreements among the leftovers, which low matches (amount only) give way to; then exact
 * amounts again for what those gave back. `extra` holds the transactions left that are dated in the
 * period. Split parents match by their total (pass parents, never subtransactions).
 */
export function matchStatement(
  lines: readonly KeyedLine[],
  transactions: readonly LedgerTransaction[],
  period: { from: string; to: string },
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): MatchResult {
  const ordered = [...lines].sort(compareLines);
  const sorted = [...transactions].sort(byDateThenId);
  const taken: Taken = { matched: new Map(), disagreeing: new Map(), used: new Set() };
  link(ordered, sorted, taken);
  matchExact(ordered, sorted, options, taken);
  matchDisagreements(ordered, sorted, options, taken);
  matchExact(ordered, sorted, options, taken);
  return {
    matched: ordered.flatMap((l) => taken.matched.get(l) ?? []),
    missing: ordered.filter((l) => !taken.matched.has(l) && !taken.disagreeing.has(l)),
    extra: sorted.filter((t) => !taken.used.has(t.id) && t.date >= period.from && t.date <= period.to),
    disagreements: ordered.flatMap((l) => taken.disagreeing.get(l) ?? []),
    duplicates: duplicatesOf(ordered),
  };
}
