// The YNAB client against the fake YNAB over loopback (ynab-client.md §5, §6, §8, §9): real node fetch,
// real sockets, the fake's fault rules. One test per retry, pacing and fault rule, each reading the fake's
// own log to count what really arrived. Backoff is instant and the hourly clock is injected.
// Writes go through the same path as the client's requests: openapi-fetch with the Sender as its fetch.
import createClient from 'openapi-fetch';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { paths } from '../../generated/ynab/schema.d.ts';
import { demoPlanWithCurrency, JPY_CURRENCY_FORMAT } from '../../src/fake-ynab/demo-plan/currency.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { closedLoopbackUrl, serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { YnabClient } from '../../src/ynab/client.ts';
import { type YnabError, httpError, mayHaveApplied } from '../../src/ynab/errors.ts';
import { Pacer } from '../../src/ynab/pacing.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { Sender } from '../../src/ynab/sender.ts';
import { ynabError } from './mini-ynab.ts';

const TOKEN = 'tok-S3CRET-over-loopback-51ac';
const USER_AGENT = 'avenir-mcp/test';
const PLAN = 'demo-budget';
const ACCOUNTS = `/plans/${PLAN}/accounts`;
const TRANSACTIONS = `/plans/${PLAN}/transactions`;
/** A fixed wall clock on a whole second, so an HTTP-date Retry-After converts exactly. */
const WALL = Date.UTC(2026, 8, 25, 12, 0, 0);

const fakes: FakeYnab[] = [];
const servers: FakeYnabServer[] = [];
const messages: string[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => {
  // §11: every request the client sent over loopback matched the vendored OpenAPI spec.
  expect(fakes.length).toBeGreaterThan(0);
  for (const fake of fakes) expect(fake.specViolations).toEqual([]);
  // The token never appears in a message.
  for (const message of messages) expect(message).not.toContain(TOKEN);
});

/** A clock for the hourly window (monotonic ms), moved by hand. */
function clock() {
  const state = { now: 0 };
  const pacer = new Pacer({ now: () => state.now, wallNow: () => WALL + state.now });
  return { state, pacer };
}

interface Setup {
  plans?: DemoPlan[];
  lastUsedPlanId?: string;
  timeoutMs?: number;
  /** Point the client elsewhere than the fake (e.g. a closed port). */
  baseUrl?: string;
}

/** A fake YNAB served on loopback, a client on it with real fetch, its own window and instant backoff. */
async function setup(options: Setup = {}) {
  const fake = new FakeYnab({
    ...(options.plans !== undefined ? { plans: options.plans } : {}),
    ...(options.lastUsedPlanId !== undefined ? { lastUsedPlanId: options.lastUsedPlanId } : {}),
  });
  fakes.push(fake);
  const server = await serveFakeYnab(fake);
  servers.push(server);
  const { state, pacer } = clock();
  const sleeps: number[] = [];
  const baseUrl = options.baseUrl ?? server.url;
  const common = {
    baseUrl,
    pacer,
    timeoutMs: options.timeoutMs ?? 2_000,
    random: () => 0.5,
    sleep: async (ms: number) => void sleeps.push(ms),
  };
  const client = new YnabClient({ ...common, token: { token: TOKEN }, userAgent: USER_AGENT });
  // The client's own request path for a write: openapi-fetch with a Sender as its fetch (client.ts).
  const sender = new Sender({ ...common, token: TOKEN, fetch: (request) => fetch(request) });
  const http = createClient<paths>({ baseUrl, fetch: sender.send, headers: { Accept: 'application/json', 'User-Agent': USER_AGENT } });
  const statuses = () => fake.log.map((entry) => entry.status);
  return { fake, server, client, http, clock: state, pacer, sleeps, statuses };
}

async function failure(promise: Promise<unknown>): Promise<YnabError> {
  const error = await ynabError(promise);
  messages.push(error.message);
  return error;
}

