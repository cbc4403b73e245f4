// Examples and properties for src/logic/facts/resource-contents.ts (prompts-and-resources.md §2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsResource, categoriesResource, plansResource } from '../../../src/logic/facts/resource-contents.ts';
import { accounts, categoryGroups } from '../fixtures/demo.ts';

describe('plansResource', () => {
  it('gives id, cleaned name and last change of every plan', () => {
    expect(
      plansResource([
        { id: 'demo-budget', name: 'Demo household', last_modified_on: '2026-09-24T10:00:00Z' },
        { id: 'other', name: 'Two\nlines' },
      ]),
    ).toEqual([
      { plan_id: 'demo-budget', name: 'Demo household', last_modified_on: '2026-09-24T10:00:00Z' },
      { plan_id: 'other', name: 'Two lines', last_modified_on: null },
    ]);
  });
});

describe('categoriesResource', () => {
  it('gives the demo’s groups without the internal one', () => {
    expect(categoriesResource(categoryGroups)).toEqual([
      {
        group: 'Bills',
        categories: [
          { category_id: 'cat-rent', name: 'Rent' },
          { category_id: 'cat-power', name: 'Electricity' },
          { category_id: 'cat-internet', name: 'Internet' },
          { category_id: 'cat-phone', name: 'Phone' },
        ],
      },
      {
        group: 'Everyday',
        categories: [
          { category_id: 'cat-groceries', name: 'Groceries' },
          { category_id: 'cat-restaurants', name: 'Restaurants' },
          { category_id: 'cat-transport', name: 'Transport' },
        ],
      },
      {
        group: 'Fun',
        categories: [
          { category_id: 'cat-tennis', name: 'Tennis' },
          { category_id: 'cat-subscriptions', name: 'Subscriptions' },
        ],
      },
      { group: 'Savings goals', categories: [{ category_id: 'cat-holidays', name: 'Holidays' }] },
    ]);
  });

  it('leaves out hidden and deleted groups and categories, and groups named as internal', () => {
    const c = (id: string, hidden = false, deleted = false) => ({ id, name: id, hidden, deleted });
    expect(
      categoriesResource([
        { name: 'Internal Master Category', hidden: false, deleted: false, categories: [c('in')] },
        { name: 'Hidden', hidden: true, deleted: false, categories: [c('h')] },
        { name: 'Deleted', hidden: false, deleted: true, categories: [c('d')] },
        { name: 'Bills\u200B', hidden: false, deleted: false, categories: [c('a'), c('b', true), c('c', false, true)] },
      ]),
    ).toEqual([{ group: 'Bills', categories: [{ category_id: 'a', name: 'a' }] }]);
  });
});

describe('accountsResource', () => {
  it('gives the demo’s four open accounts in currency units', () => {
    expect(accountsResource(accounts)).toEqual([
      { account_id: 'acc-checking', name: 'Checking', type: 'checking', on_budget: true, balance: 3512.66 },
      { account_id: 'acc-savings', name: 'Savings', type: 'savings', on_budget: true, balance: 600 },
      { account_id: 'acc-joint-savings', name: 'Joint savings', type: 'savings', on_budget: false, balance: 16342.36 },
      { account_id: 'acc-car-loan', name: 'Car loan', type: 'autoLoan', on_budget: false, balance: -19040.81 },
    ]);
  });

  it('keeps exactly the accounts neither closed nor deleted, in order, balances exact', () => {
    const account = fc.record({
      id: fc.uuid(),
      name: fc.string(),
      type: fc.constantFrom('checking', 'creditCard'),
      on_budget: fc.boolean(),
      closed: fc.boolean(),
      deleted: fc.boolean(),
      balance: fc.integer({ min: -1e12, max: 1e12 }),
    });
    fc.assert(
      fc.property(fc.array(account, { maxLength: 10 }), (list) => {
        const open = list.filter((a) => !a.closed && !a.deleted);
        const out = accountsResource(list);
        return (
          out.length === open.length && out.every((e, i) => e.account_id === open[i]?.id && e.balance === (open[i]?.balance ?? NaN) / 1000)
        );
      }),
    );
  });
});
