// The checks an undo kind returns in the common cases: nothing left (no question, nothing written, with the
// reason undo_operation's manifest words), or items set back with no conflict.
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

/** `restored` items set back with no conflict: the question and the write. */
export const settingBack = (restored: number, question: () => Promise<string>, apply: () => Promise<void>, notApplied = 0): UndoCheck => ({
  restored,
  conflicts: [],
  notApplied,
  changes: [],
  nothing: null,
  question,
  apply,
});
