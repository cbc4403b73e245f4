// get_budget_vs_actual: Budget vs actual. Orchestrates only: month check, one YNAB read, and
// src/logic/budget/month-analytics.ts.
import type { Args, Output } from '../../generated/tools/get_budget_vs_actual.ts';
import { requireMonth } from './checks.ts';
import { budgetVsActual } from '../logic/budget/month-analytics.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const month = requireMonth(args.month, ctx.today());
  return budgetVsActual(await ctx.ynab.month(args.plan_id, month));
};
