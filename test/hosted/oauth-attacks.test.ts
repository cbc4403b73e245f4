// The hosted sign-in attacked from outside (issue #26): an attacker's OAuth client that is not the SDK's
// (oauth4webapi, and hand-made requests), separate browsers that keep cookies as browsers do, a real
// PostgreSQL and the fake YNAB. Each test is one finding of the outside review, named by its number; each
// failed on the code before the fix. The normal sign-in is tested in oauth-flow.test.ts.
import { request as httpRequest } from 'node:http';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/hosted/access-token.ts';
import { signInCookies } from '../../src/hosted/oauth/sign-in-cookies.ts';
import { Browser } from '../helpers/oauth-browser.ts';
import { startHostedStack, type HostedStack } from '../helpers/hosted-stack.ts';

let stack: HostedStack;
let issuer: string;
let as: oauth.AuthorizationServer;
const lines: string[] = [];
const MALLORY = 'https://mallory.example/cb';
const insecure = { [oauth.allowInsecureRequests]: true };

beforeAll(async () => {
  stack = await startHostedStack({ log: (line) => lines.push(line) });
  issuer = stack.issuer;
  as = await oauth.processDiscoveryResponse(
    new URL(issuer),
    await oauth.discoveryRequest(new URL(issuer), { ...insecure, algorithm: 'oauth2' }),
  );
});
afterAll(() => stack?.close());

/** An attacker's public client, registered anonymously through oauth4webapi (RFC 7591). */
async function attackerClient(metadata: Record<string, unknown> = {}): Promise<oauth.Client> {
  const response = await oauth.dynamicClientRegistrationRequest(
    as,
    { redirect_uris: [MALLORY], client_name: 'Mallory', token_endpoint_auth_method: 'none', ...metadata },
    insecure,
  );
  return oauth.processDynamicClientRegistrationResponse(response);
}

/** The authorization request of a client, with its own PKCE pair. */
async function authorization(client: oauth.Client, redirectUri = MALLORY, extra: Record<string, string> = {}) {
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(as.authorization_endpoint!);
  const params = {
    client_id: client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: 'mallory-state',
    resource: `${issuer}/mcp`,
    ...extra,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { url, verifier };
}

/** The consent page's pending request id, as the person who opens the page sees it. */
async function pendingRequest(browser: Browser, url: URL): Promise<string> {
  const page = await browser.fetch(url);
  return /name="request" value="([^"]+)"/.exec(await page.text())![1]!;
}

/** `user` signs in through a fresh oauth4webapi client, choosing `access` at consent: the client and its tokens. */
async function signedIn(user: string, access: 'read' | 'write') {
  const client = await attackerClient({ redirect_uris: ['http://127.0.0.1:1/cb'], client_name: 'oauth4webapi client' });
  const { url, verifier } = await authorization(client, 'http://127.0.0.1:1/cb');
  const back = await new Browser(user).signIn(url, 'http://127.0.0.1:1/cb', access);
  const params = oauth.validateAuthResponse(as, client, back, 'mallory-state');
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, 'http://127.0.0.1:1/cb', verifier, insecure),
  );
  return { client, tokens };
}

