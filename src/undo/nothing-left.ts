// When nothing (or not everything) can be set back: the check an undo kind returns when nothing is left (no
// question, nothing written), the message saying why — that YNAB never applied the operation, when that is
// all there is to say — and the question's line for items YNAB never applied.
import type { UndoCheck } from './kind.ts';

export const NOT_APPLIED = 'YNAB did not apply this operation (its answer had been an error or was lost), so there is nothing to undo and the undo touches nothing.';

/** The kind's reason, or NOT_APPLIED when no item changed since and some were never applied. */
export function nothingMessage(why: string, conflicts: number, notApplied: number): string {
  if (notApplied === 0) return why;
  if (conflicts === 0) return NOT_APPLIED;
  return `${why} The other ${notApplied} item(s) YNAB never applied.`;
}

export const nothingLeft = (conflicts: string[], why: string, notApplied = 0): UndoCheck => ({
  restored: 0,
  conflicts,
  notApplied,
  changes: [],
  nothingMessage: nothingMessage(why, conflicts.length, notApplied),
  question: async () => '',
  apply: async () => {},
});

/** The undo's question, with a line for the items YNAB never applied when there are some. */
export const withNotApplied = (question: string, notApplied: number): string =>
  notApplied > 0 ? `${question}\n- ${notApplied} item(s) YNAB never applied: left as they are` : question;
