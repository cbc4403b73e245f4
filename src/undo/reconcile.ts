// Undo of reconcile_account, the orchestration: reads the accounts and transactions, says what moved since,
// sets the listed transactions still reconciled back to cleared in one bulk PATCH, then deletes the adjustment.
// Which are, which YNAB never marked, and the adjustment (found by what was sent when YNAB's answer lost its
// id) are src/logic/undo/reconcile.ts's to say.
import { errors } from '../../generated/tools/undo_operation.ts';
import { formatAmount } from '../logic/core/money.ts';
import { checkReconcileUndo, parseReconcileDetails, undoReconcileQuestion } from '../logic/undo/reconcile.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { YnabError, briefly } from '../ynab/errors.ts';
import { claimedIds } from './claimed.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

// What moved since, in the kind's terms (journal-and-undo.md §7, the nothing_to_do message).
function movedSince(listed: number, hadAdjustment: boolean): string {
  const parts = [
    ...(listed > 0 ? [`the ${listed} transaction(s) are no longer reconciled or were deleted`] : []),
    ...(hadAdjustment ? ['the adjustment was deleted'] : []),
  ];
  if (parts.length === 0) return 'This operation marked no transaction and recorded no adjustment id, so the undo touches nothing.';
  return `Since the operation, ${parts.join(', and ')}, so the undo touches nothing.`;
}

export const undoReconcile: UndoKind = async (entry, planId, ctx, uncertain, view) => {
  const details = parseReconcileDetails(entry.details);
  // A line edited by hand, or written by another version: nothing safe to set back.
  if (details === undefined) return nothingLeft([], "This operation's journal line lacks the account or the transaction ids the undo needs, so the undo touches nothing.");
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const name = untrusted(accounts.find((a) => a.id === details.account_id)?.name ?? details.account_id);
  const { revert, adjustment, conflicts, notApplied } = checkReconcileUndo(details, transactions, uncertain, claimedIds(view, entry.operation_id));
  const restored = revert.length + (adjustment === null ? 0 : 1);
  if (restored === 0) {
    const listed = details.reconciled_ids.filter((id) => conflicts.includes(id)).length;
    return nothingLeft(conflicts, movedSince(listed, details.adjustment_id !== null), notApplied);
  }
  return {
    restored,
    conflicts,
    notApplied,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothingMessage: '',
    question: async () => undoReconcileQuestion(name, revert.length, adjustment?.amount ?? null, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      if (revert.length > 0) await ctx.ynab.updateTransactions(planId, revert.map((id) => ({ id, cleared: 'cleared' as const })));
      if (adjustment === null) return;
      try {
        await ctx.ynab.deleteTransaction(planId, adjustment.id);
      } catch (error) {
        if (!(error instanceof YnabError)) throw error;
        // No marker follows a throw, so calling undo_operation again finds the transactions as conflicts
        // (already cleared) and deletes the adjustment alone.
        throw errors.adjustmentNotDeleted({
          error: briefly(error),
          count: revert.length,
          amount: formatAmount(adjustment.amount, await ctx.ynab.currencyDigits(planId)),
          account: name,
          operation_id: entry.operation_id,
        });
      }
    },
  };
};
