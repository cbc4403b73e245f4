// update_category in process: refusals before any question, nothing_to_do, the code path's fields, requests
// and PATCH bodies (changed fields only), and its undo: restored, or left alone when changed since.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { callDemo as call, writeClients } from './write-clients.ts';
import { AWAITING_CODE, declinedByUser, refusedAfterOneRead } from '../helpers/nothing-written.ts';
import { notAGroup, notOneLine } from '../helpers/category-refusals.ts';

// The code path's fake records each write's body, to check only the changed fields are sent.
const w = writeClients();

const category = (fake: FakeYnab, id: string) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  for (const g of plan.data.category_groups) {
    const c = g.categories.find((x) => x.id === id);
    if (c) return { name: c.name, group: g.id };
  }
  return undefined;
};

const notACategory = (id: string) => `Category ${id} is not one of this plan's categories: use a category_id from suggest_categories.`;
const taken = (group: string, name: string) =>
  `Group ${group} already has a category named ‘${name}’ (ignoring case): choose another name or another group.`;

refusedAfterOneRead(w, 'update_category', [
  [{ category_id: 'cat-nope', name: 'Sport' }, notACategory('cat-nope')],
  [{ category_id: 'cat-uncategorized', name: 'Sport' }, notACategory('cat-uncategorized')],
  [{ category_id: 'cat-tennis', category_group_id: 'grp-internal-master-category' }, notAGroup('grp-internal-master-category')],
  [
    { category_id: 'cat-tennis', name: '  ' },
    'The new category name is empty once surrounding spaces are removed: give a real name, or leave name out to keep the current one.',
  ],
  [{ category_id: 'cat-tennis', name: 'Sport\u0000' }, notOneLine('Sport')],
  [{ category_id: 'cat-tennis', name: 'subscriptions' }, taken('Fun', 'Subscriptions')],
  [{ category_id: 'cat-tennis', category_group_id: 'grp-bills', name: 'RENT' }, taken('Bills', 'Rent')],
]);

describe('update_category with nothing to change', () => {
  it.each([
    [{ category_id: 'cat-tennis' }, 'Neither name nor category_group_id was given: nothing to change.'],
    [
      { category_id: 'cat-tennis', name: 'Tennis ', category_group_id: 'grp-fun' },
      'Category ‘Tennis’ (Fun) already has this name and group: nothing to change.',
    ],
  ])('%j', async (args, message) => {
    w.asked.length = 0;
    const r = await call(w.asking, 'update_category', args);
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      message,
      preview: null,
      category_id: 'cat-tennis',
      from_name: 'Tennis',
      to_name: 'Tennis',
      from_group: 'Fun',
      to_group: 'Fun',
      confirmation: null,
      operation_id: null,
    });
    expect(w.asked).toEqual([]);
    expect(w.asking.fake.log.map((l) => l.method)).toEqual(['GET']);
  });
});

describe('update_category on the code path, and its undo', () => {
  it('renames Tennis to Sport, sending only the name, and the undo puts Tennis back', async () => {
    const { preview, applied } = await w.confirmed('update_category', { category_id: 'cat-tennis', name: 'Sport' });
    expect(preview.structuredContent).toEqual({
      ...AWAITING_CODE,
      preview: 'Change category ‘Tennis’ (Fun) to ‘Sport’ (Fun)?',
      category_id: 'cat-tennis',
      from_name: 'Tennis',
      to_name: 'Sport',
      from_group: 'Fun',
      to_group: 'Fun',
      confirmation: expect.any(String),
      operation_id: null,
    });
    const id = applied.structuredContent!.operation_id as string;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(applied.structuredContent!.message).toBe(
      `Changed category ‘Tennis’ (Fun) to ‘Sport’ (Fun). To put back the previous name and group, call undo_operation with operation_id ${id}.`,
    );
    expect(w.coding.fake.log.map((l) => l.method)).toEqual(['GET', 'PATCH']);
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { name: 'Sport' } });
    expect(category(w.coding.fake, 'cat-tennis')).toEqual({ name: 'Sport', group: 'grp-fun' });

    const undo = await w.confirmed('undo_operation', { operation_id: id });
    expect(undo.preview.structuredContent).toMatchObject({
      kind: 'category',
      restored: 1,
      conflicts: [],
      changes: [],
      preview: 'Undo: change category ‘Sport’ (Fun) to ‘Tennis’ (Fun)?',
    });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { name: 'Tennis' } });
    expect(category(w.coding.fake, 'cat-tennis')).toEqual({ name: 'Tennis', group: 'grp-fun' });
    const again = await call(w.coding, 'undo_operation', { operation_id: id });
    expect(again.isError).toBe(true);
  });

  it('moves a category, sending only the group; the undo moves it back', async () => {
    const { applied } = await w.confirmed('update_category', { category_id: 'cat-subscriptions', category_group_id: 'grp-bills' });
    expect(applied.structuredContent).toMatchObject({
      from_group: 'Fun',
      to_group: 'Bills',
      preview: 'Change category ‘Subscriptions’ (Fun) to ‘Subscriptions’ (Bills)?',
    });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { category_group_id: 'grp-bills' } });
    expect(category(w.coding.fake, 'cat-subscriptions')).toEqual({ name: 'Subscriptions', group: 'grp-bills' });
    await w.confirmed('undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { category_group_id: 'grp-fun' } });
    expect(category(w.coding.fake, 'cat-subscriptions')).toEqual({ name: 'Subscriptions', group: 'grp-fun' });
  });

  it('leaves alone a category renamed since: nothing_to_do, no marker', async () => {
    const { applied } = await w.confirmed('update_category', { category_id: 'cat-holidays', name: 'Trips', category_group_id: 'grp-fun' });
    const id = applied.structuredContent!.operation_id as string;
    w.coding.fake.mutate('demo-budget', (plan) => {
      const c = plan.category_groups.flatMap((g) => g.categories).find((x) => x.id === 'cat-holidays')!;
      c.name = 'Travel';
    });
    w.bodies.length = 0;
    for (let i = 0; i < 2; i++) {
      // Asked twice: no marker was written, so the operation is still found, and still left alone.
      const r = await call(w.coding, 'undo_operation', { operation_id: id });
      expect(r.structuredContent).toMatchObject({
        status: 'nothing_to_do',
        kind: 'category',
        restored: 0,
        conflicts: ['cat-holidays'],
        preview: null,
        message: "The category's name or group was changed (or the category removed) since the operation, so the undo touches nothing.",
      });
    }
    expect(w.bodies).toEqual([]);
    expect(category(w.coding.fake, 'cat-holidays')).toEqual({ name: 'Travel', group: 'grp-fun' });
  });
});

describe('update_category when the user declines', () => {
  it('changes nothing', async () => {
    expect(await declinedByUser(w, 'update_category', { category_id: 'cat-rent', name: 'Housing' })).toMatchObject({
      status: 'declined',
      operation_id: null,
      preview: 'Change category ‘Rent’ (Bills) to ‘Housing’ (Bills)?',
    });
    expect(category(w.asking.fake, 'cat-rent')).toEqual({ name: 'Rent', group: 'grp-bills' });
  });
});
