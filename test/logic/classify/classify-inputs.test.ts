// Examples for src/logic/classify/classify-inputs.ts: what counts as a split, an on-budget account and an on-budget transfer.
import { describe, expect, it } from 'vitest';
import { isOnBudgetAccount, isOnBudgetTransfer, isSplit } from '../../../src/logic/classify/classify-inputs.ts';

const accounts = new Map([
  ['checking', { on_budget: true }],
  ['savings', { on_budget: true }],
  ['loan', { on_budget: false }],
]);

describe('isSplit', () => {
  it('needs one subtransaction that is not deleted', () => {
    expect(isSplit({})).toBe(false);
    expect(isSplit({ subtransactions: [] })).toBe(false);
    expect(isSplit({ subtransactions: [{ deleted: true }, { deleted: true }] })).toBe(false);
    expect(isSplit({ subtransactions: [{ deleted: true }, { deleted: false }] })).toBe(true);
  });
});

describe('isOnBudgetAccount', () => {
  it('is true only for a known on-budget account', () => {
    expect(isOnBudgetAccount('checking', accounts)).toBe(true);
    expect(isOnBudgetAccount('loan', accounts)).toBe(false);
    expect(isOnBudgetAccount('closed-and-gone', accounts)).toBe(false);
    expect(isOnBudgetAccount(null, accounts)).toBe(false);
    expect(isOnBudgetAccount(undefined, accounts)).toBe(false);
  });
});

describe('isOnBudgetTransfer', () => {
  it('needs a transfer whose two accounts are on budget', () => {
    expect(isOnBudgetTransfer({ account_id: 'checking', transfer_account_id: 'savings' }, accounts)).toBe(true);
    expect(isOnBudgetTransfer({ account_id: 'checking', transfer_account_id: 'loan' }, accounts)).toBe(false);
    expect(isOnBudgetTransfer({ account_id: 'loan', transfer_account_id: 'checking' }, accounts)).toBe(false);
    expect(isOnBudgetTransfer({ account_id: 'checking', transfer_account_id: 'unknown' }, accounts)).toBe(false);
  });

  it('is false for a transaction that is no transfer, on an on-budget account', () => {
    expect(isOnBudgetTransfer({ account_id: 'checking', transfer_account_id: null }, accounts)).toBe(false);
    expect(isOnBudgetTransfer({ account_id: 'checking' }, accounts)).toBe(false);
  });
});
