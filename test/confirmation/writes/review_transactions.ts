// review_transactions in the write suite: each way of confirming, then its undo (kind `review`).
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const BAKERY = 'CB BOULANGERIE DU PORT FACT 160926 525130******1';

const fields = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  return ['tx-048', 'tx-049'].map((id) => {
    const t = plan.data.transactions.find((x) => x.id === id)!;
    return [t.category_id ?? null, t.approved, t.flag_color ?? null];
  });
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'review_transactions',
    args: {
      plan_id: 'demo-budget',
      items: [
        { transaction_id: 'tx-048', category_id: 'cat-groceries', approved: true },
        { transaction_id: 'tx-049', approved: true, flag: 'blue' },
      ],
    },
    question:
      'Review 2 transaction(s)?\n' +
      `- 2026-09-16 ${BAKERY} -8.40: category: no category → Groceries; approval: unapproved → approved\n` +
      '- 2026-09-18 RAIL CO -45.00: approval: unapproved → approved; flag: no flag → blue',
    before: (fake) =>
      expect(fields(fake)).toEqual([
        [null, false, null],
        [null, false, null],
      ]),
    applied: (fake, result) => {
      expect(fields(fake)).toEqual([
        ['cat-groceries', true, null],
        [null, true, 'blue'],
      ]);
      expect(result).toMatchObject({ confirmation: null, changes: [{ transaction_id: 'tx-048' }, { transaction_id: 'tx-049' }] });
    },
    undoQuestion:
      'Undo: set 2 reviewed transaction(s) back?\n' +
      `- 2026-09-16 ${BAKERY} -8.40: category: Groceries → no category; approval: approved → unapproved\n` +
      '- 2026-09-18 RAIL CO -45.00: approval: approved → unapproved; flag: blue → no flag',
  }),
];
