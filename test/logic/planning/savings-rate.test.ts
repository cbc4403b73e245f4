// Examples of src/logic/planning/savings-rate.ts (algorithms.md §17) on the demo plan's data and on small plans:
// what each kind of line counts as, the totals, best and worst month, rounding, and the message variants.
import { describe, expect, it } from 'vitest';
import type { BudgetLine } from '../../../src/logic/planning/budget-lines.ts';
import { categoryKinds, lineUse, savingsRate, type SavingsInput } from '../../../src/logic/planning/savings-rate.ts';
import { accounts, categoryGroups, TODAY } from '../fixtures/demo.ts';
import { demoTransactions } from '../fixtures/demo-with-transfers.ts';
import { lineTx as tx } from '../fixtures/line-transaction.ts';
import { SAVINGS_FEWER_MONTHS, SAVINGS_MONTHS, SAVINGS_TOTALS } from '../../fixtures/demo-planning-answers.ts';

const demo: SavingsInput = { accounts, groups: categoryGroups, transactions: demoTransactions, today: TODAY, monthsCount: 6, digits: 2 };

const line = (fields: Partial<BudgetLine>): BudgetLine => ({
  month: '2026-07-01',
  amount: -1000,
  category_id: 'cat-rent',
  transfer: 'none',
  payee_name: 'SHOP',
  ...fields,
});

describe('savings rate on the demo plan', () => {
  it('June–August: 51.9 %, 50.6 %, 47.7 %; 50.0 % in total; 1,351.29 saved a month', () => {
    const r = savingsRate(demo);
    expect(r.months).toEqual(SAVINGS_MONTHS);
    expect(r).toMatchObject(SAVINGS_TOTALS);
    expect(r.notes).toContain(SAVINGS_FEWER_MONTHS);
  });
});

describe('lineUse', () => {
  const kinds = categoryKinds(categoryGroups);
  it.each<[string, Partial<BudgetLine>, string]>([
    ['a zero amount', { amount: 0 }, 'skip'],
    ['money out to another budget account', { transfer: 'on_budget', category_id: null }, 'skip'],
    ['money in from another budget account', { amount: 1000, transfer: 'on_budget', category_id: null }, 'skip'],
    [
      'money in from a tracking account, even to Ready to Assign',
      { amount: 1000, transfer: 'asset_tracking', category_id: 'cat-inflow' },
      'skip',
    ],
    ['money out to an asset tracking account', { transfer: 'asset_tracking', category_id: null }, 'to_tracking'],
    ['money out to a tracking loan', { transfer: 'other', category_id: null }, 'spending'],
    ['money out, categorised', {}, 'spending'],
    ['money out, uncategorised', { category_id: null }, 'spending'],
    ['money out of Ready to Assign', { category_id: 'cat-inflow' }, 'spending'],
    ['a refund', { amount: 1000 }, 'spending'],
    ['a refund to a category the plan no longer lists', { amount: 1000, category_id: 'cat-gone' }, 'spending'],
    ['money in without a category', { amount: 1000, category_id: null }, 'uncategorised'],
    ['money in to Uncategorized', { amount: 1000, category_id: 'cat-uncategorized' }, 'uncategorised'],
    ['money in to Ready to Assign', { amount: 1000, category_id: 'cat-inflow' }, 'income'],
    [
      'a Starting Balance to Ready to Assign',
      { amount: 1000, category_id: 'cat-inflow', payee_name: 'Starting Balance' },
      'starting_balance',
    ],
    ['a Starting Balance without a category', { amount: 1000, category_id: null, payee_name: 'Starting Balance' }, 'uncategorised'],
    ['a Starting Balance to a category', { amount: 1000, payee_name: 'Starting Balance' }, 'spending'],
  ])('%s', (_, fields, use) => {
    expect(lineUse(line(fields), kinds)).toBe(use);
  });
});

