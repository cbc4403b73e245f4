// The fake's write routes by YNAB's rules: each changes the state, advances the knowledge, and balances and
// month figures follow. Every answer is checked against the spec and no request may violate it.

import { describe, expect, it } from 'vitest';
import type { Account, Category, MonthDetail, Payee, TransactionDetail } from '../../../src/fake-ynab/model/api-types.ts';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import { byId, call, checkedFakes, data, errorDetail, get, PLAN } from '../fake-helpers.ts';

// Every answer and every request of each fake checked against the spec after each test.
const fresh = checkedFakes(true);

interface Saved {
  transaction_ids: string[];
  transactions?: TransactionDetail[];
  transaction?: TransactionDetail;
  duplicate_import_ids?: string[];
  server_knowledge: number;
}

const patch = (fake: FakeYnab, transactions: object[]) => call(fake, 'PATCH', `${PLAN}/transactions`, { body: { transactions } });
const post = (fake: FakeYnab, body: object) => call(fake, 'POST', `${PLAN}/transactions`, { body });
const tx = (fake: FakeYnab, id: string) => data<{ transaction: TransactionDetail }>(get(fake, `${PLAN}/transactions/${id}`)).transaction;
const account = (fake: FakeYnab, id: string) => byId(data<{ accounts: Account[] }>(get(fake, `${PLAN}/accounts`)).accounts, id);
const month = (fake: FakeYnab, m = '2026-09-01') => data<{ month: MonthDetail }>(get(fake, `${PLAN}/months/${m}`)).month;
const category = (fake: FakeYnab, id: string, m = '2026-09-01') => byId(month(fake, m).categories, id);
const pendingCount = (fake: FakeYnab) =>
  data<{ transactions: TransactionDetail[] }>(get(fake, `${PLAN}/transactions`, 'since_date=1970-01-01&type=unapproved')).transactions
    .length;
const knowledge = (fake: FakeYnab) => data<{ server_knowledge: number }>(get(fake, `${PLAN}/months`)).server_knowledge;

describe('PATCH transactions (bulk)', () => {
  it('recategorises by id in one request (§8 apply_categories) and the month follows', () => {
    const fake = fresh();
    const k = knowledge(fake);
    const saved = data<Saved>(
      patch(fake, [
        { id: 'tx-048', category_id: 'cat-groceries', approved: true },
        { id: 'tx-049', category_id: 'cat-transport', approved: true },
      ]),
    );
    expect(saved.transaction_ids).toEqual(['tx-048', 'tx-049']);
    expect(saved.transactions?.map((t) => [t.id, t.category_name])).toEqual([
      ['tx-048', 'Groceries'],
      ['tx-049', 'Transport'],
    ]);
    expect(saved.server_knowledge).toBe(k + 1);
    expect(pendingCount(fake)).toBe(4);
    expect(category(fake, 'cat-groceries')).toMatchObject({ activity: -8400, balance: 391600 });
    expect(category(fake, 'cat-transport')).toMatchObject({ activity: -45000, balance: 180000 });
    expect(category(fake, 'cat-uncategorized').activity).toBe(-276730 + 53400);
    expect(month(fake).activity).toBe(-1441210);
  });

  it('refuses the whole batch when an id is unknown, naming the index', () => {
    const fake = fresh();
    const k = knowledge(fake);
    const detail = errorDetail(
      patch(fake, [
        { id: 'tx-048', approved: true },
        { id: 'tx-999', approved: true },
      ]),
      400,
    );
    expect(detail).toBe('transaction does not exist in this plan (index: 1)');
    expect(tx(fake, 'tx-048').approved).toBe(false);
    expect(knowledge(fake)).toBe(k);
  });

  it('flags, approves, clears and looks up by import_id', () => {
    const fake = fresh();
    data(
      patch(fake, [
        { id: 'tx-050', flag_color: 'red' },
        { import_id: 'YNAB:-71860:2026-09-19:2', flag_color: 'red' },
      ]),
    );
    expect([tx(fake, 'tx-050').flag_color, tx(fake, 'tx-051').flag_color]).toEqual(['red', 'red']);
    data(patch(fake, [{ id: 'tx-052', cleared: 'cleared' }]));
    expect(account(fake, 'acc-checking')).toMatchObject({ balance: 3512660, cleared_balance: 3705140, uncleared_balance: -192480 });
  });

  it('splits a transaction without split lines, once (§8 split_transaction)', () => {
    const fake = fresh();
    const lines = [
      { amount: -51130, category_id: 'cat-groceries' },
      { amount: -14990, category_id: 'cat-tennis' },
    ];
    const saved = data<Saved>(patch(fake, [{ id: 'tx-046', category_id: null, subtransactions: lines }]));
    const split = saved.transactions?.[0];
    expect(split).toMatchObject({ category_id: null, category_name: 'Split', amount: -66120 });
    expect(split?.subtransactions.map((s) => [s.amount, s.category_name, s.transaction_id])).toEqual([
      [-51130, 'Groceries', 'tx-046'],
      [-14990, 'Tennis', 'tx-046'],
    ]);
    expect(category(fake, 'cat-tennis').activity).toBe(-36990);
    expect(errorDetail(patch(fake, [{ id: 'tx-046', subtransactions: lines }]), 400)).toBe(
      'updating subtransactions on an existing split transaction is not supported (index: 0)',
    );
    const wrongSum = patch(fake, [{ id: 'tx-047', subtransactions: [{ amount: -1000, category_id: 'cat-tennis' }] }]);
    expect(errorDetail(wrongSum, 400)).toBe('amount must equal the sum of subtransaction amounts (index: 0)');
  });

  it('keeps both halves of a transfer in step, and balances follow', () => {
    const fake = fresh();
    data(patch(fake, [{ id: 'tx-044', amount: -250000 }]));
    expect(tx(fake, 'tx-043').amount).toBe(250000);
    expect(account(fake, 'acc-savings').balance).toBe(650000);
    expect(account(fake, 'acc-checking').balance).toBe(3462660);
  });
});

