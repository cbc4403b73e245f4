// The fake's read routes beyond plans/accounts/categories: transactions (filters, names, transfers),
// payees, scheduled transactions, the month list, single entities; every answer checked against the spec.

import { afterEach, describe, expect, it } from 'vitest';
import type { MonthSummary, Payee, ScheduledTransactionDetail, TransactionDetail } from '../../../src/fake-ynab/model/api-types.ts';
import { byId, call, checkedFake, data, get, PLAN } from '../fake-helpers.ts';

const { fake, problems } = checkedFake();
afterEach(() => {
  expect(problems).toEqual([]);
  expect(fake.specViolations).toEqual([]);
});

const transactions = (query: string) =>
  data<{ transactions: TransactionDetail[]; server_knowledge: number }>(get(fake, `${PLAN}/transactions`, query));

describe('GET transactions', () => {
  it('returns all 224 from 1970, sorted by date then id, with names and split lines', () => {
    const all = transactions('since_date=1970-01-01').transactions;
    expect(all).toHaveLength(224);
    expect(all[0]?.id).toBe('nw-000');
    expect(all.at(-1)?.id).toBe('tx-056');
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.date <= all[i]!.date).toBe(true);
    expect(byId(all, 'tx-001')).toMatchObject({
      account_name: 'Checking',
      payee_name: 'Transfer : Joint savings',
      category_name: 'Inflow: Ready to Assign',
      transfer_account_id: 'acc-joint-savings',
      transfer_transaction_id: 'nw-154',
      flag_name: null,
      subtransactions: [],
      deleted: false,
    });
    expect(byId(all, 'tx-050')).toMatchObject({
      import_id: 'YNAB:-71860:2026-09-19:1',
      import_payee_name_original: 'CB MARKET FRESH FACT 190926 525130******1',
      category_id: null,
      category_name: null,
      approved: false,
    });
  });

  it('defaults to one year back, and filters by since_date and until_date', () => {
    expect(transactions('').transactions.every((t) => t.date >= '2025-09-25')).toBe(true);
    expect(transactions('').transactions.some((t) => t.date === '2025-10-01')).toBe(true);
    const august = transactions('since_date=2026-08-01&until_date=2026-08-31').transactions;
    expect(august.filter((t) => t.account_id === 'acc-checking').map((t) => t.id)).toEqual(
      Array.from({ length: 14 }, (_, i) => `tx-0${30 + i}`)
        .filter((id) => id !== 'tx-043')
        .concat('tx-044'),
    );
  });

  it('filters the six pending ones with type=unapproved and type=uncategorized', () => {
    const pending = ['tx-046', 'tx-047', 'tx-048', 'tx-049', 'tx-050', 'tx-051'];
    expect(transactions('since_date=1970-01-01&type=unapproved').transactions.map((t) => t.id)).toEqual(pending);
    expect(transactions('since_date=1970-01-01&type=uncategorized').transactions.map((t) => t.id)).toEqual(pending);
  });

  it('gives one transaction by id, and 404 for an unknown one', () => {
    const { transaction, server_knowledge } = data<{ transaction: TransactionDetail; server_knowledge: number }>(
      get(fake, `${PLAN}/transactions/tx-047`),
    );
    expect(transaction.memo).toContain('\u202e');
    expect(server_knowledge).toBeGreaterThan(0);
    expect(get(fake, `${PLAN}/transactions/tx-999`).status).toBe(404);
  });
});

describe('payees, schedules, months', () => {
  it('lists the 42 payees (six transfer payees included)', () => {
    const { payees } = data<{ payees: Payee[] }>(get(fake, `${PLAN}/payees`));
    expect(payees).toHaveLength(42);
    expect(payees.filter((p) => p.transfer_account_id === null)).toHaveLength(36);
    expect(byId(payees, 'pay-012')).toEqual({
      id: 'pay-012',
      name: 'CB MARKET FRESH FACT 190926 525130******1',
      transfer_account_id: null,
      deleted: false,
    });
    expect(data<{ payee: Payee }>(get(fake, `${PLAN}/payees/pay-tr-savings`)).payee.transfer_account_id).toBe('acc-savings');
  });

  it('lists the seven scheduled transactions with names', () => {
    const { scheduled_transactions } = data<{ scheduled_transactions: ScheduledTransactionDetail[] }>(
      get(fake, `${PLAN}/scheduled_transactions`),
    );
    expect(scheduled_transactions.map((s) => s.id)).toEqual([
      'sch-rent',
      'sch-internet',
      'sch-phone',
      'sch-power',
      'sch-salary',
      'sch-savings',
      'sch-insurance',
    ]);
    expect(byId(scheduled_transactions, 'sch-savings')).toMatchObject({
      account_name: 'Checking',
      payee_name: 'Transfer : Savings',
      category_name: null,
      transfer_account_id: 'acc-savings',
      subtransactions: [],
    });
    expect(byId(scheduled_transactions, 'sch-salary').category_name).toBe('Inflow: Ready to Assign');
    expect(get(fake, `${PLAN}/scheduled_transactions/sch-rent`).status).toBe(200);
  });

  it('lists the month summaries', () => {
    const { months } = data<{ months: MonthSummary[] }>(get(fake, `${PLAN}/months`));
    expect(months.map((m) => [m.month, m.to_be_budgeted, m.age_of_money])).toEqual([
      ['2026-06-01', 2232330, null],
      ['2026-07-01', 2964660, 17],
      ['2026-08-01', 3696990, 48],
      ['2026-09-01', 1729320, 47],
    ]);
  });
});

describe('every read operation answers with the spec shape', () => {
  it.each([
    ['/user', ''],
    [`${PLAN}/accounts/acc-car-loan`, ''],
    [`${PLAN}/categories/cat-tennis`, ''],
    [`${PLAN}/months/2026-08-01/categories/cat-holidays`, ''],
    [`${PLAN}/months/current/categories/cat-rent`, ''],
    [`${PLAN}/money_movements`, ''],
    [`${PLAN}/months/current/money_movement_groups`, ''],
    [`${PLAN}/payee_locations`, ''],
    [`${PLAN}/transactions`, 'since_date=2026-09-01&type=unapproved&last_knowledge_of_server=0'],
    [`${PLAN}/scheduled_transactions`, 'last_knowledge_of_server=0'],
    [`${PLAN}/payees`, 'last_knowledge_of_server=0'],
    [`${PLAN}/months`, 'last_knowledge_of_server=0'],
  ])('%s %s', (path, query) => {
    expect(get(fake, path, query).status).toBe(200);
  });

  it('answers 501 for a spec operation the fake does not implement', () => {
    const response = call(fake, 'POST', `${PLAN}/accounts`, { body: { account: { name: 'Cash', type: 'cash', balance: 0 } } });
    expect(response.status).toBe(501);
    expect(response.body).toEqual({
      error: { id: '501', name: 'not_implemented', detail: 'avenir fake: createAccount is not implemented' },
    });
  });
});
