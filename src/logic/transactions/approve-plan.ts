// approve_transactions' plan (tools.md; issue #32: journaled, undone by undo_operation): the distinct ids
// in the order given, each checked against the plan's transactions, those already approved skipped and
// counted, the others approved and journaled (its undo: src/logic/undo/approve.ts).

import type { Transaction } from '../core/ynab-slices.ts';

/** The transaction fields the approval reads (YNAB's TransactionDetail). */
type Approvable = Pick<Transaction, 'id' | 'approved' | 'deleted'>;

/** The journal details of kind `approve`: the transactions the operation approved, which were unapproved before it. */
export interface ApproveDetails {
  transaction_ids: string[];
}

export type ApprovePlan =
  | {
      ok: true;
      /** The transactions to approve, in the order first given: each was unapproved. */
      approve: string[];
      unchanged_count: number;
    }
  | { ok: false; error: 'unknown_transaction'; tx_id: string };

export function planApprovals(ids: readonly string[], transactions: readonly Approvable[]): ApprovePlan {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const approve: string[] = [];
  let unchanged = 0;
  // The same id twice is one transaction: it is approved, or counted, once.
  for (const id of new Set(ids)) {
    const tx = byId.get(id);
    if (tx === undefined || tx.deleted) return { ok: false, error: 'unknown_transaction', tx_id: id };
    if (tx.approved) unchanged += 1;
    else approve.push(id);
  }
  return { ok: true, approve, unchanged_count: unchanged };
}
