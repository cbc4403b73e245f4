// Undo of create_transactions: each created transaction still as created (same date, amount, category) is
// deleted, one DELETE each; any other is a conflict, left alone. A failure midway names what was deleted.
import { checkCreateUndo, journalCreate, undoCreateQuestion } from '../logic/create-plan.ts';
import { YnabError } from '../ynab/errors.ts';
import type { UndoKind } from './kind.ts';

export const undoCreate: UndoKind = async (entry, planId, ctx) => {
  const journal = journalCreate(entry.details);
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const { revert, conflicts } = checkCreateUndo(journal, transactions);
  const account = accounts.find((a) => a.id === journal.account_id)?.name ?? journal.account_id ?? 'the account';
  return {
    restored: revert.length,
    conflicts,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothingMessage: `Every one of the ${conflicts.length} transaction(s) created was deleted, or its date, amount or category changed, since the operation, so the undo touches nothing.`,
    question: async () => undoCreateQuestion(account, revert, await ctx.ynab.currencyDigits(planId), conflicts.length),
    apply: async () => {
      const deleted: string[] = [];
      for (const r of revert) {
        try {
          await ctx.ynab.deleteTransaction(planId, r.transaction_id);
        } catch (error) {
          // Nothing deleted yet: the plain error says it all, and a retry starts over.
          if (deleted.length === 0 || !(error instanceof YnabError)) throw error;
          const left = revert.slice(deleted.length).map((x) => x.transaction_id);
          // No marker is written (the error ends the undo before it): calling undo_operation again finishes
          // the job, the deleted ones then counting as conflicts.
          throw new YnabError(
            `${error.message} The undo stopped midway: deleted ${deleted.join(', ')}; not deleted ${left.join(', ')}. ` +
              'Call undo_operation again with the same operation_id to delete the rest.',
            error.status,
            error.kind,
          );
        }
        deleted.push(r.transaction_id);
      }
    },
  };
};
