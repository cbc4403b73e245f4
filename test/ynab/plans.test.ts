// The plan directory, currency decimals and `last-used` (ynab-client.md §8) on a scripted YNAB: the
// directory loaded once, only when needed, refreshed by listPlans, reloaded once for a missing id;
// `last-used` resolved once per process (one plan; account matching, which seeds the accounts cache;
// unresolvable, run uncached and retried; a 404 under the resolved id redone once).
import { describe, expect, it } from 'vitest';
import { countRequests } from '../../src/ynab/request-count.ts';
import { createLogger } from '../../src/log.ts';
import { account, miniYnab, notFound, planSummary, rejection, testClient, transaction } from './mini-ynab.ts';

const call = <T>(fn: () => Promise<T>) => countRequests(fn);
const PLANS = 'GET /plans?include_accounts=true';

describe('the plan directory', () => {
  it('is loaded lazily, once per process: reading a collection does not need it', async () => {
    const ynab = miniYnab({
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1'], 0), planSummary('p2', [], 3)], default_plan: null }),
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 1 }),
    });
    const client = testClient(ynab.fetch);
    await call(() => client.accounts('p1'));
    expect(ynab.paths()).toEqual(['GET /plans/p1/accounts']);
    expect((await call(() => client.currencyDigits('p1'))).result).toBe(0);
    expect((await call(() => client.currencyDigits('p2'))).result).toBe(3);
    expect((await call(() => client.currencyDigits('p1'))).requests).toBe(0);
    expect(ynab.paths().filter((p) => p === PLANS)).toHaveLength(1);
  });

  it('is refreshed by every listPlans, once per call', async () => {
    let digits = 2;
    const ynab = miniYnab({ 'GET /plans': () => ({ plans: [planSummary('p1', [], digits)], default_plan: null }) });
    const client = testClient(ynab.fetch);
    expect((await call(() => client.currencyDigits('p1'))).result).toBe(2);
    digits = 0;
    const listed = await call(async () => {
      const plans = await client.listPlans();
      await client.listPlans();
      return { plans, digits: await client.currencyDigits('p1') };
    });
    expect(listed.requests).toBe(1);
    expect(listed.result.plans.map((p) => p.id)).toEqual(['p1']);
    expect(listed.result.digits).toBe(0);
    await call(() => client.listPlans());
    expect(ynab.paths()).toEqual([PLANS, PLANS, PLANS]);
  });

  it('is reloaded once when a plan id is missing from it', async () => {
    let plans = [planSummary('p1', [])];
    const ynab = miniYnab({ 'GET /plans': () => ({ plans, default_plan: null }) });
    const client = testClient(ynab.fetch);
    await call(() => client.currencyDigits('p1'));
    plans = [planSummary('p1', []), planSummary('p2', [], 0)];
    const found = await call(() => client.currencyDigits('p2'));
    expect(found).toEqual({ result: 0, requests: 1 });
    const missing = await call(async () => rejection(client.currencyDigits('nope')));
    expect(missing.requests).toBe(1);
    expect(missing.result.message).toBe(
      'Plan "nope" is not one of the plans YNAB lists for this token, so nothing more was sent. Use a plan id that list_plans returns.',
    );
    expect(missing.result.status).toBe(404);
  });

  it('is not reloaded for a missing id in the call that just loaded it', async () => {
    const ynab = miniYnab({ 'GET /plans': () => ({ plans: [planSummary('p1', [])], default_plan: null }) });
    const { requests } = await call(async () => rejection(testClient(ynab.fetch).currencyDigits('p9')));
    expect(requests).toBe(1);
  });

  it.each([
    [0, 0],
    [3, 3],
    [5, 3],
    [-1, 0],
    [null, 2],
  ])('currency decimals %j → %i', async (digits, expected) => {
    const ynab = miniYnab({ 'GET /plans': () => ({ plans: [planSummary('p1', [], digits)], default_plan: null }) });
    expect(await testClient(ynab.fetch).currencyDigits('p1')).toBe(expected);
  });

  it('checks the plan segment before any request', async () => {
    const ynab = miniYnab();
    const client = testClient(ynab.fetch);
    for (const bad of ['../x', 'a/b', '']) {
      expect((await rejection(client.planId(bad))).message).toMatch(/cannot be a YNAB id/);
      expect((await rejection(client.currencyDigits(bad))).message).toMatch(/cannot be a YNAB id/);
    }
    expect(await client.planId('p1')).toBe('p1');
    expect(ynab.log).toEqual([]);
  });
});

