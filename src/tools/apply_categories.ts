// apply_categories: Apply categories (seed 004). Orchestrates only: checks the list, reads transactions,
// categories and accounts, plans the change (src/logic/classify/categorize-plan.ts), then confirm.write_plan asks,
// journals and sends one bulk PATCH.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/apply_categories.ts';
import { confirmWrite } from '../confirm/result.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { checkAssignments, planCategorization } from '../logic/classify/categorize-plan.ts';
import { categorizeQuestion } from '../logic/writes/preview.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  // The list's own check comes before any request, `last-used` resolution included.
  const early = checkAssignments(args.assignments);
  if (early !== undefined) throw refuse(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const [transactions, groups, accounts] = await Promise.all([
    ctx.ynab.transactionsHolding(
      planId,
      args.assignments.map((a) => a.transaction_id),
      lastYearSince(ctx.today()),
    ),
    // Names, groups and budget status only: a write just made (balances changed) asks YNAB nothing here.
    ctx.ynab.categoryGroups(planId, 'structure'),
    ctx.ynab.accounts(planId, 'structure'),
  ]);
  const plan = planCategorization(args.assignments, transactions, accounts, groups);
  if (!plan.ok) throw refuse(plan);
  const result = { changes: plan.changes, unchanged_count: plan.unchanged_count, conflicts: [], confirmation: null, operation_id: null };
  if (plan.changes.length === 0) return nothingToDo.alreadyCategorized({}, result);
  return confirmWrite(ctx, {
    planId,
    subject: plan.subject,
    seen: plan.seen,
    confirmation: args.confirmation,
    question: async () => categorizeQuestion(plan.changes, await ctx.ynab.currencyDigits(planId)),
    journal: { kind: journalKind, moves: plan.moves },
    apply: async () => {
      await ctx.ynab.updateTransactions(
        planId,
        plan.subject.map((s) => ({ id: s.transaction_id, category_id: s.category_id })),
      );
    },
    applied: (id) => messages.recategorised({ count: plan.changes.length, operation_id: id }),
    result: (fields) => ({ ...result, ...fields }),
  });
};
