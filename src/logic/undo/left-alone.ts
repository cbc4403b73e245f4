// The lines an undo's question ends with for the items it leaves alone (journal-and-undo.md §7): those that
// changed since, and those YNAB never applied; the same words for every kind.

const withCount = (text: string, count: number, line: string): string => (count > 0 ? `${text}\n- ${count} ${line}` : text);

/** The question, then `- {n} item(s) changed since and will be left alone` when there are some. */
export const withConflicts = (text: string, conflictCount: number): string =>
  withCount(text, conflictCount, 'item(s) changed since and will be left alone');

/** The question, then `- {n} item(s) YNAB never applied: left as they are` when there are some. */
export const withNotApplied = (text: string, notApplied: number): string =>
  withCount(text, notApplied, 'item(s) YNAB never applied: left as they are');
