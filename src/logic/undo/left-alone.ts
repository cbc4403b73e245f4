// The line an undo's question ends with when some of the operation's items changed since and are left
// alone (journal-and-undo.md §7): the same words for every kind whose operation holds several items.

/** The question, then `- {n} item(s) changed since and will be left alone` when there are some. */
export const withConflicts = (text: string, conflictCount: number): string =>
  conflictCount > 0 ? `${text}\n- ${conflictCount} item(s) changed since and will be left alone` : text;
