// Undo of approve_transactions, the orchestration: reads the transactions, and sets those still approved
// back to unapproved in one bulk PATCH. Which are, which YNAB never approved and which are conflicts is
// src/logic/undo/approve.ts's to say.
import { lastYearSince } from '../logic/core/period.ts';
import { checkApproveUndo, parseApproveDetails, undoApproveQuestion } from '../logic/undo/approve.ts';
import { fieldUndo, type UndoKind } from './kind.ts';

export const undoApprove: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseApproveDetails(entry.details);
  const transactions = await ctx.ynab.transactionsHolding(planId, details.transaction_ids, lastYearSince(ctx.today()));
  const split = checkApproveUndo(details, transactions, uncertain);
  return fieldUndo(split, 'approve_changed', {
    question: async () => undoApproveQuestion(split.revert, await ctx.ynab.currencyDigits(planId), split.conflicts.length),
    apply: async () => {
      await ctx.ynab.updateTransactions(
        planId,
        split.revert.map((r) => ({ id: r.transaction_id, approved: false })),
      );
    },
  });
};
