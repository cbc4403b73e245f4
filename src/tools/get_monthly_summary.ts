// get_monthly_summary: Monthly summary. Orchestrates only: the month is checked before any request
// (seed 003), then one YNAB read, summarised by src/logic/month-summary.ts.
import { errors, type Args, type Output } from '../../generated/tools/get_monthly_summary.ts';
import { resolveMonth } from '../logic/dates.ts';
import { monthSummary } from '../logic/month-summary.ts';
import type { ToolHandler } from '../tool-kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const month = resolveMonth(args.month, ctx.today());
  if (month === undefined) throw errors.badMonth({ value: args.month });
  return monthSummary(await ctx.ynab.month(args.plan_id, month));
};
