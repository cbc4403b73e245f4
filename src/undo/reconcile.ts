// Undo of reconcile_account, the orchestration: reads the accounts and transactions, says why nothing is set back,
// sets the listed transactions still reconciled back to cleared in one bulk PATCH, then deletes the adjustment.
// Which are, which YNAB never marked, and the adjustment (found by what was sent when YNAB's answer lost its
// id) are src/logic/undo/reconcile.ts's to say.
import { errors } from '../../generated/tools/undo_operation.ts';
import { formatAmount } from '../logic/core/money.ts';
import { withNeverApplied } from '../logic/undo/never-applied.ts';
import { checkReconcileUndo, movedSince, parseReconcileDetails, undoReconcileQuestion } from '../logic/undo/reconcile.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { YnabError, briefly } from '../ynab/errors.ts';
import { claimedIds } from './claimed.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

export const undoReconcile: UndoKind = async (entry, planId, ctx, uncertain, view) => {
  const details = parseReconcileDetails(entry.details);
  // A line edited by hand, or written by another version: nothing safe to set back.
  if (details === undefined) return nothingLeft([], { reason: 'reconcile_line_incomplete' });
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const name = untrusted(accounts.find((a) => a.id === details.account_id)?.name ?? details.account_id);
  const { revert, adjustment, conflicts, notApplied } = checkReconcileUndo(
    details,
    transactions,
    uncertain,
    claimedIds(view, entry.operation_id),
  );
  const restored = revert.length + (adjustment === null ? 0 : 1);
  if (restored === 0)
    return nothingLeft(conflicts, withNeverApplied(movedSince(details, conflicts), conflicts.length, notApplied), notApplied);
  return {
    restored,
    conflicts,
    notApplied,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothing: null,
    question: async () =>
      undoReconcileQuestion(name, revert.length, adjustment?.amount ?? null, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      if (revert.length > 0)
        await ctx.ynab.updateTransactions(
          planId,
          revert.map((id) => ({ id, cleared: 'cleared' as const })),
        );
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