/** A write's result as the client would report it: the data, or `YNAB <status>: …`. */
async function written<T>(result: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await result;
  if (!response.ok) throw httpError(response.status, typeof error === 'string' ? error : JSON.stringify(error ?? ''));
  return data as T;
}

const UNREACHABLE_3 =
  /^YNAB could not be reached after 3 attempts \(last error .+\); nothing changed in YNAB\. Wait a few minutes and try again\.$/;

const transactionOf = (fake: FakeYnab, id: string) =>
  fake
    .snapshot()
    .plans.find((p) => p.id === PLAN)
    ?.transactions.find((t) => t.id === id);
const knowledgeOf = (fake: FakeYnab, plan = PLAN) => fake.snapshot().plans.find((p) => p.id === plan)?.server_knowledge;

describe('§5 retries of a read, over loopback', () => {
  it('a GET answered 502, then 503, then 200 succeeds on the third attempt', async () => {
    const { fake, client, sleeps, statuses } = await setup();
    fake.addFault({ method: 'GET', path: ACCOUNTS, status: 502 });
    fake.addFault({ method: 'GET', path: ACCOUNTS, status: 503 });
    const { result, requests } = await countRequests(() => client.accounts(PLAN));
    expect(result.find((a) => a.id === 'acc-checking')?.balance).toBe(3512660);
    expect(statuses()).toEqual([502, 503, 200]);
    expect(fake.log.every((entry) => entry.method === 'GET' && entry.path === ACCOUNTS)).toBe(true);
    expect(requests).toBe(3);
    // Full jitter with random 0.5: 0.5 × 500 ms, then 0.5 × 1 s.
    expect(sleeps).toEqual([250, 500]);
  });

  it('a GET answered 502 three times fails with "YNAB 502: …" after exactly 3 attempts', async () => {
    const { fake, client, statuses } = await setup();
    fake.addFault({ method: 'GET', path: ACCOUNTS, status: 502, times: 4 });
    const error = await failure(client.accounts(PLAN));
    expect(error.message).toBe('YNAB 502: Bad Gateway');
    expect(error.status).toBe(502);
    expect(statuses()).toEqual([502, 502, 502]);
  });

  it('a GET answered 500 is not retried', async () => {
    const { fake, client, statuses } = await setup();
    fake.addFault({ method: 'GET', path: ACCOUNTS, status: 500, times: 3 });
    const error = await failure(client.accounts(PLAN));
    expect(error.message).toBe('YNAB 500: Internal server error');
    expect(statuses()).toEqual([500]);
  });

  it('a GET answered 404 is not retried (a fault, and a real unknown plan)', async () => {
    const { fake, client, statuses } = await setup();
    fake.addFault({ method: 'GET', path: ACCOUNTS, status: 404, times: 3 });
    expect((await failure(client.accounts(PLAN))).message).toBe('YNAB 404: Resource not found');
    expect(statuses()).toEqual([404]);
    fake.resetLog();
    const error = await failure(client.accounts('no-such-plan'));
    expect(error.message).toMatch(/^YNAB 404: /);
    expect(fake.log).toEqual([expect.objectContaining({ path: '/plans/no-such-plan/accounts', status: 404 })]);
  });

  it('a GET whose connection is reset is retried and succeeds', async () => {
    const { fake, client, statuses } = await setup();
    fake.addFault({ method: 'GET', path: ACCOUNTS, reset: true });
    const { result, requests } = await countRequests(() => client.accounts(PLAN));
    expect(result).toHaveLength(6);
    // The reset request arrived (logged with status 0), the retry was answered.
    expect(statuses()).toEqual([0, 200]);
    expect(requests).toBe(2);
  });

  it('a GET reset three times fails as unreachable after 3 attempts, ECONNRESET named', async () => {
    const { fake, client, statuses } = await setup();
    fake.addFault({ method: 'GET', path: ACCOUNTS, reset: true, times: 3 });
    const error = await failure(client.accounts(PLAN));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(UNREACHABLE_3);
    expect(error.message).toMatch(/ECONNRESET|UND_ERR_SOCKET|other side closed/);
    expect(statuses()).toEqual([0, 0, 0]);
  });

  it('a GET slower than the timeout is retried, then "could not be reached… nothing changed… wait a few minutes"', async () => {
    const { fake, client, sleeps } = await setup({ timeoutMs: 250 });
    // Each delayed request is abandoned by the client; the fake then drops it unlogged, so count arrivals.
    let arrivals = 0;
    const exchange = fake.exchange.bind(fake);
    fake.exchange = (request, signal) => {
      arrivals += 1;
      return exchange(request, signal);
    };
    fake.addFault({ method: 'GET', path: ACCOUNTS, delayMs: 10_000, times: 3 });
    const { result, requests } = await countRequests(() => failure(client.accounts(PLAN)));
    expect(result.kind).toBe('unavailable');
    expect(result.message).toMatch(UNREACHABLE_3);
    expect(result.message).toContain('TimeoutError: no complete answer within 250 ms');
    expect(arrivals).toBe(3);
    expect(requests).toBe(3);
    expect(sleeps).toHaveLength(2);
    // The three delay rules are used up: the next read is answered at once, in one attempt.
    expect(await client.accounts(PLAN)).toHaveLength(6);
    expect(arrivals).toBe(4);
    expect(fake.log.map((e) => e.status)).toEqual([200]);
  });

  it('a GET slow once is retried and then answered', async () => {
    const { fake, client, statuses } = await setup({ timeoutMs: 250 });
    fake.addFault({ method: 'GET', path: ACCOUNTS, delayMs: 10_000 });
    const { result, requests } = await countRequests(() => client.accounts(PLAN));
    expect(result).toHaveLength(6);
    expect(requests).toBe(2);
    expect(statuses()).toEqual([200]);
  });
});

