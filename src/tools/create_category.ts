// create_category: reads the groups, plans (src/logic/budget/category-edit-plan.ts), asks, sends one POST.
// Not journaled: the API cannot delete a category, so there is nothing an undo could do.
import { refuse, type Args, type Output } from '../../generated/tools/create_category.ts';
import { outcomeFields } from '../confirm/result.ts';
import { writePlan, writeServices } from '../confirm/write-plan.ts';
import { planCreateCategory } from '../logic/budget/category-edit-plan.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const plan = planCreateCategory(args, await ctx.ynab.categoryGroups(planId));
  if (!plan.ok) throw refuse(plan);
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
