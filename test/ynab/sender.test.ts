// The Sender's retry rules (ynab-client.md §5) with injected fetch functions: reads retried after a
// gateway answer or any transport error, writes only when the connection never opened; 3 attempts at
// most; full-jitter backoff; the two "unavailable" messages; the token only to the base URL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { YnabError } from '../../src/ynab/errors.ts';
import { Pacer } from '../../src/ynab/pacing.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { Sender, type SenderOptions } from '../../src/ynab/sender.ts';
import { BASE, TOKEN, json, testClient, ynabError } from './mini-ynab.ts';

type Step = Response | Error | (() => Promise<Response>);

/** A fetch answering each attempt with the next step (the last one repeats), recording requests and waits. */
function scripted(steps: Step[], options: Partial<Omit<SenderOptions, 'pacer'>> & { pacer?: Pacer } = {}) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const sleeps: number[] = [];
  const pacer = options.pacer ?? new Pacer();
  const sender = new Sender({
    baseUrl: BASE,
    token: TOKEN,
    pacer,
    timeoutMs: 1_000,
    random: () => 0.5,
    sleep: async (ms) => void sleeps.push(ms),
    fetch: async (request) => {
      requests.push(request);
      bodies.push(await request.clone().text());
      const step = steps[Math.min(requests.length - 1, steps.length - 1)];
      if (step instanceof Error) throw step;
      if (typeof step === 'function') return step();
      return (step as Response).clone();
    },
    ...options,
  });
  return { sender, requests, bodies, sleeps, pacer };
}

/** How Node's fetch (undici) rejects: TypeError('fetch failed') with the system error as cause. */
const fetchFailed = (code: string, syscall?: string) =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error(`${syscall ?? 'read'} ${code} 203.0.113.9:443`), { code, ...(syscall ? { syscall } : {}) }),
  });

const REFUSED = () => fetchFailed('ECONNREFUSED', 'connect');
const NOT_FOUND = () => fetchFailed('ENOTFOUND', 'getaddrinfo');
const EAI_AGAIN = () => fetchFailed('EAI_AGAIN', 'getaddrinfo');
const HOST_UNREACHABLE = () => fetchFailed('EHOSTUNREACH', 'connect');
const NET_UNREACHABLE = () => fetchFailed('ENETUNREACH', 'connect');
const CONNECT_TIMEOUT = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('Connect Timeout Error'), { name: 'ConnectTimeoutError', code: 'UND_ERR_CONNECT_TIMEOUT' }),
  });
const RESET = () => fetchFailed('ECONNRESET');
const SOCKET_CLOSED = () =>
  new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { name: 'SocketError', code: 'UND_ERR_SOCKET' }) });
/** A fetch that never answers: the attempt's own deadline ends it (a response timeout). */
const HANG = () => () => new Promise<Response>(() => undefined);

const ok = () => json(200, { data: { ok: true } });
const status = (code: number) => new Response(null, { status: code });

