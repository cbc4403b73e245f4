// get_net_worth_trend: Net worth trend. Orchestrates only: accounts and transactions from YNAB, month ends
// rebuilt by src/logic/planning/net-worth.ts.
import type { Args, Output } from '../../generated/tools/get_net_worth_trend.ts';
import { monthOf, monthsEndingWith } from '../logic/core/calendar.ts';
import { firstTransactionMonth, netWorthMonths, netWorthTrend } from '../logic/planning/net-worth.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const current = monthOf(ctx.today());
  // Only the months shown are read: a month end is today's balance less what is dated after it.
  const since = monthsEndingWith(current, args.months_count)[0]!;
  const [accounts, read] = await Promise.all([ctx.ynab.accounts(args.plan_id), ctx.ynab.transactionsSince(args.plan_id, since)]);
  // With a transaction before the months shown, none is cut; otherwise those before the first one are.
  const start = (await read.earlier((t) => t.deleted !== true)) ? undefined : firstTransactionMonth(read.transactions);
  return netWorthTrend(accounts, read.transactions, netWorthMonths(current, args.months_count, start), current);
};
