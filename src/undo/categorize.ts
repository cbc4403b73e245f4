// Undo of apply_categories, the orchestration: reads the transactions and categories, shows each change, and
// sets the transactions still in the category the operation gave them back in one bulk PATCH. Which are, which
// YNAB never changed and which are conflicts is src/logic/undo/categorize.ts's to say.
import { lastYearSince } from '../logic/core/period.ts';
import { checkCategorizeUndo, parseCategorizeMoves, undoCategorizeLines, undoCategorizeQuestion } from '../logic/undo/categorize.ts';
import { withNeverApplied } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';

export const undoCategorize: UndoKind = async (entry, planId, ctx, uncertain) => {
  const moves = parseCategorizeMoves(entry.moves);
  const [transactions, groups] = await Promise.all([
    ctx.ynab.transactionsHolding(
      planId,
      moves.map((m) => m.transaction_id),
      lastYearSince(ctx.today()),
    ),
    ctx.ynab.categoryGroups(planId),
  ]);
  const { revert, conflicts, notApplied } = checkCategorizeUndo(moves, transactions, uncertain);
  const lines = undoCategorizeLines(revert, transactions, groups);
  // An Uncategorized id reads as no category, as in apply_categories' changes.
  const shown = (id: string | null, name: string | null) => (name === null ? null : id);
  const changes = revert.map((r, i) => {
    const line = lines[i]!;
    return {
      transaction_id: r.transaction_id,
      date: line.date,
      amount: line.amount,
      payee: line.payee,
      from_category_id: shown(r.from_category_id, line.current),
      from_category: line.current,
      to_category_id: shown(r.to_category_id, line.restored),
      to_category: line.restored,
    };
  });
  return {
    restored: revert.length,
    conflicts,
    notApplied: notApplied.length,
    changes,
    nothing:
      revert.length > 0
        ? null
        : withNeverApplied({ reason: 'categorize_changed', count: conflicts.length }, conflicts.length, notApplied.length),
    question: async () => undoCategorizeQuestion(lines, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      await ctx.ynab.updateTransactions(
        planId,
        revert.map((r) => ({ id: r.transaction_id, category_id: r.to_category_id })),
      );
    },
  };
};
