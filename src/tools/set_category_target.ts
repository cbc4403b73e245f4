// set_category_target: Set category target. Orchestrates only: argument checks, the groups and the currency
// format, the plan (src/logic/budget/target-plan.ts), then confirm.write_plan asks, journals kind `target` when
// the previous target can be recreated, and sends one category PATCH.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/set_category_target.ts';
import { askingAbout, confirmWrite, withPreview } from '../confirm/result.ts';
import { checkTargetArgs, planTarget } from '../logic/budget/target-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const checked = checkTargetArgs(args);
  if (!checked.ok) throw refuse(checked);
  const planId = await ctx.ynab.planId(args.plan_id);
  // The before and after texts show amounts: the currency format is needed on every path.
  const [groups, digits] = await Promise.all([ctx.ynab.categoryGroups(planId), ctx.ynab.currencyDigits(planId)]);
  const plan = planTarget(args.category_id, checked.request, groups, digits);
  if (!plan.ok) throw refuse(plan);
  const { category, before, after, undoable } = plan;
  const result = { category_id: plan.category_id, category, before, after, undoable };
  if (plan.unchanged)
    return after === 'no target' ? nothingToDo.noTarget({ category }, result) : nothingToDo.sameTarget({ category, after }, result);
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    ...(plan.details === null ? {} : { journal: { kind: journalKind, details: { ...plan.details } } }),
    apply: async () => {
      await ctx.ynab.updateCategory(planId, plan.category_id, plan.fields);
    },
    // No operation id: nothing was journaled, the previous target cannot be recreated.
    applied: (id) =>
      id === null
        ? messages.setNotUndoable({ category, after, before })
        : messages.setUndoable({ category, after, before, operation_id: id }),
    result: withPreview(plan.question, result),
  });
};
