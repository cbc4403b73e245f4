// The control API: in-process methods (reset, snapshot, today, currency format, plans, last-used, import
// queue, mutate) and the same over loopback under /__control/, which is never logged or counted.

import { describe, expect, it } from 'vitest';
import type { MonthDetail, PlanSettings, PlanSummary, TransactionDetail } from '../../src/fake-ynab/model/api-types.ts';
import { demoPlanWithCurrency, JPY_CURRENCY_FORMAT, KWD_CURRENCY_FORMAT } from '../../src/fake-ynab/demo-plan/currency.ts';
import { call, checkedFakes, data, get, overLoopback, PLAN } from './fake-helpers.ts';

/** Every answer of this file's fakes is checked against the spec's response schemas. */
const newFake = checkedFakes();

describe('in process', () => {
  it('reset() undoes writes, faults, revoked tokens and the log', () => {
    const fake = newFake();
    call(fake, 'PATCH', `${PLAN}/transactions`, { body: { transactions: [{ id: 'tx-049', category_id: 'cat-transport' }] } });
    fake.addFault({ path: '/plans', status: 500 });
    fake.revokeToken('demo-token');
    fake.reset();
    expect(fake.log).toEqual([]);
    expect(data<{ transaction: TransactionDetail }>(get(fake, `${PLAN}/transactions/tx-049`)).transaction.category_id).toBeNull();
    expect(fake.snapshot().plans[0]?.server_knowledge).toBe(100);
  });

  it('snapshot() is a deep copy with computed figures', () => {
    const fake = newFake();
    const snapshot = fake.snapshot();
    expect(snapshot).toMatchObject({ today: '2026-09-25', last_used_plan_id: 'demo-budget' });
    const plan = snapshot.plans[0];
    expect(plan?.accounts.find((a) => a.id === 'acc-checking')?.balance).toBe(3512660);
    expect(plan?.months.map((m) => m.to_be_budgeted)).toEqual([2232330, 2964660, 3696990, 1729320]);
    expect(plan?.transactions).toHaveLength(224);
    plan!.data.transactions[0]!.amount = 0;
    expect(fake.snapshot().plans[0]?.data.transactions[0]?.amount).toBe(-950000);
  });

  it('setToday() moves the current month (creating it) and the future-date limit', () => {
    const fake = newFake();
    fake.setToday('2026-10-05');
    const october = data<{ month: MonthDetail }>(get(fake, `${PLAN}/months/current`)).month;
    expect(october).toMatchObject({ month: '2026-10-01', budgeted: 0, to_be_budgeted: 1729320 - 22500 });
    const body = { transaction: { account_id: 'acc-checking', date: '2026-10-04', amount: -1000 } };
    expect(call(fake, 'POST', `${PLAN}/transactions`, { body }).status).toBe(201);
    expect(() => fake.setToday('2026-02-30')).toThrow(/not a YYYY-MM-DD date/);
  });

  it('setCurrencyFormat(), addPlan() and setLastUsed() change what the API shows', () => {
    const fake = newFake();
    fake.setCurrencyFormat('demo-budget', KWD_CURRENCY_FORMAT);
    expect(data<{ settings: PlanSettings }>(get(fake, `${PLAN}/settings`)).settings.currency_format).toEqual(KWD_CURRENCY_FORMAT);
    fake.addPlan(demoPlanWithCurrency(JPY_CURRENCY_FORMAT));
    expect(() => fake.addPlan(demoPlanWithCurrency(JPY_CURRENCY_FORMAT))).toThrow(/exists already/);
    expect(data<{ plans: PlanSummary[] }>(get(fake, '/plans')).plans.map((p) => p.id)).toEqual(['demo-budget', 'demo-budget-jpy']);
    fake.setLastUsed('demo-budget-jpy');
    expect(data<{ settings: PlanSettings }>(get(fake, '/plans/last-used/settings')).settings.currency_format?.iso_code).toBe('JPY');
    expect(() => fake.setLastUsed('nope')).toThrow(/no plan nope/);
  });

  it('queueImport() checks what it is given', () => {
    const fake = newFake();
    expect(() => fake.queueImport('demo-budget', [{ account_id: 'acc-nope', date: '2026-09-01', amount: 1 }])).toThrow(/no account/);
    expect(() => fake.queueImport('demo-budget', [{ account_id: 'acc-checking', date: '2026-09-30', amount: 1 }])).toThrow(/past date/);
  });
});

