// Examples for src/logic/undo/never-applied.ts (journal-and-undo.md §7): the kind's reason when YNAB applied
// every item, that it never applied the operation when no item changed since, or both.
import { describe, expect, it } from 'vitest';
import { NOT_APPLIED, withNeverApplied } from '../../../src/logic/undo/never-applied.ts';

describe('withNeverApplied', () => {
  const why = { reason: 'flag_changed', count: 2 };

  it("gives the kind's reason when YNAB applied every item", () => {
    expect(withNeverApplied(why, 2, 0)).toBe(why);
    expect(withNeverApplied({ reason: 'categorize_changed', count: 0 }, 0, 0)).toEqual({ reason: 'categorize_changed', count: 0 });
  });

  it('says YNAB did not apply it when no item changed since', () => {
    expect(withNeverApplied(why, 0, 3)).toBe(NOT_APPLIED);
  });

  it('quotes the reason and counts the items never applied when some changed since', () => {
    expect(withNeverApplied(why, 2, 1)).toEqual({ reason: 'partly_not_applied', why, not_applied: 1 });
  });
});
