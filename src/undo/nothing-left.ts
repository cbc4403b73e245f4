// The check an undo kind returns when nothing can be set back: no question is asked, nothing is written,
// and the message says why (used by the budget and move kinds).
import type { UndoCheck } from './kind.ts';

export const nothingLeft = (conflicts: string[], nothingMessage: string): UndoCheck => ({
  restored: 0,
  conflicts,
  changes: [],
  nothingMessage,
  question: async () => '',
  apply: async () => {},
});
