// Where one item of an operation stands when it is undone (journal-and-undo.md §7): still as the operation
// left it (set back), as it was before the operation while the operation is uncertain (YNAB never applied
// it: left as it is, and not a conflict), or anything else (changed since: a conflict, left alone).

export type Standing = 'revert' | 'not_applied' | 'conflict';

/**
 * `asLeft` wins; `asBefore` counts only for an uncertain operation (a 5xx, a lost answer, a crash): for one
 * YNAB confirmed, an item back to its old value was set back since, by someone else.
 */
export const standing = (uncertain: boolean, asLeft: boolean, asBefore: boolean): Standing =>
  asLeft ? 'revert' : uncertain && asBefore ? 'not_applied' : 'conflict';
