// Examples for src/logic/budget/month-summary.ts: the demo plan's September (demo-plan.md §3 and §8).
import { describe, expect, it } from 'vitest';
import { monthSummary } from '../../../src/logic/budget/month-summary.ts';
import { SEPTEMBER_SUMMARY } from '../../fixtures/demo-answers.ts';
import { september } from '../fixtures/demo.ts';
import type { Category } from '../../../src/logic/core/ynab-slices.ts';

type SummarisedCategory = Parameters<typeof monthSummary>[0]['categories'][number] & Pick<Category, 'budgeted' | 'activity'>;

const categories = september.categories;

describe('monthSummary', () => {
  it('gives the demo’s September figures', () => {
    expect(monthSummary(september)).toEqual(SEPTEMBER_SUMMARY);
  });

  it('leaves out Uncategorized even without the internal flag (group name is enough)', () => {
    const withoutFlag = categories.map(({ internal: _internal, ...c }) => c);
    expect(monthSummary({ ...september, categories: withoutFlag }).overspent.map((o) => o.category_id)).toEqual(['cat-restaurants']);
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
      categories: [{ id: 'x', name: 'Eat\u202Eout\nnow', hidden: false, deleted: false, balance: -1 }],
    });
    expect(result.overspent).toEqual([{ category_id: 'x', name: 'Eatout now', group: '', balance: -0.001 }]);
  });

  it('maps a missing age of money to null', () => {
    expect(monthSummary({ ...september, age_of_money: undefined }).age_of_money).toBeNull();
    expect(monthSummary({ ...september, age_of_money: null }).age_of_money).toBeNull();
  });
});
