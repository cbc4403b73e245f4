// The transactions a statement is matched against: those dated where a line's transaction may be (the
// period widened by the date window), and those carrying one of its lines' import ids, whatever their date
// (a line created by an earlier run and redated since is still that line). Keeps the per-amount
// assignment to the period rather than the account's whole history. And the search of a sorted list for
// the part in a range, which keeps the matching's candidates to a line's date window or amount band
// rather than every transaction (issue #27, 8).
import { addDays } from '../core/day-numbers.ts';
import type { KeyedLine, LedgerTransaction, MatchOptions } from './match-types.ts';

export function matchCandidates<T extends LedgerTransaction>(
  lines: readonly KeyedLine[],
  transactions: readonly T[],
  period: { from: string; to: string },
  options: MatchOptions,
): T[] {
  // Dates are written YYYY-MM-DD, so they compare as text. A window running off the calendar (years 0000–9999)
  // stops at the calendar's first or last day.
  const from = addDays(period.from, -options.days_before) ?? '';
  const to = addDays(period.to, options.days_after) ?? '9999-12-31';
  const ids = new Set(lines.map((l) => l.import_id));
  // Stryker disable next-line ConditionalExpression: the lines' import ids are text, so a null one is never among them and `t.import_id !== null` as `true` changes nothing (the line's other conditions are killed).
  return transactions.filter((t) => (t.date >= from && t.date <= to) || (t.import_id !== null && ids.has(t.import_id)));
}

/** The first index of an ascending list whose value is at least `value` (the length when none is). */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The indices [start, end) of an ascending list whose values lie in [from, to]. */
export function indicesBetween(sorted: readonly number[], from: number, to: number): [number, number] {
  return [firstAtLeast(sorted, from), firstAtLeast(sorted, to + 1)];
}
