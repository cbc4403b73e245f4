// list_accounts: List accounts. Orchestrates only: one YNAB read, rows built by src/logic/accounts/account-rows.ts.
import type { Args, Output } from '../../generated/tools/list_accounts.ts';
import { accountRows } from '../logic/accounts/account-rows.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => ({
  accounts: accountRows(await ctx.ynab.accounts(args.plan_id)),
});
