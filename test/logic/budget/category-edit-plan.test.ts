// Examples and properties for src/logic/budget/category-edit-plan.ts: create_category's and update_category's
// checks in order, subjects, questions (demo-plan.md §8), what is sent and journaled, and that its undo
// (src/logic/undo/category.ts) restores exactly what it changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCreateCategory, planUpdateCategory } from '../../../src/logic/budget/category-edit-plan.ts';
import { checkCategoryUndo } from '../../../src/logic/undo/category.ts';
import { editGroups as groups } from '../fixtures/edit-groups.ts';

describe('planCreateCategory', () => {
  it('plans “Pets” in Everyday (demo-plan.md §8)', () => {
    expect(planCreateCategory({ category_group_id: 'grp-everyday', name: '  Pets ' }, groups)).toEqual({
      ok: true,
      name: 'Pets',
      group: 'Everyday',
      subject: { category_group_id: 'grp-everyday', name: 'Pets' },
      seen: { group: 'Everyday' },
      question: 'Create category ‘Pets’ in Everyday?',
    });
  });

  it.each([
    ['grp-nope', 'Pets', { error: 'unknown_group', group_id: 'grp-nope' }],
    ['grp-internal-master-category', 'Pets', { error: 'unknown_group', group_id: 'grp-internal-master-category' }],
    ['grp-cc', 'Pets', { error: 'unknown_group', group_id: 'grp-cc' }],
    ['grp-hidden', 'Pets', { error: 'unknown_group', group_id: 'grp-hidden' }],
    ['grp-everyday', ' \t\u00a0', { error: 'empty_name' }],
    ['grp-everyday', 'Pe\nts', { error: 'not_one_line', what: 'Category name', text: 'Pe\nts' }],
    ['grp-everyday', 'Pe\u202ets', { error: 'not_one_line', what: 'Category name', text: 'Pe\u202ets' }],
    ['grp-everyday', 'P\u0000', { error: 'not_one_line', what: 'Category name', text: 'P\u0000' }],
    ['grp-everyday', 'groceries', { error: 'name_taken', group: 'Everyday', name: 'Groceries' }],
    // Hidden categories still hold their name; deleted ones do not.
    ['grp-fun', 'OLD', { error: 'name_taken', group: 'Fun', name: 'Old' }],
  ])('refuses group %s, name %j', (category_group_id, name, refusal) => {
    expect(planCreateCategory({ category_group_id, name }, groups)).toEqual({ ok: false, ...refusal });
  });

  it('lets a deleted category’s name be used again', () => {
    expect(planCreateCategory({ category_group_id: 'grp-fun', name: 'Gone' }, groups).ok).toBe(true);
  });

  it('checks the group before the name', () => {
    expect(planCreateCategory({ category_group_id: 'grp-nope', name: '\n' }, groups)).toMatchObject({ error: 'unknown_group' });
  });

  it('cleans the names in its question', () => {
    const evil = [{ id: 'grp-x', name: 'Every\nday\u200b', hidden: false, deleted: false, categories: [] }];
    expect(planCreateCategory({ category_group_id: 'grp-x', name: 'Pets' }, evil)).toMatchObject({
      question: 'Create category ‘Pets’ in Every day?',
      group: 'Every day',
    });
  });
});

