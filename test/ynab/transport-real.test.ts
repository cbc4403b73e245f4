// The retry rules against Node's real fetch and real sockets (ynab-client.md §5): how undici reports a
// refused port, a DNS failure, a reset after the request arrived and a response timeout, and what the
// client does with each for a read and for a write. Local node:http servers only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { YnabError } from '../../src/ynab/errors.ts';
import { Pacer } from '../../src/ynab/pacing.ts';
import { Sender } from '../../src/ynab/sender.ts';
import { transportFailure } from '../../src/ynab/transport-failure.ts';
import { TOKEN, rejection } from './mini-ynab.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A loopback server; `hits` counts the requests that reached it. */
async function serve(handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const state = { hits: 0 };
  const server = createServer((req, res) => {
    state.hits += 1;
    req.resume();
    req.on('end', () => handle(req, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, state };
}

async function closedPort(): Promise<string> {
  const { base } = await serve(() => undefined);
  const server = servers.pop() as Server;
  await new Promise((resolve) => server.close(resolve));
  return base;
}

function sender(base: string, timeoutMs = 2_000) {
  return new Sender({
    baseUrl: base,
    token: TOKEN,
    fetch: (r) => fetch(r),
    pacer: new Pacer(),
    timeoutMs,
    random: () => 0,
    sleep: async () => undefined,
  });
}

const post = (base: string) => new Request(`${base}/plans/p1/transactions`, { method: 'POST', body: '{"transaction":{}}' });

describe("undici's errors, classified", () => {
  it('a closed port: ECONNREFUSED in connect, never opened', async () => {
    const base = await closedPort();
    const error = await rejection(fetch(`${base}/plans`));
    const failure = transportFailure(error);
    expect(failure).toMatchObject({ type: 'TypeError', neverOpened: true });
    expect(failure.detail).toMatch(/^fetch failed \(ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/);
  });

  it('an unknown host: ENOTFOUND, never opened', async () => {
    const error = await rejection(fetch('http://no-such-host.invalid/v1/plans'));
    expect(transportFailure(error)).toMatchObject({ neverOpened: true });
    expect(transportFailure(error).detail).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });

  it('a reset after the request arrived: not "never opened"', async () => {
    const { base } = await serve((req) => req.socket.destroy());
    const error = await rejection(fetch(post(base)));
    expect(transportFailure(error)).toMatchObject({ neverOpened: false });
  });
});

describe('through the Sender with the real fetch', () => {
  it('a write to a closed port is re-sent up to 3 times, then "could not be reached", nothing changed', async () => {
    const base = await closedPort();
    const error = await rejection(sender(base).send(post(base)));
    expect(error).toBeInstanceOf(YnabError);
    expect((error as YnabError).kind).toBe('unavailable');
    expect(error.message).toMatch(/^YNAB could not be reached after 3 attempts \(last error TypeError: fetch failed \(ECONNREFUSED/);
  });

  it('a write whose connection is reset after arriving is sent once: outcome unknown', async () => {
    const { base, state } = await serve((req) => req.socket.destroy());
    const error = await rejection(sender(base).send(post(base)));
    expect((error as YnabError).kind).toBe('outcome_unknown');
    expect(state.hits).toBe(1);
  });

  it('a read reset every time is tried 3 times', async () => {
    const { base, state } = await serve((req) => req.socket.destroy());
    const error = await rejection(sender(base).send(new Request(`${base}/plans`)));
    expect((error as YnabError).kind).toBe('unavailable');
    expect(state.hits).toBe(3);
  });

  it('a write whose answer never comes is sent once (response timeout)', async () => {
    const { base, state } = await serve(() => undefined);
    const error = await rejection(sender(base, 100).send(post(base)));
    expect((error as YnabError).kind).toBe('outcome_unknown');
    expect(error.message).toContain('TimeoutError: no complete answer within 100 ms');
    expect(state.hits).toBe(1);
  });

  it('a body cut in the middle is retried for a read', async () => {
    let n = 0;
    const { base, state } = await serve((req, res) => {
      n += 1;
      if (n === 1) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        res.write('{"data":');
        setTimeout(() => req.socket.destroy(), 10);
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"data":{}}');
      }
    });
    const response = await sender(base).send(new Request(`${base}/plans`));
    expect(await response.text()).toBe('{"data":{}}');
    expect(state.hits).toBe(2);
  });
});
