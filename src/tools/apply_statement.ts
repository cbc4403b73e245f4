// apply_statement: Apply a bank statement. Orchestrates only: the shared steps (statement-match.ts), then
// confirm.write_plan asks, journals kind `statement` and writes: the missing lines first (one POST, with
// their import ids), then one bulk PATCH for every state and amount the plan sets (plan: statement-plan.ts).
import { errors, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/apply_statement.ts';
import { askingAbout, confirmWrite } from '../confirm/result.ts';
import { failedAfter } from '../confirm/write-plan.ts';
import { fromMilli } from '../logic/core/money.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { APPLY_LISTED as LISTED, futureLine, statementCreated, statementPatch } from '../logic/statements/statement-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { briefly, mayHaveApplied } from '../ynab/errors.ts';
import { readAndMatch } from './statement-match.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const { planId, account, match, plan, period, fmt } = await readAndMatch(args, ctx, refuse, args.fix_amounts);
  const late = futureLine([...match.missing, ...match.matched.map((pair) => pair.line)], ctx.today());
  if (!late.ok) throw refuse(late);
  const name = untrusted(account.name);
  const result = {
    account: name,
    counts: { created: plan.newTransactions.length, cleared: plan.clear.length, corrected: plan.corrections.length, reconciled: plan.reconcile.length },
    created: plan.newTransactions.slice(0, LISTED.created).map((n, i) => ({ line: plan.create[i]!.line, date: n.date, amount: fromMilli(n.amount), payee: n.payee_name, import_id: n.import_id })),
  };
  if (plan.nothing) return nothingToDo.alreadyAgrees({ account: name }, { ...result, created_ids: [] });

  let createdIds: string[] = [];
  // Set by apply when the POST went through but YNAB refused the PATCH: reported once the entry is settled.
  let notMarked: { error: unknown } | undefined;
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    journal: { kind: 'statement', details: plan.details },
    apply: async () => {
      if (plan.newTransactions.length > 0) createdIds = (await ctx.ynab.createTransactions(planId, plan.newTransactions)).ids;
      const created = { transaction_ids: createdIds, created: statementCreated(createdIds, plan.newTransactions) };
      if (plan.changes.length === 0) return created;
      try {
        await ctx.ynab.updateTransactions(planId, statementPatch(plan.changes));
      } catch (error) {
        if (createdIds.length === 0) throw error;
        // The created ones exist: their ids go into the settlement so undo_operation can delete them. A PATCH
        // YNAB may have applied leaves the entry unknown, for undo to check each change.
        if (mayHaveApplied(error)) throw failedAfter(error, created);
        notMarked = { error };
        return { ...created, changes: [] };
      }
      return created;
    },
    applied: (id) => {
      const counted = (n: number, text: string) => (n > 0 ? [text] : []);
      const did = [
        ...counted(createdIds.length, `created ${createdIds.length} transaction(s)`),
        ...counted(plan.clear.length, `marked ${plan.clear.length} cleared`),
        ...counted(plan.corrections.length, `corrected ${plan.corrections.length} amount(s)`),
        ...(plan.balance.agrees ? [`reconciled the balance at ${period.to} (${fmt(plan.balance.ynab)}, as the statement shows)`] : []),
      ].join(', ');
      const { agrees, statement, difference } = plan.balance;
      const unreconciled =
        agrees || statement === null
          ? ''
          : difference === 0
            ? ' The balances agree, but nothing was reconciled while the match is unsure of some lines: go through them with the user (match_statement names them).'
            : ` The balances still differ by ${fmt(difference ?? 0)}, so nothing was reconciled: review the transactions the statement does not show.`;
      return (
        `On ${name}: ${did}.${createdIds.length > 0 ? ' The new transactions are unapproved and uncategorised: suggest_categories lists them.' : ''}${unreconciled} ` +
        `To undo all of it, call undo_operation with operation_id ${id}.`
      );
    },
    result: (fields) => {
      if (fields.status === 'applied' && notMarked !== undefined) {
        throw errors.createdOnly({ count: createdIds.length, account: name, error: briefly(notMarked.error), operation_id: fields.operation_id ?? '' });
      }
      return { status: fields.status, message: fields.message, preview: plan.question, ...result, created_ids: createdIds.slice(0, LISTED.created_ids), confirmation: fields.confirmation, operation_id: fields.operation_id };
    },
  });
};
