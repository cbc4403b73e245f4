// The payee name apply_statement gives the transaction it creates for a line, and how the matching knows that
// transaction again: its import id is the line's and its payee still reads as that name (issue #27, 1).
import { untrusted } from '../core/untrusted.ts';
import type { KeyedLine } from './match-types.ts';

/** YNAB's limit on a created transaction's payee name. */
export const PAYEE_LIMIT = 200;
/** A line without a label still gets a payee, so an undo can find it by what was sent. */
export const NO_LABEL_PAYEE = 'Bank statement line';

/** The bank's label as a YNAB payee name: one clean line, within YNAB's limit, never empty. */
export function payeeOf(line: KeyedLine): string {
  const label = untrusted(line.payee, PAYEE_LIMIT);
  return label !== '' ? label : untrusted(line.memo, PAYEE_LIMIT) || NO_LABEL_PAYEE;
}

const squeeze = (s: string): string => s.replace(/\s+/gu, ' ').trim().toUpperCase();

/** Two labels that are the same text, white space and case aside (YNAB may keep an existing payee's case). */
export const sameLabel = (a: string, b: string): boolean => squeeze(a) === squeeze(b);

/**
 * Whether a transaction is the one apply_statement created for the line, or YNAB's import of this very line:
 * it carries the line's import id and its payee is the line's label as created. A bank-linked plan's own
 * import ids carry YNAB's date, so another purchase of the amount on that day may hold the same id under
 * another payee: that is no proof.
 */
export function createdFrom(line: KeyedLine, transaction: { import_id: string | null; payee_name: string | null }): boolean {
  return transaction.import_id === line.import_id && transaction.payee_name !== null && sameLabel(transaction.payee_name, payeeOf(line));
}
