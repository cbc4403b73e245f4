// Properties of src/logic/facts/category-classes.ts: how the classes of algorithms.md §4 relate to one another.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  type CategoryInfo,
  type GroupInfo,
  isAssignable,
  isCreditCardPayment,
  isDeleted,
  isHidden,
  isInternal,
  isReadyToAssign,
  isUncategorized,
  isUsable,
} from '../../../src/logic/facts/category-classes.ts';

const groupName = fc.constantFrom('Internal Master Category', 'Credit Card Payments', 'Everyday', 'Bills', '');
const catName = fc.constantFrom('Uncategorized', 'Inflow: Ready to Assign', 'Groceries', 'Visa', 'Split');
const optionalBool = fc.option(fc.boolean(), { nil: undefined });

const category: fc.Arbitrary<CategoryInfo> = fc.record(
  {
    name: catName,
    hidden: fc.boolean(),
    deleted: fc.boolean(),
    internal: optionalBool,
    category_group_name: fc.option(groupName, { nil: undefined }),
    goal_type: fc.constantFrom(null, 'NEED', 'DEBT'),
  },
  { requiredKeys: ['name', 'hidden', 'deleted'] },
);
const group: fc.Arbitrary<GroupInfo | undefined> = fc.option(
  fc.record({ name: groupName, hidden: fc.boolean(), internal: optionalBool, deleted: optionalBool }),
  { nil: undefined },
);

describe('category classes', () => {
  it('usable means not hidden, not deleted, not internal', () => {
    fc.assert(fc.property(category, group, (c, g) => isUsable(c, g) === (!isHidden(c, g) && !isDeleted(c, g) && !isInternal(c, g))));
  });

  it('assignable = usable and not Credit Card Payment, plus a live Ready to Assign', () => {
    fc.assert(
      fc.property(category, group, (c, g) => {
        const expected = (isUsable(c, g) && !isCreditCardPayment(c, g)) || (isReadyToAssign(c, g) && !isDeleted(c, g));
        return isAssignable(c, g) === expected;
      }),
    );
  });

  it('Uncategorized and Ready to Assign are internal, distinct, and never usable', () => {
    fc.assert(
      fc.property(category, group, (c, g) => {
        const special = isUncategorized(c, g) || isReadyToAssign(c, g);
        return (
          !(isUncategorized(c, g) && isReadyToAssign(c, g)) &&
          (!special || (isInternal(c, g) && !isUsable(c, g))) &&
          !(isUncategorized(c, g) && isAssignable(c, g))
        );
      }),
    );
  });

  it('hiding or deleting never makes a category usable', () => {
    fc.assert(
      fc.property(category, group, (c, g) => {
        const worse = { ...c, hidden: true };
        const gone = { ...c, deleted: true };
        return !isUsable(worse, g) && !isUsable(gone, g) && !isAssignable(gone, g);
      }),
    );
  });
});
