// split_transaction: Split transaction. Orchestrates only: the amounts' decimals, then the transactions,
// accounts, categories and currency format, the plan (src/logic/transactions/split-plan.ts), then confirm.write_plan asks
// and sends one PATCH making the transaction a split. Not journaled: the API cannot edit a split.
import { messages, refuse, type Args, type Output } from '../../generated/tools/split_transaction.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { checkSplitAmounts, planSplit } from '../logic/transactions/split-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const amounts = checkSplitAmounts(args.lines);
  if (!amounts.ok) throw refuse(amounts);
  const planId = await ctx.ynab.planId(args.plan_id);
  const [transactions, accounts, groups, digits] = await Promise.all([
    ctx.ynab.transactionsHolding(planId, [args.transaction_id], lastYearSince(ctx.today())),
    ctx.ynab.accounts(planId),
    ctx.ynab.categoryGroups(planId),
    // The question shows amounts, and the result carries it on every path.
    ctx.ynab.currencyDigits(planId),
  ]);
  const plan = planSplit(args.transaction_id, args.lines, { transactions, accounts, groups, digits });
  if (!plan.ok) throw refuse(plan);
  const { subject } = plan;
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, [
        { id: subject.transaction_id, category_id: null, subtransactions: subject.lines.map((l) => ({ ...l })) },
      ]);
    },
    applied: () =>
      messages.split({
        transaction_id: subject.transaction_id,
        date: plan.fields.date,
        // A transaction without a payee shows its date alone.
        with_payee: plan.fields.payee === '' ? null : { payee: plan.fields.payee },
        count: subject.lines.length,
      }),
    result: (fields) => ({
      status: fields.status,
      message: fields.message,
      preview: plan.question,
      ...plan.fields,
      confirmation: fields.confirmation,
    }),
  });
};
