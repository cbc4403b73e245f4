// get_runway: Runway. Orchestrates only: accounts and transactions (and the groups when essential ones are
// named) from YNAB, and the plan's currency decimals, computed by src/logic/planning/runway.ts.
import { refuse, type Args, type Output } from '../../generated/tools/get_runway.ts';
import { completeMonthsSince, startsPlan } from '../logic/planning/budget-lines.ts';
import { planRunway } from '../logic/planning/runway.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const since = completeMonthsSince(ctx.today(), args.months_count);
  const [accounts, read, groups, digits] = await Promise.all([
    ctx.ynab.accounts(planId),
    ctx.ynab.transactionsSince(planId, since, 'directory'),
    args.essential_groups === undefined ? undefined : ctx.ynab.categoryGroups(planId),
    ctx.ynab.currencyDigits(planId),
  ]);
  const { transactions } = read;
  const outcome = planRunway({
    accounts,
    transactions,
    startedBy: (await read.earlier((t) => startsPlan(t, accounts))) ? since : undefined,
    groups,
    today: ctx.today(),
    monthsCount: args.months_count,
    essentialGroups: args.essential_groups,
    includeSavings: args.include_savings,
    digits,
  });
  if (!outcome.ok) throw refuse(outcome);
  return outcome.runway;
};
