// Examples for src/logic/undo/category.ts (journal-and-undo.md §7, row category): the details
// read back, the check that the category is still as the operation left it, what is sent back, the question.
import { describe, expect, it } from 'vitest';
import { categoryNotApplied, checkCategoryUndo, parseCategoryDetails } from '../../../src/logic/undo/category.ts';
import { editGroups as groups } from '../fixtures/edit-groups.ts';

describe('checkCategoryUndo', () => {
  const details = {
    category_id: 'cat-tennis',
    from: { name: 'Tennis', category_group_id: 'grp-fun' },
    to: { name: 'Sport', category_group_id: 'grp-everyday' },
  };
  const applied = groups.map((g) => ({
    ...g,
    categories:
      g.id === 'grp-fun'
        ? g.categories.filter((c) => c.id !== 'cat-tennis')
        : g.id === 'grp-everyday'
          ? [...g.categories, { id: 'cat-tennis', name: 'Sport', hidden: false, deleted: false }]
          : g.categories,
  }));

  it('of an uncertain operation, tells a category still named and placed as before: YNAB never changed it', () => {
    expect(categoryNotApplied(details, groups)).toBe(true);
    expect(categoryNotApplied(details, applied)).toBe(false);
    const renamedOnly = groups.map((g) => ({
      ...g,
      categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'Sport' } : c)),
    }));
    expect(categoryNotApplied(details, renamedOnly)).toBe(false);
    expect(
      categoryNotApplied(
        details,
        groups.map((g) => ({ ...g, categories: g.categories.filter((c) => c.id !== 'cat-tennis') })),
      ),
    ).toBe(false);
    expect(
      categoryNotApplied(
        details,
        groups.map((g) => (g.id === 'grp-fun' ? { ...g, deleted: true } : g)),
      ),
    ).toBe(false);
  });

  it('sends back the fields that differ, with the undo question', () => {
    expect(checkCategoryUndo(details, applied)).toEqual({
      ok: true,
      send: { name: 'Tennis', category_group_id: 'grp-fun' },
      question: 'Undo: change category ‘Sport’ (Everyday) to ‘Tennis’ (Fun)?',
    });
    const renamed = { ...details, to: { name: 'Sport', category_group_id: 'grp-fun' } };
    const inFun = groups.map((g) => ({ ...g, categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'Sport' } : c)) }));
    expect(checkCategoryUndo(renamed, inFun)).toEqual({
      ok: true,
      send: { name: 'Tennis' },
      question: 'Undo: change category ‘Sport’ (Fun) to ‘Tennis’ (Fun)?',
    });
    const moved = { ...details, to: { name: 'Tennis', category_group_id: 'grp-everyday' } };
    const inEveryday = applied.map((g) => ({
      ...g,
      categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'Tennis' } : c)),
    }));
    expect(checkCategoryUndo(moved, inEveryday)).toEqual({
      ok: true,
      send: { category_group_id: 'grp-fun' },
      question: 'Undo: change category ‘Tennis’ (Everyday) to ‘Tennis’ (Fun)?',
    });
  });

  it('names the old group by its id once YNAB no longer lists it', () => {
    const withoutFun = applied.filter((g) => g.id !== 'grp-fun');
    expect(checkCategoryUndo(details, withoutFun)).toMatchObject({
      ok: true,
      question: 'Undo: change category ‘Sport’ (Everyday) to ‘Tennis’ (grp-fun)?',
    });
  });

  it('is a conflict when the name or group moved since, or the category is gone', () => {
    expect(checkCategoryUndo(details, groups)).toEqual({ ok: false, conflict: 'cat-tennis' });
    const renamedAgain = applied.map((g) => ({
      ...g,
      categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'sport' } : c)),
    }));
    expect(checkCategoryUndo(details, renamedAgain)).toEqual({ ok: false, conflict: 'cat-tennis' });
    const gone = applied.map((g) => ({ ...g, categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, deleted: true } : c)) }));
    expect(checkCategoryUndo(details, gone)).toEqual({ ok: false, conflict: 'cat-tennis' });
    const groupGone = applied.map((g) => (g.id === 'grp-everyday' ? { ...g, deleted: true } : g));
    expect(checkCategoryUndo(details, groupGone)).toEqual({ ok: false, conflict: 'cat-tennis' });
    expect(
      checkCategoryUndo(
        details,
        applied.filter((g) => g.id !== 'grp-everyday'),
      ),
    ).toEqual({ ok: false, conflict: 'cat-tennis' });
    // Named as the operation left it, but moved back to Fun since.
    const movedBack = groups.map((g) => ({
      ...g,
      categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'Sport' } : c)),
    }));
    expect(checkCategoryUndo(details, movedBack)).toEqual({ ok: false, conflict: 'cat-tennis' });
  });

  it('reads only well-formed journal details', () => {
    expect(parseCategoryDetails(details)).toEqual(details);
    expect(parseCategoryDetails(undefined)).toBeUndefined();
    expect(parseCategoryDetails({ category_id: 'cat-tennis', from: { name: 'Tennis' }, to: details.to })).toBeUndefined();
    expect(parseCategoryDetails({ category_id: 'cat-tennis', from: details.from, to: { category_group_id: 'grp-fun' } })).toBeUndefined();
    expect(parseCategoryDetails({ category_id: 'cat-tennis', from: null, to: details.to })).toBeUndefined();
    expect(parseCategoryDetails({ category_id: 'cat-tennis', from: details.from, to: 'Sport' })).toBeUndefined();
    expect(parseCategoryDetails({ category_id: 7, from: details.from, to: details.to })).toBeUndefined();
    expect(parseCategoryDetails({ ...details, from: { ...details.from, extra: 1 } })).toEqual(details);
  });
});
