// Undo of flag_transactions: each transaction still carrying the colour the operation gave it goes back
// to its previous flag (null allowed) in one bulk PATCH; any other is a conflict, left alone, but for an
// uncertain operation's transaction still with its previous flag (YNAB never changed it).
import { checkFlagUndo, journalFlagChanges, undoFlagQuestion } from '../logic/transactions/flag-plan.ts';
import type { UndoKind } from './kind.ts';
import { nothingMessage } from './nothing-left.ts';

export const undoFlag: UndoKind = async (entry, planId, ctx, uncertain) => {
  const { revert, conflicts, notApplied } = checkFlagUndo(journalFlagChanges(entry.details), await ctx.ynab.transactions(planId), uncertain);
  return {
    restored: revert.length,
    conflicts,
    notApplied: notApplied.length,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothingMessage: nothingMessage(
      `Every one of the ${conflicts.length} transaction(s) had its flag changed, or was deleted, since the operation, so the undo touches nothing.`,
      conflicts.length,
      notApplied.length,
    ),
    question: async () => undoFlagQuestion(revert, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, revert.map((r) => ({ id: r.transaction_id, flag_color: r.after })));
    },
  };
};
