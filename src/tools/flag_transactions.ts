// flag_transactions: Flag transactions. Orchestrates only: checks the list, reads the transactions, plans
// the change (src/logic/transactions/flag-plan.ts), then confirm.write_plan asks, journals (kind `flag`) and sends one
// bulk PATCH.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/flag_transactions.ts';
import { confirmWrite, withPreview } from '../confirm/result.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { checkFlagRequests, flagPlanLines, flagQuestion, planFlags } from '../logic/transactions/flag-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  // The list's own checks come before any request.
  const early = checkFlagRequests(args.flags);
  if (early !== undefined) throw refuse(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planFlags(
    args.flags,
    await ctx.ynab.transactionsHolding(
      planId,
      args.flags.map((f) => f.transaction_id),
      lastYearSince(ctx.today()),
    ),
  );
  if (!plan.ok) throw refuse(plan);
  const result = { changes: plan.changes, unchanged_count: plan.unchanged_count };
  if (plan.changes.length === 0) return nothingToDo.alreadyFlagged({}, result);
  // The result carries the question on every path, so the currency format is always needed here.
  const preview = flagQuestion(flagPlanLines(plan), await ctx.ynab.currencyDigits(planId));
  return confirmWrite(ctx, {
    planId,
    subject: plan.subject,
    seen: plan.seen,
    confirmation: args.confirmation,
    question: async () => preview,
    journal: { kind: journalKind, details: { changes: plan.journal } },
    apply: async () => {
      await ctx.ynab.updateTransactions(
        planId,
        plan.subject.map((s) => ({ id: s.transaction_id, flag_color: s.flag_color })),
      );
    },
    applied: (id) => messages.flagged({ count: plan.changes.length, operation_id: id }),
    // Keys in the order of the output schema, as the docs page shows them.
    result: withPreview(preview, result),
  });
};
