// Examples for src/logic/classify/categorize-plan.ts: seed 004's example, each refusal, and the check order.
import { describe, expect, it } from 'vitest';
import { type Assignment, planCategorization } from '../../../src/logic/classify/categorize-plan.ts';
import type { ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import { suggestPage, type SuggestPageInput } from '../../../src/logic/classify/suggest-page.ts';
import { classifyAccounts, classifyTransactions } from '../fixtures/demo-classify.ts';
import { VISA, withRefusedCategories } from '../fixtures/refused-categories.ts';
import { ASSIGN_CHANGES } from '../../fixtures/demo-assignments.ts';

const extra: SuggestPageInput['transactions'][number][] = [
  {
    id: 'tx-split',
    date: '2026-09-10',
    amount: -5000,
    account_id: 'acc-checking',
    account_name: 'Checking',
    payee_name: 'SPLIT',
    category_id: null,
    deleted: false,
    subtransactions: [{ deleted: false }],
  },
  {
    id: 'tx-off',
    date: '2026-09-10',
    amount: -5000,
    account_id: 'acc-joint-savings',
    account_name: 'Joint savings',
    payee_name: 'OFF',
    category_id: null,
    deleted: false,
  },
  {
    id: 'tx-deleted',
    date: '2026-09-10',
    amount: -5000,
    account_id: 'acc-checking',
    account_name: 'Checking',
    payee_name: 'GONE',
    category_id: null,
    deleted: true,
  },
  {
    id: 'tx-to-loan',
    date: '2026-09-10',
    amount: -400000,
    account_id: 'acc-checking',
    account_name: 'Checking',
    payee_name: 'Transfer : Car loan',
    category_id: null,
    transfer_account_id: 'acc-car-loan',
    deleted: false,
  },
  {
    id: 'tx-unc',
    date: '2026-09-11',
    amount: -1000,
    account_id: 'acc-checking',
    account_name: 'Checking',
    payee_name: 'IMPORTED',
    category_id: 'cat-uncategorized',
    category_name: 'Uncategorized',
    deleted: false,
  },
];
const transactions = [...classifyTransactions, ...extra];
const groups = withRefusedCategories([VISA]);
const plan = (assignments: Assignment[]) => planCategorization(assignments, transactions, classifyAccounts, groups);
const a = (transaction_id: string, category_id: string): Assignment => ({ transaction_id, category_id });

describe('planCategorization', () => {
  it('gives seed 004’s changes for tx-048 → Groceries, tx-049 → Transport', () => {
    expect(plan([a('tx-048', 'cat-groceries'), a('tx-049', 'cat-transport')])).toEqual({
      ok: true,
      changes: ASSIGN_CHANGES,
      unchanged_count: 0,
      subject: [a('tx-048', 'cat-groceries'), a('tx-049', 'cat-transport')],
      moves: [
        { transaction_id: 'tx-048', from_category_id: null, to_category_id: 'cat-groceries' },
        { transaction_id: 'tx-049', from_category_id: null, to_category_id: 'cat-transport' },
      ],
      seen: [
        {
          transaction_id: 'tx-048',
          date: '2026-09-16',
          payee: 'CB BOULANGERIE DU PORT FACT 160926 525130******1',
          amount: -8400,
          from_category: null,
          to_category: 'Groceries',
        },
        { transaction_id: 'tx-049', date: '2026-09-18', payee: 'RAIL CO', amount: -45000, from_category: null, to_category: 'Transport' },
      ],
      changeMilli: [-8400, -45000],
    });
  });

  it('skips an assignment that changes nothing and counts it', () => {
    const r = plan([a('tx-045', 'cat-rent'), a('tx-000', 'cat-power')]);
    expect(r.ok && r.unchanged_count).toBe(1);
    expect(r.ok && r.changes.map((c) => [c.from_category_id, c.from_category, c.to_category])).toEqual([
      ['cat-rent', 'Rent', 'Electricity'],
    ]);
    expect(r.ok && r.subject).toEqual([a('tx-000', 'cat-power')]);
    const none = plan([a('tx-045', 'cat-rent')]);
    expect(none.ok && none.changes).toEqual([]);
  });

  it('shows YNAB’s Uncategorized as no category but journals its raw id', () => {
    const r = plan([a('tx-unc', 'cat-groceries')]);
    expect(r.ok && [r.changes[0]?.from_category_id, r.changes[0]?.from_category]).toEqual([null, null]);
    expect(r.ok && r.moves).toEqual([{ transaction_id: 'tx-unc', from_category_id: 'cat-uncategorized', to_category_id: 'cat-groceries' }]);
  });

  it('shows a transaction whose category field is absent as from no category (null), and journals null', () => {
    const bare: ClassifyTransaction = {
      id: 'tx-bare',
      date: '2026-09-12',
      amount: -2000,
      account_id: 'acc-checking',
      payee_name: 'BARE',
      deleted: false,
    };
    const r = planCategorization([a('tx-bare', 'cat-groceries')], [bare], classifyAccounts, groups);
    expect(r.ok && r.changes[0]).toMatchObject({ from_category_id: null, from_category: null });
    expect(r.ok && r.moves).toEqual([{ transaction_id: 'tx-bare', from_category_id: null, to_category_id: 'cat-groceries' }]);
  });

  it('names a previous category the plan’s groups no longer list by the transaction’s own name for it, else by its id', () => {
    const gone = (id: string, category_name?: string): ClassifyTransaction => ({
      id,
      date: '2026-09-12',
      amount: -2000,
      account_id: 'acc-checking',
      payee_name: 'X',
      category_id: 'cat-gone',
      category_name,
      deleted: false,
    });
    const r = planCategorization(
      [a('tx-named', 'cat-groceries'), a('tx-unnamed', 'cat-groceries')],
      [gone('tx-named', 'Old \u202Ename'), gone('tx-unnamed')],
      classifyAccounts,
      groups,
    );
    expect(r.ok && r.changes.map((c) => [c.from_category_id, c.from_category])).toEqual([
      ['cat-gone', 'Old name'],
      ['cat-gone', 'cat-gone'],
    ]);
  });

  it('accepts Ready to Assign and a transfer to a tracking account (Beyond)', () => {
    expect(plan([a('tx-048', 'cat-inflow')]).ok).toBe(true);
    expect(plan([a('tx-to-loan', 'cat-holidays')]).ok).toBe(true);
  });

  it('refuses each case with the seed’s identifier and placeholder', () => {
    expect(plan([a('tx-048', 'cat-groceries'), a('tx-048', 'cat-groceries')])).toEqual({
      ok: false,
      error: 'assigned_twice',
      tx_id: 'tx-048',
    });
    expect(plan([a('tx-999', 'cat-groceries')])).toEqual({ ok: false, error: 'unknown_transaction', tx_id: 'tx-999' });
    expect(plan([a('tx-deleted', 'cat-groceries')])).toEqual({ ok: false, error: 'unknown_transaction', tx_id: 'tx-deleted' });
    expect(plan([a('tx-048', 'cat-uncategorized')])).toEqual({
      ok: false,
      error: 'uncategorized_category',
      category_id: 'cat-uncategorized',
    });
    for (const id of ['cat-nope', 'cat-old', 'cat-del', 'cat-visa']) {
      expect(plan([a('tx-048', id)])).toEqual({ ok: false, error: 'unknown_category', category_id: id });
    }
    expect(plan([a('tx-split', 'cat-groceries')])).toEqual({ ok: false, error: 'split_transaction', tx_id: 'tx-split' });
    expect(plan([a('tx-off', 'cat-groceries')])).toEqual({ ok: false, error: 'off_budget', tx_id: 'tx-off' });
    expect(plan([a('tx-014', 'cat-groceries')])).toEqual({ ok: false, error: 'transfer', tx_id: 'tx-014' });
  });

  it('checks duplicates over the whole list first, then the first failing check of the first failing assignment', () => {
    // A later duplicate wins over an earlier unknown transaction.
    expect(plan([a('tx-999', 'x'), a('tx-048', 'cat-groceries'), a('tx-048', 'cat-rent')])).toEqual({
      ok: false,
      error: 'assigned_twice',
      tx_id: 'tx-048',
    });
    // With several duplicates, the one whose second occurrence comes first is named.
    expect(plan([a('A', 'x'), a('B', 'x'), a('B', 'x'), a('A', 'x')])).toMatchObject({ tx_id: 'B' });
    // The first failing assignment decides, even if a later one fails an earlier check.
    expect(plan([a('tx-split', 'cat-groceries'), a('tx-999', 'cat-groceries')])).toMatchObject({ error: 'split_transaction' });
    // Within one assignment: the Uncategorized check comes before split, off-budget and transfer.
    expect(plan([a('tx-split', 'cat-uncategorized')])).toMatchObject({ error: 'uncategorized_category' });
    expect(plan([a('tx-off', 'cat-visa')])).toMatchObject({ error: 'unknown_category' });
    expect(plan([a('tx-014', 'cat-old')])).toMatchObject({ error: 'unknown_category' });
    // Off budget comes before transfer: a tracking account's side of a transfer.
    expect(
      planCategorization(
        [a('t', 'cat-rent')],
        [{ id: 't', date: '2026-09-01', amount: 1, account_id: 'acc-joint-savings', transfer_account_id: 'acc-checking', deleted: false }],
        classifyAccounts,
        groups,
      ),
    ).toMatchObject({ error: 'off_budget' });
  });

  it('accepts exactly the categories suggest_categories lists', () => {
    const listed = new Set(
      suggestPage({ transactions, accounts: classifyAccounts, groups, threshold: 0.9, limit: 50, offset: 0, rules: [] }).categories.map(
        (c) => c.category_id,
      ),
    );
    const all = groups.flatMap((g) => g.categories.map((c) => c.id)).concat('cat-nope');
    for (const id of all) expect(plan([a('tx-048', id)]).ok).toBe(listed.has(id));
  });
});
