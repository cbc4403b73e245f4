// Undo of flag_transactions, the orchestration: reads the transactions, and sets the flags still as the
// operation left them back in one bulk PATCH. Which are, which YNAB never changed and which are conflicts is
// src/logic/undo/flag.ts's to say.
import { lastYearSince } from '../logic/core/period.ts';
import { checkFlagUndo, parseFlagDetails, undoFlagQuestion } from '../logic/undo/flag.ts';
import { withNeverApplied } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';

export const undoFlag: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseFlagDetails(entry.details);
  const transactions = await ctx.ynab.transactionsHolding(
    planId,
    details.changes.map((c) => c.transaction_id),
    lastYearSince(ctx.today()),
  );
  const { revert, conflicts, notApplied } = checkFlagUndo(details, transactions, uncertain);
  return {
    restored: revert.length,
    conflicts,
    notApplied: notApplied.length,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothing:
      revert.length > 0 ? null : withNeverApplied({ reason: 'flag_changed', count: conflicts.length }, conflicts.length, notApplied.length),
    question: async () => undoFlagQuestion(revert, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      await ctx.ynab.updateTransactions(
        planId,
        revert.map((r) => ({ id: r.transaction_id, flag_color: r.after })),
      );
    },
  };
};
