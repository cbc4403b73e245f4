// Examples and properties for src/logic/budget/category-groups.ts (tools.md list_category_groups).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUserGroup, userGroups } from '../../../src/logic/budget/category-groups.ts';
import { categoryGroups } from '../fixtures/demo.ts';

type Group = Parameters<typeof userGroups>[0][number];

describe('userGroups', () => {
  it('gives the demo’s four groups (demo-plan.md §8)', () => {
    expect(userGroups(categoryGroups)).toEqual([
      { id: 'grp-bills', name: 'Bills' },
      { id: 'grp-everyday', name: 'Everyday' },
      { id: 'grp-fun', name: 'Fun' },
      { id: 'grp-savings-goals', name: 'Savings goals' },
    ]);
  });

  it('leaves out hidden, deleted, internal, Credit Card Payments and Hidden Categories', () => {
    const g = (id: string, name: string, extra: Partial<Group> = {}): Group => ({
      id,
      name,
      hidden: false,
      deleted: false,
      internal: false,
      ...extra,
    });
    const groups = [
      g('1', 'Bills'),
      g('2', 'Old', { hidden: true }),
      g('3', 'Gone', { deleted: true }),
      g('4', 'Anything', { internal: true }),
      g('5', 'Internal Master Category', { internal: undefined }),
      g('6', 'Credit Card Payments'),
      g('7', 'Hidden Categories'),
      g('8', 'credit card payments'),
      g('9', 'Line\nbreak'),
    ];
    expect(userGroups(groups)).toEqual([
      { id: '1', name: 'Bills' },
      { id: '8', name: 'credit card payments' },
      { id: '9', name: 'Line break' },
    ]);
  });

  it('keeps exactly the user groups, in order', () => {
    const group: fc.Arbitrary<Group> = fc.record({
      id: fc.uuid(),
      name: fc.oneof(fc.constantFrom('Credit Card Payments', 'Hidden Categories', 'Internal Master Category', 'Bills'), fc.string()),
      hidden: fc.boolean(),
      deleted: fc.boolean(),
      internal: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 10 }), (groups) => {
        const ids = userGroups(groups).map((r) => r.id);
        return (
          JSON.stringify(ids) === JSON.stringify(groups.filter(isUserGroup).map((x) => x.id)) &&
          groups.filter(isUserGroup).every((x) => !x.hidden && !x.deleted && !x.internal)
        );
      }),
    );
  });
});
