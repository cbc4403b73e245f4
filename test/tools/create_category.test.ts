// create_category in process on the demo plan: every refusal before any question or code, the result on
// the code path and once applied (no operation id: nothing is journaled), the user declining, the requests.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { textOf, type Args, type Served } from '../helpers/calls.ts';
import { callDemo, writeClients } from './write-clients.ts';
import { AWAITING_CODE, declinedByUser, refusedAfterOneRead } from '../helpers/nothing-written.ts';
import { notAGroup, notOneLine } from '../helpers/category-refusals.ts';

const w = writeClients();

const everyday = (fake: FakeYnab) =>
  fake
    .snapshot()
    .plans.find((p) => p.id === 'demo-budget')!
    .data.category_groups.find((g) => g.id === 'grp-everyday')!;

const call = (s: Served, args: Args) => callDemo(s, 'create_category', args);

refusedAfterOneRead(w, 'create_category', [
  [{ category_group_id: 'grp-nope', name: 'Pets' }, notAGroup('grp-nope')],
  [{ category_group_id: 'grp-internal-master-category', name: 'Pets' }, notAGroup('grp-internal-master-category')],
  [
    { category_group_id: 'grp-everyday', name: ' \t ' },
    'The category name is empty once surrounding spaces are removed: give the new category a name.',
  ],
  [{ category_group_id: 'grp-everyday', name: 'Pets\n- 2026-09-01 Rent: 950.00 → 0' }, notOneLine('Pets - 2026-09-01 Rent: 950.00 → 0')],
  [{ category_group_id: 'grp-everyday', name: 'Pe\u202ets' }, notOneLine('Pets')],
  [
    { category_group_id: 'grp-everyday', name: ' GROCERIES ' },
    'Group Everyday already has a category named ‘Groceries’ (ignoring case): use that category, or choose another name.',
  ],
]);

describe('create_category on the code path', () => {
  it('previews “Pets” in Everyday with a code after one read, then creates it with that code', async () => {
    const first = await call(w.coding, { category_group_id: 'grp-everyday', name: ' Pets ' });
    expect(first.structuredContent).toEqual({
      ...AWAITING_CODE,
      preview: 'Create category ‘Pets’ in Everyday?',
      name: 'Pets',
      group: 'Everyday',
      category_id: null,
      confirmation: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
    });
    expect(w.coding.fake.requestCount).toBe(1);
    expect(everyday(w.coding.fake).categories.map((c) => c.name)).not.toContain('Pets');

    const applied = await call(w.coding, {
      category_group_id: 'grp-everyday',
      name: ' Pets ',
      confirmation: first.structuredContent!.confirmation,
    });
    const out = applied.structuredContent!;
    expect(out).toMatchObject({
      status: 'applied',
      preview: 'Create category ‘Pets’ in Everyday?',
      name: 'Pets',
      group: 'Everyday',
      confirmation: null,
    });
    expect(out).not.toHaveProperty('operation_id');
    const created = everyday(w.coding.fake).categories.find((c) => c.id === out.category_id);
    expect(created).toMatchObject({ name: 'Pets', hidden: false });
    expect(out.message).toBe(
      `Created category ‘Pets’ in Everyday (category_id ${String(out.category_id)}). The YNAB API cannot delete a category, so this cannot be undone here: if it is not wanted, the user deletes it in YNAB.`,
    );
    expect(w.coding.fake.log.map((l) => `${l.method} ${l.path}`)).toEqual([
      'GET /plans/demo-budget/categories',
      'POST /plans/demo-budget/categories',
    ]);

    // The name is now taken in that group.
    const again = await call(w.coding, { category_group_id: 'grp-everyday', name: 'pets' });
    expect(textOf(again)).toBe(
      'Group Everyday already has a category named ‘Pets’ (ignoring case): use that category, or choose another name.',
    );
  });
});

describe('create_category when the user declines', () => {
  it('creates nothing', async () => {
    expect(await declinedByUser(w, 'create_category', { category_group_id: 'grp-fun', name: 'Chess' })).toMatchObject({
      status: 'declined',
      category_id: null,
      confirmation: null,
      preview: 'Create category ‘Chess’ in Fun?',
    });
  });
});
