// approve_transactions: Approve transactions. Acts at once (no question) and is journaled (issue #32):
// reads the transactions, skips those already approved (src/logic/transactions/approve-plan.ts), then
// confirm.writeAtOnce journals (kind `approve`) and sends one bulk PATCH marking the rest approved.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/approve_transactions.ts';
import { writeAtOnce } from '../confirm/at-once.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { planApprovals } from '../logic/transactions/approve-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  if (args.tx_ids.length === 0) return nothingToDo.noIds({}, { approved: 0, unchanged_count: 0, operation_id: null });
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planApprovals(args.tx_ids, await ctx.ynab.transactionsHolding(planId, args.tx_ids, lastYearSince(ctx.today())));
  if (!plan.ok) throw refuse(plan);
  if (plan.approve.length === 0)
    return nothingToDo.alreadyApproved({}, { approved: 0, unchanged_count: plan.unchanged_count, operation_id: null });
  let approved = 0;
  const operationId = await writeAtOnce(ctx, {
    planId,
    journal: { kind: journalKind, details: { transaction_ids: plan.approve } },
    apply: async () => {
      const updated = await ctx.ynab.updateTransactions(
        planId,
        plan.approve.map((id) => ({ id, approved: true })),
      );
      approved = updated.length;
      // The entry keeps what YNAB reports it updated: the undo then sets back only those.
      const reported = new Set(updated);
      return { transaction_ids: plan.approve.filter((id) => reported.has(id)) };
    },
  });
  return {
    status: 'applied',
    approved,
    unchanged_count: plan.unchanged_count,
    message: messages.approved({ count: approved, operation_id: operationId }),
    operation_id: operationId,
  };
};
