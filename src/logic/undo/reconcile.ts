// Undo of a reconcile operation (reconcile_account, journal-and-undo.md §7): the details read back, each
// listed transaction still reconciled back to cleared and the adjustment, if still there, deleted; anything
// changed since a conflict. Of an uncertain operation, a listed transaction still cleared was never marked,
// and an adjustment whose id YNAB's lost answer held is looked for by what was sent.

import { formatAmount } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { ReconcileDetails } from '../accounts/reconcile-plan.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { fieldsOf, isId } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import { findSent, parseSent, type SentCandidate } from '../writes/sent-transactions.ts';
import { withConflicts } from './left-alone.ts';
import { standing } from './standing.ts';

/** The entry's details when they hold what the undo needs; a journal line is read from disk, so checked. */
export function parseReconcileDetails(details: unknown): ReconcileDetails | undefined {
  const { account_id, reconciled_ids, adjustment_id } = fieldsOf(details) ?? {};
  if (!isId(account_id) || !Array.isArray(reconciled_ids)) return undefined;
  const own = { account_id, reconciled_ids: reconciled_ids.filter(isId), adjustment_id: isId(adjustment_id) ? adjustment_id : null };
  const sent = parseSent(details);
  // Stryker disable next-line ConditionalExpression: spreading no sent record adds nothing, so both branches give one value; the branch narrows the union type ReconcileDetails
  return sent === undefined ? own : { ...own, ...sent };
}

export interface ReconcileUndoCheck {
  /** Listed transactions still reconciled: back to cleared, in the journal's order. */
  revert: string[];
  /** The adjustment when it still exists (its current amount), else null. */
  adjustment: { id: string; amount: number } | null;
  /** Transactions no longer reconciled or gone, then a missing adjustment's id (or the look-alikes of a lost one). */
  conflicts: string[];
  /** Of an uncertain operation: listed transactions still `cleared`, which YNAB never marked, and an adjustment it never created. */
  notApplied: number;
}

/**
 * Splits the operation's items: a listed transaction still `reconciled` (or, uncertain, still `cleared`), the
 * adjustment still there. An uncertain operation without an adjustment id but with what was sent has its
 * adjustment looked for (sent-transactions.ts) among the transactions no other operation created (`claimed`):
 * found, it is deleted like a recorded one; none and none in doubt, YNAB never created it; look-alikes too
 * numerous to tell apart are conflicts.
 */
export function checkReconcileUndo(
  details: ReconcileDetails,
  transactions: readonly (SentCandidate & Pick<Transaction, 'cleared'>)[],
  uncertain = false,
  claimed: ReadonlySet<string> = new Set(),
): ReconcileUndoCheck {
  const byId = new Map(transactions.filter((t) => !t.deleted).map((t) => [t.id, t]));
  const revert: string[] = [];
  const conflicts: string[] = [];
  let notApplied = 0;
  for (const id of details.reconciled_ids) {
    const status = byId.get(id)?.cleared;
    const where = standing(uncertain, status === 'reconciled', status === 'cleared');
    if (where === 'revert') revert.push(id);
    else if (where === 'not_applied') notApplied += 1;
    else conflicts.push(id);
  }
  if (details.adjustment_id !== null) {
    const recorded = byId.get(details.adjustment_id);
    if (recorded === undefined) conflicts.push(details.adjustment_id);
    return { revert, adjustment: recorded === undefined ? null : { id: recorded.id, amount: recorded.amount }, conflicts, notApplied };
  }
  if (!uncertain || details.sent === undefined) return { revert, adjustment: null, conflicts, notApplied };
  const search = findSent(details, transactions, claimed);
  const lost = search.found[0];
  if (lost !== undefined) return { revert, adjustment: { id: lost.id, amount: lost.amount }, conflicts, notApplied };
  return {
    revert,
    adjustment: null,
    conflicts: [...conflicts, ...search.ambiguous],
    notApplied: notApplied + (search.ambiguous.length === 0 ? 1 : 0),
  };
}

/**
 * `Undo: reconciliation of {account}: {n} transaction(s) back to cleared?`, ending `… and delete the
 * adjustment of {amount}?` when there is one, and the conflicts line when some items are left alone.
 */
export function undoReconcileQuestion(
  name: string,
  count: number,
  adjustment: number | null,
  digits: number,
  conflictCount: number,
): string {
  const tail = adjustment === null ? '' : ` and delete the adjustment of ${formatAmount(adjustment, digits)}`;
  return withConflicts(
    question(`Undo: reconciliation of ${untrusted(name)}: ${count} transaction(s) back to cleared${tail}?`, []),
    conflictCount,
  );
}

/** Why nothing is set back (undo_operation's `nothing_to_do`): what changed since, the listed transactions or the adjustment. */
export type ReconcileUndoReason =
  | { reason: 'reconcile_nothing_recorded' }
  | { reason: 'reconcile_unreconciled'; count: number }
  | { reason: 'reconcile_adjustment_deleted' }
  | { reason: 'reconcile_both_changed'; count: number };

/**
 * What moved since, once nothing is left to set back: the listed transactions among the conflicts, and the
 * recorded adjustment (which, nothing being left, is gone); else the operation recorded neither.
 */
export function movedSince(details: ReconcileDetails, conflicts: readonly string[]): ReconcileUndoReason {
  const count = details.reconciled_ids.filter((id) => conflicts.includes(id)).length;
  const adjustment = details.adjustment_id !== null;
  if (count > 0) return adjustment ? { reason: 'reconcile_both_changed', count } : { reason: 'reconcile_unreconciled', count };
  return adjustment ? { reason: 'reconcile_adjustment_deleted' } : { reason: 'reconcile_nothing_recorded' };
}
