// create_category: reads the groups, plans (src/logic/budget/category-edit-plan.ts), asks, sends one POST.
// Not journaled: the API cannot delete a category, so there is nothing an undo could do.
import { errors, type Args, type Output } from '../../generated/tools/create_category.ts';
import { outcomeFields } from '../confirm/result.ts';
import { writePlan, writeServices } from '../confirm/write-plan.ts';
import { type CreateCategoryRefusal, planCreateCategory } from '../logic/budget/category-edit-plan.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import type { ToolError, ToolHandler } from '../mcp/kit.ts';

function refusal(plan: CreateCategoryRefusal): ToolError {
  switch (plan.error) {
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
  const plan = planCreateCategory(args, await ctx.ynab.categoryGroups(planId));
  if (!plan.ok) throw refusal(plan);
  let categoryId: string | null = null;
  const outcome = await writePlan(writeServices(ctx), {
    planId,
    subject: plan.subject,
    seen: plan.seen,
    confirmation: args.confirmation,
    question: async () => plan.question,
    apply: async () => {
      categoryId = (await ctx.ynab.createCategory(planId, plan.subject)).id;
    },
  });
  const result = outcomeFields(
    outcome,
    () =>
      `Created category ‘${untrusted(plan.name)}’ in ${plan.group} (category_id ${categoryId ?? 'unknown'}). ` +
      'The YNAB API cannot delete a category, so this cannot be undone here: if it is not wanted, the user deletes it in YNAB.',
  );
  // No operation_id: nothing is journaled (tools.md).
  return { status: result.status, message: result.message, preview: plan.question, name: plan.name, group: plan.group, category_id: categoryId, confirmation: result.confirmation };
};