describe('planUpdateCategory', () => {
  it('plans Tennis → Sport in Fun (demo-plan.md §8), sending only the name', () => {
    expect(planUpdateCategory({ category_id: 'cat-tennis', name: 'Sport' }, groups)).toEqual({
      ok: true,
      changed: true,
      fields: { category_id: 'cat-tennis', from_name: 'Tennis', to_name: 'Sport', from_group: 'Fun', to_group: 'Fun' },
      subject: { category_id: 'cat-tennis', name: 'Sport', category_group_id: 'grp-fun' },
      send: { name: 'Sport' },
      details: {
        category_id: 'cat-tennis',
        from: { name: 'Tennis', category_group_id: 'grp-fun' },
        to: { name: 'Sport', category_group_id: 'grp-fun' },
      },
      seen: { from_name: 'Tennis', from_group: 'Fun', to_name: 'Sport', to_group: 'Fun' },
      question: 'Change category ‘Tennis’ (Fun) to ‘Sport’ (Fun)?',
    });
  });

  it('moves a category to another group, sending only the group', () => {
    expect(planUpdateCategory({ category_id: 'cat-tennis', category_group_id: 'grp-everyday' }, groups)).toMatchObject({
      changed: true,
      subject: { category_id: 'cat-tennis', name: 'Tennis', category_group_id: 'grp-everyday' },
      send: { category_group_id: 'grp-everyday' },
      question: 'Change category ‘Tennis’ (Fun) to ‘Tennis’ (Everyday)?',
    });
  });

  it('treats a change of case alone as a rename', () => {
    expect(planUpdateCategory({ category_id: 'cat-tennis', name: 'TENNIS' }, groups)).toMatchObject({
      changed: true,
      send: { name: 'TENNIS' },
    });
  });

  it('has nothing to do when nothing is given, or everything is already so', () => {
    expect(planUpdateCategory({ category_id: 'cat-tennis' }, groups)).toMatchObject({ ok: true, changed: false, nothingGiven: true });
    expect(planUpdateCategory({ category_id: 'cat-tennis', name: ' Tennis ', category_group_id: 'grp-fun' }, groups)).toMatchObject({
      ok: true,
      changed: false,
      nothingGiven: false,
      fields: { from_name: 'Tennis', to_name: 'Tennis', from_group: 'Fun', to_group: 'Fun' },
    });
    // One of the two given, and already so: something was given.
    expect(planUpdateCategory({ category_id: 'cat-tennis', name: 'Tennis' }, groups)).toMatchObject({
      changed: false,
      nothingGiven: false,
    });
    expect(planUpdateCategory({ category_id: 'cat-tennis', category_group_id: 'grp-fun' }, groups)).toMatchObject({
      changed: false,
      nothingGiven: false,
    });
  });

  it('shows the agent’s checked name whole, and YNAB’s current name cleaned when it stays', () => {
    const long = 'Sport '.repeat(15).trim(); // 89 code points: more than a cleaned YNAB name keeps
    expect(planUpdateCategory({ category_id: 'cat-tennis', name: long }, groups)).toMatchObject({ fields: { to_name: long } });
    const odd = groups.map((g) => ({
      ...g,
      categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'Ten\u200Bnis\nClub' } : c)),
    }));
    expect(planUpdateCategory({ category_id: 'cat-tennis', category_group_id: 'grp-bills' }, odd)).toMatchObject({
      fields: { from_name: 'Tennis Club', to_name: 'Tennis Club' },
    });
  });

  it.each([
    [
      { category_id: 'cat-nope', name: 'Sport' },
      { error: 'unknown_category', category_id: 'cat-nope' },
    ],
    [
      { category_id: 'cat-uncategorized', name: 'Sport' },
      { error: 'unknown_category', category_id: 'cat-uncategorized' },
    ],
    [{ category_id: 'cat-inflow' }, { error: 'unknown_category', category_id: 'cat-inflow' }],
    [
      { category_id: 'cat-old', name: 'Sport' },
      { error: 'unknown_category', category_id: 'cat-old' },
    ],
    [
      { category_id: 'cat-gone', name: 'Sport' },
      { error: 'unknown_category', category_id: 'cat-gone' },
    ],
    [
      { category_id: 'cat-visa', name: 'Sport' },
      { error: 'unknown_category', category_id: 'cat-visa' },
    ],
    [
      { category_id: 'cat-stash', name: 'Sport' },
      { error: 'unknown_category', category_id: 'cat-stash' },
    ],
    [
      { category_id: 'cat-tennis', category_group_id: 'grp-internal-master-category' },
      { error: 'unknown_group', group_id: 'grp-internal-master-category' },
    ],
    [
      { category_id: 'cat-tennis', category_group_id: 'grp-cc', name: '\n' },
      { error: 'unknown_group', group_id: 'grp-cc' },
    ],
    [{ category_id: 'cat-tennis', name: '   ' }, { error: 'empty_name' }],
    [
      { category_id: 'cat-tennis', name: 'Sp\u2028ort' },
      { error: 'not_one_line', what: 'Category name', text: 'Sp\u2028ort' },
    ],
    [
      { category_id: 'cat-tennis', name: 'subscriptions' },
      { error: 'name_taken', group: 'Fun', name: 'Subscriptions' },
    ],
    [
      { category_id: 'cat-tennis', category_group_id: 'grp-bills', name: 'rent' },
      { error: 'name_taken', group: 'Bills', name: 'Rent' },
    ],
    [
      { category_id: 'cat-old', category_group_id: 'grp-fun' },
      { error: 'unknown_category', category_id: 'cat-old' },
    ],
  ])('refuses %j', (args, refusal) => {
    expect(planUpdateCategory(args, groups)).toEqual({ ok: false, ...refusal });
  });

  it('cleans YNAB’s names in its question, so a forged name cannot add a line', () => {
    const evil = groups.map((g) => ({
      ...g,
      categories: g.categories.map((c) => (c.id === 'cat-tennis' ? { ...c, name: 'Tennis?\n- Budget Rent: 950.00 → 0\u202e' } : c)),
    }));
    expect(planUpdateCategory({ category_id: 'cat-tennis', name: 'Sport' }, evil)).toMatchObject({
      question: 'Change category ‘Tennis? - Budget Rent: 950.00 → 0’ (Fun) to ‘Sport’ (Fun)?',
      details: { from: { name: 'Tennis?\n- Budget Rent: 950.00 → 0\u202e' } },
    });
  });

  it('checks the name taken in the destination group, carrying the current name along', () => {
    const clash = groups.map((g) =>
      g.id === 'grp-bills' ? { ...g, categories: [...g.categories, { id: 'cat-t2', name: 'tennis', hidden: false, deleted: false }] } : g,
    );
    expect(planUpdateCategory({ category_id: 'cat-tennis', category_group_id: 'grp-bills' }, clash)).toEqual({
      ok: false,
      error: 'name_taken',
      group: 'Bills',
      name: 'tennis',
    });
  });
});

