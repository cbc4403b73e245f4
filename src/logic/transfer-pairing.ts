// Transfer pairing (algorithms.md §7): a pending outflow and a pending inflow of the opposite amount, on
// another account, at most 3 days apart, are probably the two halves of one transfer.

import { dayNumber } from './days.ts';

/** The fields pairing reads. */
export interface PairableIn {
  id: string;
  date: string;
  amount: number;
  account_id: string;
}

export const MAX_DAYS_APART = 3;

/**
 * Over the pending list in its order: each outflow not yet paired takes the first transaction of the
 * list not yet paired with exactly the opposite amount, on a different account, dated ≤ 3 days apart.
 * Candidates are bucketed by amount so only same-amount inflows are compared. Returns id → other id,
 * both ways.
 */
export function pairTransfers(pending: readonly PairableIn[]): Map<string, string> {
  const days = pending.map((t) => dayNumber(t.date));
  // Inflow indices per amount, in list order; an entry is removed once paired.
  const buckets = Map.groupBy(
    pending.keys().filter((i) => pending[i]!.amount > 0),
    (i) => pending[i]!.amount,
  );
  const pairs = new Map<string, string>();
  pending.forEach((out, i) => {
    // Only inflows are ever taken, so an outflow is never already paired when its turn comes.
    if (out.amount >= 0) return;
    const bucket = buckets.get(-out.amount);
    if (bucket === undefined) return;
    const at = bucket.findIndex((j) => {
      const other = pending[j];
      const day = days[j];
      const outDay = days[i];
      if (other === undefined || day === undefined || outDay === undefined) return false;
      return other.account_id !== out.account_id && Math.abs(day - outDay) <= MAX_DAYS_APART;
    });
    const j = at < 0 ? undefined : bucket[at];
    const other = j === undefined ? undefined : pending[j];
    if (other === undefined) return;
    bucket.splice(at, 1);
    pairs.set(out.id, other.id);
    pairs.set(other.id, out.id);
  });
  return pairs;
}
