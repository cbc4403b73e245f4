// Why an undo sets nothing back when YNAB may not have applied the operation (journal-and-undo.md §7): the
// kind's reason, that YNAB never applied it when no item changed since, or both; each reason is a message of
// undo_operation's manifest (`nothing_to_do`), named with the values its placeholders read.

/** A reason: the name of its message in undo_operation's manifest, with its placeholders' values. */
export interface UndoReason {
  reason: string;
}

export const NOT_APPLIED = { reason: 'not_applied' } as const;

export type WithNeverApplied<W extends UndoReason> = W | typeof NOT_APPLIED | { reason: 'partly_not_applied'; why: W; not_applied: number };

/** `why` (the kind's reason, its `conflicts` items changed since) when every item was applied; else what YNAB never applied adds. */
export function withNeverApplied<const W extends UndoReason>(why: W, conflicts: number, notApplied: number): WithNeverApplied<W> {
  if (notApplied === 0) return why;
  if (conflicts === 0) return NOT_APPLIED;
  return { reason: 'partly_not_applied', why, not_applied: notApplied };
}
