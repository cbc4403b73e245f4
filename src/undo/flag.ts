// Undo of flag_transactions: each transaction still carrying the colour the operation gave it goes back
// to its previous flag (null allowed) in one bulk PATCH; any other is a conflict, left alone.
import { checkFlagUndo, journalFlagChanges, undoFlagQuestion } from '../logic/flag-plan.ts';
import type { UndoKind } from './kind.ts';

export const undoFlag: UndoKind = async (entry, planId, ctx) => {
  const { revert, conflicts } = checkFlagUndo(journalFlagChanges(entry.details), await ctx.ynab.transactions(planId));
  return {
    restored: revert.length,
    conflicts,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothingMessage: `Every one of the ${conflicts.length} transaction(s) had its flag changed, or was deleted, since the operation, so the undo touches nothing.`,
    question: async () => undoFlagQuestion(revert, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, revert.map((r) => ({ id: r.transaction_id, flag_color: r.after })));
    },
  };
};
