// get_debt_payoff_plan: Debt payoff plan. Orchestrates only: the amounts are checked before any request,
// then the accounts and the currency format (and the transactions only when the budget must come from
// past payments); terms from src/logic/debt/debt-terms.ts, the budget from src/logic/debt/debt-budget.ts, the
// simulated plans from src/logic/debt/debt-payoff.ts. Each refusal is the manifest's error, raised by refuse.
import { refuse, type Args, type Output } from '../../generated/tools/get_debt_payoff_plan.ts';
import {
  amountRefusal,
  chooseBudget,
  decimalsRefusal,
  needsPastPayments,
  pastPayments,
  pastWindow,
  payoffAmounts,
} from '../logic/debt/debt-budget.ts';
import { noDebtAnswer, payoffPlan } from '../logic/debt/debt-payoff.ts';
import { debtAccounts, debtTerms, unknownDebts } from '../logic/debt/debt-terms.ts';
import { minorUnit } from '../logic/core/money.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const badAmount = amountRefusal(args);
  if (badAmount !== undefined) throw refuse(badAmount);
  const today = ctx.today();
  const [accounts, digits] = await Promise.all([ctx.ynab.accounts(args.plan_id), ctx.ynab.currencyDigits(args.plan_id)]);
  const open = debtAccounts(accounts);
  const unknown = unknownDebts(args.overrides, open);
  if (unknown !== undefined) throw refuse(unknown);
  const tooPrecise = decimalsRefusal(args, digits);
  if (tooPrecise !== undefined) throw refuse(tooPrecise);

  const { given, overrides } = payoffAmounts(args, digits);
  if (open.length === 0) return noDebtAnswer(given, today);
  const debts = debtTerms(open, overrides, today);
  const u = minorUnit(digits);
  const past = needsPastPayments(debts, given)
    ? pastPayments(await ctx.ynab.transactions(args.plan_id, pastWindow(today).first), new Set(debts.map((d) => d.account_id)), today, u)
    : undefined;
  const budget = chooseBudget(debts, given, past, digits);
  if (!budget.ok) throw refuse(budget);
  return payoffPlan(
    { debts, budget: budget.budget, from: budget.from, strategy: args.strategy, today, digits, u, maxMonths: args.max_months },
    past,
  );
};
