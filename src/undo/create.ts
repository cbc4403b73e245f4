// Undo of create_transactions, the orchestration: reads the accounts and transactions, says why nothing is
// deleted, and deletes the transactions still as created, one DELETE each; a failure midway says what was
// deleted. Which are still as created, or found by what was sent when YNAB's answer was lost, is
// src/logic/undo/create.ts's to say.
import { errors, type QuotedReason } from '../../generated/tools/undo_operation.ts';
import {
  checkCreateUndo,
  checkLostCreateUndo,
  lostAnswer,
  parseCreateDetails,
  undoCreateQuestion,
  type LostCreateCheck,
} from '../logic/undo/create.ts';
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
    const why: QuotedReason =
      check.conflicts.length > 0
        ? { reason: 'create_look_alikes', account, count: check.conflicts.length }
        : { reason: 'create_none_found', account, count: sent.sent.length };
    return deletions(entry.operation_id, planId, ctx, account, check, why);
  }
  const check = checkCreateUndo(details, transactions);
  return deletions(
    entry.operation_id,
    planId,
    ctx,
    account,
    { ...check, unlisted: 0, notApplied: 0 },
    { reason: 'create_changed', count: check.conflicts.length },
  );
};

/** The check that deletes `revert`, one DELETE each; `why` says why nothing is, when none is left to delete. */
function deletions(
  operationId: string,
  planId: string,
  ctx: ToolContext,
  account: string,
  split: LostCreateCheck,
  why: QuotedReason,
): UndoCheck {
  const { revert, conflicts, unlisted, notApplied } = split;
  return {
    restored: revert.length,
    conflicts,
    notApplied,
    // `changes` lists recategorisations only (tools.md, undo_operation).
    changes: [],
    nothing: revert.length > 0 ? null : why,
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
