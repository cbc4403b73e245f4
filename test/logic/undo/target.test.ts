// Examples for src/logic/undo/target.ts (journal-and-undo.md §7, row target): the details read back, the check
// that the category still shows the target the operation set, never applied, the question.
import { describe, expect, it } from 'vitest';
import { checkTargetUndo, parseTargetDetails, targetNotApplied } from '../../../src/logic/undo/target.ts';
import { targetGroups as groups } from '../fixtures/target-groups.ts';

describe('the undo of kind target', () => {
  const details = { category_id: 'cat-transport', undo: { goal_target: null }, after: '250.00 by 2026-10-01' };

  it('reads only well-formed details', () => {
    expect(parseTargetDetails(details)).toEqual(details);
    expect(
      parseTargetDetails({
        ...details,
        undo: { goal_target: 1, goal_frequency: 'monthly', goal_target_date: null, goal_needs_whole_amount: false },
      }),
    ).toBeDefined();
    const dated = { ...details, undo: { goal_target: 1, goal_target_date: '2026-10-01', goal_needs_whole_amount: true } };
    expect(parseTargetDetails(dated)).toEqual(dated);
    for (const bad of [
      undefined,
      {},
      { ...details, category_id: 3 },
      { ...details, after: null },
      { ...details, undo: null },
      { ...details, undo: {} },
      { ...details, undo: { goal_target: 1.5 } },
      { ...details, undo: { goal_target: 1, goal_frequency: 'daily' } },
      { ...details, undo: { goal_target: 1, goal_target_date: '2026-13-01' } },
      { ...details, undo: { goal_target: 1, goal_type: 'MF' } },
      { ...details, category_id: '' },
      { ...details, undo: 'goal_target' },
      { ...details, undo: [] },
      { ...details, undo: { goal_target: '1' } },
      { ...details, undo: { goal_target: 1, goal_target_date: ['2026-10-01'] } },
      { ...details, undo: { goal_target: 1, goal_frequency: 1 } },
      { ...details, undo: { goal_target: 1, goal_needs_whole_amount: 'yes' } },
    ]) {
      expect(parseTargetDetails(bad)).toBeUndefined();
    }
  });

  it('of an uncertain operation, tells a category still showing the previous target: YNAB never changed it', () => {
    // The operation would have taken Transport from 250.00 by 2026-10-01 to 300.00 by 2026-10-01.
    const lost = {
      category_id: 'cat-transport',
      undo: { goal_target: 250000 },
      after: '300.00 by 2026-10-01',
      before: '250.00 by 2026-10-01',
    };
    expect(targetNotApplied(lost, groups, 2)).toBe(true);
    expect(targetNotApplied({ ...lost, before: 'no target' }, groups, 2)).toBe(false);
    // A line written before `before` was journaled tells nothing.
    const { before: _, ...older } = lost;
    expect(targetNotApplied(older, groups, 2)).toBe(false);
    expect(parseTargetDetails(lost)).toEqual(lost);
    expect(parseTargetDetails(older)).toStrictEqual(older);
    expect(parseTargetDetails({ ...lost, before: 7 })).toStrictEqual(older);
    // Gone, or in a deleted group: nothing to tell.
    expect(targetNotApplied({ ...lost, category_id: 'cat-nope' }, groups, 2)).toBe(false);
    expect(
      targetNotApplied(
        lost,
        groups.map((g) => (g.id === 'grp-everyday' ? { ...g, deleted: true } : g)),
        2,
      ),
    ).toBe(false);
  });

  it('asks to restore the previous target while the category still shows the new one', () => {
    expect(checkTargetUndo(details, groups, 2)).toEqual({
      ok: true,
      question: 'Undo: target of Transport: 250.00 by 2026-10-01 → no target?',
    });
    const amountOnly = { category_id: 'cat-groceries', undo: { goal_target: 400000 }, after: '450.00 each month' };
    expect(checkTargetUndo(amountOnly, groups, 2)).toEqual({
      ok: true,
      question: 'Undo: target of Groceries: 450.00 each month → 400.00 each month?',
    });
  });

  it('is a conflict when the target or the category changed since', () => {
    expect(checkTargetUndo({ ...details, after: '300.00 by 2026-10-01' }, groups, 2)).toEqual({
      ok: false,
      conflict: 'cat-transport',
      why: { reason: 'target_changed', category: 'Transport', current: '250.00 by 2026-10-01', expected: '300.00 by 2026-10-01' },
    });
    const gone = (category_id: string) => ({ ok: false, conflict: category_id, why: { reason: 'target_category_gone', category_id } });
    expect(checkTargetUndo({ ...details, category_id: 'cat-gone' }, groups, 2)).toEqual(gone('cat-gone'));
    const groupGone = groups.map((g) => (g.id === 'grp-everyday' ? { ...g, deleted: true } : g));
    expect(checkTargetUndo(details, groupGone, 2)).toEqual(gone('cat-transport'));
    expect(checkTargetUndo({ ...details, category_id: 'cat-nope' }, groups, 2)).toMatchObject({ ok: false, conflict: 'cat-nope' });
  });
});
