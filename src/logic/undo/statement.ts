// Undo of a statement operation (apply_statement, issue #17): the transactions it created deleted (as
// create_transactions' undo does, found by what was sent when YNAB's answer was lost), and every state and
// amount it set put back where it still is as the operation left it; anything changed since a conflict.

import { formatAmount } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { LedgerTransaction } from '../statements/match-types.ts';
import type { StatementChange, StatementDetails } from '../statements/statement-plan.ts';
import { fieldsOf, isId, isMilliunits } from '../writes/journal-fields.ts';
import { question, transactionHead } from '../writes/preview.ts';
import type { SentCandidate } from '../writes/sent-transactions.ts';
import { checkCreateUndo, checkLostCreateUndo, lostAnswer, parseCreateDetails, type CreateRevert } from './create.ts';
import { withConflicts } from './left-alone.ts';
import { standing } from './standing.ts';

const STATES = new Set(['cleared', 'uncleared', 'reconciled']);

function parseChange(value: unknown): StatementChange[] {
  const { id, cleared_from, cleared_to, amount_from, amount_to } = fieldsOf(value) ?? {};
  if (!isId(id) || typeof cleared_from !== 'string' || !STATES.has(cleared_from)) return [];
  if ((cleared_to !== 'cleared' && cleared_to !== 'reconciled') || !isMilliunits(amount_from) || !isMilliunits(amount_to)) return [];
  return [{ id, cleared_from, cleared_to, amount_from, amount_to }];
}

/** The entry's details, read defensively (a journal line is read from disk): undefined without an account. */
export function parseStatementDetails(details: unknown): StatementDetails | undefined {
  const create = parseCreateDetails(details);
  const { changes } = fieldsOf(details) ?? {};
  if (create.account_id === undefined) return undefined;
  const own = {
    account_id: create.account_id,
    transaction_ids: create.transaction_ids,
    created: create.created,
    changes: Array.isArray(changes) ? changes.flatMap(parseChange) : [],
  };
  // Stryker disable next-line ConditionalExpression: spreading no sent record adds nothing; the branch narrows the union type
  return create.sent === undefined ? own : { ...own, sent: create.sent, existing_ids: create.existing_ids };
}

/** A change to set back: its state and, when it was corrected, its amount. */
export interface ChangeRevert {
  id: string;
  cleared: string;
  amount?: number;
}

export interface StatementUndoCheck {
  deletions: CreateRevert[];
  restores: ChangeRevert[];
  conflicts: string[];
  /** Sent ones not found while others were (a lost answer): changed since, with no id to list. */
  unlisted: number;
  notApplied: number;
}

/**
 * The search by what was sent skips transactions with an import id (a bank's), but each one this operation
 * created carries its line's, `YNAB:{amount}:{date}:{n}` (import-id.ts): such a one is searched as sent, without it.
 */
const asSent = <T extends SentCandidate>(t: T): T =>
  t.import_id?.startsWith(`YNAB:${t.amount}:${t.date}:`) === true ? { ...t, import_id: null } : t;

export function checkStatementUndo(
  details: StatementDetails,
  transactions: readonly (SentCandidate & Pick<LedgerTransaction, 'cleared'>)[],
  uncertain: boolean,
  claimed: ReadonlySet<string>,
): StatementUndoCheck {
  const sent = lostAnswer(details, uncertain);
  const created =
    sent !== undefined
      ? checkLostCreateUndo(sent, transactions.map(asSent), claimed)
      : { ...checkCreateUndo(details, transactions), unlisted: 0, notApplied: 0 };
  const byId = new Map(transactions.filter((t) => !t.deleted).map((t) => [t.id, t]));
  const restores: ChangeRevert[] = [];
  const conflicts = [...created.conflicts];
  let notApplied = created.notApplied;
  for (const c of details.changes) {
    const t = byId.get(c.id);
    const where = standing(
      uncertain,
      t?.cleared === c.cleared_to && t.amount === c.amount_to,
      t?.cleared === c.cleared_from && t.amount === c.amount_from,
    );
    if (where === 'revert')
      restores.push({ id: c.id, cleared: c.cleared_from, ...(c.amount_from === c.amount_to ? {} : { amount: c.amount_from }) });
    else if (where === 'not_applied') notApplied += 1;
    else conflicts.push(c.id);
  }
  return { deletions: created.revert, restores, conflicts, unlisted: created.unlisted, notApplied };
}

/** `Undo: statement applied to {account}: delete {n} transaction(s) created and set {m} back?`, with a line per deletion. */
export function undoStatementQuestion(account: string, check: StatementUndoCheck, digits: number): string {
  const parts = [
    ...(check.deletions.length > 0 ? [`delete ${check.deletions.length} transaction(s) created`] : []),
    ...(check.restores.length > 0 ? [`set ${check.restores.length} transaction(s) back to their state and amount before`] : []),
  ];
  const lines = check.deletions.map((r) => transactionHead(r.date, r.payee, formatAmount(r.amount, digits)));
  return withConflicts(
    question(`Undo: statement applied to ${untrusted(account)}: ${parts.join(' and ')}?`, lines),
    check.conflicts.length + check.unlisted,
  );
}
