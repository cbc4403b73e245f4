// rename_payee: Rename payee. Orchestrates only: reads payees and transactions, plans the rename
// (src/logic/transactions/payee-rename-plan.ts), then confirm.write_plan asks, journals kind `payee` and sends one PATCH.
import { journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/rename_payee.ts';
import { askingAndJournaling, confirmWrite, withPreview } from '../confirm/result.ts';
import { planPayeeRename } from '../logic/transactions/payee-rename-plan.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const [payees, transactions] = await Promise.all([ctx.ynab.payees(planId), ctx.ynab.transactions(planId)]);
  const plan = planPayeeRename(args, payees, transactions);
  if (!plan.ok) throw refuse(plan);
  const { fields } = plan;
  if (!plan.changed) return nothingToDo.sameName({ from_name: fields.from_name }, fields);
  return confirmWrite(ctx, {
    planId,
    confirmation: args.confirmation,
    ...askingAndJournaling(plan, journalKind),
    apply: async () => {
      await ctx.ynab.renamePayee(planId, fields.payee_id, plan.subject.name);
    },
    applied: (id) =>
      messages.renamed({
        from_name: fields.from_name,
        to_name: untrusted(fields.to_name),
        transactions: fields.transactions,
        operation_id: id,
      }),
    result: withPreview(plan.question, fields),
  });
};