const get = (path = '/plans/p1/accounts') => new Request(`${BASE}${path}`);
const write = (method: string, body = '{"transactions":[{"id":"t1","approved":true}]}') =>
  new Request(`${BASE}/plans/p1/transactions`, { method, body, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<YnabError> {
  const error = await ynabError(promise);
  expect(error.message).not.toContain(TOKEN);
  return error;
}

describe('GET retries', () => {
  it.each([502, 503, 504])('retries after %i, and answers 200 once YNAB does', async (code) => {
    const { sender, requests } = scripted([status(code), ok()]);
    const response = await sender.send(get());
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it.each([502, 503, 504])('after 3 × %i the last gateway answer is the result (YNAB %i: <reason> through the client)', async (code) => {
    const { sender, requests } = scripted([status(code)]);
    expect((await sender.send(get())).status).toBe(code);
    expect(requests).toHaveLength(3);
    let calls = 0;
    const client = testClient(async () => {
      calls += 1;
      return status(code);
    });
    const error = await failure(client.month('p1', '2026-09-01'));
    expect(error.message).toBe(`YNAB ${code}: ${{ 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' }[code]}`);
    expect(error.status).toBe(code);
    expect(calls).toBe(3);
  });

  it.each([500, 400, 404, 401, 409, 302])('does not retry %i', async (code) => {
    const { sender, requests } = scripted([status(code), ok()]);
    expect((await sender.send(get())).status).toBe(code);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a reset', RESET],
    ['a closed socket', SOCKET_CLOSED],
    ['a refused connection', REFUSED],
    ['a DNS failure', NOT_FOUND],
    ['a connect timeout', CONNECT_TIMEOUT],
    ['an unknown error', () => new Error('boom')],
  ])('retries after %s, and answers once YNAB does', async (_, error) => {
    const { sender, requests } = scripted([error(), ok()]);
    expect((await sender.send(get())).status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it('retries after a response timeout', async () => {
    const { sender, requests } = scripted([HANG(), ok()], { timeoutMs: 20 });
    expect((await sender.send(get())).status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it('stops at 3 attempts: "could not be reached" with the attempts, the last error, nothing changed, wait', async () => {
    const { sender, requests } = scripted([RESET(), REFUSED(), SOCKET_CLOSED(), ok()]);
    const error = await failure(sender.send(get()));
    expect(requests).toHaveLength(3);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'YNAB could not be reached after 3 attempts (last error TypeError: fetch failed (UND_ERR_SOCKET: other side closed)); ' +
        'nothing changed in YNAB. Wait a few minutes and try again.',
    );
  });

  it('a name that does not resolve: names AVENIR_MCP_YNAB_URL and the connection, not a wait (issue #29 item 9)', async () => {
    const { sender } = scripted([NOT_FOUND(), NOT_FOUND(), NOT_FOUND()]);
    const error = await failure(sender.send(get()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'YNAB could not be reached after 3 attempts (last error TypeError: fetch failed (ENOTFOUND: getaddrinfo ENOTFOUND 203.0.113.9:443)); nothing changed in YNAB. ' +
        "YNAB's address could not be found: check AVENIR_MCP_YNAB_URL if it is set (then restart the server), and this machine's connection.",
    );
  });

  it('a body that breaks while being read is a transport error, retried', async () => {
    const broken = () => async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 200 },
      );
    const { sender, requests } = scripted([broken(), ok()]);
    expect((await sender.send(get())).status).toBe(200);
    expect(requests).toHaveLength(2);
  });
});

describe('write retries', () => {
  describe.each(['POST', 'PATCH', 'DELETE'])('%s', (method) => {
    it.each([
      ['a reset', RESET],
      ['a closed socket', SOCKET_CLOSED],
      ['EHOSTUNREACH outside connect', () => fetchFailed('EHOSTUNREACH', 'read')],
      ['an unknown error', () => new Error('boom')],
    ])('is not re-sent after %s: the answer was lost, outcome unknown', async (_, error) => {
      const { sender, requests } = scripted([error(), ok()]);
      const failed = await failure(sender.send(write(method)));
      expect(requests).toHaveLength(1);
      expect(failed.kind).toBe('outcome_unknown');
      expect(failed.message).toMatch(/^The request was sent to YNAB but its answer was lost \(/);
      expect(failed.message).toContain('so YNAB may have applied the change, or not.');
      expect(failed.message).toContain('find_transactions');
      expect(failed.message).toContain('get_category_balances');
      expect(failed.message).toMatch(/Do not send it again/);
      expect(failed.message).not.toMatch(/nothing changed/);
    });

    it('is not re-sent after a response timeout', async () => {
      const { sender, requests } = scripted([HANG(), ok()], { timeoutMs: 20 });
      const failed = await failure(sender.send(write(method)));
      expect(requests).toHaveLength(1);
      expect(failed.kind).toBe('outcome_unknown');
      expect(failed.message).toContain('TimeoutError: no complete answer within 20 ms');
    });

    it.each([500, 502, 503, 504])('is not re-sent after a %i answer (the answer is the result)', async (code) => {
      const { sender, requests } = scripted([status(code), ok()]);
      expect((await sender.send(write(method))).status).toBe(code);
      expect(requests).toHaveLength(1);
    });

    it.each([
      ['ECONNREFUSED', REFUSED],
      ['ENOTFOUND', NOT_FOUND],
      ['EAI_AGAIN', EAI_AGAIN],
      ['EHOSTUNREACH in connect', HOST_UNREACHABLE],
      ['ENETUNREACH in connect', NET_UNREACHABLE],
      ['the connect timeout', CONNECT_TIMEOUT],
    ])('is re-sent, same body, after %s (the connection never opened)', async (_, error) => {
      const { sender, requests, bodies } = scripted([error(), json(201, { data: {} })]);
      expect((await sender.send(write(method))).status).toBe(201);
      expect(requests).toHaveLength(2);
      expect(requests.map((r) => r.method)).toEqual([method, method]);
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[0]).toContain('"t1"');
    });

    it('never opened on all 3 attempts: "could not be reached", nothing changed', async () => {
      const { sender, requests } = scripted([REFUSED(), NOT_FOUND(), REFUSED(), ok()]);
      const failed = await failure(sender.send(write(method)));
      expect(requests).toHaveLength(3);
      expect(failed.kind).toBe('unavailable');
      expect(failed.message).toMatch(
        /^YNAB could not be reached after 3 attempts \(last error TypeError: fetch failed \(ECONNREFUSED: connect ECONNREFUSED/,
      );
      expect(failed.message).toContain('nothing changed in YNAB. Wait a few minutes');
    });

    it('refused, then reset: stops there, outcome unknown', async () => {
      const { sender, requests } = scripted([REFUSED(), RESET(), ok()]);
      expect((await failure(sender.send(write(method)))).kind).toBe('outcome_unknown');
      expect(requests).toHaveLength(2);
    });
  });

  it('happy eyeballs: never opened only when every address failed to connect', async () => {
    const both = new TypeError('fetch failed', {
      cause: new AggregateError([REFUSED().cause, HOST_UNREACHABLE().cause]),
    });
    const mixed = new TypeError('fetch failed', { cause: new AggregateError([REFUSED().cause, RESET().cause]) });
    await expect(scripted([both, ok()]).sender.send(write('POST'))).resolves.toBeInstanceOf(Response);
    const { sender, requests } = scripted([mixed, ok()]);
    expect((await failure(sender.send(write('POST')))).kind).toBe('outcome_unknown');
    expect(requests).toHaveLength(1);
  });
});

describe('written amounts', () => {
  it('a JSON body holding an amount that is not a safe integer is refused before anything is sent or counted', async () => {
    const { sender, requests, pacer } = scripted([ok()]);
    const { result, requests: counted } = await countRequests(() =>
      failure(sender.send(write('PATCH', JSON.stringify({ transactions: [{ id: 't1', amount: 2 ** 53 }] })))),
    );
    expect(result.message).toMatch(/^The amount transactions\[0\]\.amount = 9007199254740992 is not a whole number of milliunits/);
    expect(result.message).toContain('nothing was sent to YNAB');
    expect(requests).toHaveLength(0);
    expect(counted).toBe(0);
    expect(pacer.sentInWindow).toBe(0);
    expect((await sender.send(write('PATCH', JSON.stringify({ transactions: [{ id: 't1', amount: -12340 }] })))).status).toBe(200);
  });
});

describe('backoff', () => {
  it('waits random × 0.5 s × 2^(attempt − 1) between attempts, none after the last', async () => {
    for (const r of [0, 0.25, 0.999]) {
      const { sender, sleeps } = scripted([status(503)], { random: () => r });
      await sender.send(get());
      expect(sleeps).toEqual([r * 500, r * 1000]);
    }
  });

  it('property: the waits stay within [0, 0.5 s) then [0, 1 s)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), async (r) => {
        const { sender, sleeps } = scripted([RESET()], { random: () => r });
        await sender.send(get()).catch(() => undefined);
        expect(sleeps).toHaveLength(2);
        expect(sleeps[0]).toBeGreaterThanOrEqual(0);
        expect(sleeps[0]).toBeLessThan(500);
        expect(sleeps[1]).toBeGreaterThanOrEqual(0);
        expect(sleeps[1]).toBeLessThan(1000);
      }),
      { numRuns: 50 },
    );
  });
});

describe('counting', () => {
  it('every attempt counts in the call and in the hourly window', async () => {
    const pacer = new Pacer();
    const { sender } = scripted([status(502), RESET(), ok()], { pacer });
    const { requests } = await countRequests(() => sender.send(get()));
    expect(requests).toBe(3);
    expect(pacer.sentInWindow).toBe(3);
  });
});

describe('the token', () => {
  it('goes as Authorization: Bearer to the base URL, on every attempt', async () => {
    const { sender, requests } = scripted([REFUSED(), ok()]);
    await sender.send(write('POST'));
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(request.redirect).toBe('manual');
    }
  });

  it.each([
    'http://evil.test/v1/plans',
    'http://ynab.test/v1evil/plans',
    'http://ynab.test/plans',
    'https://ynab.test/v1/plans',
    'http://ynab.test:8080/v1/plans',
  ])('never goes to %s: refused, nothing sent', async (url) => {
    const { sender, requests } = scripted([ok()]);
    const error = await failure(sender.send(new Request(url)));
    expect(error.message).toMatch(/outside the configured YNAB URL; nothing was sent/);
    expect(requests).toHaveLength(0);
  });

  it('never appears in a message, even when an error quotes it', async () => {
    const leaky = new TypeError('fetch failed', { cause: Object.assign(new Error(`Bearer ${TOKEN} rejected`), { code: 'ECONNRESET' }) });
    const read = await failure(scripted([leaky]).sender.send(get()));
    const written = await failure(scripted([leaky]).sender.send(write('PATCH')));
    for (const message of [read.message, written.message]) {
      expect(message).not.toContain(TOKEN);
      expect(message).toContain('[token]');
    }
  });
});
