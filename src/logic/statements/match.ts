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
  const open = Map.groupBy(
    lines.filter((l) => !taken.matched.has(l) && !taken.disagreeing.has(l)),
    (l) => l.amount,
  );
  for (const [amount, group] of open) {
    const candidates = byAmount.get(amount) ?? [];
    const pairs = assign(group.length, candidates.length, (r, c) => pairCost(group[r]!, candidates[c]!, options));
    for (const [line, t] of inOrder(pairs.map(([r, c]) => [group[r]!, candidates[c]!] as const))) {
      const gap = dateGapOf(line, t);
      taken.used.add(t.id);
      taken.matched.set(line, { line, transaction: t, confidence: confidenceOf(line, t, gap), date_gap: gap });
    }
  }
}

/**
 * Lines alike in all but their file line cost the same with any transaction, so the assignment may pair
 * them either way: among them, the earlier line takes the earlier transaction (date, then id).
 */
function inOrder(pairs: readonly (readonly [KeyedLine, LedgerTransaction])[]): (readonly [KeyedLine, LedgerTransaction])[] {
  const twins = Map.groupBy(pairs, ([l]) => `${l.date}\u0000${l.payee}\u0000${l.memo}\u0000${l.bank_id ?? ''}`);
  return [...twins.values()].flatMap((group) => {
    const ts = group.map(([, t]) => t).sort(byDateThenId);
    return group.map(([l]) => l).sort(compareLines).map((l, i) => [l, ts[i]!] as const);
  });
}

/** Different amounts over what is left: the optimal assignment by disagreementCost among all leftovers. */
function matchDisagreements(lines: readonly KeyedLine[], transactions: readonly LedgerTransaction[], options: MatchOptions, taken: Taken): void {
  const left = lines.filter((l) => !taken.matched.has(l) && !taken.disagreeing.has(l));
  if (left.length === 0) return;
  // Only transactions in some leftover line's window can pair: the rest (older statements' entries) stay out.
  const days = left.map((l) => dayNumber(l.date));
  const from = Math.min(...days) - options.days_before;
  const to = Math.max(...days) + options.days_after;
  const near = transactions.filter((t) => !taken.used.has(t.id) && dayNumber(t.date) >= from && dayNumber(t.date) <= to);
  for (const [r, c] of assign(left.length, near.length, (r, c) => disagreementCost(left[r]!, near[c]!, options))) {
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
 * then amount disagreements among the leftovers. `extra` holds the transactions left that are dated in
 * the period. Split parents match by their total (pass parents, never subtransactions).
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
  return {
    matched: ordered.flatMap((l) => taken.matched.get(l) ?? []),
    missing: ordered.filter((l) => !taken.matched.has(l) && !taken.disagreeing.has(l)),
    extra: sorted.filter((t) => !taken.used.has(t.id) && t.date >= period.from && t.date <= period.to),
    disagreements: ordered.flatMap((l) => taken.disagreeing.get(l) ?? []),
    duplicates: duplicatesOf(ordered),
  };
}