describe('POST transactions', () => {
  it('creates one (§8 create_transactions) with the payee found by name; Checking follows', () => {
    const fake = fresh();
    const k = knowledge(fake);
    const body = {
      transaction: {
        account_id: 'acc-checking',
        date: '2026-09-24',
        amount: -12000,
        payee_name: 'Chez Lucie',
        category_id: 'cat-restaurants',
      },
    };
    const saved = data<Saved>(post(fake, body), 201);
    expect(saved.transaction).toMatchObject({
      id: 'tx-057',
      payee_id: 'pay-018',
      cleared: 'uncleared',
      approved: false,
      category_name: 'Restaurants',
    });
    expect(saved.transactions).toBeUndefined();
    expect(saved).toMatchObject({ transaction_ids: ['tx-057'], duplicate_import_ids: [], server_knowledge: k + 1 });
    expect(account(fake, 'acc-checking').balance).toBe(3500660);
    expect(category(fake, 'cat-restaurants').balance).toBe(-34500);
  });

  it('creates many, reports duplicate import ids, and makes new payees and transfers', () => {
    const fake = fresh();
    const transactions = [
      { account_id: 'acc-checking', date: '2026-09-19', amount: -71860, import_id: 'YNAB:-71860:2026-09-19:2' },
      { account_id: 'acc-checking', date: '2026-09-20', amount: -5000, payee_name: 'New Bakery' },
      { account_id: 'acc-checking', date: '2026-09-21', amount: -100000, payee_id: 'pay-tr-savings' },
    ];
    const saved = data<Saved>(post(fake, { transactions }), 201);
    expect(saved.duplicate_import_ids).toEqual(['YNAB:-71860:2026-09-19:2']);
    expect(saved.transaction_ids).toEqual(['tx-057', 'tx-058']);
    expect(saved.transactions?.[0]).toMatchObject({ payee_id: 'pay-036', payee_name: 'New Bakery' });
    expect(saved.transactions?.[1]).toMatchObject({
      transfer_account_id: 'acc-savings',
      transfer_transaction_id: 'tx-059',
      category_id: null,
    });
    expect(tx(fake, 'tx-059')).toMatchObject({
      account_id: 'acc-savings',
      amount: 100000,
      payee_id: 'pay-tr-checking',
      transfer_transaction_id: 'tx-058',
    });
    expect(account(fake, 'acc-savings').balance).toBe(700000);
  });

  it('refuses future dates (400, index) and a single duplicate import id (409)', () => {
    const fake = fresh();
    const future = {
      transactions: [
        { account_id: 'acc-checking', date: '2026-09-24', amount: -1000 },
        { account_id: 'acc-checking', date: '2026-09-26', amount: -1000 },
      ],
    };
    expect(errorDetail(post(fake, future), 400)).toBe('date must not be in the future or over 5 years ago (index: 1)');
    expect(account(fake, 'acc-checking').balance).toBe(3512660);
    const duplicate = {
      transaction: { account_id: 'acc-checking', date: '2026-09-19', amount: -71860, import_id: 'YNAB:-71860:2026-09-19:1' },
    };
    expect(post(fake, duplicate).status).toBe(409);
  });
});

