// update_category: reads the groups, plans the rename and/or move (src/logic/budget/category-edit-plan.ts),
// asks, journals kind `category` and sends one PATCH with only the fields that change.
import { errors, type Args, type Output } from '../../generated/tools/update_category.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { type UpdateCategoryRefusal, planUpdateCategory } from '../logic/budget/category-edit-plan.ts';
import type { ToolError, ToolHandler } from '../mcp/kit.ts';

function refusal(plan: UpdateCategoryRefusal): ToolError {
  switch (plan.error) {
    case 'unknown_category':
      return errors.unknownCategory({ category_id: plan.category_id });
    case 'unknown_group':
      return errors.unknownGroup({ group_id: plan.group_id });
    case 'empty_name':
      return errors.emptyName();
    case 'not_one_line':
      return errors.notOneLine({ what: 'Category name', text: plan.text });
    case 'name_taken':
      return errors.nameTaken({ group: plan.group, name: plan.name });
  }
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planUpdateCategory(args, await ctx.ynab.categoryGroups(planId));
  if (!plan.ok) throw refusal(plan);
  const { fields } = plan;
  const before = `‘${fields.from_name}’ (${fields.from_group})`;
  if (!plan.changed) {
    const message = plan.nothingGiven
      ? 'Neither name nor category_group_id was given: nothing to change.'
      : `Category ${before} already has this name and group: nothing to change.`;
    return { status: 'nothing_to_do', message, preview: null, ...fields, confirmation: null, operation_id: null };
  }
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
