// Undo of a create operation (create_transactions, journal-and-undo.md §7): the details read back, each
// created transaction still as created (same date, amount, category) deleted, any other a conflict. When
// YNAB's answer, which held the ids, was lost, the transactions are looked for by what was sent.

import { formatAmount } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { CreateDetails, CreatedRecord } from '../transactions/create-plan.ts';
import { fieldsOf } from '../writes/journal-fields.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { findSent, parseSent, sameCategory, type SentCandidate, type SentJournal } from '../writes/sent-transactions.ts';
import { withConflicts } from './left-alone.ts';

function parseCreated(value: unknown): CreatedRecord[] {
  const { id, date, amount, category_id } = fieldsOf(value) ?? {};
  if (typeof id !== 'string' || typeof date !== 'string' || typeof amount !== 'number') return [];
  return [{ id, date, amount, category_id: typeof category_id === 'string' ? category_id : null }];
}

/** A create line's details as read back: the ids and the records always there, empty when the line has none. */
export type ReadCreateDetails = CreateDetails & { transaction_ids: string[]; created: CreatedRecord[] };

/** The entry's details, read defensively (a journal line is read from disk): malformed items are dropped, the ids kept once each. */
export function parseCreateDetails(details: unknown): ReadCreateDetails {
  const { account_id, transaction_ids, created } = fieldsOf(details) ?? {};
  const ids = Array.isArray(transaction_ids) ? transaction_ids.filter((id): id is string => typeof id === 'string') : [];
  const own = {
    ...(typeof account_id === 'string' ? { account_id } : {}),
    transaction_ids: [...new Set(ids)],
    created: Array.isArray(created) ? created.flatMap(parseCreated) : [],
  };
  const sent = parseSent(details);
  // Stryker disable next-line ConditionalExpression: spreading no sent record adds nothing, so both branches give one value; the branch narrows the union type CreateDetails
  return sent === undefined ? own : { ...own, ...sent };
}

/** A created transaction still as created: deleted by the undo. */
export interface CreateRevert {
  transaction_id: string;
  date: string;
  payee: string | null | undefined;
  /** Milliunits. */
  amount: number;
}

export interface CreateUndoCheck {
  revert: CreateRevert[];
  /** Ids deleted or edited (date, amount or category) since the operation, in the operation's order. */
  conflicts: string[];
}

const revertOf = (tx: SentCandidate): CreateRevert => ({ transaction_id: tx.id, date: tx.date, payee: tx.payee_name, amount: tx.amount });

/** Splits the created transactions into those still as created (exists, live, same date, amount, category) and conflicts. */
export function checkCreateUndo(details: ReadCreateDetails, transactions: readonly SentCandidate[]): CreateUndoCheck {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  // Without records (the reference's lines), a transaction is only checked to exist.
  const records = new Map(details.created.map((r) => [r.id, r]));
  const revert: CreateRevert[] = [];
  const conflicts: string[] = [];
  for (const id of details.transaction_ids) {
    const tx = byId.get(id);
    const record = records.get(id);
    const asCreated =
      tx !== undefined &&
      !tx.deleted &&
      (record === undefined || (tx.date === record.date && tx.amount === record.amount && sameCategory(tx, record.category_id)));
    if (asCreated) revert.push(revertOf(tx));
    else conflicts.push(id);
  }
  return { revert, conflicts };
}

/** What was sent, when the transactions must be looked for by it: an uncertain operation without ids (YNAB's answer never came). */
export function lostAnswer(details: ReadCreateDetails, uncertain: boolean): SentJournal | undefined {
  return uncertain && details.transaction_ids.length === 0 && details.sent !== undefined ? details : undefined;
}

export interface LostCreateCheck extends CreateUndoCheck {
  /** Sent ones not found while others were: changed since, with no id to list. */
  unlisted: number;
  /** None found and none in doubt: all sent (one POST creates all or nothing, so YNAB did not apply it, or every one changed since). */
  notApplied: number;
}

/**
 * The transactions a lost answer created, found by what was sent (sent-transactions.ts) among those no other
 * operation created (`claimed`); look-alikes too numerous to tell apart are conflicts, and nothing is taken.
 */
export function checkLostCreateUndo(
  sent: SentJournal,
  transactions: readonly SentCandidate[],
  claimed: ReadonlySet<string>,
): LostCreateCheck {
  const { found, missing, ambiguous } = findSent(sent, transactions, claimed);
  const notApplied = found.length === 0 && ambiguous.length === 0 ? sent.sent.length : 0;
  return { revert: found.map(revertOf), conflicts: ambiguous, unlisted: missing, notApplied };
}

/** undo_operation's question for a create operation, with the conflicts line when some are left alone. */
export function undoCreateQuestion(account: string, revert: readonly CreateRevert[], digits: number, conflictCount: number): string {
  const lines = revert.map((r) => transactionHead(r.date, r.payee, formatAmount(r.amount, digits)));
  return withConflicts(question(`Undo: delete ${revert.length} transaction(s) created on ${untrusted(account)}?`, lines), conflictCount);
}