describe('DELETE transactions/{id}', () => {
  it('marks the transaction deleted, both halves of a transfer, and 404s when unknown', () => {
    const fake = fresh();
    const deleted = data<{ transaction: TransactionDetail; server_knowledge: number }>(call(fake, 'DELETE', `${PLAN}/transactions/tx-014`));
    expect(deleted.transaction).toMatchObject({ id: 'tx-014', deleted: true });
    expect(get(fake, `${PLAN}/transactions/tx-013`).status).toBe(404);
    expect(account(fake, 'acc-savings').balance).toBe(400000);
    expect(call(fake, 'DELETE', `${PLAN}/transactions/tx-014`).status).toBe(404);
    expect(call(fake, 'DELETE', `${PLAN}/transactions/nope`).status).toBe(404);
  });
});

describe('PATCH months/{month}/categories/{c}', () => {
  const budget = (fake: FakeYnab, m: string, c: string, budgeted: number) =>
    call(fake, 'PATCH', `${PLAN}/months/${m}/categories/${c}`, { body: { category: { budgeted } } });

  it('moves 30 from Tennis to Restaurants (§8 move_money) and Ready to Assign stays', () => {
    const fake = fresh();
    const tennis = data<{ category: Category; server_knowledge: number }>(budget(fake, 'current', 'cat-tennis', 50000));
    expect(tennis.category).toMatchObject({ budgeted: 50000, balance: 202000 });
    const restaurants = data<{ category: Category }>(budget(fake, '2026-09-01', 'cat-restaurants', 150000)).category;
    expect(restaurants).toMatchObject({ budgeted: 150000, balance: 7500, goal_under_funded: 0 });
    expect(month(fake)).toMatchObject({ budgeted: 1967670, to_be_budgeted: 1729320 });
  });

  it('creates later months on first write, up to a year after the current month', () => {
    const fake = fresh();
    expect(get(fake, `${PLAN}/months/2026-11-01`).status).toBe(404);
    data(budget(fake, '2026-11-01', 'cat-holidays', 100000));
    const months = data<{ months: { month: string }[] }>(get(fake, `${PLAN}/months`)).months.map((m) => m.month);
    expect(months.slice(-3)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(month(fake, '2026-11-01')).toMatchObject({ budgeted: 100000, to_be_budgeted: 1729320 - 22500 - 100000, age_of_money: null });
    expect(category(fake, 'cat-holidays', '2026-11-01').balance).toBe(1847880);
    expect(budget(fake, '2027-09-01', 'cat-rent', 1).status).toBe(200);
    expect(errorDetail(budget(fake, '2027-10-01', 'cat-rent', 1), 400)).toBe('month must not be after 2027-09-01');
    expect(budget(fake, '2026-05-01', 'cat-rent', 1).status).toBe(404);
    expect(budget(fake, 'current', 'cat-inflow', 1).status).toBe(400);
  });
});

describe('categories', () => {
  const patchCategory = (fake: FakeYnab, id: string, category: object) =>
    call(fake, 'PATCH', `${PLAN}/categories/${id}`, { body: { category } });

  it('creates a category (§8 create_category) in a non-internal group only', () => {
    const fake = fresh();
    const created = data<{ category: Category }>(
      call(fake, 'POST', `${PLAN}/categories`, { body: { category: { name: 'Pets', category_group_id: 'grp-everyday' } } }),
      201,
    );
    expect(created.category).toMatchObject({
      id: 'cat-new-000',
      name: 'Pets',
      category_group_name: 'Everyday',
      budgeted: 0,
      goal_type: null,
    });
    const groups = data<{ category_groups: { id: string; categories: { name: string }[] }[] }>(
      get(fake, `${PLAN}/categories`),
    ).category_groups;
    expect(byId(groups, 'grp-everyday').categories.map((c) => c.name)).toEqual(['Groceries', 'Restaurants', 'Transport', 'Pets']);
    const internal = call(fake, 'POST', `${PLAN}/categories`, {
      body: { category: { name: 'X', category_group_id: 'grp-internal-master-category' } },
    });
    expect(errorDetail(internal, 400)).toBe('category_group_id cannot be an internal category group');
  });

  it('renames and moves a category (§8 update_category)', () => {
    const fake = fresh();
    expect(data<{ category: Category }>(patchCategory(fake, 'cat-tennis', { name: 'Sport' })).category).toMatchObject({
      name: 'Sport',
      category_group_name: 'Fun',
    });
    expect(
      data<{ category: Category }>(patchCategory(fake, 'cat-tennis', { category_group_id: 'grp-everyday' })).category.category_group_id,
    ).toBe('grp-everyday');
    expect(data<{ transaction: TransactionDetail }>(get(fake, `${PLAN}/transactions/tx-052`)).transaction.category_name).toBe('Sport');
  });

  it('sets, changes and removes targets by the API rules', () => {
    const fake = fresh();
    const alone = data<{ category: Category }>(patchCategory(fake, 'cat-holidays', { goal_target: 300000 })).category;
    expect(alone).toMatchObject({
      goal_type: 'NEED',
      goal_target: 300000,
      goal_cadence: 1,
      goal_cadence_frequency: 1,
      goal_target_date: null,
      goal_creation_month: '2026-09-01',
    });
    expect(alone).toMatchObject({ goal_under_funded: 100000, goal_percentage_complete: 66 });
    const byDate = data<{ category: Category }>(
      patchCategory(fake, 'cat-holidays', { goal_target: 1200000, goal_target_date: '2027-06-01' }),
    ).category;
    expect(byDate).toMatchObject({
      goal_target: 1200000,
      goal_target_date: '2027-06-01',
      goal_cadence: null,
      goal_months_to_budget: 10,
      goal_needs_whole_amount: true,
    });
    const weekly = data<{ category: Category }>(
      patchCategory(fake, 'cat-subscriptions', { goal_frequency: 'weekly', goal_needs_whole_amount: false }),
    ).category;
    expect(weekly).toMatchObject({ goal_cadence: 2, goal_cadence_frequency: 1, goal_needs_whole_amount: false });
    const removed = data<{ category: Category }>(patchCategory(fake, 'cat-rent', { goal_target: null })).category;
    expect(removed).toMatchObject({ goal_type: null, goal_target: null, goal_under_funded: null, goal_percentage_complete: null });
    expect(errorDetail(patchCategory(fake, 'cat-power', { goal_target_date: '2027-01-01' }), 400)).toBe(
      'goal_target_date needs a goal_target',
    );
    expect(patchCategory(fake, 'cat-nope', { name: 'x' }).status).toBe(404);
  });
});

describe('PATCH payees/{id}', () => {
  it('renames a payee (§8 rename_payee) and its transactions follow; transfer payees refuse', () => {
    const fake = fresh();
    const renamed = data<{ payee: Payee; server_knowledge: number }>(
      call(fake, 'PATCH', `${PLAN}/payees/pay-012`, { body: { payee: { name: 'Market Fresh' } } }),
    );
    expect(renamed.payee).toEqual({ id: 'pay-012', name: 'Market Fresh', transfer_account_id: null, deleted: false });
    expect([tx(fake, 'tx-050').payee_name, tx(fake, 'tx-051').payee_name]).toEqual(['Market Fresh', 'Market Fresh']);
    expect(tx(fake, 'tx-050').import_payee_name_original).toBe('CB MARKET FRESH FACT 190926 525130******1');
    expect(call(fake, 'PATCH', `${PLAN}/payees/pay-tr-savings`, { body: { payee: { name: 'x' } } }).status).toBe(400);
    expect(call(fake, 'PATCH', `${PLAN}/payees/pay-999`, { body: { payee: { name: 'x' } } }).status).toBe(404);
  });
});

describe('POST transactions/import', () => {
  it('brings nothing (200) unless transactions were queued; then 201, unapproved and uncategorised', () => {
    const fake = fresh();
    expect(data<{ transaction_ids: string[] }>(call(fake, 'POST', `${PLAN}/transactions/import`))).toEqual({ transaction_ids: [] });
    fake.queueImport('demo-budget', [
      { account_id: 'acc-checking', date: '2026-09-25', amount: -23400, payee_name: 'CB MARKET FRESH FACT 250926 525130******1' },
      { account_id: 'acc-checking', date: '2026-09-25', amount: -23400, payee_name: 'CB MARKET FRESH FACT 250926 525130******1' },
    ]);
    const imported = data<{ transaction_ids: string[] }>(call(fake, 'POST', `${PLAN}/transactions/import`), 201);
    expect(imported.transaction_ids).toEqual(['tx-057', 'tx-058']);
    expect(tx(fake, 'tx-058')).toMatchObject({
      approved: false,
      category_id: null,
      cleared: 'cleared',
      import_id: 'YNAB:-23400:2026-09-25:2',
      payee_id: 'pay-036',
      import_payee_name_original: 'CB MARKET FRESH FACT 250926 525130******1',
    });
    expect(pendingCount(fake)).toBe(8);
    expect(account(fake, 'acc-checking').cleared_balance).toBe(3727140 - 46800);
    expect(call(fake, 'POST', `${PLAN}/transactions/import`).status).toBe(200);
  });
});

describe('the other writes the spec offers', () => {
  it('PUT transactions/{id} updates one; POST payees and category_groups create; PATCH category_groups renames', () => {
    const fake = fresh();
    const put = data<{ transaction: TransactionDetail }>(
      call(fake, 'PUT', `${PLAN}/transactions/tx-049`, { body: { transaction: { category_id: 'cat-transport', approved: true } } }),
    );
    expect(put.transaction).toMatchObject({ id: 'tx-049', category_name: 'Transport', approved: true });
    expect(call(fake, 'PUT', `${PLAN}/transactions/tx-999`, { body: { transaction: {} } }).status).toBe(404);
    const payee = data<{ payee: Payee }>(call(fake, 'POST', `${PLAN}/payees`, { body: { payee: { name: 'Vet' } } }), 201).payee;
    expect(payee).toEqual({ id: 'pay-036', name: 'Vet', transfer_account_id: null, deleted: false });
    const group = data<{ category_group: { id: string; name: string } }>(
      call(fake, 'POST', `${PLAN}/category_groups`, { body: { category_group: { name: 'Pets' } } }),
      201,
    );
    expect(group.category_group).toEqual({ id: 'grp-new-000', name: 'Pets', hidden: false, internal: false, deleted: false });
    expect(
      data<{ category_group: { name: string } }>(
        call(fake, 'PATCH', `${PLAN}/category_groups/grp-new-000`, { body: { category_group: { name: 'Animals' } } }),
      ).category_group.name,
    ).toBe('Animals');
    expect(
      call(fake, 'PATCH', `${PLAN}/category_groups/grp-internal-master-category`, { body: { category_group: { name: 'x' } } }).status,
    ).toBe(400);
  });
});
