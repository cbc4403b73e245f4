// get_age_of_money: Age of money. Orchestrates only: YNAB's month list, read through the delta cache,
// explained by src/logic/planning/age-of-money.ts.
import type { Args, Output } from '../../generated/tools/get_age_of_money.ts';
import { ageOfMoney } from '../logic/planning/age-of-money.ts';
import { monthOf } from '../logic/core/calendar.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const months = await ctx.ynab.months(args.plan_id);
  return ageOfMoney(months, monthOf(ctx.today()), args.months_count);
};
