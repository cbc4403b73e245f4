// review_transactions: Review transactions (issue #32). Orchestrates only: checks the items, reads the
// transactions (and the categories and accounts when an item sets a category), plans the change
// (src/logic/transactions/review-plan.ts), then confirm.write_plan asks, journals (kind `review`) and sends one
// bulk PATCH.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/review_transactions.ts';
import { confirmWrite } from '../confirm/result.ts';
import { categoryLookup } from '../logic/classify/category-lookup.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { checkReviewItems, planReview, reviewQuestion, type ReviewCategories } from '../logic/transactions/review-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  // The items' own checks come before any request.
  const early = checkReviewItems(args.items);
  if (early !== undefined) throw refuse(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const categorises = args.items.some((i) => i.category_id !== undefined);
  const [transactions, categories] = await Promise.all([
    ctx.ynab.transactionsHolding(
      planId,
      args.items.map((i) => i.transaction_id),
      lastYearSince(ctx.today()),
    ),
    categorises ? categoryFacts(ctx, planId) : undefined,
  ]);
  const plan = planReview(args.items, transactions, categories);
  if (!plan.ok) throw refuse(plan);
  const result = { changes: plan.changes };
  if (plan.changes.length === 0) return nothingToDo.alreadyAsAsked({}, result);
  return confirmWrite(ctx, {
    planId,
    subject: plan.subject,
    seen: plan.seen,
    confirmation: args.confirmation,
    question: async () => reviewQuestion(plan.seen, await ctx.ynab.currencyDigits(planId)),
    journal: { kind: journalKind, details: plan.details },
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, plan.subject);
    },
    applied: (id) => messages.reviewed({ count: plan.changes.length, operation_id: id }),
    // Keys in the order of the output schema, as the docs page shows them.
    result: ({ status, message, confirmation, operation_id }) => ({ status, message, ...result, confirmation, operation_id }),
  });
};

/** Names, groups and budget status only: a write just made (balances changed) asks YNAB nothing here. */
async function categoryFacts(ctx: Parameters<ToolHandler<Args, Output>>[1], planId: string): Promise<ReviewCategories> {
  const [groups, accounts] = await Promise.all([ctx.ynab.categoryGroups(planId, 'structure'), ctx.ynab.accounts(planId, 'structure')]);
  return { lookup: categoryLookup(groups), accountsById: new Map(accounts.map((a) => [a.id, a])) };
}
