// The HTTP transport's socket limits (issue #13 item 8): a socket that sends its headers or its body a byte
// at a time, or nothing at all, is cut; an idle kept-alive one is closed; past the connection cap a new
// socket is closed at once; and TRACE or CONNECT get 405 with Allow, as the SDK answers other methods.
// The server runs in process with small limits, so each cut happens in a fraction of a second.
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/mcp/build-server.ts';
import { loadConfig } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { createDeps } from '../../src/app/deps.ts';
import { digestOf } from '../../src/http/access.ts';
import { serveHttp, type HttpLimits, type HttpServing } from '../../src/http/serve-http.ts';
import { createLogger } from '../../src/log.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const TOKEN = 'limits-test-token-limits-test-token-limits';
const LIMITS = { headersMs: 300, requestMs: 600, keepAliveMs: 200, checkEveryMs: 50, maxConnections: 5 };

let serving: HttpServing;
let port: number;

async function serve(limits: Partial<HttpLimits>): Promise<HttpServing> {
  const fake = new FakeYnab({});
  const log = createLogger('ERROR', () => {});
  const deps = createDeps({
    config: loadConfig({}, { demo: false }),
    log,
    token: { token: 'ynab' },
    fetch: (r) => fake.fetch(r),
    journalPath: join(mkdtempSync(join(tmpdir(), 'avenir-http-limits-')), 'journal.jsonl'),
  });
  return serveHttp({
    factory: () => buildServer(deps),
    host: '127.0.0.1',
    port: 0,
    rules: { hostnames: new Set(['127.0.0.1']), tokenDigest: digestOf(TOKEN) },
    log,
    limits,
  });
}

beforeAll(async () => {
  serving = await serve(LIMITS);
  port = Number(new URL(serving.url).port);
});

afterAll(() => serving?.close());

interface Watched {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Milliseconds from the connection to its close by the server. */
  closed: Promise<number>;
}

function open(to = port): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(to, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => {});
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes `text` one byte every `everyMs`, until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++]!);
  }, everyMs);
}

const HEAD = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n`;
const BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
// No bound on when a socket closes (a guess of the machine's speed): what tells each limit's work from
// the socket's other fate is what the client received (a 408), or that the test ends at all (a socket no
// limit cut stays open, and the hang guard fails the test).

describe('HTTP socket limits', () => {
  it('cuts a socket that sends its headers a byte at a time (headers timeout)', async () => {
    const w = await open();
    trickle(w.socket, `${HEAD}X-Slow: ${'a'.repeat(200)}\r\n\r\n`, 10);
    expect(await w.closed).toBeGreaterThanOrEqual(LIMITS.headersMs);
    expect(w.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a socket that connects and sends nothing', async () => {
    const w = await open();
    expect(await w.closed).toBeGreaterThanOrEqual(LIMITS.headersMs);
  });

  it('cuts a request whose body comes a byte at a time (request timeout)', async () => {
    const w = await open();
    w.socket.write(`${HEAD}Content-Length: ${BODY.length + 500}\r\n\r\n`);
    trickle(w.socket, `${BODY}${' '.repeat(500)}`, 5);
    const ms = await w.closed;
    expect(ms).toBeGreaterThanOrEqual(LIMITS.headersMs);
    expect(w.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a whole request, then closes the kept-alive socket once idle', async () => {
    const w = await open();
    w.socket.write(`${HEAD}Content-Length: ${BODY.length}\r\n\r\n${BODY}`);
    const ms = await w.closed;
    expect(w.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(w.received()).toContain('list_plans');
    expect(ms).toBeGreaterThanOrEqual(LIMITS.keepAliveMs);
  });

  it(`keeps at most ${LIMITS.maxConnections} connections: the next ones are closed at once`, async () => {
    // Its own server, whose idle sockets are not cut while the test holds them.
    // Their own limits are ones no test outlives: a socket closed at all was closed by the cap.
    const capped = await serve({ ...LIMITS, headersMs: HANG_GUARD_MS, requestMs: HANG_GUARD_MS });
    const to = Number(new URL(capped.url).port);
    try {
      const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => open(to)));
      const extra = await Promise.all(Array.from({ length: 20 }, () => open(to)));
      await Promise.all(extra.map((w) => w.closed));
      expect(extra.every((w) => w.received() === '')).toBe(true);
      expect(held.every((w) => !w.socket.destroyed && w.socket.readyState === 'open')).toBe(true);
      for (const w of held) w.socket.destroy();
      await Promise.all(held.map((w) => w.closed));
      // Room again once they are gone.
      const again = await open(to);
      again.socket.write(`${HEAD}Content-Length: ${BODY.length}\r\nConnection: close\r\n\r\n${BODY}`);
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await capped.close();
    }
  });
});

function call(method: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      serving.url,
      { method, headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json, text/event-stream' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP methods', () => {
  it('answers TRACE with 405 and Allow: POST, as the SDK answers GET, DELETE, PUT or OPTIONS', async () => {
    const trace = await call('TRACE');
    expect(trace.status).toBe(405);
    expect(trace.allow).toBe('POST');
    expect(JSON.parse(trace.body).error.message).toBe('Method not allowed.');
    for (const method of ['GET', 'DELETE', 'PUT', 'OPTIONS']) {
      const other = await call(method);
      expect([other.status, other.allow], method).toEqual([405, trace.allow]);
    }
  });

  it('answers CONNECT with 405 and Allow: POST instead of dropping the socket', async () => {
    const w = await open();
    w.socket.write(`CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await w.closed;
    expect(w.received()).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(w.received()).toMatch(/\r\nAllow: POST\r\n/);
  });
});

describe('request targets', () => {
  const send = async (method: string, target: string) => {
    const w = await open();
    w.socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    await w.closed;
    return w.received();
  };

  it.each(['//[', '//x:99999/mcp', '//%5B/mcp', '//evil.example/mcp'])(
    'reads %j as a path (a URL parser takes it for a host, and threw: #26 review), and the server goes on',
    async (target) => {
      expect(await send('POST', target)).toMatch(/^HTTP\/1\.1 404 /);
      expect((await call('TRACE')).status).toBe(405);
    },
  );

  it.each(['*', 'http://127.0.0.1/mcp', 'mcp'])('answers a target %j that is no path with 400', async (target) => {
    expect(await send('POST', target)).toMatch(/^HTTP\/1\.1 400 /);
  });
});
