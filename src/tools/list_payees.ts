// list_payees: List payees. Orchestrates only: payees and transactions from YNAB, src/logic/transactions/payee-usage.ts.
import type { Args, Output } from '../../generated/tools/list_payees.ts';
import { listPayees, payeeUsage } from '../logic/transactions/payee-usage.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const [payees, transactions] = await Promise.all([ctx.ynab.payees(args.plan_id), ctx.ynab.transactions(args.plan_id)]);
  return listPayees(payees, payeeUsage(transactions), { search: args.search, limit: args.limit });
};
