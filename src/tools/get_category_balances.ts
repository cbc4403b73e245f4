// get_category_balances: Category balances. Orchestrates only: month check, one YNAB read, and
// src/logic/budget/month-analytics.ts.
import type { Args, Output } from '../../generated/tools/get_category_balances.ts';
import { requireMonth } from './checks.ts';
import { categoryBalances } from '../logic/budget/month-analytics.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const month = requireMonth(args.month, ctx.today());
  return categoryBalances(await ctx.ynab.month(args.plan_id, month), args.include_empty);
};
