// The closing lines of an undo's question: the items changed since, and those YNAB never applied.
import { describe, expect, it } from 'vitest';
import { withConflicts, withNotApplied } from '../../../src/logic/undo/left-alone.ts';

describe('left-alone lines', () => {
  it('adds nothing when no item is left alone', () => {
    expect(withConflicts('Undo: x?', 0)).toBe('Undo: x?');
    expect(withNotApplied('Undo: x?', 0)).toBe('Undo: x?');
  });

  it('ends the question with the count of items changed since', () => {
    expect(withConflicts('Undo: x?', 2)).toBe('Undo: x?\n- 2 item(s) changed since and will be left alone');
  });

  it('ends the question with the count of items YNAB never applied', () => {
    expect(withNotApplied('Undo: x?', 1)).toBe('Undo: x?\n- 1 item(s) YNAB never applied: left as they are');
  });

  it('puts the never-applied line after the changed-since line, as undo_operation builds them', () => {
    expect(withNotApplied(withConflicts('Undo: x?', 3), 1)).toBe(
      'Undo: x?\n- 3 item(s) changed since and will be left alone\n- 1 item(s) YNAB never applied: left as they are',
    );
  });
});
