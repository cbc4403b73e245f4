// get_net_worth_trend: Net worth trend. Orchestrates only: accounts and transactions from YNAB, month ends
// rebuilt by src/logic/planning/net-worth.ts.
import type { Args, Output } from '../../generated/tools/get_net_worth_trend.ts';
import { monthOf } from '../logic/core/calendar.ts';
import { firstTransactionMonth, netWorthMonths, netWorthTrend } from '../logic/planning/net-worth.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const current = monthOf(ctx.today());
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(args.plan_id), ctx.ynab.transactions(args.plan_id)]);
  const months = netWorthMonths(current, args.months_count, firstTransactionMonth(transactions));
  return netWorthTrend(accounts, transactions, months, current);
};
