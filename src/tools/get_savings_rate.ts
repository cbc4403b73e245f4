// get_savings_rate: Savings rate. Orchestrates only: accounts, categories and transactions from YNAB, and
// the plan's currency decimals, counted by src/logic/planning/savings-rate.ts.
import type { Args, Output } from '../../generated/tools/get_savings_rate.ts';
import { completeMonthsSince, startsPlan } from '../logic/planning/budget-lines.ts';
import { savingsRate } from '../logic/planning/savings-rate.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const since = completeMonthsSince(ctx.today(), args.months_count);
  const [accounts, groups, read, digits] = await Promise.all([
    ctx.ynab.accounts(planId),
    ctx.ynab.categoryGroups(planId),
    ctx.ynab.transactionsSince(planId, since, 'directory'),
    ctx.ynab.currencyDigits(planId),
  ]);
  const startedBy = (await read.earlier((t) => startsPlan(t, accounts))) ? since : undefined;
  return savingsRate({
    accounts,
    groups,
    transactions: read.transactions,
    today: ctx.today(),
    monthsCount: args.months_count,
    digits,
    startedBy,
  });
};
