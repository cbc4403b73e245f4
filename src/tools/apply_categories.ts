// apply_categories: Apply categories (seed 004). Orchestrates only: checks the list, reads transactions,
// categories and accounts, plans the change (src/logic/classify/categorize-plan.ts), then confirm.write_plan asks,
// journals and sends one bulk PATCH.
import { errors, type Args, type Output } from '../../generated/tools/apply_categories.ts';
import { confirmWrite } from '../confirm/result.ts';
import { checkAssignments, planCategorization, type CategorizePlan } from '../logic/classify/categorize-plan.ts';
import { categorizeQuestion } from '../logic/writes/preview.ts';
import type { ToolError, ToolHandler } from '../mcp/kit.ts';

function refusal(plan: Extract<CategorizePlan, { ok: false }>): ToolError {
  const tx_id = plan.params.tx_id ?? '';
  const category_id = plan.params.category_id ?? '';
  switch (plan.error) {
    case 'assigned_twice':
      return errors.assignedTwice({ tx_id });
    case 'unknown_transaction':
      return errors.unknownTransaction({ tx_id });
    case 'uncategorized_category':
      return errors.uncategorizedCategory({ category_id });
    case 'unknown_category':
      return errors.unknownCategory({ category_id });
    case 'split_transaction':
      return errors.splitTransaction({ tx_id });
    case 'off_budget':
      return errors.offBudget({ tx_id });
    case 'transfer':
      return errors.transfer({ tx_id });
  }
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  // The list's own check comes before any request, `last-used` resolution included.
  const early = checkAssignments(args.assignments);
  if (early !== undefined) throw refusal(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const [transactions, groups, accounts] = await Promise.all([
    ctx.ynab.transactions(planId),
    ctx.ynab.categoryGroups(planId),
    ctx.ynab.accounts(planId),
  ]);
  const plan = planCategorization(args.assignments, transactions, accounts, groups);
  if (!plan.ok) throw refusal(plan);
  const result = { changes: plan.changes, unchanged_count: plan.unchanged_count, conflicts: [], confirmation: null, operation_id: null };
  if (plan.changes.length === 0) {
    return { status: 'nothing_to_do', message: 'Every transaction already has the category assigned to it: nothing to change.', ...result };
  }
  return confirmWrite(ctx, {
    planId,
    subject: plan.subject,
    seen: plan.seen,
    confirmation: args.confirmation,
    question: async () => categorizeQuestion(plan.changes, await ctx.ynab.currencyDigits(planId)),
    journal: { kind: 'categorize', moves: plan.moves },
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, plan.subject.map((s) => ({ id: s.transaction_id, category_id: s.category_id })));
    },
    applied: (id) => `Recategorised ${plan.changes.length} transaction(s). To set their categories back, call undo_operation with operation_id ${id}.`,
    result: (fields) => ({ ...result, ...fields }),
  });
};
