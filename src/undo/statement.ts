// Undo of apply_statement, the orchestration: reads the accounts and transactions, says why nothing is set
// back, puts the states and amounts back in one bulk PATCH, then deletes the created transactions one by
// one (as create_transactions' undo does). Which items are, and which YNAB never applied, is
// src/logic/undo/statement.ts's to say.
import { errors } from '../../generated/tools/undo_operation.ts';
import { withNeverApplied } from '../logic/undo/never-applied.ts';
import { checkStatementUndo, parseStatementDetails, undoStatementQuestion } from '../logic/undo/statement.ts';
import { YnabError, briefly } from '../ynab/errors.ts';
import { claimedIds } from './claimed.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

export const undoStatement: UndoKind = async (entry, planId, ctx, uncertain, view) => {
  const details = parseStatementDetails(entry.details);
  if (details === undefined) return nothingLeft([], { reason: 'statement_line_incomplete' });
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const account = accounts.find((a) => a.id === details.account_id)?.name ?? details.account_id;
  const check = checkStatementUndo(details, transactions, uncertain, claimedIds(view, entry.operation_id));
  const restored = check.deletions.length + check.restores.length;
  const items = details.changes.length + Math.max(details.transaction_ids.length, details.sent?.length ?? 0);
  if (restored === 0)
    return nothingLeft(
      check.conflicts,
      withNeverApplied({ reason: 'statement_changed', count: items }, check.conflicts.length + check.unlisted, check.notApplied),
      check.notApplied,
    );
  return {
    restored,
    conflicts: check.conflicts,
    notApplied: check.notApplied,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothing: null,
    question: async () => undoStatementQuestion(account, check, await ctx.ynab.currencyDigits(planId)),
    apply: async () => {
      if (check.restores.length > 0)
        await ctx.ynab.updateTransactions(
          planId,
          check.restores.map((r) => ({ ...r, cleared: r.cleared as 'cleared' | 'uncleared' | 'reconciled' })),
        );
      let deleted = 0;
      for (const r of check.deletions) {
        try {
          await ctx.ynab.deleteTransaction(planId, r.transaction_id);
        } catch (error) {
          if (!(error instanceof YnabError)) throw error;
          // No marker is written: calling undo_operation again finishes the job, what is done counting as conflicts.
          throw errors.undoStoppedMidway({
            error: briefly(error),
            deleted,
            total: check.deletions.length,
            operation_id: entry.operation_id,
          });
        }
        deleted += 1;
      }
    },
  };
};
