// approve_transactions: Approve transactions. Acts at once (no question, no journal): one bulk PATCH
// marking each distinct id approved; YNAB itself refuses ids it does not know.
import type { Args, Output } from '../../generated/tools/approve_transactions.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  // The same id twice would be one transaction approved twice: send it once.
  const ids = [...new Set(args.tx_ids)];
  if (ids.length === 0) return { approved: 0 };
  const planId = await ctx.ynab.planId(args.plan_id);
  const updated = await ctx.ynab.updateTransactions(
    planId,
    ids.map((id) => ({ id, approved: true })),
  );
  return { approved: updated.length };
};