const ynabSignInLink = (state: string) => {
  const url = new URL(`${stack.ynabOAuthUrl}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    client_id: 'ynab-app',
    redirect_uri: `${issuer}/oauth/ynab/callback`,
    response_type: 'code',
    state,
  }))
    url.searchParams.set(k, v);
  return url;
};

const grantsOf = async (ynabUser: string) => {
  const pool = stack.pool();
  const rows = await pool.query('SELECT g.client_id FROM oauth_grants g JOIN people p ON p.id = g.person WHERE p.ynab_user = $1', [
    ynabUser,
  ]);
  return rows.rows.map((r: { client_id: string }) => r.client_id);
};

describe('1. the YNAB callback completes only the authorization of the browser that consented', () => {
  it('refuses YNAB’s genuine sign-in link built by hand with a pending request’s id as state, in the victim’s browser', async () => {
    const client = await attackerClient();
    const { url } = await authorization(client);
    const requestId = await pendingRequest(new Browser('mallory-1'), url);
    // Bob, signed in to YNAB, is lured to YNAB's real sign-in page, which sends him back to avenir.
    const stop = await new Browser('bob-1').walk(ynabSignInLink(requestId), MALLORY, 'write');
    expect(stop.kind).toBe('page');
    expect(stop.kind === 'page' && stop.status).toBe(400);
    expect(await grantsOf('user-bob-1')).toEqual([]);
  });

  it('refuses the YNAB link taken from the Location avenir gave the attacker after her own consent', async () => {
    const client = await attackerClient();
    const { url, verifier } = await authorization(client);
    const mallory = new Browser('mallory-2');
    // Mallory consents herself and stops at YNAB: the link there carries the state YNAB sends back.
    const atYnab = await mallory.signIn(url, `${stack.ynabOAuthUrl}/oauth/authorize`, 'write');
    const stop = await new Browser('bob-2').walk(atYnab, MALLORY, 'write');
    expect(stop.kind).toBe('page');
    expect(await grantsOf('user-bob-2')).toEqual([]);
    // The authorization is spent: Mallory cannot finish it either, and no code reaches her client.
    const hers = await mallory.walk(atYnab, MALLORY, 'write');
    expect(hers.kind).toBe('page');
    expect(hers.kind === 'arrived' && hers.url.searchParams.get('code')).toBe(false);
    expect(verifier).toBeTruthy();
  });

  it('ends on the refusal page when consent is given in one browser and YNAB’s return opened in another', async () => {
    const client = await attackerClient({ redirect_uris: ['http://127.0.0.1:1/cb'], client_name: 'Honest app' });
    const { url } = await authorization(client, 'http://127.0.0.1:1/cb');
    const laptop = new Browser('fiona');
    const atYnab = await laptop.signIn(url, `${stack.ynabOAuthUrl}/oauth/authorize`, 'write');
    const phone = new Browser('fiona');
    const stop = await phone.walk(atYnab, 'http://127.0.0.1:1/cb', 'write');
    expect(stop.kind).toBe('page');
    expect(stop.kind === 'page' && stop.text).toContain('not started in this browser');
  });

  it('still signs in the browser that consented, with an oauth4webapi client', async () => {
    const { tokens } = await signedIn('gina', 'write');
    expect(tokens.scope).toBe('ynab:read ynab:write');
  });
});

describe('the consent form and the sign-in cookies', () => {
  it('refuses a consent posted from another site, even with the browser’s own cookie', async () => {
    const client = await attackerClient();
    const { url } = await authorization(client);
    const victim = new Browser('ivan');
    const request = await pendingRequest(victim, url);
    const post = (headers: Record<string, string>) =>
      victim.fetch(new URL('/authorize/consent', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ request, access: 'write' }).toString(),
      });
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://mallory.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const answer = await post(headers);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    }
    // The same browser posting from the page itself goes on to YNAB.
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: issuer })).status).toBe(302);
  });

  it('names the cookies __Host- on an https issuer, with Secure, HttpOnly, SameSite=Lax and Path=/, one pair per sign-in', () => {
    const https = signInCookies('https://avenir.example.com');
    expect(https.consent('r').set).toMatch(/^__Host-avenir_consent_[\w-]{12}=r; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=600$/);
    expect(https.ynab('s').clear).toMatch(/^__Host-avenir_ynab_[\w-]{12}=; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=0$/);
    expect(https.ynab('s').name).not.toBe(https.ynab('t').name);
    // Plain http is a development issuer on loopback, where a browser keeps no Secure cookie.
    expect(signInCookies('http://127.0.0.1:8103').ynab('s').set).toMatch(
      /^avenir_ynab_[\w-]{12}=s; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });

  it('lets two sign-ins in one browser both finish, in any order (#26 review)', async () => {
    const browser = new Browser('xena');
    const starts = await Promise.all(
      [0, 1].map(async () => {
        const client = await attackerClient({ redirect_uris: ['http://127.0.0.1:1/cb'] });
        return { client, ...(await authorization(client, 'http://127.0.0.1:1/cb')) };
      }),
    );
    // Both consent pages are open before either is answered; then both go to YNAB; YNAB returns in reverse order.
    const pages = await Promise.all(starts.map(({ url }) => pendingRequest(browser, url)));
    const atYnab: URL[] = [];
    for (const request of pages) {
      const answer = await browser.fetch(new URL('/authorize/consent', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: issuer, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ request, access: 'write' }).toString(),
      });
      atYnab.push(new URL(answer.headers.get('location')!));
    }
    for (const link of atYnab.reverse()) {
      const stop = await browser.walk(link, 'http://127.0.0.1:1/cb', 'write');
      expect(stop.kind === 'arrived' && stop.url.searchParams.get('code')).toEqual(expect.any(String));
    }
  });

  it('names an app on the person’s device as one, whatever its scheme or path reads like', async () => {
    for (const redirect of ['claude.ai:/callback', 'com.evil.app:/claude.ai/cb', 'http://127.0.0.1:7/claude.ai']) {
      const client = await attackerClient({ redirect_uris: [redirect], client_name: 'Claude' });
      const { url } = await authorization(client, redirect);
      const answer = await fetch(url);
      const page = await answer.text();
      expect(page).toContain('An application on this device');
      expect(page).toMatch(/go back to an app on this device/);
      // The form may lead back to the app when the person denies (CSP form-action applies to that redirect).
      expect(answer.headers.get('content-security-policy')).toContain(
        `form-action 'self' https: ${redirect.startsWith('http:') ? 'http://127.0.0.1:*' : `${new URL(redirect).protocol}`}`,
      );
    }
  });
});

describe('CORS for browser-based clients', () => {
  it.each(['/token', '/register', '/revoke'])('answers the preflight of %s and marks its answers for any origin', async (path) => {
    const preflight = await fetch(`${issuer}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    const answer = await fetch(`${issuer}${path}`, {
      method: 'POST',
      headers: { origin: 'https://app.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('marks refusals too, so a browser-based client can read why (#26 review)', async () => {
    for (const answer of [
      await fetch(`${issuer}/token`, { method: 'GET' }),
      await fetch(`${issuer}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=%00&client_id=c',
      }),
      await fetch(`${issuer}/register`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('gives no CORS to the pages a person’s browser opens', async () => {
    const answer = await fetch(`${issuer}/authorize/consent`, { method: 'OPTIONS' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('6. a refresh asking for a wider scope', () => {
  it('is refused with invalid_scope and leaves the refresh token usable', async () => {
    const { client, tokens } = await signedIn('hugo', 'read');
    expect(tokens.scope).toBe('ynab:read');
    const wider = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, {
      ...insecure,
      additionalParameters: { scope: 'ynab:read ynab:write' },
    });
    await expect(oauth.processRefreshTokenResponse(as, client, wider)).rejects.toMatchObject({ error: 'invalid_scope' });
    // The client's retry without the wider scope works: the grant was not revoked.
    const retry = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure),
    );
    expect(retry.scope).toBe('ynab:read');
  });
});

describe('an access token wider than its grant', () => {
  it('is refused, though signed with the deployment’s key and naming a grant that stands', async () => {
    const { client, tokens } = await signedIn('jade', 'read');
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string; grant: string };
    const call = (token: string) =>
      fetch(`${issuer}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
    expect((await call(tokens.access_token)).status).toBe(200);
    const minted = new AccessTokens([{ id: 'k1', key: Buffer.alloc(32, 5) }], issuer, `${issuer}/mcp`);
    const widened = await minted.mint(
      { person: claims.sub, grant: claims.grant, clientId: client.client_id, scope: 'ynab:read ynab:write' },
      'forged',
    );
    expect((await call(widened.token)).status).toBe(401);
  });
});

describe('7. before the person has seen the consent page, nothing redirects', () => {
  it.each([
    ['a response_type other than code', { response_type: 'x' }],
    ['no PKCE', { code_challenge: '' }],
    ['the plain PKCE method', { code_challenge_method: 'plain' }],
    ['another resource', { resource: 'https://other.example/mcp' }],
    ['an unknown scope', { scope: 'admin' }],
  ])('shows %s on the refusal page, naming where the client would have sent the person', async (_, extra) => {
    const client = await attackerClient({ redirect_uris: ['https://anywhere.example/landing'] });
    const { url } = await authorization(client, 'https://anywhere.example/landing', extra);
    if ((extra as Record<string, string>).code_challenge === '') url.searchParams.delete('code_challenge');
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('anywhere.example');
  });
});

/** A raw HTTP request, for what fetch refuses to send (TRACE, a NUL in the path's query). */
function raw(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  const target = new URL(issuer);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('9. text PostgreSQL cannot store, and methods nobody serves', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const jsonType = { 'content-type': 'application/json' };
  it.each([
    ['a NUL in client_id', 'GET', '/authorize?client_id=%00&redirect_uri=x', undefined, {}],
    ['a NUL in a code', 'POST', '/token', 'grant_type=authorization_code&client_id=c&code=%00&redirect_uri=x&code_verifier=y', form],
    ['a NUL in a refresh token', 'POST', '/token', 'grant_type=refresh_token&client_id=c&refresh_token=a%00', form],
    ['a NUL in a revoked token', 'POST', '/revoke', 'token=%00&client_id=c', form],
    ['a NUL in a consent', 'POST', '/authorize/consent', 'request=%00&access=write', form],
    ['a NUL in a client name', 'POST', '/register', JSON.stringify({ redirect_uris: [MALLORY], client_name: 'a\u0000b' }), jsonType],
    [
      'an unpaired surrogate in a client name',
      'POST',
      '/register',
      '{"redirect_uris":["https://mallory.example/cb"],"client_name":"a\\ud800b"}',
      jsonType,
    ],
    ['an unpaired surrogate in a redirect URI', 'POST', '/register', '{"redirect_uris":["https://mallory.example/\\udc00"]}', jsonType],
    ['a NUL in a callback state', 'GET', '/oauth/ynab/callback?state=%00&code=x', undefined, {}],
  ])('answers %s with 400 invalid_request', async (_, method, path, body, headers) => {
    const before = lines.filter((l) => l.includes('ERROR')).length;
    const answer = await raw(method, path, body, headers as Record<string, string>);
    expect(answer.status).toBe(400);
    if (String(answer.headers['content-type']).startsWith('application/json'))
      expect(JSON.parse(answer.text)).toMatchObject({ error: 'invalid_request' });
    expect(lines.filter((l) => l.includes('ERROR')).length).toBe(before);
  });

  it.each([
    [
      'sent as a form, with a NUL in its name (#26 review)',
      '{"redirect_uris":["https://mallory.example/cb"],"client_name":"x\\u0000y"}',
      form,
    ],
    ['sent as text', JSON.stringify({ redirect_uris: [MALLORY] }), { 'content-type': 'text/plain' }],
  ])('refuses a JSON registration %s as invalid_client_metadata, before reading it', async (_, body, headers) => {
    const answer = await raw('POST', '/register', body, headers);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'invalid_client_metadata' });
    expect(lines.filter((l) => l.includes('ERROR'))).toEqual([]);
  });

  it('cuts a long client name between characters, never inside a surrogate pair (#26 review)', async () => {
    const answer = await raw(
      'POST',
      '/register',
      JSON.stringify({ redirect_uris: [MALLORY], client_name: `${'a'.repeat(99)}😀😀` }),
      jsonType,
    );
    expect(answer.status).toBe(201);
    expect((JSON.parse(answer.text) as { client_name: string }).client_name).toBe(`${'a'.repeat(99)}😀`);
  });

  it('answers a NUL in the state of a good client’s request on the refusal page', async () => {
    const client = await attackerClient();
    const { url } = await authorization(client, MALLORY, { state: 'a\u0000b' });
    const answer = await raw('GET', `${url.pathname}${url.search}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(lines.filter((l) => l.includes('ERROR'))).toEqual([]);
  });

  it.each(['//[', '//x:99999/mcp', '//%5B/authorize'])(
    'reads the target %j as a path and keeps serving (#26 review: it ended the process)',
    async (target) => {
      expect((await raw('GET', target)).status).toBe(404);
      expect((await raw('GET', '/privacy')).status).toBe(200);
    },
  );

  it.each([
    '/authorize',
    '/token',
    '/register',
    '/revoke',
    '/oauth/ynab/callback',
    '/.well-known/oauth-authorization-server',
    '/.well-known/oauth-protected-resource/mcp',
    '/privacy',
  ])('answers TRACE on %s with 405', async (path) => {
    const answer = await raw('TRACE', path);
    expect(answer.status).toBe(405);
    expect(lines.filter((l) => l.includes('ERROR'))).toEqual([]);
  });
});

describe('10. the consent page shows who asks, cleaned', () => {
  it('names the client’s host before its self-chosen name, without direction overrides or invisible characters', async () => {
    const client = await attackerClient({
      redirect_uris: ['https://app.mallory.example/cb'],
      client_name: '\u202Eexe.\u200Bdua\u2066Claude\u2069 official\u00AD',
    });
    const { url } = await authorization(client, 'https://app.mallory.example/cb');
    const page = await (await fetch(url)).text();
    expect(page).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u00AD]/);
    const host = page.indexOf('app.mallory.example');
    const name = page.indexOf('exe.duaClaude official');
    expect(host).toBeGreaterThan(-1);
    expect(name).toBeGreaterThan(host);
  });
});

describe('9. a database failure’s log line', () => {
  it('names PostgreSQL’s error code, and nothing of the request', async () => {
    const pool = stack.pool();
    await pool.query('ALTER TABLE oauth_clients RENAME TO oauth_clients_away');
    try {
      const answer = await fetch(`${issuer}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: [MALLORY], client_name: 'private name' }),
      });
      expect(answer.status).toBe(500);
    } finally {
      await pool.query('ALTER TABLE oauth_clients_away RENAME TO oauth_clients');
    }
    const line = lines.find((l) => l.includes('hosted endpoint failed'));
    expect(line).toContain('code=42P01');
    expect(line).not.toContain('private name');
    lines.length = 0;
  });
});
