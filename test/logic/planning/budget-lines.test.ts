// Examples of src/logic/planning/budget-lines.ts (algorithms.md §16 steps 2–3): the complete months on the demo
// plan and around the plan's start, and which lines a transaction gives.
import { describe, expect, it } from 'vitest';
import {
  budgetLines,
  completeMonths,
  completeMonthsSince,
  startsPlan,
  transferKind,
  type LineTransaction,
} from '../../../src/logic/planning/budget-lines.ts';
import { accountsById, TODAY } from '../fixtures/demo.ts';
import { demoTransactions } from '../fixtures/demo-with-transfers.ts';
import { lineTx } from '../fixtures/line-transaction.ts';

const tx = (fields: Partial<LineTransaction>): LineTransaction => lineTx('2026-07-10', -1000, 'cat-rent', fields);

describe('completeMonths', () => {
  it('keeps the demo’s June–August of the six months asked: the plan starts in June, September is not over', () => {
    expect(completeMonths(demoTransactions, accountsById, TODAY, 6)).toEqual({
      months: ['2026-06-01', '2026-07-01', '2026-08-01'],
      asked: 6,
      start: '2026-06-01',
    });
    expect(completeMonths(demoTransactions, accountsById, TODAY, 2).months).toEqual(['2026-07-01', '2026-08-01']);
  });

  it('leaves out today’s month even on its first day, and counts across a year end', () => {
    const history = [tx({ date: '2025-01-15' })];
    expect(completeMonths(history, accountsById, '2026-02-01', 3).months).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
  });

  it('ignores deleted and tracking-account transactions when finding the plan’s start', () => {
    const history = [
      tx({ date: '2026-03-02', deleted: true }),
      tx({ date: '2026-02-02', account_id: 'acc-joint-savings' }),
      tx({ date: '2026-08-31' }),
    ];
    expect(completeMonths(history, accountsById, TODAY, 6)).toMatchObject({ months: ['2026-08-01'], start: '2026-08-01' });
  });

  it('counts every month from startedBy when the plan has on-budget transactions before the ones given', () => {
    // Only August is given, but the plan started earlier: June and July count too (they had no transaction).
    expect(completeMonths([tx({ date: '2026-08-31' })], accountsById, TODAY, 3, '2026-06-01')).toEqual({
      months: ['2026-06-01', '2026-07-01', '2026-08-01'],
      asked: 3,
      start: '2026-06-01',
    });
    expect(completeMonths([], accountsById, TODAY, 2, '2026-07-01').months).toEqual(['2026-07-01', '2026-08-01']);
  });

  it('reads from the first of the months asked, and starts the plan only with a live on-budget transaction', () => {
    expect([completeMonthsSince(TODAY, 3), completeMonthsSince('2026-01-31', 2)]).toEqual(['2026-06-01', '2025-11-01']);
    const accounts = [...accountsById.values()];
    expect(startsPlan(tx({ date: '2026-08-31' }), accounts)).toBe(true);
    expect(startsPlan(tx({ date: '2026-08-31', deleted: true }), accounts)).toBe(false);
    expect(startsPlan(tx({ date: '2026-08-31', account_id: 'acc-joint-savings' }), accounts)).toBe(false);
    expect(startsPlan(tx({ date: '2026-08-31', account_id: 'acc-unknown' }), accounts)).toBe(false);
  });

  it('has no month when the plan has no budget transaction, or only this month’s', () => {
    expect(completeMonths([], accountsById, TODAY, 6)).toEqual({ months: [], asked: 6, start: null });
    expect(completeMonths([tx({ date: '2026-09-02' })], accountsById, TODAY, 6)).toEqual({ months: [], asked: 6, start: '2026-09-01' });
  });
});

describe('transferKind', () => {
  it('tells budget, asset tracking and other accounts apart', () => {
    expect(transferKind(null, accountsById)).toBe('none');
    expect(transferKind('acc-savings', accountsById)).toBe('on_budget');
    expect(transferKind('acc-joint-savings', accountsById)).toBe('asset_tracking');
    expect(transferKind('acc-former-bank', accountsById)).toBe('asset_tracking');
    expect(transferKind('acc-car-loan', accountsById)).toBe('other');
    expect(transferKind('acc-unknown', accountsById)).toBe('other');
  });
});

describe('budgetLines', () => {
  const months = ['2026-07-01'];

  it('gives a split’s live lines, each with its own category, transfer and payee', () => {
    const split = tx({
      category_id: null,
      payee_name: 'MARKET',
      subtransactions: [
        { amount: -600, category_id: 'cat-groceries', deleted: false },
        { amount: -300, category_id: null, transfer_account_id: 'acc-car-loan', payee_name: 'Transfer : Car loan', deleted: false },
        { amount: -100, category_id: 'cat-tennis', deleted: true },
      ],
    });
    expect(budgetLines([split], accountsById, months)).toEqual([
      { month: '2026-07-01', amount: -600, category_id: 'cat-groceries', transfer: 'none', payee_name: 'MARKET' },
      { month: '2026-07-01', amount: -300, category_id: null, transfer: 'other', payee_name: 'Transfer : Car loan' },
    ]);
  });

  it('gives the transaction itself when it has no split lines at all', () => {
    const { subtransactions: _, ...plain } = tx({ amount: -2500 });
    expect(budgetLines([plain], accountsById, months)).toEqual([
      { month: '2026-07-01', amount: -2500, category_id: 'cat-rent', transfer: 'none', payee_name: 'SHOP' },
    ]);
  });

  it('gives the transaction itself when every split line is deleted', () => {
    const t = tx({ subtransactions: [{ amount: -1000, category_id: 'cat-tennis', deleted: true }] });
    expect(budgetLines([t], accountsById, months)).toEqual([
      { month: '2026-07-01', amount: -1000, category_id: 'cat-rent', transfer: 'none', payee_name: 'SHOP' },
    ]);
  });

  it('leaves out deleted transactions, tracking accounts and other months', () => {
    const out = [tx({ deleted: true }), tx({ account_id: 'acc-joint-savings' }), tx({ date: '2026-08-01' }), tx({ date: '2026-06-30' })];
    expect(budgetLines(out, accountsById, months)).toEqual([]);
  });

  it('gives 45 lines for the demo’s June–August, the two sides of each Savings transfer included', () => {
    const lines = budgetLines(demoTransactions, accountsById, ['2026-06-01', '2026-07-01', '2026-08-01']);
    expect(lines).toHaveLength(45);
    expect(lines.filter((l) => l.transfer === 'on_budget')).toHaveLength(6);
    expect(lines.filter((l) => l.transfer === 'asset_tracking').map((l) => l.amount)).toEqual([1500000]);
  });
});
