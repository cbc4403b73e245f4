// Examples and properties for src/logic/undo/budget.ts: reading the journal's details, the in-effect check and
// conflicts (journal-and-undo.md §7), never applied, and the undo question (demo-plan.md §8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetNotApplied, checkBudgetUndo, parseBudgetDetails, undoBudgetQuestion } from '../../../src/logic/undo/budget.ts';
import { cat } from '../fixtures/budget-month.ts';

const budget = { month: '2026-09-01', category_id: 'cat-restaurants', from: 120000, to: 150000 };

describe('budget undo', () => {
  it('of an uncertain operation, tells a category still at its amount before: YNAB never applied it', () => {
    expect(budgetNotApplied(budget, [cat('cat-restaurants', 'Restaurants', 120000)])).toBe(true);
    expect(budgetNotApplied(budget, [cat('cat-restaurants', 'Restaurants', 150000)])).toBe(false);
    expect(budgetNotApplied(budget, [])).toBe(false);
    // Another category at that amount says nothing of this one.
    expect(budgetNotApplied(budget, [cat('cat-tennis', 'Tennis', 120000), cat('cat-restaurants', 'Restaurants', 150000)])).toBe(false);
  });

  it('reads well-formed details and ignores unknown fields', () => {
    expect(parseBudgetDetails({ ...budget, extra: true })).toEqual(budget);
  });

  it.each([
    null,
    'x',
    {},
    { ...budget, month: '2026-09-02' },
    { ...budget, month: ['2026-09-01'] },
    { ...budget, category_id: '' },
    { ...budget, category_id: 7 },
    { ...budget, from: 1.5 },
    { ...budget, to: '150000' },
  ])('refuses malformed details %j', (details) => {
    expect(parseBudgetDetails(details)).toBeUndefined();
  });

  it('reverts while the category holds the amount the operation set', () => {
    expect(checkBudgetUndo(budget, [cat('cat-restaurants', 'Restaurants', 150000)])).toEqual({
      revert: { category_id: 'cat-restaurants', name: 'Restaurants', current: 150000, restored: 120000 },
      conflicts: [],
    });
    expect(undoBudgetQuestion('Restaurants', '2026-09-01', 150000, 120000, 2)).toBe(
      'Undo: budget Restaurants for 2026-09-01: 150.00 → 120.00?',
    );
  });

  it('is a conflict when the amount changed since, or the category is gone', () => {
    // The name as YNAB has it: the message cleans it, as every placeholder.
    expect(checkBudgetUndo(budget, [cat('cat-restaurants', 'Resta\nurants', 140000)])).toEqual({
      revert: null,
      conflicts: ['cat-restaurants'],
      current: 140000,
      why: { reason: 'budget_changed', category: 'Resta\nurants', month: '2026-09-01' },
    });
    expect(checkBudgetUndo(budget, [])).toEqual({
      revert: null,
      conflicts: ['cat-restaurants'],
      current: null,
      why: { reason: 'budget_category_gone', category_id: 'cat-restaurants', month: '2026-09-01' },
    });
  });

  it('looks only at the operation’s category, wherever it is in the month', () => {
    const month = [cat('cat-tennis', 'Tennis', 150000), cat('cat-restaurants', 'Restaurants', 150000)];
    expect(checkBudgetUndo(budget, month).revert).toMatchObject({ category_id: 'cat-restaurants', name: 'Restaurants' });
    const changed = [cat('cat-tennis', 'Tennis', 150000), cat('cat-restaurants', 'Restaurants', 1000)];
    expect(checkBudgetUndo(budget, changed)).toMatchObject({
      revert: null,
      conflicts: ['cat-restaurants'],
      current: 1000,
      why: { category: 'Restaurants' },
    });
  });

  it('reverts exactly when the current amount equals `to`', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (to, current) => {
        const check = checkBudgetUndo({ ...budget, to }, [cat('cat-restaurants', 'R', current)]);
        return (check.revert !== null) === (current === to) && check.conflicts.length === (current === to ? 0 : 1);
      }),
    );
  });
});
