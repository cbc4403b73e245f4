// Undo of create_transactions: each created transaction still as created (same date, amount, category) is
// deleted, one DELETE each; any other is a conflict, left alone. When YNAB's answer (the ids) was lost, the
// transactions are looked for by what was sent (sent-transactions.ts). A failure midway says what was deleted.
import { errors } from '../../generated/tools/undo_operation.ts';
import { checkCreateUndo, journalCreate, undoCreateQuestion, type CreateRevert } from '../logic/transactions/create-plan.ts';
import { findSent } from '../logic/writes/sent-transactions.ts';
import type { ToolContext } from '../mcp/kit.ts';
import { YnabError, briefly } from '../ynab/errors.ts';
import { claimedIds } from './claimed.ts';
import type { UndoCheck, UndoKind } from './kind.ts';

export const undoCreate: UndoKind = async (entry, planId, ctx, uncertain, view) => {
  const journal = journalCreate(entry.details);
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const account = accounts.find((a) => a.id === journal.account_id)?.name ?? journal.account_id ?? 'the account';
  // Without ids YNAB's answer never came (a 5xx, a lost answer, a crash): find what it created, if anything.
  if (uncertain && journal.transaction_ids.length === 0 && journal.sent !== undefined) {
    const sent = journal.sent.sent.length;
    const { found, missing, ambiguous } = findSent(journal.sent, transactions, claimedIds(view, entry.operation_id));
    const revert = found.map((t) => ({ transaction_id: t.id, date: t.date, payee: t.payee_name, amount: t.amount }));
    // One POST creates all or nothing: with none found and none in doubt, YNAB did not apply it (or every
    // one was changed or deleted since, which the transactions alone cannot tell apart).
    const why =
      ambiguous.length > 0
        ? `More transactions on ${account} look like those this operation sent than it sent (${ambiguous.length}), so which are its own cannot be told and the undo touches nothing; they are listed in conflicts.`
        : `None of the ${sent} transaction(s) this operation sent is on ${account} as sent: YNAB did not apply it, or they were changed or deleted since, so the undo touches nothing.`;
    const notApplied = found.length === 0 && ambiguous.length === 0 ? sent : 0;
    return deletions(entry.operation_id, planId, ctx, account, { revert, conflicts: ambiguous, unlisted: missing, notApplied }, why);
  }
  const { revert, conflicts } = checkCreateUndo(journal, transactions);
  const why = `Every one of the ${conflicts.length} transaction(s) created was deleted, or its date, amount or category changed, since the operation, so the undo touches nothing.`;
  return deletions(entry.operation_id, planId, ctx, account, { revert, conflicts, unlisted: 0, notApplied: 0 }, why);
};

interface Split {
  revert: CreateRevert[];
  conflicts: string[];
  /** Changed since, with no id to list (sent ones not found while others were). */
  unlisted: number;
  notApplied: number;
}

/** The check that deletes `revert`, one DELETE each. */
function deletions(operationId: string, planId: string, ctx: ToolContext, account: string, split: Split, why: string): UndoCheck {
  const { revert, conflicts, unlisted, notApplied } = split;
  return {
    restored: revert.length,
    conflicts,
    notApplied,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothingMessage: why,
    question: async () => undoCreateQuestion(account, revert, await ctx.ynab.currencyDigits(planId), conflicts.length + unlisted),
    apply: async () => {
      let deleted = 0;
      for (const r of revert) {
        try {
          await ctx.ynab.deleteTransaction(planId, r.transaction_id);
        } catch (error) {
          // Nothing deleted yet: the plain error says it all, and a retry starts over.
          if (deleted === 0 || !(error instanceof YnabError)) throw error;
          // No marker is written (the error ends the undo before it): calling undo_operation again finishes
          // the job, the deleted ones then counting as conflicts.
          throw errors.undoStoppedMidway({ error: briefly(error), deleted, total: revert.length, operation_id: operationId });
        }
        deleted += 1;
      }
    },
  };
}
