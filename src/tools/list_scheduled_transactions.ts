// list_scheduled_transactions: List scheduled transactions. Orchestrates only: the period is checked
// before any request, then accounts and schedules from YNAB, expanded by src/logic/planning/schedules.ts.
import type { Args, Output } from '../../generated/tools/list_scheduled_transactions.ts';
import { requireKnownAccounts, requireRange } from './checks.ts';
import { dateRange, scheduleDefaults } from '../logic/core/period.ts';
import { unknownIds } from '../logic/transactions/find-transactions.ts';
import { scheduledList } from '../logic/planning/schedules.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const { since, until } = requireRange(dateRange(args.since_date, args.until_date, scheduleDefaults(ctx.today())));
  const [accounts, schedules] = await Promise.all([ctx.ynab.accounts(args.plan_id), ctx.ynab.scheduledTransactions(args.plan_id)]);
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  requireKnownAccounts(unknownIds(args.account_ids ?? [], accountsById));
  const list = scheduledList(schedules, accountsById, undefined, { since, until, accountIds: args.account_ids });
  return { since_date: since, until_date: until, ...list };
};
