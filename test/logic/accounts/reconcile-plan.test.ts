// Examples for src/logic/accounts/reconcile-plan.ts on the demo plan (demo-plan.md §8, reconcile rows): the analysis at the
// bank's 3,799.00 and at 3,727.14, each outcome of the flow, the subject, the question, the adjustment.
import { describe, expect, it } from 'vitest';
import {
  adjustmentJournal,
  adjustmentSent,
  adjustmentTransaction,
  analyzeReconcile,
  checkBankBalance,
  planReconcile,
  possibleDuplicates,
  readyToAssignId,
  reconcileQuestion,
  shownAnalysis,
} from '../../../src/logic/accounts/reconcile-plan.ts';
import { memoDigest } from '../../../src/logic/writes/sent-transactions.ts';
import { RECONCILE_AT_BANK } from '../../fixtures/demo-answers.ts';
import { accounts, budgetTransactions, categoryGroups, TODAY } from '../fixtures/demo.ts';

const checking = budgetTransactions.filter((t) => t.account_id === 'acc-checking');
const CLEARED_IDS = checking.filter((t) => t.cleared === 'cleared').map((t) => t.id);
const request = (bank_balance: number, adjust = false) => ({ account_id: 'acc-checking', bank_balance, adjust, digits: 2, today: TODAY });
type Analysed = Parameters<typeof analyzeReconcile>[0][number];

const tx = (t: Partial<Analysed> & { id: string }): Analysed => ({
  account_id: 'acc-checking',
  date: '2026-09-10',
  amount: -1000,
  cleared: 'cleared',
  payee_name: 'SHOP',
  deleted: false,
  ...t,
});