describe('savings rate on small plans', () => {
  const base: SavingsInput = { ...demo, transactions: [], monthsCount: 3 };

  it('rounds the average to the plan’s unit', () => {
    const transactions = [
      tx('2026-06-02', 1_000_000, 'cat-inflow'),
      tx('2026-07-02', 1_000_000, 'cat-inflow'),
      tx('2026-08-02', 1_001_000, 'cat-inflow'),
    ];
    expect(savingsRate({ ...base, transactions }).average_saved).toBe(1000.33);
    expect(savingsRate({ ...base, transactions, digits: 0 }).average_saved).toBe(1000);
  });

  it('keeps a month whose refunds exceed its spending at 0 spent, and says so', () => {
    const r = savingsRate({
      ...base,
      transactions: [tx('2026-08-02', -10_000, 'cat-rent'), tx('2026-08-03', 25_000, 'cat-rent'), tx('2026-08-04', 100_000, 'cat-inflow')],
    });
    expect(r.months).toEqual([{ month: '2026-08', income: 100, spending: 0, saved: 100, rate: 100 }]);
    expect(r.notes).toContain("Refunds exceeded spending in 2026-08 (15.00): that month's spending shows 0 and the excess is not counted.");
  });

  it('has no rate without income, and says where the spending came from', () => {
    const r = savingsRate({ ...base, transactions: [tx('2026-07-02', -50_000, 'cat-rent'), tx('2026-08-02', -30_000, 'cat-rent')] });
    expect(r).toMatchObject({ income: 0, spending: 80, saved: -80, rate: null, average_saved: -40, best_month: null, worst_month: null });
    expect(r.months.map((m) => m.rate)).toEqual([null, null]);
    expect(r.message).toBe(
      'Over the 2 complete month(s) 2026-07 to 2026-08, income was 0.00 and spending 80.00: with no income (money in assigned to Ready to Assign), no savings rate can be computed, and the 80.00 spent came from money already in the accounts.',
    );
  });

  it('picks the earlier month on a tie, best and worst among months with income', () => {
    const transactions = [
      tx('2026-06-02', 100_000, 'cat-inflow'),
      tx('2026-06-03', -50_000, 'cat-rent'),
      tx('2026-07-02', -10_000, 'cat-rent'),
      tx('2026-08-02', 200_000, 'cat-inflow'),
      tx('2026-08-03', -100_000, 'cat-rent'),
    ];
    const r = savingsRate({ ...base, transactions });
    expect(r.months.map((m) => m.rate)).toEqual([50, null, 50]);
    expect(r).toMatchObject({ best_month: '2026-06', worst_month: '2026-06' });
  });

  it('counts money moved to an asset tracking account as saved, and reports uncategorised money in', () => {
    const transactions = [
      tx('2026-08-02', 300_000, 'cat-inflow'),
      tx('2026-08-03', -100_000, null, { transfer_account_id: 'acc-joint-savings' }),
      tx('2026-08-04', 42_000, null),
    ];
    const r = savingsRate({ ...base, transactions });
    expect(r).toMatchObject({ income: 300, spending: 0, saved: 300, moved_to_tracking: 100 });
    expect(r.notes).toContain(
      '42.00 of money in without a category (or in Uncategorized) is counted nowhere: categorise it to count it as income or as a refund.',
    );
  });

  it('says when no complete month exists yet', () => {
    const r = savingsRate({ ...base, transactions: [tx('2026-09-02', 100_000, 'cat-inflow')] });
    expect(r).toMatchObject({ months: [], income: 0, rate: null, average_saved: 0, best_month: null });
    expect(r.message).toBe(
      "No complete month holds budget transactions yet (the plan's transactions start in 2026-09), so there is no savings rate to measure: ask again once a month has ended.",
    );
  });
});

