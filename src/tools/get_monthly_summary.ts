// get_monthly_summary: Monthly summary. Orchestrates only: the month is checked before any request
// (seed 003), then one YNAB read, summarised by src/logic/budget/month-summary.ts.
import type { Args, Output } from '../../generated/tools/get_monthly_summary.ts';
import { requireMonth } from './checks.ts';
import { monthSummary } from '../logic/budget/month-summary.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const month = requireMonth(args.month, ctx.today());
  return monthSummary(await ctx.ynab.month(args.plan_id, month));
};
