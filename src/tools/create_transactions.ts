// create_transactions: Create transactions. Orchestrates only: reads the account, then the categories and
// currency, checks each transaction, reads the account's transactions for look-alikes (src/logic/transactions/create-plan.ts),
// then confirm.write_plan asks, journals kind `create` and sends one POST.
import { errors, journalKind, messages, refuse, type Args, type Output } from '../../generated/tools/create_transactions.ts';
import { askingAndJournaling, confirmWrite } from '../confirm/result.ts';
import { checkCreateAmounts, checkCreateItems, createdRecords, findCreateAccount, planCreate } from '../logic/transactions/create-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const early = checkCreateAmounts(args.transactions);
  if (early !== undefined) throw refuse(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const found = findCreateAccount(args.account_id, await ctx.ynab.accounts(planId));
  if (!found.ok) throw refuse(found);
  const { account } = found;
  // An empty list needs nothing more from YNAB.
  if (args.transactions.length === 0) throw errors.noTransactions();
  // The result carries the question on every path, so the currency format is always needed here.
  const [groups, digits] = await Promise.all([ctx.ynab.categoryGroups(planId), ctx.ynab.currencyDigits(planId)]);
  const checked = checkCreateItems(args.transactions, { account, today: ctx.today(), digits, groups });
  if (!checked.ok) throw refuse(checked);
  const { items } = checked;
  const existing = await ctx.ynab.transactions(planId);
  const plan = planCreate({ account, items, existing, approved: args.approved, allowDuplicates: args.allow_duplicates, digits });
  if (!plan.ok) throw refuse(plan);
  let created: { ids: string[]; duplicateImportIds: string[] } = { ids: [], duplicateImportIds: [] };
  return confirmWrite(ctx, {
    planId,
    confirmation: args.confirmation,
    ...askingAndJournaling(plan, journalKind),
    apply: async () => {
      created = await ctx.ynab.createTransactions(planId, plan.body);
      return { transaction_ids: created.ids, created: createdRecords(created.ids, items) };
    },
    applied: (id) =>
      messages.created({
        count: created.ids.length,
        account: plan.account,
        approval: { is: args.approved ? 'approved' : 'not_approved' },
        operation_id: id,
      }),
    // Keys in the order of the output schema, as the docs page shows them.
    result: (fields) => ({
      status: fields.status,
      message: fields.message,
      preview: plan.question,
      account: plan.account,
      transactions: plan.rows,
      created_ids: created.ids,
      duplicate_import_ids: created.duplicateImportIds,
      confirmation: fields.confirmation,
      operation_id: fields.operation_id,
    }),
  });
};
