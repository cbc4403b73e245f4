// get_debt_payoff_plan: Debt payoff plan. Orchestrates only: the amounts are checked before any request,
// then the accounts and the currency format (and the transactions only when the budget must come from
// past payments); terms from src/logic/debt/debt-terms.ts, the budget from src/logic/debt/debt-budget.ts, the
// simulated plans from src/logic/debt/debt-payoff.ts.
import { errors, type Args, type Output } from '../../generated/tools/get_debt_payoff_plan.ts';
import { amountWithTooManyDigits, chooseBudget, needsPastPayments, pastPayments, payoffAmounts } from '../logic/debt/debt-budget.ts';
import { noDebtAnswer, payoffPlan } from '../logic/debt/debt-payoff.ts';
import { debtAccounts, debtTerms, nameableDebts, unmatchedOverrides } from '../logic/debt/debt-terms.ts';
import { formatAmount, minorUnit } from '../logic/core/money.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const badAmount = amountWithTooManyDigits(args);
  if (badAmount !== undefined) throw errors.badAmount({ amount: badAmount });
  const today = ctx.today();
  const [accounts, digits] = await Promise.all([ctx.ynab.accounts(args.plan_id), ctx.ynab.currencyDigits(args.plan_id)]);
  const open = debtAccounts(accounts);
  const unmatched = unmatchedOverrides(args.overrides, open);
  if (unmatched.length > 0) {
    throw errors.unknownDebts({ values: unmatched.map((v) => `‘${untrusted(v)}’`).join(', '), debts: nameableDebts(open) });
  }
  const tooPrecise = amountWithTooManyDigits(args, digits);
  if (tooPrecise !== undefined) throw errors.tooManyDecimals({ amount: tooPrecise, decimals: digits });

  const { given, overrides } = payoffAmounts(args, digits);
  if (open.length === 0) return noDebtAnswer(given, today);
  const debts = debtTerms(open, overrides, today);
  const u = minorUnit(digits);
  const past = needsPastPayments(debts, given)
    ? pastPayments(await ctx.ynab.transactions(args.plan_id), new Set(debts.map((d) => d.account_id)), today, u)
    : undefined;
  const budget = chooseBudget(debts, given, past);
  if (!budget.ok) {
    const fmt = (m: number) => formatAmount(m, digits);
    throw budget.error === 'no_minimum_known'
      ? errors.noMinimumKnown({ debts: budget.debts })
      : errors.budgetBelowMinimums({ budget: fmt(budget.budget), minimums: fmt(budget.minimums) });
  }
  return payoffPlan({ debts, budget: budget.budget, from: budget.from, strategy: args.strategy, today, digits, u, maxMonths: args.max_months }, past);
};
