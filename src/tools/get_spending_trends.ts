// get_spending_trends: Spending trends. Orchestrates only: the months list, then one YNAB read per month
// shown, compared by src/logic/budget/month-analytics.ts.
import type { Args, Output } from '../../generated/tools/get_spending_trends.ts';
import { resolveMonth } from '../logic/core/calendar.ts';
import { spendingTrends, trendMonths } from '../logic/budget/month-analytics.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const current = resolveMonth('current', ctx.today())!;
  const shown = trendMonths(
    (await ctx.ynab.months(args.plan_id)).map((m) => m.month),
    current,
    args.months_count,
  );
  // One month at a time: a burst of 24 parallel requests would eat YNAB's hourly allowance to no gain.
  const details = [];
  for (const month of shown) details.push(await ctx.ynab.month(args.plan_id, month));
  return spendingTrends(details);
};