describe('last-used', () => {
  it('one plan: that plan, resolved once per process, its cache under the real id', async () => {
    const lines: string[] = [];
    const ynab = miniYnab({
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1'])], default_plan: null }),
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 4 }),
    });
    const client = testClient(ynab.fetch, { log: createLogger('INFO', (line) => lines.push(line)) });
    expect((await call(() => client.planId('last-used'))).result).toBe('p1');
    await call(() => client.accounts('last-used'));
    await call(() => client.accounts('p1'));
    expect(ynab.paths()).toEqual([PLANS, 'GET /plans/p1/accounts', 'GET /plans/p1/accounts?last_knowledge_of_server=4']);
    expect(lines.filter((l) => l.includes('last-used'))).toEqual(['avenir-mcp INFO last-used plan resolved plan=p1 how=only plan\n']);
    // Each request is logged at INFO with identifiers and status only.
    expect(lines.filter((l) => l.includes('YNAB request'))).toEqual([
      'avenir-mcp INFO YNAB request method=GET path=/plans attempt=1 status=200\n',
      'avenir-mcp INFO YNAB request method=GET path=/plans/p1/accounts attempt=1 status=200\n',
      'avenir-mcp INFO YNAB request method=GET path=/plans/p1/accounts attempt=1 status=200\n',
    ]);
  });

  it('several plans: the one holding the last-used accounts; that answer seeds its accounts cache', async () => {
    const ynab = miniYnab({
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1', 'a2']), planSummary('p2', ['a3', 'a4'])], default_plan: null }),
      'GET /plans/last-used/accounts': () => ({ accounts: [account('a3'), account('a4', 0, { deleted: false })], server_knowledge: 42 }),
      'GET /plans/p2/accounts': () => ({ accounts: [], server_knowledge: 42 }),
      'GET /plans/p2/payees': () => ({ payees: [], server_knowledge: 42 }),
    });
    const client = testClient(ynab.fetch);
    const first = await call(async () => {
      const id = await client.planId('last-used');
      const accounts = await client.accounts('last-used');
      await client.payees('last-used');
      return { id, accounts: accounts.map((a) => a.id) };
    });
    expect(first.result).toEqual({ id: 'p2', accounts: ['a3', 'a4'] });
    expect(first.requests).toBe(3);
    await call(() => client.accounts('last-used'));
    expect(ynab.paths()).toEqual([
      PLANS,
      'GET /plans/last-used/accounts',
      'GET /plans/p2/payees',
      'GET /plans/p2/accounts?last_knowledge_of_server=42',
    ]);
  });

  it('an account created since the directory was loaded: the directory is reloaded once', async () => {
    let plans = [planSummary('p1', ['a1']), planSummary('p2', ['a3'])];
    const ynab = miniYnab({
      'GET /plans': () => ({ plans, default_plan: null }),
      'GET /plans/last-used/accounts': () => ({ accounts: [account('a3'), account('a5')], server_knowledge: 1 }),
    });
    const client = testClient(ynab.fetch);
    await call(() => client.currencyDigits('p1'));
    plans = [planSummary('p1', ['a1']), planSummary('p2', ['a3', 'a5'])];
    expect((await call(() => client.planId('last-used'))).result).toBe('p2');
    expect(ynab.paths()).toEqual([PLANS, 'GET /plans/last-used/accounts', PLANS]);
  });

  it.each([
    ['no account in the last-used plan', [] as string[]],
    ['accounts held by no plan', ['zz']],
    ['accounts held by two plans', ['shared']],
  ])('unresolvable (%s): runs with last-used in paths, uncached, and tries again next call', async (_, ids) => {
    const ynab = miniYnab({
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1', 'shared']), planSummary('p2', ['a2', 'shared'])], default_plan: null }),
      'GET /plans/last-used/accounts': () => ({ accounts: ids.map((id) => account(id)), server_knowledge: 3 }),
      'GET /plans/last-used/transactions': () => ({ transactions: [], server_knowledge: 9 }),
    });
    const client = testClient(ynab.fetch);
    const once = async () =>
      call(async () => {
        const id = await client.planId('last-used');
        const accounts = await client.accounts('last-used');
        await client.transactions('last-used');
        await client.transactions('last-used');
        return { id, accounts: accounts.map((a) => a.id) };
      });
    expect((await once()).result).toEqual({ id: 'last-used', accounts: ids });
    await once();
    // Accounts no plan holds may be new: the next call reloads the directory once (the first just loaded it).
    const reload = ids[0] === 'zz' ? [PLANS] : [];
    expect(ynab.paths()).toEqual([
      PLANS,
      'GET /plans/last-used/accounts',
      'GET /plans/last-used/transactions?since_date=1970-01-01',
      'GET /plans/last-used/accounts',
      ...reload,
      'GET /plans/last-used/transactions?since_date=1970-01-01',
    ]);
  });

  it('an unresolved last-used window reads a month early, uncached, and answers only the dates asked, as a cached one does', async () => {
    const ynab = miniYnab({
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1', 'shared']), planSummary('p2', ['a2', 'shared'])], default_plan: null }),
      'GET /plans/last-used/accounts': () => ({ accounts: [account('shared')], server_knowledge: 3 }),
      'GET /plans/last-used/transactions': () => ({
        transactions: [transaction('t-old', -1000, { date: '2026-08-20' }), transaction('t-new', -2000, { date: '2026-09-02' })],
        server_knowledge: 9,
      }),
    });
    const { result } = await call(() => testClient(ynab.fetch).transactions('last-used', '2026-09-01'));
    expect(result.map((t) => t.id)).toEqual(['t-new']);
    expect(ynab.paths()).toContain('GET /plans/last-used/transactions?since_date=2026-08-01');
  });

  it('currency decimals for an unresolved last-used: the plans agree, or an error asking for a plan id', async () => {
    let digits = [2, 2];
    const ynab = miniYnab({
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1'], digits[0]), planSummary('p2', ['a2'], digits[1])], default_plan: null }),
      'GET /plans/last-used/accounts': () => ({ accounts: [], server_knowledge: 3 }),
    });
    expect(await testClient(ynab.fetch).currencyDigits('last-used')).toBe(2);
    digits = [2, 0];
    expect((await rejection(testClient(ynab.fetch).currencyDigits('last-used'))).message).toMatch(/explicit plan_id from list_plans/);
  });

  it('a 404 for the resolved plan drops the resolution and the directory and redoes them once', async () => {
    let plans = [planSummary('p1', ['a1'])];
    const ynab = miniYnab({
      'GET /plans': () => ({ plans, default_plan: null }),
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 1 }),
      'GET /plans/p9/accounts': () => ({ accounts: [account('a9')], server_knowledge: 1 }),
    });
    const client = testClient(ynab.fetch);
    await call(() => client.accounts('last-used'));
    // The plan was deleted and another one is now the only plan.
    plans = [planSummary('p9', ['a9'])];
    delete ynab.routes['GET /plans/p1/accounts'];
    const { result } = await call(() => client.accounts('last-used'));
    expect(result.map((a) => a.id)).toEqual(['a9']);
    expect(ynab.paths()).toEqual([
      PLANS,
      'GET /plans/p1/accounts',
      'GET /plans/p1/accounts?last_knowledge_of_server=1',
      PLANS,
      'GET /plans/p9/accounts',
    ]);
    await call(() => client.accounts('last-used'));
    expect(ynab.paths().at(-1)).toBe('GET /plans/p9/accounts?last_knowledge_of_server=1');
  });

  it('a 404 that is not about the plan (a month YNAB lacks) is the answer once the plan is confirmed', async () => {
    const ynab = miniYnab({ 'GET /plans': () => ({ plans: [planSummary('p1', ['a1'])], default_plan: null }) });
    const client = testClient(ynab.fetch);
    const { result } = await call(() => rejection(client.month('last-used', '2030-01-01')));
    expect(result.message).toBe('YNAB 404: Resource not found');
    expect(ynab.paths()).toEqual([PLANS, 'GET /plans/p1/months/2030-01-01', PLANS]);
  });

  it('a 404 under an explicit plan id is just the answer', async () => {
    const ynab = miniYnab({ 'GET /plans/p1/accounts': () => notFound() });
    expect((await rejection(testClient(ynab.fetch).accounts('p1'))).message).toBe('YNAB 404: Resource not found');
    expect(ynab.log).toHaveLength(1);
  });

  it('a failing resolution fails the call with its error, and is tried again next call', async () => {
    let down = true;
    const ynab = miniYnab({
      'GET /plans': () => (down ? new Response(null, { status: 503 }) : { plans: [planSummary('p1', [])], default_plan: null }),
    });
    const client = testClient(ynab.fetch);
    expect((await rejection(call(() => client.planId('last-used')))).message).toBe('YNAB 503: Service Unavailable');
    down = false;
    expect((await call(() => client.planId('last-used'))).result).toBe('p1');
  });
});
