// import_transactions: Import from linked banks. Acts at once (no question, no journal): YNAB's Import
// for every linked account; what arrives waits, unapproved and uncategorised, in suggest_categories.
import type { Args, Output } from '../../generated/tools/import_transactions.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const ids = await ctx.ynab.importTransactions(planId);
  const message =
    ids.length === 0
      ? 'Nothing new: the linked banks have no transaction YNAB does not already hold.'
      : `${ids.length} new transaction(s) arrived from the linked banks. They are unapproved and uncategorised: suggest_categories lists them with suggestions.`;
  return { imported: ids.length, transaction_ids: ids, message };
};
