// Transfer pairing (algorithms.md §7): a pending outflow and a pending inflow of the opposite amount, on
// another account, at most 3 days apart, are probably the two halves of one transfer.

import { dayNumber } from '../core/day-numbers.ts';
import type { Transaction } from '../core/ynab-slices.ts';

export const MAX_DAYS_APART = 3;

/**
 * Over the pending list in its order: each outflow not yet paired takes the first transaction of the
 * list not yet paired with exactly the opposite amount, on a different account, dated ≤ 3 days apart.
 * Candidates are bucketed by amount so only same-amount inflows are compared. Returns id → other id,
 * both ways.
 */
export function pairTransfers(pending: readonly Pick<Transaction, 'id' | 'date' | 'amount' | 'account_id'>[]): Map<string, string> {
  const dated = pending.map((t) => ({ id: t.id, amount: t.amount, account_id: t.account_id, day: dayNumber(t.date) }));
  // Transactions per amount, in list order; an entry is removed once paired. An outflow looks in the
  // bucket of its opposite, positive amount, so only inflows are ever taken, and an outflow is never
  // already paired when its turn comes.
  const buckets = Map.groupBy(dated, (t) => t.amount);
  const pairs = new Map<string, string>();
  for (const out of dated) {
    if (out.amount >= 0) continue;
    const bucket = buckets.get(-out.amount);
    if (bucket === undefined) continue;
    const at = bucket.findIndex((t) => t.account_id !== out.account_id && Math.abs(t.day - out.day) <= MAX_DAYS_APART);
    const other = bucket[at]; // undefined when none is found (at = -1)
    if (other === undefined) continue;
    bucket.splice(at, 1);
    pairs.set(out.id, other.id);
    pairs.set(other.id, out.id);
  }
  return pairs;
}
