// create_category: reads the groups, plans (src/logic/budget/category-edit-plan.ts), asks, sends one POST.
// Not journaled: the API cannot delete a category, so there is nothing an undo could do.
import { messages, refuse, type Args, type Output } from '../../generated/tools/create_category.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { planCreateCategory } from '../logic/budget/category-edit-plan.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planCreateCategory(args, await ctx.ynab.categoryGroups(planId));
  if (!plan.ok) throw refuse(plan);
  let categoryId: string | null = null;
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    apply: async () => {
      categoryId = (await ctx.ynab.createCategory(planId, plan.subject)).id;
    },
    // Set by apply, which ran before.
    applied: () => messages.created({ name: untrusted(plan.name), group: plan.group, category_id: categoryId! }),
    // No operation_id: nothing is journaled (tools.md).
    result: (r) => ({
      status: r.status,
      message: r.message,
      preview: plan.question,
      name: plan.name,
      group: plan.group,
      category_id: categoryId,
      confirmation: r.confirmation,
    }),
  });
};