describe('§5 retries of a write, over loopback', () => {
  const categorise = { transactions: [{ id: 'tx-048', category_id: 'cat-groceries' }] };

  it('applyThenLose: sent once, "answer lost, unknown whether applied, look first", applied exactly once', async () => {
    const { fake, http, client, statuses } = await setup();
    expect(transactionOf(fake, 'tx-048')?.category_id).toBeNull();
    const before = knowledgeOf(fake) ?? Number.NaN;
    fake.addFault({ method: 'PATCH', path: TRANSACTIONS, applyThenLose: true, times: 3 });
    const { result: error, requests } = await countRequests(() =>
      failure(http.PATCH('/plans/{plan_id}/transactions', { params: { path: { plan_id: PLAN } }, body: categorise })),
    );
    expect(error.kind).toBe('outcome_unknown');
    expect(error.message).toMatch(
      /^The request was sent to YNAB but its answer was lost \(.+\), so YNAB may have applied the change, or not\./,
    );
    expect(error.message).toContain('Do not send it again: first look at the current state (find_transactions, get_category_balances)');
    expect(requests).toBe(1);
    expect(fake.log).toEqual([{ method: 'PATCH', path: TRANSACTIONS, query: '', status: 0 }]);
    // The change is there, once: one write's worth of knowledge.
    expect(transactionOf(fake, 'tx-048')?.category_id).toBe('cat-groceries');
    expect(knowledgeOf(fake)).toBe(before + 1);
    // And a read, as the message advises, shows it.
    const tx = (await client.transactions(PLAN)).find((t) => t.id === 'tx-048');
    expect(tx?.category_id).toBe('cat-groceries');
    expect(statuses()).toEqual([0, 200]);
  });

  it('a write whose connection is reset is sent once and not applied: outcome unknown', async () => {
    const { fake, http } = await setup();
    const before = knowledgeOf(fake);
    fake.addFault({ method: 'PATCH', path: TRANSACTIONS, reset: true, times: 3 });
    const error = await failure(http.PATCH('/plans/{plan_id}/transactions', { params: { path: { plan_id: PLAN } }, body: categorise }));
    expect(error.kind).toBe('outcome_unknown');
    expect(fake.log.map((e) => `${e.method} ${e.status}`)).toEqual(['PATCH 0']);
    expect(transactionOf(fake, 'tx-048')?.category_id).toBeNull();
    expect(knowledgeOf(fake)).toBe(before);
  });

  it('a write answered 503 is not retried', async () => {
    const { fake, http, sleeps } = await setup();
    const before = knowledgeOf(fake);
    fake.addFault({ method: 'PATCH', path: TRANSACTIONS, status: 503, times: 3 });
    const { result: error, requests } = await countRequests(() =>
      failure(written(http.PATCH('/plans/{plan_id}/transactions', { params: { path: { plan_id: PLAN } }, body: categorise }))),
    );
    expect(error.message).toBe('YNAB 503: Service unavailable');
    expect(requests).toBe(1);
    expect(sleeps).toEqual([]);
    expect(fake.log.map((e) => `${e.method} ${e.status}`)).toEqual(['PATCH 503']);
    expect(transactionOf(fake, 'tx-048')?.category_id).toBeNull();
    expect(knowledgeOf(fake)).toBe(before);
  });

  it.each([500, 502, 503, 504])(
    'the client reads a write answered %i as one YNAB may have applied (a read answered so, no)',
    async (status) => {
      const { fake, client } = await setup();
      fake.addFault({ method: 'PATCH', path: TRANSACTIONS, status });
      const error = await failure(client.updateTransactions(PLAN, [{ id: 'tx-048', category_id: 'cat-groceries' }]));
      expect(mayHaveApplied(error)).toBe(true);
      expect([error.kind, error.status]).toEqual(['outcome_unknown', status]);
      expect(error.brief).toMatch(new RegExp(`^YNAB ${status}: [^—]+$`));
      expect(error.message).toMatch(
        new RegExp(
          `^YNAB ${status}: .+ — YNAB can answer this after it saved the change, so it may have applied it\\. Do not send it again: first look at the current state`,
        ),
      );
      fake.addFault({ method: 'GET', path: ACCOUNTS, status, times: 3 });
      expect(mayHaveApplied(await failure(client.accounts(PLAN)))).toBe(false);
    },
  );

  it('the client reads a write refused with a 4xx as refused, and an unreadable 2xx as maybe applied', async () => {
    const { fake, client } = await setup();
    fake.addFault({ method: 'PATCH', path: TRANSACTIONS, status: 409 });
    const refused = await failure(client.updateTransactions(PLAN, [{ id: 'tx-048', category_id: 'cat-groceries' }]));
    expect([refused.kind, refused.message, mayHaveApplied(refused)]).toEqual(['http', 'YNAB 409: Conflict', false]);
    fake.addFault({ method: 'PATCH', path: TRANSACTIONS, status: 200, body: 'not json' });
    const unread = await failure(client.updateTransactions(PLAN, [{ id: 'tx-048', category_id: 'cat-groceries' }]));
    expect(mayHaveApplied(unread)).toBe(true);
    expect(unread.message).toMatch(
      /^YNAB 200: the answer was not what the API documents \(not JSON\) — YNAB answered success, so it may have applied the change\. Do not send it again/,
    );
  });

  it('a write to a refused connection (closed loopback port) is re-sent up to 3 attempts, then "never left / nothing changed"', async () => {
    const closed = await closedLoopbackUrl();
    const { fake, http, sleeps } = await setup({ baseUrl: closed });
    const { result: error, requests } = await countRequests(() =>
      failure(http.PATCH('/plans/{plan_id}/transactions', { params: { path: { plan_id: PLAN } }, body: categorise })),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(UNREACHABLE_3);
    expect(error.message).toContain('ECONNREFUSED');
    expect(requests).toBe(3);
    expect(sleeps).toEqual([250, 500]);
    expect(fake.log).toEqual([]);
  });

  it('a successful write goes once and answers its data (control case)', async () => {
    const { fake, http } = await setup();
    const data = await written(http.PATCH('/plans/{plan_id}/transactions', { params: { path: { plan_id: PLAN } }, body: categorise }));
    expect(data.data.transaction_ids).toEqual(['tx-048']);
    expect(fake.log.map((e) => `${e.method} ${e.status}`)).toEqual(['PATCH 200']);
  });
});

describe('§6 429 and the pause, over loopback', () => {
  async function after429(headers: Record<string, string> | undefined) {
    const context = await setup();
    context.fake.addFault({ method: 'GET', path: ACCOUNTS, status: 429, times: 3, ...(headers ? { headers } : {}) });
    const error = await failure(context.client.accounts(PLAN));
    expect(error.kind).toBe('rate_limited');
    expect(error.status).toBe(429);
    // Not retried.
    expect(context.statuses()).toEqual([429]);
    expect(context.sleeps).toEqual([]);
    return { ...context, error };
  }

  /** The next request is refused before sending while paused, and goes once `pauseMs` have passed. */
  async function pausedFor(context: Awaited<ReturnType<typeof after429>>, pauseMs: number, minutes: number) {
    const { fake, client, clock } = context;
    fake.clearFaults();
    const paused = await failure(client.accounts(PLAN));
    expect(paused.kind).toBe('paused');
    expect(paused.message).toBe(
      "YNAB's hourly request quota for this token was hit earlier (YNAB answered 429), so this call sent nothing to YNAB. " +
        `avenir-mcp will talk to YNAB again in ${minutes} minute${minutes === 1 ? '' : 's'}. Tell the user, and wait until then before calling a tool that uses YNAB.`,
    );
    clock.now = pauseMs - 1;
    expect((await failure(client.transactions(PLAN))).kind).toBe('paused');
    expect(fake.log).toHaveLength(1);
    clock.now = pauseMs;
    expect(await client.accounts(PLAN)).toHaveLength(6);
    expect(context.statuses()).toEqual([429, 200]);
  }

  it('Retry-After: 120 → "YNAB 429:" with 2 minutes, not retried, the next request refused before sending', async () => {
    const context = await after429({ 'Retry-After': '120' });
    expect(context.error.message).toBe(
      "YNAB 429: YNAB's hourly request quota for this token is used up (the user's other YNAB apps share it). " +
        'avenir-mcp will neither retry nor send anything to YNAB for the next 2 minutes. ' +
        'Tell the user, and wait until then before calling a tool that uses YNAB.',
    );
    // A write is refused as well while paused.
    const write = await failure(
      context.http.PATCH('/plans/{plan_id}/transactions', {
        params: { path: { plan_id: PLAN } },
        body: { transactions: [{ id: 'tx-048', approved: true }] },
      }),
    );
    expect(write.kind).toBe('paused');
    await pausedFor(context, 120_000, 2);
  });

  it('Retry-After: 5 is clamped up to a 1-minute pause (60 s)', async () => {
    const context = await after429({ 'Retry-After': '5' });
    expect(context.error.message).toContain('for the next 1 minute.');
    await pausedFor(context, 60_000, 1);
  });

  it('Retry-After: 7200 is clamped down to 60 minutes', async () => {
    const context = await after429({ 'Retry-After': '7200' });
    expect(context.error.message).toContain('for the next 60 minutes.');
    await pausedFor(context, 3_600_000, 60);
  });

  it('no Retry-After → 10 minutes', async () => {
    const context = await after429(undefined);
    expect(context.error.message).toContain('for the next 10 minutes.');
    await pausedFor(context, 600_000, 10);
  });

  it('an HTTP-date Retry-After five minutes ahead → 5 minutes', async () => {
    const context = await after429({ 'Retry-After': new Date(WALL + 300_000).toUTCString() });
    expect(context.error.message).toContain('for the next 5 minutes.');
    await pausedFor(context, 300_000, 5);
  });
});

describe('§6 the hourly pace, over loopback', () => {
  it('after 180 requests in the window the 181st is refused before sending; an hour later requests go again', async () => {
    const { fake, client, clock } = await setup();
    // One request every 10 s: 180 of them span 30 minutes (the first at 0, the last at 1 790 s).
    for (let n = 0; n < 180; n += 1) {
      clock.now = n * 10_000;
      await client.accounts(PLAN);
    }
    expect(fake.log).toHaveLength(180);
    clock.now = 1_800_000;
    const { result: paced, requests } = await countRequests(() => failure(client.accounts(PLAN)));
    expect(paced.kind).toBe('paced');
    expect(paced.message).toBe(
      "avenir-mcp sent 180 requests to YNAB in the past hour, against YNAB's limit of 200 per hour for this token " +
        "(the user's other YNAB apps share it), so this call sent nothing. A request may go again in 30 minutes. " +
        'Tell the user, and wait until then before calling a tool that uses YNAB.',
    );
    expect(requests).toBe(0);
    expect(fake.log).toHaveLength(180);
    // One ms before the first request leaves the window: still refused, now in 1 minute.
    clock.now = 3_599_999;
    expect((await failure(client.accounts(PLAN))).message).toContain('A request may go again in 1 minute.');
    expect(fake.log).toHaveLength(180);
    // The first request leaves the window: exactly one more may go, then the second oldest blocks.
    clock.now = 3_600_000;
    expect(await client.accounts(PLAN)).toHaveLength(6);
    expect(fake.log).toHaveLength(181);
    expect((await failure(client.accounts(PLAN))).kind).toBe('paced');
    expect(fake.log).toHaveLength(181);
    // Past an hour after the last one, everything goes again.
    clock.now = 1_790_000 + 3_600_000;
    expect(await client.transactions(PLAN)).toHaveLength(224);
    expect(await client.accounts(PLAN)).toHaveLength(6);
    expect(fake.log).toHaveLength(183);
  });

  it('retries count against the window: a read retried mid-call is stopped by the pace, "nothing more"', async () => {
    const { fake, client, clock } = await setup();
    for (let n = 0; n < 178; n += 1) await client.accounts(PLAN);
    clock.now = 1_000;
    fake.addFault({ method: 'GET', path: ACCOUNTS, status: 503, times: 3 });
    const { result: error, requests } = await countRequests(() => failure(client.accounts(PLAN)));
    // Attempts 1 and 2 went (503, 503); the third would be the 181st.
    expect(requests).toBe(2);
    expect(error.kind).toBe('paced');
    expect(error.message).toContain('so this call sent nothing more.');
    expect(fake.log.slice(-2).map((e) => e.status)).toEqual([503, 503]);
    expect(fake.log).toHaveLength(180);
  });
});

describe('§9 the delta cache, over loopback', () => {
  it('a second call sends last_knowledge_of_server; a rename behind its back comes in the next delta', async () => {
    const { fake, server, client } = await setup();
    const first = await countRequests(async () => {
      const accounts = await client.accounts(PLAN);
      // At most once per tool call: the second read in the same call is not sent.
      await client.accounts(PLAN);
      return accounts;
    });
    expect(first.requests).toBe(1);
    expect(first.result.find((a) => a.id === 'acc-checking')?.name).toBe('Checking');
    expect(fake.log[0]?.query).toBe('');
    const knowledge = knowledgeOf(fake);

    const second = await countRequests(() => client.accounts(PLAN));
    expect(second.requests).toBe(1);
    expect(second.result).toEqual(first.result);
    expect(fake.log[1]?.query).toBe(`last_knowledge_of_server=${knowledge}`);

    // The control API over loopback, as a separate process would do it.
    const answer = await fetch(`${server.controlUrl}/mutate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan_id: PLAN, accounts: [{ id: 'acc-checking', name: 'Main checking' }] }),
    });
    expect(answer.status).toBe(200);
    const { server_knowledge } = (await answer.json()) as { server_knowledge: number };
    expect(server_knowledge).toBe((knowledge ?? Number.NaN) + 1);

    const third = await countRequests(() => client.accounts(PLAN));
    expect(third.requests).toBe(1);
    expect(fake.log[2]?.query).toBe(`last_knowledge_of_server=${knowledge}`);
    expect(third.result).toHaveLength(6);
    expect(third.result.find((a) => a.id === 'acc-checking')?.name).toBe('Main checking');
    expect(third.result.find((a) => a.id === 'acc-savings')?.name).toBe('Savings');

    await countRequests(() => client.accounts(PLAN));
    expect(fake.log[3]?.query).toBe(`last_knowledge_of_server=${server_knowledge}`);
  });

  it('a transaction deleted through the API, and one deleted behind its back, disappear from transactions()', async () => {
    const { fake, client, http } = await setup();
    const before = (await countRequests(() => client.transactions(PLAN))).result;
    expect(before.map((t) => t.id)).toEqual(expect.arrayContaining(['tx-047', 'tx-048']));
    expect(fake.log[0]?.query).toBe('since_date=1970-01-01');

    await written(
      http.DELETE('/plans/{plan_id}/transactions/{transaction_id}', { params: { path: { plan_id: PLAN, transaction_id: 'tx-048' } } }),
    );
    const afterDelete = (await countRequests(() => client.transactions(PLAN))).result;
    expect(afterDelete.map((t) => t.id)).not.toContain('tx-048');
    expect(afterDelete).toHaveLength(before.length - 1);
    expect(fake.log[2]?.query).toMatch(/^since_date=1970-01-01&last_knowledge_of_server=\d+$/);

    fake.mutate(PLAN, (plan) => {
      const tx = plan.transactions.find((t) => t.id === 'tx-047');
      if (tx === undefined) throw new Error('tx-047 missing from the demo');
      tx.deleted = true;
    });
    const afterMutate = (await countRequests(() => client.transactions(PLAN))).result;
    expect(afterMutate.map((t) => t.id)).not.toContain('tx-047');
    expect(afterMutate).toHaveLength(before.length - 2);
    expect(fake.log.map((e) => `${e.method} ${e.status}`)).toEqual(['GET 200', 'DELETE 200', 'GET 200', 'GET 200']);
  });
});

describe('§8 last-used, over loopback', () => {
  /** The JPY variant with its own account ids (real YNAB ids are unique across plans). */
  function jpyPlan(): DemoPlan {
    const plan = demoPlanWithCurrency(JPY_CURRENCY_FORMAT);
    return JSON.parse(JSON.stringify(plan).replaceAll('"acc-', '"jpy-acc-')) as DemoPlan;
  }

  it('two plans: resolved by account matching with one GET /plans/last-used/accounts, reused afterwards', async () => {
    const { fake, client } = await setup();
    fake.addPlan(jpyPlan());
    fake.setLastUsed('demo-budget-jpy');

    const first = await countRequests(() => client.accounts('last-used'));
    expect(first.result.map((a) => a.id)).toContain('jpy-acc-checking');
    expect(first.requests).toBe(2);
    expect(fake.log.map((e) => `${e.path}?${e.query}`)).toEqual(['/plans?include_accounts=true', '/plans/last-used/accounts?']);
    expect(await client.planId('last-used')).toBe('demo-budget-jpy');

    // Next call: the real id, warm from the seeded accounts answer; no second resolution.
    const second = await countRequests(async () => ({
      accounts: await client.accounts('last-used'),
      digits: await client.currencyDigits('last-used'),
    }));
    expect(second.result.accounts).toEqual(first.result);
    expect(second.result.digits).toBe(0);
    expect(second.requests).toBe(1);
    expect(fake.log[2]).toMatchObject({
      path: '/plans/demo-budget-jpy/accounts',
      query: `last_knowledge_of_server=${knowledgeOf(fake, 'demo-budget-jpy')}`,
    });

    await countRequests(() => client.transactions('last-used'));
    expect(fake.log[3]).toMatchObject({ path: '/plans/demo-budget-jpy/transactions', query: 'since_date=1970-01-01' });
    expect(fake.log.filter((e) => e.path.startsWith('/plans/last-used'))).toHaveLength(1);
    expect(fake.log.filter((e) => e.path === '/plans')).toHaveLength(1);
  });
});
