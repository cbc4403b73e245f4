// get_underfunded_targets: Underfunded targets. Orchestrates only: the month is checked before any request,
// then the month read and the currency format (target texts show the plan's decimals), ranked by
// src/logic/planning/underfunded.ts.
import type { Args, Output } from '../../generated/tools/get_underfunded_targets.ts';
import { requireMonth } from './checks.ts';
import { underfundedTargets } from '../logic/planning/underfunded.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const month = requireMonth(args.month, ctx.today());
  const [detail, digits] = await Promise.all([ctx.ynab.month(args.plan_id, month), ctx.ynab.currencyDigits(args.plan_id)]);
  return underfundedTargets({ month, toBeBudgeted: detail.to_be_budgeted, categories: detail.categories, digits, limit: args.limit });
};