describe('analyzeReconcile on the demo Checking account', () => {
  it('at the bank’s 3,799.00: +71.86, no uncleared amount explains it, tx-050/tx-051 look duplicated', () => {
    const a = analyzeReconcile(checking, 3799000, TODAY);
    expect(shownAnalysis('acc-checking', 3799000, a)).toEqual(RECONCILE_AT_BANK);
    expect(a.reconcile_ids).toEqual(CLEARED_IDS);
  });

  it('explains a gap by the uncleared transactions of exactly that amount', () => {
    // The bank has posted Chez Lucie's −88.00 that YNAB still shows uncleared.
    expect(analyzeReconcile(checking, 3727140 - 88000, TODAY).explained_by).toEqual(['tx-054']);
    expect(analyzeReconcile(checking, 3727140, TODAY).explained_by).toEqual([]);
  });

  it('takes no uncleared transaction for the explanation when there is no gap, not even one of 0.00', () => {
    const a = analyzeReconcile([tx({ id: 'c', amount: 5000 }), tx({ id: 'zero', amount: 0, cleared: 'uncleared' })], 5000, TODAY);
    expect(a).toMatchObject({ difference: 0, uncleared_count: 1, explained_by: [] });
  });

  it('counts reconciled transactions as cleared but marks only the cleared ones, and skips deleted ones', () => {
    const a = analyzeReconcile(
      [
        tx({ id: 'b', cleared: 'reconciled', amount: 5000 }),
        tx({ id: 'a', amount: 2000 }),
        tx({ id: 'c', cleared: 'uncleared', amount: -700 }),
        tx({ id: 'd', amount: 9, deleted: true }),
      ],
      7000,
      TODAY,
    );
    expect([a.cleared_balance, a.working_balance, a.difference, a.reconcile_ids, a.uncleared_count]).toEqual([7000, 6300, 0, ['a'], 1]);
    expect(a.explained_by).toEqual([]);
  });

  it('lists at most 50 uncleared transactions, oldest first, and counts them all', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      tx({ id: `u${String(59 - i).padStart(2, '0')}`, date: `2026-08-${String((i % 28) + 1).padStart(2, '0')}`, cleared: 'uncleared' }),
    );
    const a = analyzeReconcile(many, 0, TODAY);
    expect(a.uncleared_count).toBe(60);
    expect(a.uncleared).toHaveLength(50);
    const keys = a.uncleared.map((t) => `${t.date} ${t.id}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('possibleDuplicates', () => {
  it('pairs the same amount and merchant up to 3 days apart, within the last 60 days, in scan order', () => {
    const txs = [
      tx({ id: 't1', date: '2026-09-01', payee_name: 'CB SHOP FACT 010926 525130******1' }),
      tx({ id: 't2', date: '2026-09-04', payee_name: 'CB SHOP FACT 040926 525130******1' }),
      tx({ id: 't3', date: '2026-09-05', payee_name: 'SHOP' }),
      tx({ id: 't4', date: '2026-09-09', payee_name: 'SHOP' }), // 4 days after t3
      tx({ id: 't5', date: '2026-09-09', payee_name: 'SHOP', amount: -1001 }), // another amount
      tx({ id: 'old1', date: '2026-07-26', payee_name: 'SHOP' }), // today − 61 days
      tx({ id: 'old2', date: '2026-07-27', payee_name: 'SHOP' }), // today − 60 days
      tx({ id: 'old3', date: '2026-07-29', payee_name: 'SHOP' }),
      tx({ id: 'n1', date: '2026-09-10', payee_name: null }),
      tx({ id: 'n2', date: '2026-09-10', payee_name: '12345' }), // normalises to ""
      tx({ id: 'n3', date: '2026-09-11', payee_name: null }), // no payee is no evidence, whatever n1 is
      tx({ id: 'n4', date: '2026-09-11', payee_name: '12345' }),
    ];
    expect(possibleDuplicates(txs, TODAY)).toEqual([
      ['old2', 'old3'],
      ['t1', 't2'],
      ['t2', 't3'],
    ]);
  });

  it('looks at every date when the 60 days would start before year 0000', () => {
    const txs = [tx({ id: 'a', date: '0000-01-02' }), tx({ id: 'b', date: '0000-01-03' })];
    expect(possibleDuplicates(txs, '0000-01-20')).toEqual([['a', 'b']]);
  });

  it('finds only tx-050/tx-051 on the demo plan', () => {
    expect(possibleDuplicates(checking, TODAY)).toEqual([['tx-050', 'tx-051']]);
  });
});

describe('planReconcile', () => {
  it('refuses an unknown or deleted account, then an amount finer than the currency', () => {
    expect(planReconcile({ ...request(1), account_id: 'acc-nope' }, accounts, checking)).toEqual({
      ok: false,
      error: 'unknown_account',
      ids: 'acc-nope',
    });
    const deleted = accounts.map((a) => (a.id === 'acc-checking' ? { ...a, deleted: true } : a));
    expect(planReconcile(request(1.001), deleted, checking)).toMatchObject({ ok: false, error: 'unknown_account' });
    expect(planReconcile(request(1.001), accounts, checking)).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '1.001',
      decimals: 2,
    });
  });

  it('at 3,799.00 without adjust: difference_found, no adjustment', () => {
    const p = planReconcile(request(3799), accounts, budgetTransactions);
    expect(p).toMatchObject({ ok: true, outcome: 'difference_found', adjustment: null, name: 'Checking', bank: 3799000 });
  });

  it('at 3,727.14: confirm the 49, with the seed’s question and the subject', () => {
    const p = planReconcile(request(3727.14), accounts, budgetTransactions);
    if (!p.ok) throw new Error(p.error);
    expect(p.outcome).toBe('confirm');
    expect(p.question).toBe('Reconcile Checking: mark 49 cleared transaction(s) reconciled?');
    expect(p.subject).toEqual({ account_id: 'acc-checking', bank_balance: 3727140, adjustment: 0, reconcile_ids: CLEARED_IDS });
    expect(p.details).toEqual({ account_id: 'acc-checking', reconciled_ids: CLEARED_IDS, adjustment_id: null });
    // The question shows the account's name: a confirmation binds it.
    expect(p.seen).toEqual({ account: 'Checking' });
  });

  it('at 3,799.00 with adjust: confirm the 49 and an adjustment of the difference', () => {
    const p = planReconcile(request(3799, true), accounts, budgetTransactions);
    if (!p.ok) throw new Error(p.error);
    expect(p.outcome).toBe('confirm');
    expect(p.adjustment).toBe(71860);
    expect(p.subject.adjustment).toBe(71860);
    expect(p.question).toBe('Reconcile Checking: mark 49 cleared transaction(s) reconciled and record an adjustment of 71.86?');
  });

  it('adjust with no gap records nothing; no gap and nothing cleared is nothing_to_do, a gap stays difference_found', () => {
    const done = budgetTransactions.map((t) => (t.cleared === 'cleared' ? { ...t, cleared: 'reconciled' as const } : t));
    const same = planReconcile(request(3727.14, true), accounts, budgetTransactions);
    expect(same).toMatchObject({ ok: true, outcome: 'confirm', adjustment: null, subject: { adjustment: 0 } });
    expect(planReconcile(request(3727.14), accounts, done)).toMatchObject({ ok: true, outcome: 'nothing_to_do' });
    expect(planReconcile(request(3700), accounts, done)).toMatchObject({ ok: true, outcome: 'difference_found' });
    // Nothing left to mark, but a gap the user wants booked: the adjustment alone.
    const adjustOnly = planReconcile(request(3700, true), accounts, done);
    expect(adjustOnly).toMatchObject({ ok: true, outcome: 'confirm', adjustment: -27140 });
    expect(adjustOnly.ok && adjustOnly.question).toBe(
      'Reconcile Checking: mark 0 cleared transaction(s) reconciled and record an adjustment of -27.14?',
    );
  });

  it('reads a tracking account’s transactions only', () => {
    const p = planReconcile({ ...request(0), account_id: 'acc-savings' }, accounts, budgetTransactions);
    expect(p).toMatchObject({
      ok: true,
      outcome: 'difference_found',
      analysis: { cleared_balance: 600000, reconcile_ids: ['tx-013', 'tx-028', 'tx-043'] },
    });
  });
});

describe('the pieces around the plan', () => {
  it('checkBankBalance refuses more than 3 decimals before any request', () => {
    expect(checkBankBalance(3799.001)).toEqual({ ok: true });
    expect(checkBankBalance(3799.0001)).toEqual({ ok: false, error: 'bad_amount', amount: '3799.0001' });
  });

  it('finds Ready to Assign among the internal categories', () => {
    expect(readyToAssignId(categoryGroups)).toBe('cat-inflow');
    expect(readyToAssignId(categoryGroups.filter((g) => !g.internal))).toBeNull();
  });

  it('builds the adjustment transaction', () => {
    expect(adjustmentTransaction('acc-checking', TODAY, 71860, 'cat-inflow')).toEqual({
      account_id: 'acc-checking',
      date: '2026-09-25',
      amount: 71860,
      payee_name: 'Bank balance adjustment',
      memo: 'Added by avenir-mcp reconcile_account',
      cleared: 'reconciled',
      approved: true,
      category_id: 'cat-inflow',
    });
  });

  it('cleans the account name so it cannot add a line to the question', () => {
    expect(reconcileQuestion('Checking\n- forged\u202e', 2, null, 0)).toBe(
      'Reconcile Checking - forged: mark 2 cleared transaction(s) reconciled?',
    );
    expect(reconcileQuestion('Card', 1, -500000, 0)).toBe(
      'Reconcile Card: mark 1 cleared transaction(s) reconciled and record an adjustment of -500?',
    );
  });

  it('announces the adjustment as sent: today, the amount, its payee and memo (as a digest), no category compared', () => {
    expect(adjustmentSent('2026-09-25', 71860)).toEqual({
      date: '2026-09-25',
      amount: 71860,
      payee_name: 'Bank balance adjustment',
      memo_digest: memoDigest('Added by avenir-mcp reconcile_account'),
    });
  });

  it('journals the adjustment as sent on the account, with the live transactions of its date and amount', () => {
    const transactions = [
      { id: 'tx-same', account_id: 'acc-checking', date: '2026-09-25', amount: 71860, deleted: false },
      { id: 'tx-gone', account_id: 'acc-checking', date: '2026-09-25', amount: 71860, deleted: true },
    ];
    expect(adjustmentJournal('acc-checking', '2026-09-25', 71860, transactions)).toEqual({
      account_id: 'acc-checking',
      sent: [adjustmentSent('2026-09-25', 71860)],
      existing_ids: ['tx-same'],
    });
  });
});
