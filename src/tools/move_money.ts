// move_money: Move money. Orchestrates only: argument checks, one month read and the currency format, the
// plan (src/logic/budget/move-plan.ts), then confirm.write_plan asks, journals kind `move` and sends the two month
// PATCHes (src/confirm/two-step-move.ts puts the source back when YNAB refuses the target).
import { errors, journalKind, messages, refuse, type Args, type Output } from '../../generated/tools/move_money.ts';
import { askingAndJournaling, confirmWrite } from '../confirm/result.ts';
import { formatAmount, fromMilli } from '../logic/core/money.ts';
import { checkMoveArgs, planMove, type MoveSide } from '../logic/budget/move-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { twoStepMove } from '../confirm/two-step-move.ts';

const shown = (side: MoveSide) => ({
  category_id: side.category_id,
  name: side.name,
  from_amount: fromMilli(side.from),
  to_amount: fromMilli(side.to),
  available_after: fromMilli(side.available_after),
});

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const checked = checkMoveArgs(args, ctx.today());
  if (!checked.ok) throw refuse(checked);
  const { month } = checked;
  const planId = await ctx.ynab.planId(args.plan_id);
  const [detail, digits] = await Promise.all([ctx.ynab.month(planId, month), ctx.ynab.currencyDigits(planId)]);
  const plan = planMove({ ...args, month, digits }, detail.categories);
  if (!plan.ok) throw refuse(plan);
  const { source, target } = plan;
  const fmt = (m: number) => formatAmount(m, digits);
  return confirmWrite(ctx, {
    planId,
    confirmation: args.confirmation,
    ...askingAndJournaling(plan, journalKind),
    // Both amounts come from the month read for this question, never re-read in between.
    apply: (operationId) =>
      twoStepMove({
        month,
        digits,
        first: { category_id: source.category_id, name: source.name, before: source.from, after: source.to },
        second: { category_id: target.category_id, name: target.name, before: target.from, after: target.to },
        set: (categoryId, budgeted) => ctx.ynab.setMonthBudget(planId, month, categoryId, budgeted),
        failures: { restored: errors.moveRefusedRestored, notRestored: errors.moveRefusedNotRestored },
        // Journaled (kind move), so never null here.
        operationId: operationId!,
      }),
    applied: (id) =>
      messages.moved({
        amount: fmt(plan.amount),
        month,
        source: source.name,
        source_assigned: fmt(source.to),
        source_available: fmt(source.available_after),
        target: target.name,
        target_assigned: fmt(target.to),
        target_available: fmt(target.available_after),
        operation_id: id,
      }),
    result: (fields) => ({
      status: fields.status,
      message: fields.message,
      preview: plan.question,
      month,
      amount: fromMilli(plan.amount),
      from_category: shown(source),
      to_category: shown(target),
      confirmation: fields.confirmation,
      operation_id: fields.operation_id,
    }),
  });
};
