// Examples for src/logic/facts/category-classes.ts: the classes of algorithms.md §4 on groups and on month categories.
import { describe, expect, it } from 'vitest';
import {
  type CategoryInfo,
  type GroupInfo,
  isAssignable,
  isCreditCardPayment,
  isHidden,
  isInternal,
  isInternalGroup,
  isLoanPaired,
  isReadyToAssign,
  isUncategorized,
  isUsable,
} from '../../../src/logic/facts/category-classes.ts';

const cat = (over: Partial<CategoryInfo> = {}): CategoryInfo => ({ name: 'Groceries', hidden: false, deleted: false, ...over });
const group = (over: Partial<GroupInfo> = {}): GroupInfo => ({ name: 'Everyday', hidden: false, internal: false, ...over });

const internalGroup = group({ name: 'Internal Master Category', internal: true });
const ccGroup = group({ name: 'Credit Card Payments' });

describe('isInternalGroup', () => {
  it('uses the flag or the name', () => {
    expect(isInternalGroup({ name: 'Anything', internal: true })).toBe(true);
    expect(isInternalGroup({ name: 'Internal Master Category' })).toBe(true);
    expect(isInternalGroup({ name: 'Internal Master Category', internal: false })).toBe(true);
    expect(isInternalGroup({ name: 'Everyday', internal: false })).toBe(false);
    expect(isInternalGroup({ name: 'internal master category' })).toBe(false);
  });
});

describe('with the group known', () => {
  it('a plain category is usable and assignable', () => {
    expect(isUsable(cat(), group())).toBe(true);
    expect(isAssignable(cat(), group())).toBe(true);
  });

  it('a hidden category or group is not usable', () => {
    expect(isUsable(cat({ hidden: true }), group())).toBe(false);
    expect(isUsable(cat(), group({ hidden: true }))).toBe(false);
    expect(isHidden(cat(), group({ hidden: true }))).toBe(true);
    expect(isAssignable(cat(), group({ hidden: true }))).toBe(false);
  });

  it('a deleted category or group is not usable', () => {
    expect(isUsable(cat({ deleted: true }), group())).toBe(false);
    expect(isUsable(cat(), group({ deleted: true }))).toBe(false);
  });

  it('internal categories are not usable; Ready to Assign is assignable, Uncategorized is not', () => {
    const rta = cat({ name: 'Inflow: Ready to Assign', internal: true });
    const unc = cat({ name: 'Uncategorized', internal: true });
    expect(isUsable(rta, internalGroup)).toBe(false);
    expect(isReadyToAssign(rta, internalGroup)).toBe(true);
    expect(isAssignable(rta, internalGroup)).toBe(true);
    expect(isUncategorized(unc, internalGroup)).toBe(true);
    expect(isAssignable(unc, internalGroup)).toBe(false);
    expect(isAssignable({ ...rta, deleted: true }, internalGroup)).toBe(false);
  });

  it('Credit Card Payment categories are usable but not assignable', () => {
    const visa = cat({ name: 'Visa' });
    expect(isCreditCardPayment(visa, ccGroup)).toBe(true);
    expect(isUsable(visa, ccGroup)).toBe(true);
    expect(isAssignable(visa, ccGroup)).toBe(false);
  });

  it('the group record wins over the category’s copy of the group name', () => {
    const c = cat({ category_group_name: 'Credit Card Payments' });
    expect(isCreditCardPayment(c, group())).toBe(false);
  });

  it('user categories named like internal ones are ordinary', () => {
    expect(isUncategorized(cat({ name: 'Uncategorized' }), group())).toBe(false);
    expect(isReadyToAssign(cat({ name: 'Inflow: Ready to Assign' }), group())).toBe(false);
  });
});

describe('month categories (group known only by name)', () => {
  it('reads internal-ness from the group name or the category flag', () => {
    expect(isInternal(cat({ name: 'Uncategorized', category_group_name: 'Internal Master Category' }))).toBe(true);
    expect(isInternal(cat({ name: 'Split', internal: true, category_group_name: 'Something' }))).toBe(true);
    expect(isInternal(cat({ category_group_name: 'Everyday', internal: false }))).toBe(false);
    expect(isUncategorized(cat({ name: 'Uncategorized', category_group_name: 'Internal Master Category' }))).toBe(true);
    expect(isUsable(cat({ name: 'Uncategorized', category_group_name: 'Internal Master Category' }))).toBe(false);
  });

  it('reads hidden-ness from the category itself', () => {
    expect(isUsable(cat({ hidden: true, category_group_name: 'Everyday' }))).toBe(false);
    expect(isUsable(cat({ category_group_name: 'Everyday' }))).toBe(true);
  });

  it('reads Credit Card Payments from the group name', () => {
    expect(isCreditCardPayment(cat({ category_group_name: 'Credit Card Payments' }))).toBe(true);
    expect(isCreditCardPayment(cat())).toBe(false);
  });
});

describe('isLoanPaired', () => {
  it('is a DEBT target', () => {
    expect(isLoanPaired(cat({ goal_type: 'DEBT' }))).toBe(true);
    expect(isLoanPaired(cat({ goal_type: 'NEED' }))).toBe(false);
    expect(isLoanPaired(cat({ goal_type: null }))).toBe(false);
    expect(isLoanPaired(cat())).toBe(false);
  });
});
