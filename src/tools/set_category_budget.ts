// set_category_budget: Set category budget. Orchestrates only: argument checks, one month read and the
// currency format, the plan (src/logic/budget/budget-plan.ts), then confirm.write_plan asks, journals kind
// `budget` and sends one month PATCH.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/set_category_budget.ts';
import { askingAndJournaling, confirmWrite, withPreview } from '../confirm/result.ts';
import { checkMonthAndAmount, planBudget } from '../logic/budget/budget-plan.ts';
import { formatAmount, fromMilli } from '../logic/core/money.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const checked = checkMonthAndAmount(args.month, args.amount, ctx.today());
  if (!checked.ok) throw refuse(checked);
  const { month } = checked;
  const planId = await ctx.ynab.planId(args.plan_id);
  const [detail, digits] = await Promise.all([ctx.ynab.month(planId, month), ctx.ynab.currencyDigits(planId)]);
  const plan = planBudget({ category_id: args.category_id, month, amount: args.amount, digits }, detail.categories);
  if (!plan.ok) throw refuse(plan);
  const { from, to } = plan.details;
  const fmt = (m: number) => formatAmount(m, digits);
  const result = { category_id: args.category_id, category: plan.name, month, from_amount: fromMilli(from), to_amount: fromMilli(to) };
  if (plan.unchanged) return nothingToDo.sameAmount({ category: plan.name, amount: fmt(to), month }, result);
  return confirmWrite(ctx, {
    planId,
    confirmation: args.confirmation,
    ...askingAndJournaling(plan, journalKind),
    apply: async () => {
      await ctx.ynab.setMonthBudget(planId, month, args.category_id, to);
    },
    applied: (id) => messages.assigned({ amount: fmt(to), category: plan.name, month, previous: fmt(from), operation_id: id }),
    result: withPreview(plan.question, result),
  });
};
