// forecast_balance: Forecast balance. Orchestrates only: the arguments are checked before any request
// (src/logic/planning/forecast-args.ts), then accounts, transactions, schedules and the currency from YNAB; the
// inputs (src/logic/planning/forecast-inputs.ts) are projected day by day (src/logic/planning/forecast-answer.ts).
import { refuse, type Args, type Output } from '../../generated/tools/forecast_balance.ts';
import { requireKnownAccounts } from './checks.ts';
import { forecastAnswer } from '../logic/planning/forecast-answer.ts';
import { checkForecastArgs, forecastAmounts } from '../logic/planning/forecast-args.ts';
import { recurringWindow } from '../logic/planning/recurrence.ts';
import { forecastInputs } from '../logic/planning/forecast-inputs.ts';
import { unknownIds } from '../logic/transactions/find-transactions.ts';
import { minorUnit } from '../logic/core/money.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const today = ctx.today();
  const checked = checkForecastArgs(args, today);
  if (!checked.ok) throw refuse(checked);
  const planId = await ctx.ynab.planId(args.plan_id);
  const [accounts, transactions, schedules, digits] = await Promise.all([
    ctx.ynab.accounts(planId),
    ctx.ynab.transactions(planId, recurringWindow(today)[0]),
    ctx.ynab.scheduledTransactions(planId),
    ctx.ynab.currencyDigits(planId),
  ]);
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  requireKnownAccounts(unknownIds(args.account_ids ?? [], accountsById));
  const given = forecastAmounts(args, digits);
  if (!given.ok) throw refuse(given);
  const u = minorUnit(digits);
  const inputs = forecastInputs(accounts, transactions, schedules, {
    today,
    until: checked.until,
    accountIds: args.account_ids,
    monthlyIncome: given.amounts.monthlyIncome,
    variableMonthly: given.amounts.variableMonthly,
    u,
  });
  return forecastAnswer(inputs, accountsById, { today, until: checked.until, u, oneOffs: given.amounts.oneOffs });
};
