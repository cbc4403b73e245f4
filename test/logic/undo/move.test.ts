// Examples and properties for src/logic/undo/move.ts: reading the journal's details (source first), the
// in-effect check of both categories and conflicts (journal-and-undo.md §7), a half never applied, the question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMoveUndo, parseMoveDetails, undoMoveQuestion } from '../../../src/logic/undo/move.ts';
import { cat } from '../fixtures/budget-month.ts';

const move = {
  month: '2026-09-01',
  changes: [
    { category_id: 'cat-tennis', from: 80000, to: 50000 },
    { category_id: 'cat-restaurants', from: 120000, to: 150000 },
  ] as [{ category_id: string; from: number; to: number }, { category_id: string; from: number; to: number }],
};

describe('move undo', () => {
  const month = (tennis: number, restaurants: number) => [
    cat('cat-tennis', 'Tennis', tennis),
    cat('cat-restaurants', 'Restaurants', restaurants),
  ];

  it('reads well-formed details, source first', () => {
    expect(parseMoveDetails(move)).toEqual(move);
  });

  it.each([
    null,
    { month: '2026-09-01', changes: [] },
    { month: '2026-09-01', changes: [move.changes[0]] },
    { month: 'current', changes: move.changes },
    { month: '2026-09-01', changes: [move.changes[0], move.changes[0]] },
    { month: '2026-09-01', changes: [move.changes[0], { category_id: 'cat-restaurants', from: 1 }] },
    { month: '2026-09-01', changes: [{ category_id: 'cat-tennis', to: 1 }, move.changes[1]] },
    { month: '2026-09-01', changes: [{ ...move.changes[0], category_id: '' }, move.changes[1]] },
    { month: '2026-09-01', changes: [{ ...move.changes[0], category_id: 7 }, move.changes[1]] },
    { month: '2026-09-01', changes: [null, move.changes[1]] },
    { month: '2026-09-01', changes: [...move.changes, { category_id: 'cat-rent', from: 0, to: 1 }] },
    { month: '2026-09-01', changes: { length: 2, 0: move.changes[0], 1: move.changes[1] } },
    { month: ['2026-09-01'], changes: move.changes },
  ])('refuses malformed details %j', (details) => {
    expect(parseMoveDetails(details)).toBeUndefined();
  });

  it('moves back while both categories hold what the move left: target first in the question', () => {
    const check = checkMoveUndo(move, month(50000, 150000));
    expect(check.conflicts).toEqual([]);
    expect(check.revert).not.toBeNull();
    expect(undoMoveQuestion(check.revert!, '2026-09-01', 2)).toBe(
      'Undo: move 30.00 from Restaurants to Tennis for 2026-09-01?\n- Restaurants: 150.00 → 120.00\n- Tennis: 50.00 → 80.00',
    );
  });

  it('when either changed, both are conflicts and nothing moves', () => {
    expect(checkMoveUndo(move, month(50000, 140000))).toEqual({ revert: null, conflicts: ['cat-tennis', 'cat-restaurants'] });
    expect(checkMoveUndo(move, month(60000, 150000))).toEqual({ revert: null, conflicts: ['cat-tennis', 'cat-restaurants'] });
    expect(checkMoveUndo(move, [cat('cat-tennis', 'Tennis', 50000)])).toEqual({
      revert: null,
      conflicts: ['cat-tennis', 'cat-restaurants'],
    });
  });

  it('of an uncertain move, sets back the half YNAB applied alone, or nothing when it applied neither', () => {
    expect(checkMoveUndo(move, month(50000, 120000), true)).toEqual({
      revert: null,
      conflicts: [],
      half: { category_id: 'cat-tennis', name: 'Tennis', current: 50000, restored: 80000 },
      notApplied: 1,
    });
    expect(checkMoveUndo(move, month(80000, 150000), true)).toEqual({
      revert: null,
      conflicts: [],
      half: { category_id: 'cat-restaurants', name: 'Restaurants', current: 150000, restored: 120000 },
      notApplied: 1,
    });
    expect(checkMoveUndo(move, month(80000, 120000), true)).toEqual({ revert: null, conflicts: [], half: null, notApplied: 2 });
    expect(checkMoveUndo(move, month(50000, 150000), true)).toMatchObject({
      revert: { source: { restored: 80000 }, target: { restored: 120000 } },
    });
    // Something else in either category still makes both conflicts; and a confirmed move's half is never half-undone.
    expect(checkMoveUndo(move, month(50000, 140000), true)).toEqual({ revert: null, conflicts: ['cat-tennis', 'cat-restaurants'] });
    expect(checkMoveUndo(move, month(50000, 120000))).toEqual({ revert: null, conflicts: ['cat-tennis', 'cat-restaurants'] });
  });

  it('restores exactly the amounts before, keeping the sum', () => {
    const amount = fc.integer({ min: -(10 ** 12), max: 10 ** 12 });
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: 10 ** 12 }), (s, t, x) => {
        const details = {
          month: '2026-09-01',
          changes: [
            { category_id: 'cat-tennis', from: s, to: s - x },
            { category_id: 'cat-restaurants', from: t, to: t + x },
          ],
        } as typeof move;
        const check = checkMoveUndo(details, month(s - x, t + x));
        if (check.revert === null) return false;
        const { source, target } = check.revert;
        return source.restored === s && target.restored === t && source.restored + target.restored === source.current + target.current;
      }),
    );
  });
});
