// import_transactions: Import from linked banks. Acts at once (no question, no journal): YNAB's Import
// for every linked account; what arrives waits, unapproved and uncategorised, in suggest_categories.
import { messages, type Args, type Output } from '../../generated/tools/import_transactions.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const ids = await ctx.ynab.importTransactions(planId);
  const message = ids.length === 0 ? messages.nothingNew({}) : messages.arrived({ count: ids.length });
  return { imported: ids.length, transaction_ids: ids, message };
};
