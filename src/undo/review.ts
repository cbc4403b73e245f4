// Undo of review_transactions, the orchestration: reads the transactions (and the categories when one is set
// back), and sets those still as the review left them back in one bulk PATCH. Which are, which YNAB never
// changed and which are conflicts is src/logic/undo/review.ts's to say.
import { categoryLookup } from '../logic/classify/category-lookup.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { reviewLine, reviewPatch } from '../logic/transactions/review-plan.ts';
import { checkReviewUndo, parseReviewDetails, reviewRecategorised, undoReviewQuestion } from '../logic/undo/review.ts';
import { fieldUndo, type UndoKind } from './kind.ts';

export const undoReview: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseReviewDetails(entry.details);
  const transactions = await ctx.ynab.transactionsHolding(
    planId,
    details.changes.map((c) => c.transaction_id),
    lastYearSince(ctx.today()),
  );
  const split = checkReviewUndo(details, transactions, uncertain);
  // Names are read only when a category is set back.
  const recategorises = split.revert.some((r) => r.back.category_id !== undefined);
  const lookup = recategorises ? categoryLookup(await ctx.ynab.categoryGroups(planId, 'structure')) : undefined;
  return {
    ...fieldUndo(split, 'review_changed', {
      question: async () =>
        undoReviewQuestion(
          split.revert.map((r) => reviewLine(r.tx, r.now, r.back, lookup)),
          await ctx.ynab.currencyDigits(planId),
          split.conflicts.length,
        ),
      apply: async () => {
        await ctx.ynab.updateTransactions(
          planId,
          split.revert.map((r) => reviewPatch(r.transaction_id, r.back)),
        );
      },
    }),
    changes: lookup === undefined ? [] : reviewRecategorised(split.revert, lookup),
  };
};
