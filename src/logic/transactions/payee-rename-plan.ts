// rename_payee's plan (tools.md, algorithms.md §23 "Rename checks"): the checks in order, then the
// confirmed subject, the question, and the journal details (its undo: src/logic/undo/payee.ts).

import { agentName, sameIgnoringCase } from '../core/agent-name.ts';
import { payeeUsage } from './payee-usage.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Payee, Transaction } from '../core/ynab-slices.ts';

/** YNAB's longest payee name. */
export const MAX_PAYEE_NAME = 500;

/** The journal details of kind `payee` (journal-and-undo.md §3): raw old and new names. */
export interface PayeeDetails {
  payee_id: string;
  from: string;
  to: string;
}

/** The result fields rename_payee always shows. */
export interface PayeeRenameFields {
  payee_id: string;
  /** The old name, cleaned. */
  from_name: string;
  /** The new name, trimmed (already one visible line). */
  to_name: string;
  transactions: number;
}

export type PayeeRenameRefusal =
  | { ok: false; error: 'transfer_payee'; payee_id: string }
  | { ok: false; error: 'unknown_payee'; payee_id: string }
  | { ok: false; error: 'empty_name' }
  | { ok: false; error: 'name_too_long'; length: number }
  | { ok: false; error: 'not_one_line'; what: string; text: string }
  | { ok: false; error: 'name_taken'; name: string; other_payee_id: string };

export type PayeeRenamePlan =
  | { ok: true; changed: false; fields: PayeeRenameFields }
  | {
      ok: true;
      changed: true;
      fields: PayeeRenameFields;
      subject: { payee_id: string; name: string };
      details: PayeeDetails;
      /** What the question shows of the plan: the before-state a confirmation binds. */
      seen: { from_name: string; transactions: number };
      question: string;
    }
  | PayeeRenameRefusal;

/** Another live payee named `name` ignoring case (transfer payees included: YNAB keeps names unique); its undo checks it too. */
export function otherNamed(payees: readonly Payee[], name: string, except: string): Payee | undefined {
  return payees.find((p) => !p.deleted && p.id !== except && sameIgnoringCase(p.name, name));
}

/** Checks, in order: transfer_payee, unknown_payee, empty_name, name_too_long, not_one_line; then nothing_to_do; then name_taken. */
export function planPayeeRename(
  args: { payee_id: string; name: string },
  payees: readonly Payee[],
  transactions: readonly Pick<Transaction, 'payee_id' | 'date' | 'deleted'>[],
): PayeeRenamePlan {
  const payee = payees.find((p) => p.id === args.payee_id && !p.deleted);
  if (payee !== undefined && payee.transfer_account_id != null) return { ok: false, error: 'transfer_payee', payee_id: args.payee_id };
  if (payee === undefined) return { ok: false, error: 'unknown_payee', payee_id: args.payee_id };
  const name = agentName(args.name, 'Payee name', MAX_PAYEE_NAME);
  if (!name.ok) return name;
  const fields: PayeeRenameFields = {
    payee_id: payee.id,
    from_name: untrusted(payee.name),
    to_name: name.name,
    transactions: payeeUsage(transactions).get(payee.id)?.transactions ?? 0,
  };
  // Exactly the same name: nothing to rename (a change of case alone is a rename). Checked before
  // name_taken so that a call changing nothing is never refused over another payee's name.
  if (name.name === payee.name) return { ok: true, changed: false, fields };
  const other = otherNamed(payees, name.name, payee.id);
  if (other !== undefined) return { ok: false, error: 'name_taken', name: other.name, other_payee_id: other.id };
  return {
    ok: true,
    changed: true,
    fields,
    subject: { payee_id: payee.id, name: name.name },
    details: { payee_id: payee.id, from: payee.name, to: name.name },
    seen: { from_name: fields.from_name, transactions: fields.transactions },
    question: question(`Rename payee ‘${untrusted(payee.name)}’ to ‘${untrusted(name.name)}’ (${fields.transactions} transaction(s))?`, []),
  };
}