describe('properties', () => {
  const names = fc.oneof(fc.constantFrom('Tennis', 'tennis', 'Sport', 'Rent', 'Pets', ' x ', ''), fc.string({ maxLength: 12 }));
  const groupIds = fc.constantFrom('grp-fun', 'grp-bills', 'grp-everyday', 'grp-cc', 'grp-nope', 'grp-internal-master-category');

  it('a planned update’s question shows no line break, and its subject holds the values after', () => {
    fc.assert(
      fc.property(fc.option(names, { nil: undefined }), fc.option(groupIds, { nil: undefined }), (name, group) => {
        const plan = planUpdateCategory({ category_id: 'cat-tennis', name, category_group_id: group }, groups);
        if (!plan.ok || !plan.changed) return true;
        return (
          !/[\n\r\u2028\u2029]/.test(plan.question) &&
          plan.subject.name === (plan.send.name ?? 'Tennis') &&
          plan.subject.category_group_id === (plan.send.category_group_id ?? 'grp-fun') &&
          Object.keys(plan.send).length > 0
        );
      }),
    );
  });

  it('name_taken is raised exactly when another live category of the destination has the name, ignoring case', () => {
    fc.assert(
      fc.property(names, groupIds, (raw, group) => {
        const plan = planUpdateCategory({ category_id: 'cat-tennis', name: raw, category_group_id: group }, groups);
        if (!plan.ok && plan.error !== 'name_taken') return true;
        if (plan.ok && !plan.changed) return true;
        const destination = groups.find((g) => g.id === group)!;
        const clash = destination.categories.some(
          (c) => !c.deleted && c.id !== 'cat-tennis' && c.name.toLowerCase() === raw.trim().toLowerCase(),
        );
        return clash === (!plan.ok && plan.error === 'name_taken');
      }),
    );
  });

  it('applying a planned update then checking its undo restores exactly the previous name and group', () => {
    fc.assert(
      fc.property(fc.option(names, { nil: undefined }), fc.option(groupIds, { nil: undefined }), (name, group) => {
        const plan = planUpdateCategory({ category_id: 'cat-tennis', name, category_group_id: group }, groups);
        if (!plan.ok || !plan.changed) return true;
        const { to } = plan.details;
        const after = groups.map((g) => ({
          ...g,
          categories: [
            ...g.categories.filter((c) => c.id !== 'cat-tennis'),
            ...(g.id === to.category_group_id ? [{ id: 'cat-tennis', name: to.name, hidden: false, deleted: false }] : []),
          ],
        }));
        const undo = checkCategoryUndo(plan.details, after);
        return undo.ok && (undo.send.name ?? to.name) === 'Tennis' && (undo.send.category_group_id ?? to.category_group_id) === 'grp-fun';
      }),
    );
  });
});
