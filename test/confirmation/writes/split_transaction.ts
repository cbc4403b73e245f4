// split_transaction in the write suite: each way of confirming splits the demo receipt tx-046
// into Groceries −51.13 and Tennis −14.99 (demo-plan.md §8). Not undoable: the API cannot edit a split.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const receipt = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  return { stored: plan.data.transactions.find((t) => t.id === 'tx-046')!, shown: plan.transactions.find((t) => t.id === 'tx-046')! };
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'split_transaction',
    args: {
      plan_id: 'demo-budget',
      transaction_id: 'tx-046',
      lines: [
        { amount: -51.13, category_id: 'cat-groceries' },
        { amount: -14.99, category_id: 'cat-tennis' },
      ],
    },
    question: [
      'Split 2026-09-05 CB MARKET FRESH FACT 050926 525130******1 -66.12 into 2 lines?',
      '- Groceries -51.13',
      '- Tennis -14.99',
      "- undo_operation cannot revert this split: only YNAB's app can edit it",
    ].join('\n'),
    before: (fake) => {
      const { stored } = receipt(fake);
      expect([stored.amount, stored.category_id, stored.subtransactions]).toEqual([-66120, null, []]);
    },
    applied: (fake, result) => {
      expect(result).not.toHaveProperty('operation_id');
      expect(result).toMatchObject({
        transaction_id: 'tx-046',
        amount: -66.12,
        from_category: null,
        lines: [
          { amount: -51.13, category: 'Groceries', memo: null },
          { amount: -14.99, category: 'Tennis', memo: null },
        ],
      });
      const { stored, shown } = receipt(fake);
      expect(stored.amount).toBe(-66120);
      expect(stored.category_id).toBeNull();
      expect(stored.subtransactions).toHaveLength(2);
      expect(
        stored.subtransactions.map((s) => ({ amount: s.amount, category_id: s.category_id, memo: s.memo, deleted: s.deleted })),
      ).toEqual([
        { amount: -51130, category_id: 'cat-groceries', memo: null, deleted: false },
        { amount: -14990, category_id: 'cat-tennis', memo: null, deleted: false },
      ]);
      // What YNAB would show: a split, its lines named.
      expect(shown.category_name).toBe('Split');
      expect(shown.subtransactions.map((s) => [s.amount, s.category_id, s.category_name])).toEqual([
        [-51130, 'cat-groceries', 'Groceries'],
        [-14990, 'cat-tennis', 'Tennis'],
      ]);
    },
    undoQuestion: false,
  }),
];
