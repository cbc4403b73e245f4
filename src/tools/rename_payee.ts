// rename_payee: Rename payee. Orchestrates only: reads payees and transactions, plans the rename
// (src/logic/transactions/payee-rename-plan.ts), then confirm.write_plan asks, journals kind `payee` and sends one PATCH.
import { errors, type Args, type Output } from '../../generated/tools/rename_payee.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { type PayeeRenameRefusal, planPayeeRename } from '../logic/transactions/payee-rename-plan.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import type { ToolError, ToolHandler } from '../mcp/kit.ts';

function refusal(plan: PayeeRenameRefusal): ToolError {
  switch (plan.error) {
    case 'transfer_payee':
      return errors.transferPayee({ payee_id: plan.payee_id });
    case 'unknown_payee':
      return errors.unknownPayee({ payee_id: plan.payee_id });
    case 'empty_name':
      return errors.emptyName();
    case 'name_too_long':
      return errors.nameTooLong({ length: plan.length });
    case 'not_one_line':
      return errors.notOneLine({ what: 'Payee name', text: plan.text });
    case 'name_taken':
      return errors.nameTaken({ name: plan.name, other_payee_id: plan.other_payee_id });
  }
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const [payees, transactions] = await Promise.all([ctx.ynab.payees(planId), ctx.ynab.transactions(planId)]);
  const plan = planPayeeRename(args, payees, transactions);
  if (!plan.ok) throw refusal(plan);
  const { fields } = plan;
  if (!plan.changed) {
    const message = `Payee ‘${fields.from_name}’ already has this name: nothing to rename.`;
    return { status: 'nothing_to_do', message, preview: null, ...fields, confirmation: null, operation_id: null };
  }
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    journal: { kind: 'payee', details: { ...plan.details } },
    apply: async () => {
      await ctx.ynab.renamePayee(planId, fields.payee_id, plan.subject.name);
    },
    applied: (id) =>
      `Renamed payee ‘${fields.from_name}’ to ‘${untrusted(fields.to_name)}’; its ${fields.transactions} transaction(s) show the new name. ` +
      `To put the old name back, call undo_operation with operation_id ${id}.`,
    result: (r) => ({ status: r.status, message: r.message, preview: plan.question, ...fields, confirmation: r.confirmation, operation_id: r.operation_id }),
  });
};
