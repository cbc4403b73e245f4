// create_transactions in the write suite: each way of confirming, the new transaction and the
// account's balance checked field by field on the fake, then its undo (kind `create`) deleting it again;
// and the same for a likely duplicate of tx-054, created only with allow_duplicates.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const planOf = (fake: FakeYnab) => fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
const balance = (fake: FakeYnab) => planOf(fake).accounts.find((a) => a.id === 'acc-checking')!.balance;
// The fake numbers new transactions after the demo's tx-056.
const created = (fake: FakeYnab) => planOf(fake).transactions.find((t) => t.id === 'tx-057');

/** Before the write, and again after the undo: Checking at 3,512.66 and no live tx-057. */
const before = (fake: FakeYnab) => {
  expect(balance(fake)).toBe(3512660);
  expect(created(fake)?.deleted ?? true).toBe(true);
};

/** The created transaction, field by field, and the result's ids. */
function expectCreated(
  fake: FakeYnab,
  result: Record<string, unknown>,
  fields: { date: string; amount: number; balance: number; possible: string[] },
) {
  expect(balance(fake)).toBe(fields.balance);
  expect(created(fake)).toMatchObject({
    date: fields.date,
    amount: fields.amount,
    account_id: 'acc-checking',
    payee_name: 'Chez Lucie',
    category_id: 'cat-restaurants',
    category_name: 'Restaurants',
    memo: null,
    cleared: 'cleared',
    approved: false,
    import_id: null,
    deleted: false,
  });
  expect(result).toMatchObject({
    account: 'Checking',
    transactions: [
      {
        date: fields.date,
        amount: fields.amount / 1000,
        payee: 'Chez Lucie',
        category: 'Restaurants',
        memo: null,
        possible_duplicates: fields.possible,
      },
    ],
    created_ids: ['tx-057'],
    duplicate_import_ids: [],
    confirmation: null,
  });
}

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'create_transactions',
    args: {
      plan_id: 'demo-budget',
      account_id: 'acc-checking',
      transactions: [{ date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' }],
    },
    // tx-054 (Chez Lucie −88.00 on 09-22) has another amount: no look-alike.
    question: 'Create 1 transaction(s) on Checking?\n- 2026-09-24 Chez Lucie -12.00: Restaurants',
    before,
    applied: (fake, result) => expectCreated(fake, result, { date: '2026-09-24', amount: -12000, balance: 3500660, possible: [] }),
    undoQuestion: 'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-24 Chez Lucie -12.00',
  }),

  () => ({
    tool: 'create_transactions',
    args: {
      plan_id: 'demo-budget',
      account_id: 'acc-checking',
      transactions: [{ date: '2026-09-22', amount: -88, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' }],
      allow_duplicates: true,
    },
    question: 'Create 1 transaction(s) on Checking?\n- 2026-09-22 Chez Lucie -88.00: Restaurants — looks like tx-054 of 2026-09-22',
    before,
    applied: (fake, result) => expectCreated(fake, result, { date: '2026-09-22', amount: -88000, balance: 3424660, possible: ['tx-054'] }),
    undoQuestion: 'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-22 Chez Lucie -88.00',
  }),
];
