// Undo of a flag operation (flag_transactions, journal-and-undo.md §7): the details read back, each
// transaction still carrying the colour the operation gave it set back to its previous flag; any other a
// conflict, but for an uncertain operation's transaction still with its previous flag (YNAB never changed it).

import { flagColor, flagLine, type FlagDetails, type FlagLineIn } from '../transactions/flag-plan.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { fieldsOf } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import { withConflicts } from './left-alone.ts';
import { standing } from './standing.ts';

/** The entry's details, read defensively (a journal line is read from disk): malformed changes are dropped, unknown colours read as none. */
export function parseFlagDetails(details: unknown): FlagDetails {
  const raw = fieldsOf(details)?.changes;
  if (!Array.isArray(raw)) return { changes: [] };
  return {
    changes: raw.flatMap((item: unknown) => {
      const { transaction_id, from, to } = fieldsOf(item) ?? {};
      return typeof transaction_id === 'string' ? [{ transaction_id, from: flagColor(from), to: flagColor(to) }] : [];
    }),
  };
}

/** One revert: the transaction's flag now (the operation's `to`) and the one restored (its `from`). */
export interface FlagRevert extends FlagLineIn {
  transaction_id: string;
}

export interface FlagUndoCheck {
  revert: FlagRevert[];
  /** Transaction ids whose flag changed since the operation, or gone, in the operation's order. */
  conflicts: string[];
  /** Of an uncertain operation: transaction ids still with their flag before it (YNAB never applied those). */
  notApplied: string[];
}

/** Splits the journaled changes into those still in effect (flag = `to`), never applied (uncertain, flag = `from`) and conflicts. */
export function checkFlagUndo(
  details: FlagDetails,
  transactions: readonly Pick<Transaction, 'id' | 'date' | 'amount' | 'payee_name' | 'flag_color' | 'deleted'>[],
  uncertain = false,
): FlagUndoCheck {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const out: FlagUndoCheck = { revert: [], conflicts: [], notApplied: [] };
  for (const change of details.changes) {
    const tx = byId.get(change.transaction_id);
    // A transaction gone or deleted has no flag now, which is neither colour of the change.
    const now = tx === undefined || tx.deleted ? undefined : flagColor(tx.flag_color);
    const where = standing(uncertain, now === change.to, now === change.from);
    if (where === 'revert') {
      // Its flag is the change's `to`, so the transaction is there.
      const { id, date, payee_name, amount } = tx!;
      out.revert.push({ transaction_id: id, date, payee: payee_name, amount, before: change.to, after: change.from });
    } else if (where === 'not_applied') out.notApplied.push(change.transaction_id);
    else out.conflicts.push(change.transaction_id);
  }
  return out;
}

/** undo_operation's question for a flag operation, with the conflicts line when some are left alone. */
export function undoFlagQuestion(revert: readonly FlagLineIn[], decimalDigits: number, conflictCount: number): string {
  return withConflicts(
    question(
      `Undo: change the flag of ${revert.length} transaction(s)?`,
      revert.map((l) => flagLine(l, decimalDigits)),
    ),
    conflictCount,
  );
}
