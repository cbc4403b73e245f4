// list_plans: List plans. Orchestrates only: one YNAB read, rows built by src/logic/budget/plan-rows.ts.
import type { Args, Output } from '../../generated/tools/list_plans.ts';
import { planRows } from '../logic/budget/plan-rows.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (_args, ctx) => ({
  plans: planRows(await ctx.ynab.listPlans()),
});
