// update_category in the write suite: each way of confirming renames Tennis to Sport (still
// in Fun), and the undo (kind `category`) puts the name Tennis back.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const tennis = (fake: FakeYnab) => {
  const groups = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!.data.category_groups;
  const group = groups.find((g) => g.categories.some((c) => c.id === 'cat-tennis'))!;
  return { group: group.id, name: group.categories.find((c) => c.id === 'cat-tennis')!.name };
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'update_category',
    args: { plan_id: 'demo-budget', category_id: 'cat-tennis', name: 'Sport' },
    question: 'Change category ‘Tennis’ (Fun) to ‘Sport’ (Fun)?',
    before: (fake) => expect(tennis(fake)).toEqual({ group: 'grp-fun', name: 'Tennis' }),
    applied: (fake, result) => {
      expect(result).toMatchObject({
        category_id: 'cat-tennis',
        from_name: 'Tennis',
        to_name: 'Sport',
        from_group: 'Fun',
        to_group: 'Fun',
      });
      expect(tennis(fake)).toEqual({ group: 'grp-fun', name: 'Sport' });
    },
    undoQuestion: 'Undo: change category ‘Sport’ (Fun) to ‘Tennis’ (Fun)?',
  }),
];
