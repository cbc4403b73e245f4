// Undo of a payee operation (rename_payee, journal-and-undo.md §7): the details read back, the old name given
// back only while the payee still carries the new one and no other payee has taken the old one since; an
// uncertain operation's payee still with its old name was never renamed by YNAB.

import { otherNamed, type PayeeDetails } from '../transactions/payee-rename-plan.ts';
import { fieldsOf } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Payee } from '../core/ynab-slices.ts';

/** The entry's details when they hold what the undo needs; a journal line is read from disk, so checked. */
export function parsePayeeDetails(details: unknown): PayeeDetails | undefined {
  const { payee_id, from, to } = fieldsOf(details) ?? {};
  if (typeof payee_id !== 'string' || typeof from !== 'string' || typeof to !== 'string') return undefined;
  return { payee_id, from, to };
}

/** Why nothing is renamed (undo_operation's `nothing_to_do`): the payee is gone or no longer named `to`, or another live payee now has the old name. */
export type PayeeUndoReason = { reason: 'payee_renamed' } | { reason: 'payee_name_taken' };

export type PayeeUndoCheck = { ok: true; question: string } | { ok: false; conflict: string; why: PayeeUndoReason };

/** Of an uncertain operation: the live payee still has exactly its old name, so YNAB never applied it. */
export const payeeNotApplied = (details: PayeeDetails, payees: readonly Payee[]): boolean =>
  payees.some((p) => p.id === details.payee_id && !p.deleted && p.name === details.from);

/** Still as the operation left it: the payee is live and named exactly `to`, and no other live payee is named `from` (ignoring case). */
export function checkPayeeUndo(details: PayeeDetails, payees: readonly Payee[]): PayeeUndoCheck {
  const payee = payees.find((p) => p.id === details.payee_id && !p.deleted);
  if (payee === undefined || payee.name !== details.to) return { ok: false, conflict: details.payee_id, why: { reason: 'payee_renamed' } };
  if (otherNamed(payees, details.from, payee.id) !== undefined)
    return { ok: false, conflict: details.payee_id, why: { reason: 'payee_name_taken' } };
  return { ok: true, question: question(`Undo: rename payee ‘${untrusted(details.to)}’ back to ‘${untrusted(details.from)}’?`, []) };
}