describe('savings rate’s message and notes', () => {
  const base: SavingsInput = { ...demo, transactions: [], monthsCount: 3 };
  const NOTES = [
    'Income is money in assigned to Ready to Assign; Starting Balance entries and transfers in from other accounts are not income.',
    'Spending is money out of the budget accounts, less refunds (money in to a category); payments to a tracking loan are spending.',
    'Transfers between budget accounts are neither income nor spending; transfers to tracking accounts that hold assets count as saved (moved_to_tracking).',
  ];

  it('gives the totals, the rate, and the best and worst months', () => {
    const transactions = [
      tx('2026-06-02', 100_000, 'cat-inflow'),
      tx('2026-06-03', -60_000, 'cat-rent'),
      tx('2026-07-02', 100_000, 'cat-inflow'),
      tx('2026-07-03', -20_000, 'cat-rent'),
      tx('2026-08-02', 100_000, 'cat-inflow'),
      tx('2026-08-03', -40_000, 'cat-rent'),
      tx('2026-08-04', -30_000, null, { transfer_account_id: 'acc-savings' }), // between budget accounts: nothing
    ];
    const r = savingsRate({ ...base, transactions });
    expect(r.months.map((m) => m.rate)).toEqual([40, 80, 60]);
    expect(r).toMatchObject({ best_month: '2026-07', worst_month: '2026-06' });
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, income was 300.00 and spending 120.00: 180.00 saved, a savings rate of 60.0 % (60.00 a month on average). Best month 2026-07 (80.0 %), worst 2026-06 (40.0 %).',
    );
    expect(r.notes).toEqual(NOTES);
  });

  it('names best and worst even when their rates are equal, and one month alone when only it had income', () => {
    const tie = savingsRate({
      ...base,
      transactions: [
        tx('2026-06-02', 100_000, 'cat-inflow'),
        tx('2026-06-03', -50_000, 'cat-rent'),
        tx('2026-08-02', 200_000, 'cat-inflow'),
        tx('2026-08-03', -100_000, 'cat-rent'),
      ],
    });
    expect(tie.message).toMatch(/ Best month 2026-06 \(50\.0 %\), worst 2026-06 \(50\.0 %\)\.$/);
    const one = savingsRate({ ...base, transactions: [tx('2026-07-02', -10_000, 'cat-rent'), tx('2026-08-02', 100_000, 'cat-inflow')] });
    expect(one.message).toBe(
      'Over the 2 complete month(s) 2026-07 to 2026-08, income was 100.00 and spending 10.00: 90.00 saved, a savings rate of 90.0 % (45.00 a month on average). Only 2026-08 had income to rate (100.0 %).',
    );
    expect(one.notes).toEqual([
      ...NOTES,
      'Fewer months than asked: only the last 2 of the 3 months asked hold transactions (the plan starts in 2026-07).',
    ]);
  });

  it('names the one month when there is one, and says nothing of money drawn when nothing was spent', () => {
    const r = savingsRate({ ...base, monthsCount: 1, transactions: [tx('2026-08-04', 42_000, null)] });
    expect(r.message).toBe(
      'Over the 1 complete month(s) 2026-08, income was 0.00 and spending 0.00: with no income (money in assigned to Ready to Assign), no savings rate can be computed.',
    );
    expect(r.notes).toEqual([
      ...NOTES,
      '42.00 of money in without a category (or in Uncategorized) is counted nowhere: categorise it to count it as income or as a refund.',
    ]);
  });

  it('leaves Starting Balance entries out of income, and says how much', () => {
    const r = savingsRate({
      ...base,
      monthsCount: 1,
      transactions: [
        tx('2026-08-01', 500_000, 'cat-inflow', { payee_name: 'Starting Balance' }),
        tx('2026-08-01', 250_000, 'cat-inflow', { payee_name: 'Starting Balance' }),
        tx('2026-08-02', 100_000, 'cat-inflow'),
      ],
    });
    expect(r.income).toBe(100);
    expect(r.notes).toEqual([...NOTES, '750.00 of Starting Balance entries was left out of income.']);
  });

  it('lists every month whose refunds exceeded its spending', () => {
    const r = savingsRate({
      ...base,
      transactions: [tx('2026-06-02', 5_000, 'cat-rent'), tx('2026-07-02', 100_000, 'cat-inflow'), tx('2026-08-02', 7_000, 'cat-rent')],
    });
    expect(r.notes).toEqual([
      ...NOTES,
      "Refunds exceeded spending in 2026-06 (5.00), 2026-08 (7.00): that month's spending shows 0 and the excess is not counted.",
    ]);
  });

  it('says when the plan has no budget transaction at all, or none in a complete month', () => {
    const none = savingsRate({ ...base, monthsCount: 1 });
    expect(none.message).toBe(
      'No complete month holds budget transactions yet, so there is no savings rate to measure: ask again once a month has ended.',
    );
    expect(none.notes).toEqual([...NOTES, 'None of the 1 month asked holds budget transactions.']);
  });
});
