// Undo of an approval (approve_transactions, issue #32): the details read back, each transaction still
// approved set back to unapproved; one unapproved since, or gone, a conflict; but for an uncertain
// operation's transaction still unapproved (YNAB never approved it).

import type { ApproveDetails } from '../transactions/approve-plan.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { fieldsOf } from '../writes/journal-fields.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { formatAmount } from '../core/money.ts';
import { withConflicts } from './left-alone.ts';
import { standing } from './standing.ts';

/** The entry's details, read defensively (a journal line is read from disk): ids that are not text are dropped. */
export function parseApproveDetails(details: unknown): ApproveDetails {
  const raw = fieldsOf(details)?.transaction_ids;
  return { transaction_ids: Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [] };
}

/** One transaction to set back to unapproved, as the question shows it (amount in milliunits). */
export interface ApproveRevert {
  transaction_id: string;
  date: string;
  payee: string | null | undefined;
  amount: number;
}

export interface ApproveUndoCheck {
  revert: ApproveRevert[];
  /** Transaction ids unapproved since the operation, or gone, in the operation's order. */
  conflicts: string[];
  /** Of an uncertain operation: transaction ids still unapproved (YNAB never approved those). */
  notApplied: string[];
}

/** Splits the approved transactions into those still approved, never approved (uncertain, still unapproved) and conflicts. */
export function checkApproveUndo(
  details: ApproveDetails,
  transactions: readonly Pick<Transaction, 'id' | 'date' | 'amount' | 'payee_name' | 'approved' | 'deleted'>[],
  uncertain = false,
): ApproveUndoCheck {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const out: ApproveUndoCheck = { revert: [], conflicts: [], notApplied: [] };
  for (const id of details.transaction_ids) {
    const tx = byId.get(id);
    // A transaction gone or deleted is neither approved nor unapproved.
    const live = tx === undefined || tx.deleted ? undefined : tx;
    const where = standing(uncertain, live?.approved === true, live?.approved === false);
    if (where === 'revert') {
      const { date, payee_name, amount } = live!;
      out.revert.push({ transaction_id: id, date, payee: payee_name, amount });
    } else if (where === 'not_applied') out.notApplied.push(id);
    else out.conflicts.push(id);
  }
  return out;
}

/** undo_operation's question for an approval: `Undo: set {n} transaction(s) back to unapproved?`, a line each, and the conflicts line. */
export function undoApproveQuestion(revert: readonly ApproveRevert[], decimalDigits: number, conflictCount: number): string {
  return withConflicts(
    question(
      `Undo: set ${revert.length} transaction(s) back to unapproved?`,
      revert.map((r) => `${transactionHead(r.date, r.payee, formatAmount(r.amount, decimalDigits))}: approved → unapproved`),
    ),
    conflictCount,
  );
}
