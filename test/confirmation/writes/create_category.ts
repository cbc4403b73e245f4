// create_category in the write suite: each way of confirming creates “Pets” in Everyday;
// there is no undo (the API cannot delete a category).
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const everyday = (fake: FakeYnab) =>
  fake
    .snapshot()
    .plans.find((p) => p.id === 'demo-budget')!
    .data.category_groups.find((g) => g.id === 'grp-everyday')!;

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'create_category',
    args: { plan_id: 'demo-budget', category_group_id: 'grp-everyday', name: 'Pets' },
    question: 'Create category ‘Pets’ in Everyday?',
    before: (fake) => expect(everyday(fake).categories.map((c) => c.name)).toEqual(['Groceries', 'Restaurants', 'Transport']),
    applied: (fake, result) => {
      expect(result).toMatchObject({ name: 'Pets', group: 'Everyday', category_id: expect.any(String) });
      expect(result).not.toHaveProperty('operation_id');
      const created = everyday(fake).categories.find((c) => c.id === result.category_id);
      expect(created).toMatchObject({ name: 'Pets', hidden: false, internal: false });
    },
    undoQuestion: false,
  }),
];
