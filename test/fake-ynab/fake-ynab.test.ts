// Tests of the fake YNAB: the demo plan's figures through its routes, auth, errors, delta reads, the
// request log, the in-process fetch, the loopback server, and the response shapes against the spec.

import { describe, expect, it } from 'vitest';
import type { Account, Category, CategoryGroupWithCategories, MonthDetail, PlanSummary } from '../../src/fake-ynab/model/api-types.ts';
import type { FakeResponse, FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import { checkedFakes, overLoopback } from './fake-helpers.ts';
import { september } from '../logic/fixtures/demo.ts';
import { propertiesOf, requiredOf, schemaErrors } from './spec-schema.ts';

/** Every answer of this file's fakes is checked against the spec's response schemas. */
const newFake = checkedFakes();

const AUTH = { authorization: 'Bearer demo-token' };

function get(fake: FakeYnab, path: string, query = '', headers: Record<string, string> = AUTH): FakeResponse {
  return fake.handle({ method: 'GET', path, query: new URLSearchParams(query), headers });
}

/** The `data` member of a 200 answer. */
function data<T>(response: FakeResponse): T {
  expect(response.status).toBe(200);
  return (response.body as { data: T }).data;
}

const accountsOf = (fake: FakeYnab) => data<{ accounts: Account[]; server_knowledge: number }>(get(fake, '/plans/demo-budget/accounts'));
const groupsOf = (fake: FakeYnab) =>
  data<{ category_groups: CategoryGroupWithCategories[]; server_knowledge: number }>(get(fake, '/plans/demo-budget/categories'));
const monthOf = (fake: FakeYnab, month: string) => data<{ month: MonthDetail }>(get(fake, `/plans/demo-budget/months/${month}`)).month;
const byId = <T extends { id: string }>(items: T[], id: string): T => {
  const found = items.find((i) => i.id === id);
  if (found === undefined) throw new Error(`no ${id}`);
  return found;
};

describe('reads return the demo plan', () => {
  const fake = newFake();

  it('lists one plan with its months and EUR format, accounts only on request', () => {
    const { plans, default_plan } = data<{ plans: PlanSummary[]; default_plan: null }>(get(fake, '/plans'));
    expect(default_plan).toBeNull();
    expect(plans).toHaveLength(1);
    const [plan] = plans as [PlanSummary];
    expect(plan).toMatchObject({ id: 'demo-budget', name: 'Demo household', first_month: '2026-06-01', last_month: '2026-09-01' });
    expect(plan.currency_format).toMatchObject({ iso_code: 'EUR', decimal_digits: 2, decimal_separator: ',', symbol_first: false });
    expect(plan.date_format).toEqual({ format: 'DD/MM/YYYY' });
    expect(plan.accounts).toBeUndefined();
    const withAccounts = data<{ plans: PlanSummary[] }>(get(fake, '/plans', 'include_accounts=true')).plans[0];
    expect(withAccounts?.accounts).toHaveLength(6);
  });

  it('gives the settings', () => {
    const { settings } = data<{ settings: { currency_format: { iso_code: string }; date_format: unknown } }>(
      get(fake, '/plans/demo-budget/settings'),
    );
    expect(settings.currency_format.iso_code).toBe('EUR');
    expect(settings.date_format).toEqual({ format: 'DD/MM/YYYY' });
  });

  it('gives the six accounts of §2 in milliunits', () => {
    const { accounts, server_knowledge } = accountsOf(fake);
    expect(server_knowledge).toBeGreaterThan(0);
    expect(accounts.map((a) => a.name)).toEqual(['Checking', 'Savings', 'Joint savings', 'Car loan', 'Student loan', 'Former bank']);
    expect(byId(accounts, 'acc-checking')).toMatchObject({
      balance: 3512660,
      cleared_balance: 3727140,
      uncleared_balance: -214480,
      on_budget: true,
      direct_import_linked: true,
      direct_import_in_error: false,
      last_reconciled_at: null,
      transfer_payee_id: 'pay-tr-checking',
      deleted: false,
    });
    expect(byId(accounts, 'acc-joint-savings')).toMatchObject({
      on_budget: false,
      direct_import_linked: true,
      direct_import_in_error: true,
    });
    expect(byId(accounts, 'acc-joint-savings').last_reconciled_at).toBe('2026-08-31T12:00:00Z');
    expect(byId(accounts, 'acc-car-loan')).toMatchObject({
      type: 'autoLoan',
      balance: -19040810,
      debt_interest_rates: { '2025-03-01': 4500 },
      debt_minimum_payments: { '2025-03-01': 400000 },
    });
    expect(byId(accounts, 'acc-student-loan')).toMatchObject({ closed: true, debt_interest_rates: { '2025-03-01': 2000 } });
    expect(byId(accounts, 'acc-former-bank')).toMatchObject({ closed: true, balance: 0, debt_interest_rates: null });
  });

  it('gives the category groups with the current month figures', () => {
    const { category_groups } = groupsOf(fake);
    expect(category_groups.map((g) => g.name)).toEqual(['Internal Master Category', 'Bills', 'Everyday', 'Fun', 'Savings goals']);
    expect(category_groups[0]?.internal).toBe(true);
    const categories = category_groups.flatMap((g) => g.categories);
    expect(categories).toHaveLength(12);
    expect(byId(categories, 'cat-restaurants')).toMatchObject({ budgeted: 120000, activity: -142500, balance: -22500 });
    expect(byId(categories, 'cat-uncategorized')).toMatchObject({ internal: true, activity: -276730, balance: -276730 });
  });

  it('gives the current month: September', () => {
    // demo-plan.md §3's September figures, as the logic tests transcribe them.
    const { categories, ...figures } = september;
    const month = monthOf(fake, 'current');
    expect(month).toMatchObject(figures);
    expect(month.categories).toHaveLength(categories.length);
  });

  it('gives the earlier months of the Months table', () => {
    const rows = ['2026-06-01', '2026-07-01', '2026-08-01'].map((m) => monthOf(fake, m));
    expect(rows.map((m) => [m.income, m.budgeted, m.activity, m.to_be_budgeted, m.age_of_money])).toEqual([
      [4200000, 1967670, -1299320, 2232330, null],
      [2700000, 1967670, -1334420, 2964660, 17],
      [2700000, 1967670, -1412390, 3696990, 48],
    ]);
    expect(byId(rows[1]?.categories ?? [], 'cat-groceries').budgeted).toBe(128250);
    expect(byId(rows[2]?.categories ?? [], 'cat-holidays').budgeted).toBe(452280);
  });

  // demo-plan.md §3 "Resulting September figures": budgeted, activity, balance, under-funded, overall left, %, months.
  const SEPTEMBER: [string, number, number, number, number | null, number | null, number | null, number | null][] = [
    ['cat-rent', 950000, -950000, 0, 0, 0, 100, null],
    ['cat-power', 64200, 0, 64200, null, null, null, null],
    ['cat-internet', 29990, -29990, 0, null, null, null, null],
    ['cat-phone', 19990, -19990, 0, null, null, null, null],
    ['cat-groceries', 400000, 0, 400000, 50000, 50000, 88, null],
    ['cat-restaurants', 120000, -142500, -22500, 30000, 30000, 80, null],
    ['cat-transport', 90000, 0, 225000, 0, 25000, 90, 2],
    ['cat-tennis', 80000, -22000, 232000, 0, 226000, 52, 4],
    ['cat-subscriptions', 13490, 0, 13490, 0, 0, 100, null],
    ['cat-holidays', 200000, 0, 1747880, null, null, null, null],
    ['cat-uncategorized', 0, -276730, -276730, null, null, null, null],
    ['cat-inflow', 0, 0, 0, null, null, null, null],
  ];

  it.each(SEPTEMBER)('September %s matches the table', (id, budgeted, activity, balance, under, left, pct, months) => {
    const expected = {
      budgeted,
      activity,
      balance,
      goal_under_funded: under,
      goal_overall_left: left,
      goal_percentage_complete: pct,
      goal_months_to_budget: months,
    };
    expect(byId(monthOf(fake, '2026-09-01').categories, id)).toMatchObject(expected);
    expect(
      byId(
        groupsOf(fake).category_groups.flatMap((g) => g.categories),
        id,
      ),
    ).toMatchObject(expected);
  });

  it('gives the target definitions of §3', () => {
    const categories = monthOf(fake, 'current').categories;
    expect(byId(categories, 'cat-rent')).toMatchObject({
      goal_type: 'NEED',
      goal_target: 950000,
      goal_cadence: 1,
      goal_cadence_frequency: 1,
      goal_needs_whole_amount: true,
      goal_target_date: null,
    });
    expect(byId(categories, 'cat-transport')).toMatchObject({
      goal_type: 'NEED',
      goal_target: 250000,
      goal_target_date: '2026-10-01',
      goal_cadence: null,
      goal_needs_whole_amount: true,
    });
    expect(byId(categories, 'cat-holidays')).toMatchObject({ goal_type: null, goal_target: null, goal_needs_whole_amount: null });
  });
});

describe('auth, errors and plan resolution', () => {
  it('answers 401 without a usable bearer token', () => {
    const fake = newFake();
    const unauthorized = { error: { id: '401', name: 'unauthorized', detail: 'Unauthorized' } };
    const bad: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }, { authorization: 'Bearer ' }];
    for (const headers of bad) {
      const response = get(fake, '/plans', '', headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(unauthorized);
    }
    expect(get(fake, '/plans', '', { Authorization: 'Bearer any' }).status).toBe(200);
  });

  it('answers 401 for a revoked token only', () => {
    const fake = newFake();
    fake.revokeToken('old');
    expect(get(fake, '/plans', '', { authorization: 'Bearer old' }).status).toBe(401);
    expect(get(fake, '/plans', '', { authorization: 'Bearer new' }).status).toBe(200);
  });

  it('answers 404 for an unknown plan or month', () => {
    const fake = newFake();
    const notFound = { error: { id: '404.2', name: 'resource_not_found', detail: 'Resource not found' } };
    const months = ['2026-10-01', '2026-05-01', '2026-09-15'].map((m) => `/plans/demo-budget/months/${m}`);
    for (const path of ['/plans/nope/accounts', '/plans/nope/months/current', ...months]) {
      const response = get(fake, path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(fake.specViolations).toEqual([]);
  });

  it('answers 400 (a spec violation, recorded) for a path or method the spec does not have, or a malformed month', () => {
    const fake = newFake();
    const paths = ['/budgets', '/plans/demo-budget/nothing', '/plans/demo-budget/accounts/x/y', '/plans/demo-budget/months/2026-9'];
    for (const path of paths) {
      const response = get(fake, path);
      expect(response.status, path).toBe(400);
      expect((response.body as { error: { detail: string } }).error.detail).toMatch(
        /^avenir fake: request does not match the OpenAPI spec: GET /,
      );
    }
    expect(fake.handle({ method: 'DELETE', path: '/plans', query: new URLSearchParams(), headers: AUTH }).status).toBe(400);
    expect(fake.specViolations).toHaveLength(paths.length + 1);
    expect(fake.specViolations.at(-1)).toMatch(/DELETE is not an operation of \/plans$/);
  });

  it('resolves last-used to the demo plan, or to the plan named in the options', () => {
    expect(accountsOf(newFake())).toEqual(data(get(newFake(), '/plans/last-used/accounts')));
    const other = {
      ...demoPlan(),
      id: 'other-plan',
      name: 'Other',
      accounts: [],
      transactions: [],
      payees: [],
      scheduled_transactions: [],
    };
    const fake = newFake({ plans: [demoPlan(), other], lastUsedPlanId: 'other-plan' });
    expect(data<{ plans: PlanSummary[] }>(get(fake, '/plans')).plans.map((p) => p.id)).toEqual(['demo-budget', 'other-plan']);
    expect(data<{ accounts: Account[] }>(get(fake, '/plans/last-used/accounts')).accounts).toEqual([]);
  });

  it('takes the current month from the today option', () => {
    const fake = newFake({ today: '2026-07-10' });
    expect(monthOf(fake, 'current').month).toBe('2026-07-01');
    const restaurants = byId(
      groupsOf(fake).category_groups.flatMap((g) => g.categories),
      'cat-restaurants',
    );
    expect(restaurants.budgeted).toBe(61500);
  });

  it('serves its own copy of the plans it is given', () => {
    const plan = demoPlan();
    const fake = newFake({ plans: [plan] });
    plan.name = 'changed';
    expect(data<{ plans: PlanSummary[] }>(get(fake, '/plans')).plans[0]?.name).toBe('Demo household');
  });
});

describe('delta requests', () => {
  it('returns nothing changed since the current knowledge, and the same knowledge', () => {
    const fake = newFake();
    const full = accountsOf(fake);
    const delta = data<{ accounts: Account[]; server_knowledge: number }>(
      get(fake, '/plans/demo-budget/accounts', `last_knowledge_of_server=${full.server_knowledge}`),
    );
    expect(delta).toEqual({ accounts: [], server_knowledge: full.server_knowledge });
    const categories = data<{ category_groups: unknown[]; server_knowledge: number }>(
      get(fake, '/plans/demo-budget/categories', `last_knowledge_of_server=${full.server_knowledge}`),
    );
    expect(categories).toEqual({ category_groups: [], server_knowledge: full.server_knowledge });
  });

  it('returns everything to an older knowledge', () => {
    const fake = newFake();
    const older = accountsOf(fake).server_knowledge - 1;
    const accounts = get(fake, '/plans/demo-budget/accounts', `last_knowledge_of_server=${older}`);
    expect(data<{ accounts: Account[] }>(accounts).accounts).toHaveLength(6);
    const groups = get(fake, '/plans/demo-budget/categories', 'last_knowledge_of_server=0');
    expect(data<{ category_groups: unknown[] }>(groups).category_groups).toHaveLength(5);
  });

  it('answers 400 to a malformed knowledge', () => {
    const response = get(newFake(), '/plans/demo-budget/accounts', 'last_knowledge_of_server=abc');
    expect(response.status).toBe(400);
    expect((response.body as { error: { id: string } }).error.id).toBe('400');
  });
});

describe('request log', () => {
  it('logs every request in order, failures included, and resets', () => {
    const fake = newFake();
    get(fake, '/plans', 'include_accounts=true');
    get(fake, '/plans/nope/accounts');
    get(fake, '/plans', '', {});
    expect(fake.requestCount).toBe(3);
    expect(fake.log).toEqual([
      { method: 'GET', path: '/plans', query: 'include_accounts=true', status: 200 },
      { method: 'GET', path: '/plans/nope/accounts', query: '', status: 404 },
      { method: 'GET', path: '/plans', query: '', status: 401 },
    ]);
    fake.resetLog();
    expect(fake.requestCount).toBe(0);
    expect(fake.log).toEqual([]);
  });
});

const PATHS = [
  ['/plans', 'include_accounts=true'],
  ['/plans/demo-budget/settings', ''],
  ['/plans/last-used/accounts', ''],
  ['/plans/demo-budget/categories', 'last_knowledge_of_server=100'],
  ['/plans/demo-budget/months/current', ''],
  ['/plans/nope/months/current', ''],
] as const;

describe('in-process fetch', () => {
  it('gives the handler answers as real Responses', async () => {
    const fake = newFake();
    for (const [path, query] of PATHS) {
      const response = await fake.fetch(`http://demo.invalid/v1${path}${query === '' ? '' : `?${query}`}`, {
        headers: { Authorization: 'Bearer t' },
      });
      const expected = get(newFake(), path, query);
      expect(response.status).toBe(expected.status);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual(expected.body);
    }
    expect(fake.requestCount).toBe(PATHS.length);
  });

  it('accepts a Request, needs the token, and 404s outside /v1 without logging', async () => {
    const fake = newFake();
    const request = new Request('https://api.example/some/base/v1/plans', { headers: { authorization: 'Bearer t' } });
    expect((await fake.fetch(request)).status).toBe(200);
    expect((await fake.fetch('http://demo.invalid/v1/plans')).status).toBe(401);
    expect((await fake.fetch('http://demo.invalid/v2/plans', { headers: AUTH })).status).toBe(404);
    expect(fake.log.map((l) => l.status)).toEqual([200, 401]);
  });
});

describe('loopback server', () => {
  const fake = newFake();
  const served = overLoopback(fake);

  it('serves the handler under /v1 on 127.0.0.1', async () => {
    expect(served().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    for (const [path, query] of PATHS) {
      const response = await fetch(`${served().url}${path}${query === '' ? '' : `?${query}`}`, { headers: { Authorization: 'Bearer t' } });
      const expected = get(newFake(), path, query);
      expect(response.status).toBe(expected.status);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual(expected.body);
    }
    expect(fake.log.at(-1)).toEqual({ method: 'GET', path: '/plans/nope/months/current', query: '', status: 404 });
  });

  it('answers 401 without a token and 404 outside /v1', async () => {
    expect((await fetch(`${served().url}/plans`)).status).toBe(401);
    const outside = await fetch(served().url.replace('/v1', '/other'), { headers: AUTH });
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ error: { id: '404.1' } });
  });
});

describe('response shapes follow the spec', () => {
  const fake = newFake();

  it.each([
    ['PlanSummaryResponse', '/plans', 'include_accounts=true'],
    ['PlanSettingsResponse', '/plans/demo-budget/settings', ''],
    ['AccountsResponse', '/plans/demo-budget/accounts', ''],
    ['CategoriesResponse', '/plans/demo-budget/categories', ''],
    ['MonthDetailResponse', '/plans/demo-budget/months/2026-06-01', ''],
    ['MonthDetailResponse', '/plans/demo-budget/months/current', ''],
    ['ErrorResponse', '/plans/nope/accounts', ''],
  ])('%s for %s', (schema, path, query) => {
    expect(schemaErrors(schema, get(fake, path, query).body)).toEqual([]);
  });

  it('the checker itself catches a missing required property, a wrong type and a bad enum value', () => {
    const account = { ...byId(accountsOf(fake).accounts, 'acc-checking') } as Record<string, unknown>;
    delete account.transfer_payee_id;
    account.balance = '3512.66';
    account.type = 'wallet';
    expect(schemaErrors('Account', account)).toEqual([
      'Account: missing required transfer_payee_id',
      'Account.type: wallet not in enum',
      'Account.balance: string is not integer',
    ]);
  });

  it('every property the spec requires is there for Account, Category, MonthDetail, PlanSummary', () => {
    const plan = data<{ plans: PlanSummary[] }>(get(fake, '/plans', 'include_accounts=true')).plans[0];
    const month = monthOf(fake, 'current');
    const samples: [string, object[]][] = [
      ['PlanSummary', [plan ?? {}]],
      ['Account', [...accountsOf(fake).accounts, ...(plan?.accounts ?? [])]],
      ['Category', month.categories],
      ['MonthDetail', [month]],
    ];
    for (const [schema, objects] of samples) {
      expect(requiredOf(schema).length, schema).toBeGreaterThan(1);
      for (const object of objects)
        expect(
          requiredOf(schema).filter((key) => !(key in object)),
          schema,
        ).toEqual([]);
    }
  });

  it('also carries every optional base property, only the _formatted/_currency variants are left out', () => {
    const category: Category = byId(monthOf(fake, 'current').categories, 'cat-tennis');
    const account: Account = byId(accountsOf(fake).accounts, 'acc-car-loan');
    for (const [schema, object] of [
      ['Category', category],
      ['Account', account],
    ] as const) {
      const expected = propertiesOf(schema).filter((key) => !/_(formatted|currency)$/.test(key));
      expect(Object.keys(object).sort(), schema).toEqual(expected.sort());
    }
  });
});
