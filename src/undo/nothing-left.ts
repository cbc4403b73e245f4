// When nothing (or not everything) can be set back: the check an undo kind returns when nothing is left (no
// question, nothing written), with the reason undo_operation's manifest words, and the question's line for
// items YNAB never applied.
import type { NothingReason } from '../../generated/tools/undo_operation.ts';
import type { UndoCheck } from './kind.ts';

export const nothingLeft = (conflicts: string[], nothing: NothingReason, notApplied = 0): UndoCheck => ({
  restored: 0,
  conflicts,
  notApplied,
  changes: [],
  nothing,
  question: async () => '',
  apply: async () => {},
});

/** The undo's question, with a line for the items YNAB never applied when there are some. */
export const withNotApplied = (question: string, notApplied: number): string =>
  notApplied > 0 ? `${question}\n- ${notApplied} item(s) YNAB never applied: left as they are` : question;
