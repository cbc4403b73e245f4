// update_category: reads the groups, plans the rename and/or move (src/logic/budget/category-edit-plan.ts),
// asks, journals kind `category` and sends one PATCH with only the fields that change.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/update_category.ts';
import { askingAndJournaling, confirmWrite, withPreview } from '../confirm/result.ts';
import { planUpdateCategory } from '../logic/budget/category-edit-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planUpdateCategory(args, await ctx.ynab.categoryGroups(planId));
  if (!plan.ok) throw refuse(plan);
  const { fields } = plan;
  if (!plan.changed)
    return plan.nothingGiven
      ? nothingToDo.nothingGiven({}, fields)
      : nothingToDo.samePlace({ from_name: fields.from_name, from_group: fields.from_group }, fields);
  return confirmWrite(ctx, {
    planId,
    confirmation: args.confirmation,
    ...askingAndJournaling(plan, journalKind),
    apply: async () => {
      await ctx.ynab.updateCategory(planId, fields.category_id, plan.send);
    },
    applied: (id) =>
      messages.changed({
        from_name: fields.from_name,
        from_group: fields.from_group,
        to_name: fields.to_name,
        to_group: fields.to_group,
        operation_id: id,
      }),
    result: withPreview(plan.question, fields),
  });
};
