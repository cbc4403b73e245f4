// Fault injection, in process and over loopback: status answers (JSON or raw text, Retry-After), delays,
// connection resets before or after applying the request, refused connections, and how each is logged.

import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { closedLoopbackUrl } from '../../src/fake-ynab/http.ts';
import { checkedFakes, overLoopback } from './fake-helpers.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

/** Every answer of this file's fakes is checked against the spec's response schemas. */
const newFake = checkedFakes();

const HEADERS = { authorization: 'Bearer t', 'content-type': 'application/json' };
const CATEGORISE = JSON.stringify({ transactions: [{ id: 'tx-049', category_id: 'cat-transport' }] });

/** Rejects with the fetch error, or fails when the fetch succeeded. */
async function failure(promise: Promise<Response>): Promise<TypeError & { cause: { code?: string } }> {
  return promise.then(
    (r) => {
      throw new Error(`expected a failure, got ${r.status}`);
    },
    (error: unknown) => error as TypeError & { cause: { code?: string } },
  );
}

const categoryOf49 = (fake: FakeYnab) => fake.snapshot().plans[0]?.transactions.find((t) => t.id === 'tx-049')?.category_id;

/** The same checks through the in-process fetch and through a loopback server; the fake is reset before each. */
function suite(name: string, fakeOf: () => FakeYnab, urlOf: (path: string) => string, resetCode: string) {
  const inProcess = name === 'in process';
  const send = (path: string, init: RequestInit = {}) =>
    inProcess ? fakeOf().fetch(urlOf(path), { headers: HEADERS, ...init }) : fetch(urlOf(path), { headers: HEADERS, ...init });
  beforeEach(() => fakeOf().reset());

  describe(name, () => {
    it('answers a status with a raw body and Retry-After, without applying the request, and logs it', async () => {
      const fake = fakeOf();
      fake.addFault({
        method: 'PATCH',
        path: '/plans/demo-budget/transactions',
        status: 429,
        body: '<html>slow down</html>',
        headers: { 'Retry-After': '120' },
      });
      const response = await send('/plans/demo-budget/transactions', { method: 'PATCH', body: CATEGORISE });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('120');
      expect(await response.text()).toBe('<html>slow down</html>');
      expect(categoryOf49(fake)).toBeNull();
      expect(fake.log.at(-1)).toMatchObject({ method: 'PATCH', path: '/plans/demo-budget/transactions', status: 429 });
      expect((await send('/plans/demo-budget/transactions', { method: 'PATCH', body: CATEGORISE })).status).toBe(200);
      expect(categoryOf49(fake)).toBe('cat-transport');
    });

    it('answers a YNAB error body by default, for the next N matching requests only', async () => {
      const fake = fakeOf();
      fake.addFault({ path: /\/accounts$/, status: 503, times: 2 });
      for (let i = 0; i < 2; i++) {
        const response = await send('/plans/demo-budget/accounts');
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: { id: '503', name: 'service_unavailable', detail: 'Service unavailable' } });
      }
      expect((await send('/plans/demo-budget/accounts')).status).toBe(200);
      expect((await send('/plans')).status).toBe(200);
    });

    it('delays, then answers normally', async () => {
      const fake = fakeOf();
      fake.addFault({ path: '/plans', delayMs: 120 });
      const start = performance.now();
      expect((await send('/plans')).status).toBe(200);
      expect(performance.now() - start).toBeGreaterThanOrEqual(100);
    });

    it(`resets the connection after reading the request (${resetCode}), applying nothing, logged with status 0`, async () => {
      const fake = fakeOf();
      const logged = fake.log.length;
      fake.addFault({ method: 'PATCH', path: '/plans/demo-budget/transactions', reset: true });
      const error = await failure(send('/plans/demo-budget/transactions', { method: 'PATCH', body: CATEGORISE }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.cause.code).toBe(resetCode);
      expect(categoryOf49(fake)).toBeNull();
      expect(fake.log.slice(logged)).toEqual([{ method: 'PATCH', path: '/plans/demo-budget/transactions', query: '', status: 0 }]);
    });

    it('applies the request, then loses the answer (applyThenLose)', async () => {
      const fake = fakeOf();
      const knowledge = fake.snapshot().plans[0]?.server_knowledge ?? 0;
      fake.addFault({ method: 'PATCH', path: '/plans/demo-budget/transactions', applyThenLose: true });
      const error = await failure(send('/plans/demo-budget/transactions', { method: 'PATCH', body: CATEGORISE }));
      expect(error.cause.code).toBe(resetCode);
      expect(categoryOf49(fake)).toBe('cat-transport');
      expect(fake.snapshot().plans[0]?.server_knowledge).toBe(knowledge + 1);
      expect(fake.log.at(-1)?.status).toBe(0);
    });
  });
}

const inProcessFake = newFake();
suite(
  'in process',
  () => inProcessFake,
  (path) => `http://demo.invalid/v1${path}`,
  'ECONNRESET',
);

const loopbackFake = newFake();
const served = overLoopback(loopbackFake);
suite(
  'over loopback',
  () => loopbackFake,
  (path) => `${served().url}${path}`,
  'ECONNRESET',
);

describe('refused connections', () => {
  it('in process: the fetch rejects with ECONNREFUSED, nothing is handled or logged', async () => {
    const fake = newFake();
    fake.addFault({ method: 'POST', path: '/plans/demo-budget/transactions', refuse: true });
    const body = JSON.stringify({ transaction: { account_id: 'acc-checking', date: '2026-09-24', amount: -1000 } });
    const error = await failure(
      fake.fetch('http://demo.invalid/v1/plans/demo-budget/transactions', { method: 'POST', headers: HEADERS, body }),
    );
    expect(error.message).toBe('fetch failed');
    expect(error.cause.code).toBe('ECONNREFUSED');
    expect(fake.log).toEqual([]);
    expect(fake.snapshot().plans[0]?.transactions).toHaveLength(224);
  });

  it('over loopback: a closed port refuses (ECONNREFUSED); a refuse rule drops the socket unlogged', async () => {
    const closed = await closedLoopbackUrl();
    expect((await failure(fetch(`${closed}/plans`, { headers: HEADERS }))).cause.code).toBe('ECONNREFUSED');
    loopbackFake.reset();
    loopbackFake.addFault({ path: '/plans', refuse: true });
    await failure(fetch(`${served().url}/plans`, { headers: HEADERS }));
    expect(loopbackFake.log).toEqual([]);
  });

  it('in process: an abort during a delay rejects the fetch', async () => {
    const fake = newFake();
    // A delay no test outlives: ending at all is the abort's doing.
    fake.addFault({ path: '/plans', delayMs: 2 * HANG_GUARD_MS });
    await expect(fake.fetch('http://demo.invalid/v1/plans', { headers: HEADERS, signal: AbortSignal.timeout(50) })).rejects.toThrow();
  });
});
