// Examples for src/logic/budget/month-summary.ts: the demo plan's September (demo-plan.md §3 and §8).
import { describe, expect, it } from 'vitest';
import { monthSummary } from '../../../src/logic/budget/month-summary.ts';
import type { Category } from '../../../src/logic/core/ynab-slices.ts';

type SummarisedMonth = Parameters<typeof monthSummary>[0];
type SummarisedCategory = SummarisedMonth['categories'][number] & Pick<Category, 'budgeted' | 'activity'>;

type Row = [id: string, name: string, groupId: string, group: string, budgeted: number, activity: number, balance: number];

// September 2026 as the demo's month detail lists it (milliunits, YNAB's order).
const rows: Row[] = [
  ['cat-inflow', 'Inflow: Ready to Assign', 'grp-internal-master-category', 'Internal Master Category', 0, 0, 1729320],
  ['cat-uncategorized', 'Uncategorized', 'grp-internal-master-category', 'Internal Master Category', 0, -276730, -276730],
  ['cat-rent', 'Rent', 'grp-bills', 'Bills', 950000, -950000, 0],
  ['cat-power', 'Electricity', 'grp-bills', 'Bills', 64200, 0, 64200],
  ['cat-internet', 'Internet', 'grp-bills', 'Bills', 29990, -29990, 0],
  ['cat-phone', 'Phone', 'grp-bills', 'Bills', 19990, -19990, 0],
  ['cat-groceries', 'Groceries', 'grp-everyday', 'Everyday', 400000, 0, 400000],
  ['cat-restaurants', 'Restaurants', 'grp-everyday', 'Everyday', 120000, -142500, -22500],
  ['cat-transport', 'Transport', 'grp-everyday', 'Everyday', 90000, 0, 225000],
  ['cat-tennis', 'Tennis', 'grp-fun', 'Fun', 80000, -22000, 232000],
  ['cat-subscriptions', 'Subscriptions', 'grp-fun', 'Fun', 13490, 0, 13490],
  ['cat-holidays', 'Holidays', 'grp-savings-goals', 'Savings goals', 200000, 0, 1747880],
];

const categories: SummarisedCategory[] = rows.map(([id, name, groupId, group, budgeted, activity, balance]) => ({
  id,
  name,
  category_group_id: groupId,
  category_group_name: group,
  hidden: false,
  deleted: false,
  internal: group === 'Internal Master Category',
  budgeted,
  activity,
  balance,
}));

const september: SummarisedMonth = {
  month: '2026-09-01',
  income: 0,
  budgeted: 1967670,
  activity: -1441210,
  to_be_budgeted: 1729320,
  age_of_money: 47,
  categories,
};

describe('monthSummary', () => {
  it('gives the demo’s September figures', () => {
    expect(monthSummary(september)).toEqual({
      month: '2026-09-01',
      income: 0,
      budgeted: 1967.67,
      activity: -1441.21,
      ready_to_assign: 1729.32,
      age_of_money: 47,
      overspent: [{ category_id: 'cat-restaurants', name: 'Restaurants', group: 'Everyday', balance: -22.5 }],
    });
  });

  it('leaves out Uncategorized even without the internal flag (group name is enough)', () => {
    const withoutFlag = categories.map(({ internal: _internal, ...c }) => c);
    expect(monthSummary({ ...september, categories: withoutFlag }).overspent.map((o) => o.category_id)).toEqual([
      'cat-restaurants',
    ]);
  });

  it('leaves out hidden and deleted categories, keeps YNAB’s order', () => {
    const extra: SummarisedCategory[] = [
      { id: 'h', name: 'Old', category_group_name: 'Bills', hidden: true, deleted: false, budgeted: 0, activity: -1000, balance: -1000 },
      { id: 'd', name: 'Gone', category_group_name: 'Bills', hidden: false, deleted: true, budgeted: 0, activity: -1000, balance: -1000 },
      { id: 'a', name: 'A', category_group_name: 'Fun', hidden: false, deleted: false, budgeted: 0, activity: -5, balance: -5 },
    ];
    const result = monthSummary({ ...september, categories: [...extra, ...categories] });
    expect(result.overspent.map((o) => [o.category_id, o.balance])).toEqual([
      ['a', -0.005],
      ['cat-restaurants', -22.5],
    ]);
  });

  it('cleans names and groups, and uses an empty group when YNAB gives none', () => {
    const result = monthSummary({
      ...september,
      categories: [
        { id: 'x', name: 'Eat\u202Eout\nnow', hidden: false, deleted: false, balance: -1 },
      ],
    });
    expect(result.overspent).toEqual([{ category_id: 'x', name: 'Eatout now', group: '', balance: -0.001 }]);
  });

  it('maps a missing age of money to null', () => {
    expect(monthSummary({ ...september, age_of_money: undefined }).age_of_money).toBeNull();
    expect(monthSummary({ ...september, age_of_money: null }).age_of_money).toBeNull();
  });
});
