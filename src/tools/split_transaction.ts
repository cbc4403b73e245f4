// split_transaction: Split transaction. Orchestrates only: the amounts' decimals, then the transactions,
// accounts, categories and currency format, the plan (src/logic/transactions/split-plan.ts), then confirm.write_plan asks
// and sends one PATCH making the transaction a split. Not journaled: the API cannot edit a split.
import { errors, type Args, type Output } from '../../generated/tools/split_transaction.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { checkSplitAmounts, planSplit, type SplitRefusal } from '../logic/transactions/split-plan.ts';
import type { ToolError, ToolHandler } from '../mcp/kit.ts';

function refusal(plan: SplitRefusal): ToolError {
  switch (plan.error) {
    case 'bad_amount':
      return errors.badAmount({ amount: plan.amount });
    case 'unknown_transaction':
      return errors.unknownTransaction({ tx_id: plan.tx_id });
    case 'deleted_transaction':
      return errors.deletedTransaction({ tx_id: plan.tx_id });
    case 'already_split':
      return errors.alreadySplit({ tx_id: plan.tx_id });
    case 'transfer_split':
      return errors.transferSplit({ tx_id: plan.tx_id });
    case 'off_budget_split':
      return errors.offBudgetSplit({ tx_id: plan.tx_id });
    case 'too_few_lines':
      return errors.tooFewLines({ count: plan.count });
    case 'zero_line':
      return errors.zeroLine({ line: plan.line });
    case 'not_one_line':
      return errors.notOneLine({ what: `Memo of line ${plan.line}`, text: plan.text });
    case 'too_many_decimals':
      return errors.tooManyDecimals({ amount: plan.amount, decimals: plan.decimals });
    case 'uncategorized_category':
      return errors.uncategorizedCategory({ category_id: plan.category_id, line: plan.line });
    case 'unknown_category':
      return errors.unknownCategory({ category_id: plan.category_id, line: plan.line });
    case 'card_payment_category':
      return errors.cardPaymentCategory({ category_id: plan.category_id, line: plan.line });
    case 'lines_sum':
      return errors.linesSum({ total: plan.total, tx_id: plan.tx_id, amount: plan.amount });
  }
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const amounts = checkSplitAmounts(args.lines);
  if (!amounts.ok) throw refusal(amounts);
  const planId = await ctx.ynab.planId(args.plan_id);
  const [transactions, accounts, groups, digits] = await Promise.all([
    ctx.ynab.transactions(planId),
    ctx.ynab.accounts(planId),
    ctx.ynab.categoryGroups(planId),
    // The question shows amounts, and the result carries it on every path.
    ctx.ynab.currencyDigits(planId),
  ]);
  const plan = planSplit(args.transaction_id, args.lines, { transactions, accounts, groups, digits });
  if (!plan.ok) throw refusal(plan);
  const { subject } = plan;
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, [{ id: subject.transaction_id, category_id: null, subtransactions: subject.lines.map((l) => ({ ...l })) }]);
    },
    applied: () =>
      `Split transaction ${subject.transaction_id} (${[plan.fields.date, plan.fields.payee].filter((p) => p !== '').join(' ')}) into ${subject.lines.length} lines. ` +
      "undo_operation cannot revert a split: only YNAB's app can edit or remove its lines.",
    result: (fields) => ({ status: fields.status, message: fields.message, preview: plan.question, ...plan.fields, confirmation: fields.confirmation }),
  });
};
