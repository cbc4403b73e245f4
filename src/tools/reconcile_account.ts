// reconcile_account: Reconcile account. Orchestrates only: the bank balance's check, the account and its
// transactions, the analysis and plan (src/logic/accounts/reconcile-plan.ts), then confirm.write_plan asks, journals kind
// `reconcile` and writes: the adjustment first (POST), then one bulk PATCH marking the transactions (B16).
import { errors, journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/reconcile_account.ts';
import { askingAbout, confirmWrite, withPreview } from '../confirm/result.ts';
import { failedAfter } from '../confirm/write-plan.ts';
import { formatAmount, fromMilli } from '../logic/core/money.ts';
import {
  adjustmentJournal,
  adjustmentTransaction,
  checkBankBalance,
  planReconcile,
  readyToAssignId,
  shownAnalysis,
} from '../logic/accounts/reconcile-plan.ts';
import { ifAny, type ToolHandler } from '../mcp/kit.ts';
import { afterSending, briefly, mayHaveApplied, notDocumented } from '../ynab/errors.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const early = checkBankBalance(args.bank_balance);
  if (!early.ok) throw refuse(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const today = ctx.today();
  const [accounts, transactions, digits] = await Promise.all([
    ctx.ynab.accounts(planId),
    ctx.ynab.transactions(planId),
    ctx.ynab.currencyDigits(planId),
  ]);
  const plan = planReconcile(
    { account_id: args.account_id, bank_balance: args.bank_balance, adjust: args.adjust, digits, today },
    accounts,
    transactions,
  );
  if (!plan.ok) throw refuse(plan);
  const { name, bank, analysis, adjustment } = plan;
  const fmt = (m: number) => formatAmount(m, digits);
  const result = {
    account: name,
    analysis: shownAnalysis(args.account_id, bank, analysis),
    adjustment: adjustment === null ? null : fromMilli(adjustment),
  };
  const count = analysis.reconcile_ids.length;

  if (plan.outcome === 'difference_found') {
    const message = messages.differenceFound({
      account: name,
      cleared_balance: fmt(analysis.cleared_balance),
      bank_balance: fmt(bank),
      difference: fmt(analysis.difference),
      direction: { is: analysis.difference > 0 ? 'less' : 'more' },
      // What may explain the gap, for the agent to review with the user (tools.md, flow step 1).
      leads: {
        explained_by: ifAny(analysis.explained_by.length),
        uncleared: ifAny(analysis.uncleared_count),
        possible_duplicates: ifAny(analysis.possible_duplicates.length),
      },
    });
    return { status: 'difference_found', message, preview: null, ...result, confirmation: null, operation_id: null };
  }
  if (plan.outcome === 'nothing_to_do') return nothingToDo.alreadyMatches({ account: name, bank_balance: fmt(bank) }, result);

  // Set by apply when the adjustment went through but YNAB refused the PATCH: reported once the entry is settled.
  let notMarked: { error: unknown } | undefined;
  // Should the POST's answer be lost, what was sent lets undo find the adjustment (sent-transactions.ts).
  const sent = adjustment === null ? {} : adjustmentJournal(args.account_id, today, adjustment, transactions);
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    journal: { kind: journalKind, details: { ...sent, ...plan.details } },
    apply: async () => {
      const ids = analysis.reconcile_ids;
      let adjustmentId: string | null = null;
      if (adjustment !== null) {
        const category = plan.account.on_budget ? readyToAssignId(await ctx.ynab.categoryGroups(planId)) : null;
        const created = await ctx.ynab.createTransactions(planId, [adjustmentTransaction(args.account_id, today, adjustment, category)]);
        adjustmentId = created.ids[0] ?? null;
        // A 2xx without the id: the adjustment may exist; the entry is settled unknown and undo looks for it.
        if (adjustmentId === null) throw afterSending(notDocumented(201, 'no id for the adjustment transaction'));
      }
      if (ids.length > 0) {
        try {
          await ctx.ynab.updateTransactions(
            planId,
            ids.map((id) => ({ id, cleared: 'reconciled' as const })),
          );
        } catch (error) {
          if (adjustmentId === null) throw error;
          // The adjustment exists: its id goes into the settlement so undo_operation can delete it. A PATCH YNAB
          // may have applied leaves the entry unknown with every id listed, for undo to check each.
          if (mayHaveApplied(error)) throw failedAfter(error, { adjustment_id: adjustmentId });
          notMarked = { error };
          return { reconciled_ids: [], adjustment_id: adjustmentId };
        }
      }
      return { reconciled_ids: ids, adjustment_id: adjustmentId };
    },
    applied: (id) => {
      const done = { count, account: name, bank_balance: fmt(bank), operation_id: id };
      return adjustment === null ? messages.reconciled(done) : messages.reconciledWithAdjustment({ ...done, adjustment: fmt(adjustment) });
    },
    result: (fields) => {
      // The entry is settled: the adjustment YNAB made, without the transactions marked, is reported as an error.
      if (fields.status === 'applied' && notMarked !== undefined) {
        throw errors.adjustmentOnly({
          amount: fmt(adjustment ?? 0),
          account: name,
          count,
          error: briefly(notMarked.error),
          operation_id: fields.operation_id ?? '',
        });
      }
      return withPreview(plan.question, result)(fields);
    },
  });
};
