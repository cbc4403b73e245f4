// find_recurring_charges: Find recurring charges. Orchestrates only: accounts, transactions and schedules
// from YNAB, assembled by src/logic/planning/recurring-charges.ts (detection in src/logic/planning/recurrence.ts).
import type { Args, Output } from '../../generated/tools/find_recurring_charges.ts';
import { minorUnit } from '../logic/core/money.ts';
import { recurringWindow } from '../logic/planning/recurrence.ts';
import { recurringCharges } from '../logic/planning/recurring-charges.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const [accounts, transactions, schedules, digits] = await Promise.all([
    ctx.ynab.accounts(args.plan_id),
    ctx.ynab.transactions(args.plan_id, recurringWindow(ctx.today())[0]),
    ctx.ynab.scheduledTransactions(args.plan_id),
    ctx.ynab.currencyDigits(args.plan_id),
  ]);
  return recurringCharges(accounts, transactions, schedules, {
    today: ctx.today(),
    includeIncome: args.include_income,
    limit: args.limit,
    u: minorUnit(digits),
  });
};
