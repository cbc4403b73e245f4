// reconcile_account: Reconcile account. Orchestrates only: the bank balance's check, the account and its
// transactions, the analysis and plan (src/logic/accounts/reconcile-plan.ts), then confirm.write_plan asks, journals kind
// `reconcile` and writes: the adjustment first (POST), then one bulk PATCH marking the transactions (B16).
import { errors, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/reconcile_account.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { failedAfter } from '../confirm/write-plan.ts';
import { formatAmount, fromMilli } from '../logic/core/money.ts';
import { adjustmentSent, adjustmentTransaction, checkBankBalance, planReconcile, readyToAssignId, shownAnalysis, type ReconcileAnalysis } from '../logic/accounts/reconcile-plan.ts';
import { sentJournal } from '../logic/writes/sent-transactions.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { afterSending, briefly, mayHaveApplied, notDocumented } from '../ynab/errors.ts';

// What may explain a gap, for the agent to review with the user (tools.md, flow step 1).
function differenceLeads(a: ReconcileAnalysis): string {
  const leads = [
    ...(a.explained_by.length > 0 ? [`${a.explained_by.length} uncleared transaction(s) whose amount equals the difference (explained_by)`] : []),
    ...(a.uncleared_count > 0 ? [`the ${a.uncleared_count} uncleared transaction(s) (uncleared)`] : []),
    ...(a.possible_duplicates.length > 0 ? [`${a.possible_duplicates.length} pair(s) of possible duplicates (possible_duplicates)`] : []),
  ];
  if (leads.length === 0) return 'No uncleared transaction nor duplicate explains it: look with the user for a transaction the bank has and YNAB lacks, or one entered with a wrong amount.';
  return `Review with the user: ${leads.join('; ')}.`;
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const early = checkBankBalance(args.bank_balance);
  if (!early.ok) throw refuse(early);
  const planId = await ctx.ynab.planId(args.plan_id);
  const today = ctx.today();
  const [accounts, transactions, digits] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId), ctx.ynab.currencyDigits(planId)]);
  const plan = planReconcile({ account_id: args.account_id, bank_balance: args.bank_balance, adjust: args.adjust, digits, today }, accounts, transactions);
  if (!plan.ok) throw refuse(plan);
  const { name, bank, analysis, adjustment } = plan;
  const fmt = (m: number) => formatAmount(m, digits);
  const result = { account: name, analysis: shownAnalysis(args.account_id, bank, analysis), adjustment: adjustment === null ? null : fromMilli(adjustment) };
  const count = analysis.reconcile_ids.length;

  if (plan.outcome === 'difference_found') {
    const message =
      `YNAB's cleared balance for ${name} is ${fmt(analysis.cleared_balance)} and the bank shows ${fmt(bank)}: a difference of ${fmt(analysis.difference)} ` +
      `(YNAB counts ${analysis.difference > 0 ? 'less' : 'more'} money than the bank). Nothing was changed. ${differenceLeads(analysis)} ` +
      'Once the user has fixed what is wrong in YNAB, call reconcile_account again; or, only if the user wants the gap recorded as an adjustment, call again with adjust=true.';
    return { status: 'difference_found', message, preview: null, ...result, confirmation: null, operation_id: null };
  }
  if (plan.outcome === 'nothing_to_do') return nothingToDo.alreadyMatches({ account: name, bank_balance: fmt(bank) }, result);

  // Set by apply when the adjustment went through but YNAB refused the PATCH: reported once the entry is settled.
  let notMarked: { error: unknown } | undefined;
  // Should the POST's answer be lost, what was sent lets undo find the adjustment (sent-transactions.ts).
  const sent = adjustment === null ? {} : sentJournal(args.account_id, [adjustmentSent(today, adjustment)], transactions);
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    journal: { kind: 'reconcile', details: { ...sent, ...plan.details } },
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
          await ctx.ynab.updateTransactions(planId, ids.map((id) => ({ id, cleared: 'reconciled' as const })));
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
      const adjusted = adjustment === null ? '' : ` and recorded an adjustment of ${fmt(adjustment)}`;
      return (
        `Marked ${count} transaction(s) of ${name} reconciled${adjusted}: its cleared balance is ${fmt(bank)}, as the bank shows. ` +
        "YNAB's “last reconciled” date of the account does not move through the API. " +
        `To set the transactions back to cleared${adjustment === null ? '' : ' and delete the adjustment'}, call undo_operation with operation_id ${id}.`
      );
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
      return { status: fields.status, message: fields.message, preview: plan.question, ...result, confirmation: fields.confirmation, operation_id: fields.operation_id };
    },
  });
};
