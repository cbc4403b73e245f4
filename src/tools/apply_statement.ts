// apply_statement: Apply a bank statement. Orchestrates only: the shared steps (statement-match.ts), then
// confirm.write_plan asks, journals kind `statement` and writes: the missing lines first (one POST, with
// their import ids), then one bulk PATCH for every state and amount the plan sets (plan: statement-plan.ts).
import { errors, journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/apply_statement.ts';
import { askingAbout, confirmWrite, withPreview } from '../confirm/result.ts';
import { failedAfter } from '../confirm/write-plan.ts';
import { fromMilli } from '../logic/core/money.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { APPLY_LISTED as LISTED, futureLine, statementCreated, statementPatch } from '../logic/statements/statement-plan.ts';
import { ifAny, type ToolHandler } from '../mcp/kit.ts';
import { briefly, mayHaveApplied } from '../ynab/errors.ts';
import { readAndMatch } from './statement-match.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const { planId, account, match, plan, period, fmt } = await readAndMatch(args, ctx, refuse, args.fix_amounts);
  const late = futureLine([...match.missing, ...match.matched.map((pair) => pair.line)], ctx.today());
  if (!late.ok) throw refuse(late);
  const name = untrusted(account.name);
  const result = {
    account: name,
    counts: {
      created: plan.newTransactions.length,
      cleared: plan.clear.length,
      corrected: plan.corrections.length,
      reconciled: plan.reconcile.length,
    },
    created: plan.newTransactions.slice(0, LISTED.created).map((n, i) => ({
      line: plan.create[i]!.line,
      date: n.date,
      amount: fromMilli(n.amount),
      payee: n.payee_name,
      import_id: n.import_id,
    })),
  };
  if (plan.nothing) return nothingToDo.alreadyAgrees({ account: name }, { ...result, created_ids: [] });

  let createdIds: string[] = [];
  // Set by apply when the POST went through but YNAB refused the PATCH: reported once the entry is settled.
  let notMarked: { error: unknown } | undefined;
  return confirmWrite(ctx, {
    planId,
    ...askingAbout(plan),
    confirmation: args.confirmation,
    journal: { kind: journalKind, details: plan.details },
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
      const { agrees, statement, difference, ynab } = plan.balance;
      return messages.applied({
        account: name,
        did: {
          created: ifAny(createdIds.length),
          cleared: ifAny(plan.clear.length),
          corrected: ifAny(plan.corrections.length),
          reconciled: agrees ? { date: period.to, balance: fmt(ynab) } : null,
        },
        new_transactions: createdIds.length > 0,
        // Without a closing balance on the statement there is nothing to compare.
        unreconciled:
          agrees || statement === null
            ? { is: 'none' }
            : difference === 0
              ? { is: 'unsure' }
              : { is: 'differ', difference: fmt(difference ?? 0) },
        operation_id: id,
      });
    },
    result: (fields) => {
      if (fields.status === 'applied' && notMarked !== undefined) {
        throw errors.createdOnly({
          count: createdIds.length,
          account: name,
          error: briefly(notMarked.error),
          operation_id: fields.operation_id ?? '',
        });
      }
      return withPreview(plan.question, { ...result, created_ids: createdIds.slice(0, LISTED.created_ids) })(fields);
    },
  });
};
