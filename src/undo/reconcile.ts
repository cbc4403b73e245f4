// Undo of reconcile_account: the listed transactions still reconciled go back to cleared in one bulk PATCH,
// then the adjustment, if still there, is deleted; anything changed since is a conflict, left alone.
import { formatAmount } from '../logic/money.ts';
import { checkReconcileUndo, parseReconcileDetails, undoReconcileQuestion } from '../logic/reconcile.ts';
import { untrusted } from '../logic/untrusted.ts';
import { YnabError } from '../ynab/errors.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

// What moved since, in the kind's terms (journal-and-undo.md §7, the nothing_to_do message).
function nothingMessage(listed: number, hadAdjustment: boolean): string {
  const parts = [
    ...(listed > 0 ? [`the ${listed} transaction(s) are no longer reconciled or were deleted`] : []),
    ...(hadAdjustment ? ['the adjustment was deleted'] : []),
  ];
  if (parts.length === 0) return 'This operation marked no transaction and recorded no adjustment id, so the undo touches nothing.';
  return `Since the operation, ${parts.join(', and ')}, so the undo touches nothing.`;
}

export const undoReconcile: UndoKind = async (entry, planId, ctx) => {
  const details = parseReconcileDetails(entry.details);
  // A line edited by hand, or written by another version: nothing safe to set back.
  if (details === undefined) return nothingLeft([], "This operation's journal line lacks the account or the transaction ids the undo needs, so the undo touches nothing.");
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const name = untrusted(accounts.find((a) => a.id === details.account_id)?.name ?? details.account_id);
  const { revert, adjustment, conflicts } = checkReconcileUndo(details, transactions);
  const restored = revert.length + (adjustment === null ? 0 : 1);
  if (restored === 0) return nothingLeft(conflicts, nothingMessage(details.reconciled_ids.length, details.adjustment_id !== null));
  return {
    restored,
    conflicts,
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
        // (already cleared) and deletes the adjustment alone. undo_operation declares no reconcile error of
        // its own, so the explanation rides on YNAB's error (a client error, which every tool may return).
        const amount = formatAmount(adjustment.amount, await ctx.ynab.currencyDigits(planId));
        const done = revert.length > 0 ? `the ${revert.length} transaction(s) are back to cleared, but ` : '';
        const lost = error.kind === 'outcome_unknown' ? 'may not have been deleted' : 'was not deleted';
        throw new YnabError(
          `${error.message} — ${done}the adjustment of ${amount} on ${name} ${lost}: call undo_operation again with operation_id ${entry.operation_id} to delete it.`,
          error.status,
          error.kind,
        );
      }
    },
  };
};
