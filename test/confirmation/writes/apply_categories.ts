// apply_categories in the write suite: each way of confirming, then its undo.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const categories = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  return ['tx-048', 'tx-049'].map((id) => plan.data.transactions.find((t) => t.id === id)!.category_id ?? null);
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'apply_categories',
    args: {
      plan_id: 'demo-budget',
      assignments: [
        { transaction_id: 'tx-048', category_id: 'cat-groceries' },
        { transaction_id: 'tx-049', category_id: 'cat-transport' },
      ],
    },
    question:
      'Recategorise 2 transaction(s)?\n- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: no category → Groceries\n- 2026-09-18 RAIL CO -45.00: no category → Transport',
    before: (fake) => expect(categories(fake)).toEqual([null, null]),
    applied: (fake) => expect(categories(fake)).toEqual(['cat-groceries', 'cat-transport']),
    undoQuestion:
      'Undo: recategorise 2 transaction(s)?\n- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: Groceries → no category\n- 2026-09-18 RAIL CO -45.00: Transport → no category',
  }),
];
