// What undoing one kind of operation means (journal-and-undo.md §7): read the current state, split the
// operation's items into those still as it left them, those YNAB never applied (an uncertain operation's
// items still as before it) and conflicts, word the question, write it back. Each kind in src/undo/ reads and
// writes; its journal details read back, the split and the question are its pure half in src/logic/undo/.
import type { NothingReason, Output } from '../../generated/tools/undo_operation.ts';
import type { JournalEntry, JournalView } from '../journal/types.ts';
import type { ToolContext } from '../mcp/kit.ts';
import { withNeverApplied } from '../logic/undo/never-applied.ts';

/** A transaction set back, as undo_operation answers it (current → restored, which may be none). */
export type UndoChange = Output['changes'][number];

export interface UndoCheck {
  /** Items that will be set back. */
  restored: number;
  /** Ids of items changed since the operation (or gone): left alone. */
  conflicts: string[];
  /** Items of an uncertain operation still as they were before it: YNAB never applied them, nothing to set back. */
  notApplied: number;
  changes: UndoChange[];
  /** Why nothing can be set back (a message of undo_operation's manifest); null when something is (restored > 0). */
  nothing: NothingReason | null;
  question(): Promise<string>;
  apply(): Promise<void>;
}

/**
 * `uncertain`: the entry was settled `unknown` or never settled, so YNAB may not have applied all of it.
 * `journal`: the journal undo_operation already read, for what other operations created (claimed.ts).
 */
export type UndoKind = (
  entry: JournalEntry,
  planId: string,
  ctx: ToolContext,
  uncertain: boolean,
  journal: JournalView,
) => Promise<UndoCheck>;

/** How an undo that sets fields of each transaction back (a flag, an approval, a review) split them. */
interface FieldSplit {
  revert: readonly unknown[];
  conflicts: string[];
  notApplied: readonly string[];
}

/**
 * The check of such an undo: it lists no recategorisation (a review adds its own); when it sets nothing back, `reason` (every
 * transaction changed since, counted) or, for an uncertain operation, what YNAB never applied.
 */
export const fieldUndo = (
  { revert, conflicts, notApplied }: FieldSplit,
  reason: 'flag_changed' | 'approve_changed' | 'review_changed',
  act: Pick<UndoCheck, 'question' | 'apply'>,
): UndoCheck => ({
  restored: revert.length,
  conflicts,
  notApplied: notApplied.length,
  // `changes` lists recategorisations only (tools.md, undo_operation).
  changes: [],
  nothing: revert.length > 0 ? null : withNeverApplied({ reason, count: conflicts.length }, conflicts.length, notApplied.length),
  ...act,
});