describe('over loopback', () => {
  const fake = newFake();
  const served = overLoopback(fake);
  const control = async (method: string, name: string, body?: unknown) => {
    const response = await fetch(`${served().controlUrl}/${name}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${served().url}${path}`, { headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, ...init });

  it('runs every control operation, none of them logged', async () => {
    expect((await control('POST', 'reset')).status).toBe(200);
    expect((await control('POST', 'plans', { plan: demoPlanWithCurrency(KWD_CURRENCY_FORMAT) })).status).toBe(200);
    expect((await control('POST', 'last-used', { plan_id: 'demo-budget-kwd' })).status).toBe(200);
    expect((await control('POST', 'currency-format', { plan_id: 'demo-budget', currency_format: JPY_CURRENCY_FORMAT })).status).toBe(200);
    expect((await control('POST', 'today', { today: '2026-09-26' })).status).toBe(200);
    expect(
      (
        await control('POST', 'queue-import', {
          plan_id: 'demo-budget',
          transactions: [{ account_id: 'acc-checking', date: '2026-09-26', amount: -5000, payee_name: 'X' }],
        })
      ).status,
    ).toBe(200);
    const mutated = await control('POST', 'mutate', {
      plan_id: 'demo-budget',
      transactions: [{ id: 'tx-049', memo: 'changed in the app' }],
      budgeted: [{ month: '2026-09-01', category_id: 'cat-rent', budgeted: 900000 }],
    });
    expect(mutated).toEqual({ status: 200, body: { server_knowledge: 102 } });
    expect((await control('POST', 'faults', { method: 'GET', path: { regex: '/accounts$' }, status: 503, times: 1 })).status).toBe(200);
    expect((await control('POST', 'revoke-token', { token: 'old' })).status).toBe(200);
    expect(fake.log).toEqual([]);

    expect((await api('/plans/demo-budget/accounts')).status).toBe(503);
    expect((await api('/plans/demo-budget/accounts', { headers: { authorization: 'Bearer old' } })).status).toBe(401);
    expect(
      ((await (await api('/plans/last-used/settings')).json()) as { data: { settings: PlanSettings } }).data.settings.currency_format
        ?.iso_code,
    ).toBe('KWD');
    expect((await api('/plans/demo-budget/transactions/import', { method: 'POST' })).status).toBe(201);
    const tx49 = (await (await api('/plans/demo-budget/transactions/tx-049')).json()) as { data: { transaction: TransactionDetail } };
    expect(tx49.data.transaction.memo).toBe('changed in the app');

    const snapshot = await control('GET', 'snapshot');
    const demo = (snapshot.body.plans as { id: string; months: MonthDetail[]; data: { currency_format: { iso_code: string } } }[])[0];
    expect(demo?.data.currency_format.iso_code).toBe('JPY');
    expect(demo?.months[3]?.budgeted).toBe(1917670);
    const log = await control('GET', 'log');
    expect(log.body.request_count).toBe(5);
    expect(await control('GET', 'spec-violations')).toEqual({ status: 200, body: { spec_violations: [] } });
  });

  it('answers 404 to an unknown operation and 400 to a refused one', async () => {
    expect((await control('POST', 'nothing')).status).toBe(404);
    expect(await control('POST', 'last-used', { plan_id: 'nope' })).toEqual({ status: 400, body: { error: 'avenir fake: no plan nope' } });
  });
});
