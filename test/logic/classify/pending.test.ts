// Examples for src/logic/classify/pending.ts (algorithms.md §5) on the demo plan and on each exclusion rule.
import { describe, expect, it } from 'vitest';
import type { ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import { isPending, pendingTransactions } from '../../../src/logic/classify/pending.ts';
import { classifyAccounts, classifyGroups, classifyTransactions, trackingTransactions } from '../fixtures/demo-classify.ts';

const accountsById = new Map(classifyAccounts.map((a) => [a.id, a]));
const uncategorized = new Set(['cat-uncategorized']);
const base: ClassifyTransaction = {
  id: 'x',
  date: '2026-09-10',
  amount: -1000,
  account_id: 'acc-checking',
  category_id: null,
  deleted: false,
};

describe('pendingTransactions', () => {
  it('finds the demo plan’s six, newest first (tx-051 before tx-050 on the same day)', () => {
    const pending = pendingTransactions([...classifyTransactions, ...trackingTransactions], classifyAccounts, classifyGroups);
    expect(pending.map((t) => t.id)).toEqual(['tx-051', 'tx-050', 'tx-049', 'tx-048', 'tx-047', 'tx-046']);
  });

  it('counts YNAB’s Uncategorized id as no category', () => {
    const txs = classifyTransactions.map((t) =>
      t.category_id === null && t.transfer_account_id === null ? { ...t, category_id: 'cat-uncategorized' } : t,
    );
    expect(pendingTransactions(txs, classifyAccounts, classifyGroups)).toHaveLength(6);
  });
});

describe('isPending', () => {
  const pending = (t: Partial<ClassifyTransaction>): boolean => isPending({ ...base, ...t }, accountsById, uncategorized);

  it('accepts an uncategorised on-budget transaction', () => {
    expect(pending({})).toBe(true);
    expect(pending({ category_id: 'cat-uncategorized' })).toBe(true);
  });

  it('refuses deleted, categorised, split or off-budget ones', () => {
    expect(pending({ deleted: true })).toBe(false);
    expect(pending({ category_id: 'cat-rent' })).toBe(false);
    expect(pending({ subtransactions: [{ deleted: false }] })).toBe(false);
    expect(pending({ account_id: 'acc-joint-savings' })).toBe(false);
    expect(pending({ account_id: 'acc-unknown' })).toBe(false);
  });

  it('a split whose lines are all deleted is no longer split', () => {
    expect(pending({ subtransactions: [{ deleted: true }] })).toBe(true);
  });

  it('refuses an on-budget transfer but keeps one to a tracking account (Beyond B11)', () => {
    expect(pending({ transfer_account_id: 'acc-savings' })).toBe(false);
    expect(pending({ transfer_account_id: 'acc-car-loan' })).toBe(true);
    expect(pending({ transfer_account_id: 'acc-joint-savings', category_id: 'cat-uncategorized' })).toBe(true);
  });
});
