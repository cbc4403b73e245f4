// YnabClient (ynab-client.md §1–§4, §7) against the fake YNAB, in process and over loopback, and against
// scripted answers: the demo figures, headers, request counting, the no-token and path-safety refusals
// (nothing sent), error mapping, redirects never followed, and the token never in a message.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { YnabClient, type YnabClientOptions } from '../../src/ynab/client.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { resolveToken } from '../../src/ynab/token.ts';
import { ynabError } from './mini-ynab.ts';

const BASE = 'http://demo.invalid/v1';
const USER_AGENT = 'avenir-mcp/test';
const TOKEN = 'tok-S3CRET-7f19c2ab';
const SAFE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Every error message seen in this file; none may contain the token (checked at the end). */
const messages: string[] = [];

async function failure(promise: Promise<unknown>): Promise<YnabError> {
  const error = await ynabError(promise);
  messages.push(error.message);
  return error;
}

type TokenOption = YnabClientOptions['token'];

function inProcess(fake: FakeYnab, token: TokenOption = { token: TOKEN }): YnabClient {
  return new YnabClient({ baseUrl: BASE, token, userAgent: USER_AGENT, fetch: (r) => fake.fetch(r) });
}

/** A client whose fetch answers every request with `answer()` and records the requests. */
function scripted(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const client = new YnabClient({
    baseUrl: BASE,
    token: { token: TOKEN },
    userAgent: USER_AGENT,
    // Retries wait for nothing here: their timing is test/ynab/sender.test.ts's business.
    sleep: async () => undefined,
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { client, requests };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function checkDemoFigures(clientOf: () => YnabClient) {
  it('listPlans() returns the demo plan', async () => {
    const plans = await clientOf().listPlans();
    expect(plans).toHaveLength(1);
    expect(plans[0]?.id).toBe('demo-budget');
    expect(plans[0]?.name).toBe('Demo household');
    expect(plans[0]?.accounts).toHaveLength(6);
  });

  it('accounts() returns the six accounts, Checking at 3512660 milliunits', async () => {
    const accounts = await clientOf().accounts('demo-budget');
    expect(accounts).toHaveLength(6);
    expect(accounts.find((a) => a.name === 'Checking')?.balance).toBe(3512660);
  });

  it("month() returns September 2026's to_be_budgeted", async () => {
    const month = await clientOf().month('demo-budget', '2026-09-01');
    expect(month.month).toBe('2026-09-01');
    expect(month.to_be_budgeted).toBe(1729320);
  });
}

describe('against the in-process fake', () => {
  const fake = new FakeYnab();
  checkDemoFigures(() => inProcess(fake));

  it('sends the documented paths and query, one request per call', async () => {
    fake.resetLog();
    const client = inProcess(fake);
    await client.listPlans();
    await client.accounts('demo-budget');
    await client.month('demo-budget', '2026-09-01');
    expect(fake.log.map(({ method, path, query, status }) => ({ method, path, query, status }))).toEqual([
      { method: 'GET', path: '/plans', query: 'include_accounts=true', status: 200 },
      { method: 'GET', path: '/plans/demo-budget/accounts', query: '', status: 200 },
      { method: 'GET', path: '/plans/demo-budget/months/2026-09-01', query: '', status: 200 },
    ]);
  });

  it("an unknown plan maps to YNAB 404 with YNAB's detail", async () => {
    const error = await failure(inProcess(fake).accounts('no-such-plan'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('YNAB 404: Resource not found');
  });
});

describe('against the loopback fake (global fetch)', () => {
  const fake = new FakeYnab();
  let server: FakeYnabServer;
  beforeAll(async () => {
    server = await serveFakeYnab(fake);
  });
  afterAll(async () => {
    await server.close();
  });
  const client = () => new YnabClient({ baseUrl: server.url, token: { token: TOKEN }, userAgent: USER_AGENT });
  checkDemoFigures(client);

  it('a revoked token maps to YNAB 401', async () => {
    const revoked = new FakeYnab();
    revoked.revokeToken(TOKEN);
    const other = await serveFakeYnab(revoked);
    try {
      const error = await failure(new YnabClient({ baseUrl: other.url, token: { token: TOKEN }, userAgent: USER_AGENT }).listPlans());
      expect(error.status).toBe(401);
      expect(error.message).toMatch(/^YNAB 401: /);
      expect(revoked.requestCount).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('headers', () => {
  it('sends Authorization Bearer, Accept and User-Agent, and no Content-Type without a body', async () => {
    const fake = new FakeYnab();
    const seen: Headers[] = [];
    const client = new YnabClient({
      baseUrl: BASE,
      token: { token: TOKEN },
      userAgent: USER_AGENT,
      fetch: (request) => {
        seen.push(new Headers(request.headers));
        return fake.fetch(request);
      },
    });
    await client.listPlans();
    await client.accounts('demo-budget');
    expect(seen).toHaveLength(2);
    for (const headers of seen) {
      expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(headers.get('accept')).toBe('application/json');
      expect(headers.get('user-agent')).toBe(USER_AGENT);
      expect(headers.get('content-type')).toBeNull();
    }
  });

  it('asks fetch not to follow redirects', async () => {
    const { client, requests } = scripted(() => jsonResponse(200, { data: { plans: [], default_plan: null } }));
    await client.listPlans();
    expect(requests[0]?.redirect).toBe('manual');
  });
});

describe('request counting', () => {
  it('counts one per request inside countRequests', async () => {
    const fake = new FakeYnab();
    const client = inProcess(fake);
    const { result, requests } = await countRequests(async () => {
      await client.listPlans();
      await client.accounts('demo-budget');
      return client.month('demo-budget', '2026-09-01');
    });
    expect(result.to_be_budgeted).toBe(1729320);
    expect(requests).toBe(3);
    expect(fake.requestCount).toBe(3);
  });

  it('keeps concurrent calls apart and counts failed requests too', async () => {
    const fake = new FakeYnab();
    const client = inProcess(fake);
    const [a, b] = await Promise.all([
      countRequests(() => client.listPlans()),
      countRequests(async () => {
        await client.accounts('demo-budget');
        await client.accounts('no-such-plan').catch(() => undefined);
      }),
    ]);
    expect(a.requests).toBe(1);
    expect(b.requests).toBe(2);
  });

  it('counts nothing for refusals made before sending', async () => {
    const fake = new FakeYnab();
    const { requests } = await countRequests(async () => {
      await inProcess(fake, missingToken(undefined))
        .listPlans()
        .catch(() => undefined);
      await inProcess(fake)
        .accounts('../x')
        .catch(() => undefined);
    });
    expect(requests).toBe(0);
    expect(fake.requestCount).toBe(0);
  });
});

/** What the server resolves when neither YNAB_API_KEY nor YNAB_API_KEY_FILE gives a token. */
function missingToken(apiKey: string | undefined): TokenOption {
  const source = resolveToken(apiKey, undefined);
  if (!('problem' in source)) throw new Error('expected no token');
  return { problem: source.problem };
}

describe('no token', () => {
  it.each([undefined, '', '  '])('YNAB_API_KEY %j: rejects before any request with the no-token message', async (apiKey) => {
    const fake = new FakeYnab();
    const client = inProcess(fake, missingToken(apiKey));
    for (const call of [() => client.listPlans(), () => client.accounts('demo-budget'), () => client.month('demo-budget', '2026-09-01')]) {
      const error = await failure(call());
      expect(error.message).toMatch(/No YNAB token is configured/);
      expect(error.message).toContain('YNAB_API_KEY');
      expect(error.message).toContain('YNAB_API_KEY_FILE');
    }
    expect(fake.log).toEqual([]);
  });
});

describe('path-segment safety', () => {
  const unsafe = ['../x', 'a/b', 'x?y', '', '-x', 'a'.repeat(101), '..', 'a b', 'a%2Fb', 'x#y', '_x', 'a\nb', 'é'];

  it.each(unsafe)('accounts(%j) rejects and sends nothing', async (id) => {
    const fake = new FakeYnab();
    const error = await failure(inProcess(fake).accounts(id));
    expect(error.message).toMatch(/cannot be a YNAB id/);
    expect(error.message).toContain('list_plans');
    expect(error.message).toContain('list_accounts');
    expect(error.message).not.toMatch(/[\n\u202E]/);
    expect(fake.log).toEqual([]);
  });

  it.each(unsafe)('month() with an unsafe plan or month %j rejects and sends nothing', async (id) => {
    const fake = new FakeYnab();
    expect((await failure(inProcess(fake).month(id, '2026-09-01'))).message).toMatch(/cannot be a YNAB id/);
    expect((await failure(inProcess(fake).month('demo-budget', id))).message).toMatch(/cannot be a YNAB id/);
    expect(fake.log).toEqual([]);
  });

  it('quotes the segment cleaned', async () => {
    const error = await failure(inProcess(new FakeYnab()).accounts('x\u202E/\ny'));
    expect(error.message).toContain('"x/ y"');
  });

  it('accepts a 100-character id (it reaches YNAB)', async () => {
    const fake = new FakeYnab();
    const error = await failure(inProcess(fake).accounts('a'.repeat(100)));
    expect(error.status).toBe(404);
    expect(fake.requestCount).toBe(1);
  });

  it('property: any string outside the pattern (or longer than 100) is refused and nothing is sent', async () => {
    const fake = new FakeYnab();
    const client = inProcess(fake);
    const outside = fc
      .oneof(
        fc.string({ unit: 'binary' }),
        fc.string(),
        fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', '.', '/', '?', '#', '%', ' ', '\n', '\u202E') }),
        fc.stringMatching(SAFE).map((s) => s + 'a'.repeat(101)),
      )
      .filter((s) => !SAFE.test(s) || s.length > 100);
    await fc.assert(
      fc.asyncProperty(outside, async (id) => {
        const error = await client.accounts(id).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(YnabError);
        expect((error as Error).message).toMatch(/cannot be a YNAB id/);
        expect(fake.requestCount).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('error mapping (scripted answers)', () => {
  it('404 with a YNAB error body → YNAB 404: <detail>', async () => {
    const { client } = scripted(() => jsonResponse(404, { error: { id: '404.2', name: 'resource_not_found', detail: 'Plan not found' } }));
    const error = await failure(client.accounts('demo-budget'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('YNAB 404: Plan not found');
  });

  it('401 → a new Personal Access Token', async () => {
    const { client } = scripted(() => jsonResponse(401, { error: { id: '401', name: 'unauthorized', detail: 'Unauthorized' } }));
    const error = await failure(client.listPlans());
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/^YNAB 401: /);
    expect(error.message).toContain('Personal Access Token');
    expect(error.message).toMatch(/mistyped, expired or revoked/);
  });

  it("403 passes YNAB's detail through", async () => {
    const { client } = scripted(() =>
      jsonResponse(403, { error: { id: '403.1', name: 'subscription_lapsed', detail: 'subscription_lapsed' } }),
    );
    expect((await failure(client.listPlans())).message).toBe('YNAB 403: subscription_lapsed');
  });

  it('500 with a plain-text body → YNAB 500: <text>, cleaned to one line', async () => {
    const { client } = scripted(
      () => new Response('Upstream\nfailure \u202Ehere', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
    );
    const error = await failure(client.listPlans());
    expect(error.status).toBe(500);
    expect(error.message).toBe('YNAB 500: Upstream failure here');
  });

  it('502 with an empty body → YNAB 502: Bad Gateway', async () => {
    const { client } = scripted(() => new Response(null, { status: 502 }));
    const error = await failure(client.listPlans());
    expect(error.status).toBe(502);
    expect(error.message).toBe('YNAB 502: Bad Gateway');
  });

  it('502 with an empty body and Content-Length: 0 → YNAB 502: Bad Gateway', async () => {
    const { client } = scripted(() => new Response('', { status: 502, headers: { 'Content-Length': '0' } }));
    expect((await failure(client.listPlans())).message).toBe('YNAB 502: Bad Gateway');
  });

  it.each([
    ['JSON without data', () => jsonResponse(200, { plans: [] })],
    ['JSON null', () => jsonResponse(200, null)],
    ['a JSON string', () => jsonResponse(200, 'data')],
    ['an empty body', () => new Response(null, { status: 200 })],
    ['an HTML page', () => new Response('<html>maintenance</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['invalid JSON with Content-Length', () => new Response('{"data":', { status: 200, headers: { 'Content-Length': '8' } })],
  ])('200 with %s → not what the API documents', async (_, answer) => {
    const { client } = scripted(answer);
    const error = await failure(client.listPlans());
    expect(error.message).toMatch(/^YNAB 200: /);
    expect(error.message).toMatch(/not what the API documents/);
  });

  it('any 2xx with data is a success (201)', async () => {
    const { client } = scripted(() => jsonResponse(201, { data: { plans: [], default_plan: null } }));
    expect(await client.listPlans()).toEqual([]);
  });

  it('a fetch that throws → could not be reached, nothing changed', async () => {
    const { client, requests } = scripted(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(client.listPlans());
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(error.message).toMatch(/could not be reached/);
    expect(error.message).toMatch(/TypeError: fetch failed/);
    expect(error.message).toMatch(/nothing changed/);
  });

  it('a body that breaks while being read → could not be reached', async () => {
    const { client } = scripted(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: 200 });
    });
    const error = await failure(client.listPlans());
    expect(error.message).toMatch(/could not be reached/);
  });

  it('a timeout → could not be reached', async () => {
    const client = new YnabClient({
      baseUrl: BASE,
      token: { token: TOKEN },
      userAgent: USER_AGENT,
      timeoutMs: 50,
      sleep: async () => undefined,
      fetch: (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const error = await failure(client.listPlans());
    expect(error.message).toMatch(/could not be reached/);
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse, url: string) => void;

async function loopback(handler: Handler): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/v1`,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

describe('error mapping over loopback (global fetch)', () => {
  it('a 302 is not followed: YNAB 302, the target never requested', async () => {
    const server = await loopback((req, res, origin) => {
      if (req.url?.startsWith('/v1/plans')) {
        res.writeHead(302, { Location: `${origin}/target/plans` });
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: { plans: [], default_plan: null } }));
      }
    });
    try {
      const client = new YnabClient({ baseUrl: server.url, token: { token: TOKEN }, userAgent: USER_AGENT });
      const error = await failure(client.listPlans());
      expect(error.status).toBe(302);
      expect(error.message).toBe('YNAB 302: Found');
      expect(server.hits).toEqual(['/v1/plans?include_accounts=true']);
    } finally {
      await server.close();
    }
  });

  it('a 502 with an empty body → YNAB 502: Bad Gateway', async () => {
    const server = await loopback((_, res) => {
      res.writeHead(502);
      res.end();
    });
    try {
      const client = new YnabClient({ baseUrl: server.url, token: { token: TOKEN }, userAgent: USER_AGENT });
      expect((await failure(client.listPlans())).message).toBe('YNAB 502: Bad Gateway');
    } finally {
      await server.close();
    }
  });

  it('a 500 with a plain-text body → YNAB 500: <text>', async () => {
    const server = await loopback((_, res) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('oops\r\n\u202Ebroken');
    });
    try {
      const client = new YnabClient({ baseUrl: server.url, token: { token: TOKEN }, userAgent: USER_AGENT });
      expect((await failure(client.listPlans())).message).toBe('YNAB 500: oops broken');
    } finally {
      await server.close();
    }
  });

  it('a closed port → could not be reached, nothing changed', async () => {
    const server = await loopback((_, res) => res.end());
    const url = server.url;
    await server.close();
    const client = new YnabClient({ baseUrl: url, token: { token: TOKEN }, userAgent: USER_AGENT });
    const error = await failure(client.listPlans());
    expect(error.message).toMatch(/could not be reached/);
    expect(error.message).toMatch(/nothing changed/);
  });
});

describe('the token', () => {
  it('appears in no error message', async () => {
    // A transport error that echoes the request's URL must still not carry it.
    const { client } = scripted((request) => {
      throw new Error(`failed ${request.method} ${request.url}`);
    });
    await failure(client.listPlans());
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) expect(message).not.toContain(TOKEN);
  });
});
