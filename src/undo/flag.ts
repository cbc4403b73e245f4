// Undo of flag_transactions, the orchestration: reads the transactions, and sets the flags still as the
// operation left them back in one bulk PATCH. Which are, which YNAB never changed and which are conflicts is
// src/logic/undo/flag.ts's to say.
import { lastYearSince } from '../logic/core/period.ts';
import { checkFlagUndo, parseFlagDetails, undoFlagQuestion } from '../logic/undo/flag.ts';
import { fieldUndo, type UndoKind } from './kind.ts';

export const undoFlag: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseFlagDetails(entry.details);
  const transactions = await ctx.ynab.transactionsHolding(
    planId,
    details.changes.map((c) => c.transaction_id),
    lastYearSince(ctx.today()),
  );
  const split = checkFlagUndo(details, transactions, uncertain);
  return fieldUndo(split, 'flag_changed', {
    question: async () => undoFlagQuestion(split.revert, await ctx.ynab.currencyDigits(planId), split.conflicts.length),
    apply: async () => {
      await ctx.ynab.updateTransactions(
        planId,
        split.revert.map((r) => ({ id: r.transaction_id, flag_color: r.after })),
      );
    },
  });
};
