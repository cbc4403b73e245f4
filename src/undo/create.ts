// Undo of create_transactions, the orchestration: reads the accounts and transactions, says why nothing is
// deleted, and deletes the transactions still as created, one DELETE each; a failure midway says what was
// deleted. Which are still as created, or found by what was sent when YNAB's answer was lost, is
// src/logic/undo/create.ts's to say.
import { errors } from '../../generated/tools/undo_operation.ts';
import { checkCreateUndo, checkLostCreateUndo, lostAnswer, parseCreateDetails, undoCreateQuestion, type LostCreateCheck } from '../logic/undo/create.ts';
import type { ToolContext } from '../mcp/kit.ts';
import { YnabError, briefly } from '../ynab/errors.ts';
import { claimedIds } from './claimed.ts';
import type { UndoCheck, UndoKind } from './kind.ts';

export const undoCreate: UndoKind = async (entry, planId, ctx, uncertain, view) => {
  const details = parseCreateDetails(entry.details);
  const [accounts, transactions] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId)]);
  const account = accounts.find((a) => a.id === details.account_id)?.name ?? details.account_id ?? 'the account';
  // Without ids YNAB's answer never came (a 5xx, a lost answer, a crash): find what it created, if anything.
  const sent = lostAnswer(details, uncertain);
  if (sent !== undefined) {
    const check = checkLostCreateUndo(sent, transactions, claimedIds(view, entry.operation_id));
    const why =
      check.conflicts.length > 0
        ? `More transactions on ${account} look like those this operation sent than it sent (${check.conflicts.length}), so which are its own cannot be told and the undo touches nothing; they are listed in conflicts.`
        : `None of the ${sent.sent.length} transaction(s) this operation sent is on ${account} as sent: YNAB did not apply it, or they were changed or deleted since, so the undo touches nothing.`;
    return deletions(entry.operation_id, planId, ctx, account, check, why);
  }
  const check = checkCreateUndo(details, transactions);
  const why = `Every one of the ${check.conflicts.length} transaction(s) created was deleted, or its date, amount or category changed, since the operation, so the undo touches nothing.`;
  return deletions(entry.operation_id, planId, ctx, account, { ...check, unlisted: 0, notApplied: 0 }, why);
};

/** The check that deletes `revert`, one DELETE each. */
function deletions(operationId: string, planId: string, ctx: ToolContext, account: string, split: LostCreateCheck, why: string): UndoCheck {
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
