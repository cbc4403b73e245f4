// update_category: reads the groups, plans the rename and/or move (src/logic/budget/category-edit-plan.ts),
// asks, journals kind `category` and sends one PATCH with only the fields that change.
import { nothingToDo, refuse, type Args, type Output } from '../../generated/tools/update_category.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { planUpdateCategory } from '../logic/budget/category-edit-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planUpdateCategory(args, await ctx.ynab.categoryGroups(planId));
  if (!plan.ok) throw refuse(plan);
  const { fields } = plan;
  const before = `‘${fields.from_name}’ (${fields.from_group})`;
  if (!plan.changed) return plan.nothingGiven ? nothingToDo.nothingGiven({}, fields) : nothingToDo.samePlace({ from_name: fields.from_name, from_group: fields.from_group }, fields);
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    journal: { kind: 'category', details: { ...plan.details } },
    apply: async () => {
      await ctx.ynab.updateCategory(planId, fields.category_id, plan.send);
    },
    applied: (id) =>
      `Changed category ${before} to ‘${fields.to_name}’ (${fields.to_group}). ` +
      `To put back the previous name and group, call undo_operation with operation_id ${id}.`,
    result: (r) => ({ status: r.status, message: r.message, preview: plan.question, ...fields, confirmation: r.confirmation, operation_id: r.operation_id }),
  });
};
