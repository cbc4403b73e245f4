// rename_payee in the write suite: each way of confirming renames pay-012 (two transactions)
// to Market Fresh, and the undo (kind `payee`) puts the bank label back.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const FRESH = 'CB MARKET FRESH FACT 190926 525130******1';
const named = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  return {
    payee: plan.payees.find((p) => p.id === 'pay-012')!.name,
    transactions: plan.transactions.filter((t) => t.payee_id === 'pay-012' && !t.deleted).map((t) => t.payee_name),
  };
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'rename_payee',
    args: { plan_id: 'demo-budget', payee_id: 'pay-012', name: 'Market Fresh' },
    question: `Rename payee ‘${FRESH}’ to ‘Market Fresh’ (2 transaction(s))?`,
    before: (fake) => expect(named(fake)).toEqual({ payee: FRESH, transactions: [FRESH, FRESH] }),
    applied: (fake, result) => {
      expect(result).toMatchObject({ payee_id: 'pay-012', from_name: FRESH, to_name: 'Market Fresh', transactions: 2 });
      expect(named(fake)).toEqual({ payee: 'Market Fresh', transactions: ['Market Fresh', 'Market Fresh'] });
    },
    undoQuestion: `Undo: rename payee ‘Market Fresh’ back to ‘${FRESH}’?`,
  }),
];
