// Every bad input to the hosted authorization server gets RFC 6749's answer and changes nothing but what a
// replay must cost (issue #18): the page itself refuses an untrusted client or redirect URI, and every
// error before consent (issue #26); the denial goes back to the client with state and iss; the token endpoint refuses reused codes, wrong verifiers,
// redirect URIs and clients, expired codes, foreign resources; /mcp refuses expired, foreign and revoked
// tokens; registration and Client ID Metadata Documents refuse what they cannot trust. Answers are checked
// against the SDK's OAuth schemas.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { specTypeSchemas } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/hosted/access-token.ts';
import { Browser } from '../helpers/oauth-browser.ts';
import { startHostedStack, type HostedStack } from '../helpers/hosted-stack.ts';

let stack: HostedStack;
let issuer: string;
const REDIRECT = 'http://127.0.0.1:1/callback';
/** Whether the SDK's schema of an OAuth document accepts `value`. */
const valid = (schema: { '~standard': { validate(value: unknown): { issues?: unknown } } }, value: unknown) =>
  schema['~standard'].validate(value).issues === undefined;
type Json = Record<string, string>;

beforeAll(async () => {
  stack = await startHostedStack();
  issuer = stack.issuer;
});
afterAll(() => stack?.close());

/** A POST to the issuer's `path`: a body of the content type given, and any other headers. */
const post = (path: string, type: string, body: string | URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(`${issuer}${path}`, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
const form = (path: string, fields: Record<string, string>) => post(path, 'application/x-www-form-urlencoded', new URLSearchParams(fields));

async function oauthError(response: Response, status: number, error: string): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Json;
  expect(valid(specTypeSchemas.OAuthErrorResponse, body)).toBe(true);
  expect(body).toMatchObject({ error, error_description: expect.any(String) });
}

async function register(metadata: Record<string, unknown> = { redirect_uris: [REDIRECT], client_name: 'errors test' }): Promise<Response> {
  return post('/register', 'application/json', JSON.stringify(metadata));
}

async function newClient(): Promise<string> {
  const response = await register();
  expect(response.status).toBe(201);
  const body = (await response.json()) as Json;
  expect(valid(specTypeSchemas.OAuthClientInformationFull, body)).toBe(true);
  return body.client_id as string;
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeUrl(clientId: string, params: Record<string, string | undefined> = {}): URL {
  const url = new URL(`${issuer}/authorize`);
  const all: Record<string, string | undefined> = {
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    resource: `${issuer}/mcp`,
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) url.searchParams.set(k, v);
  return url;
}

/** A code for a fresh client, through consent and the fake YNAB; with its verifier. */
async function codeFor(user: string, clientId?: string, access: 'read' | 'write' = 'write') {
  const client = clientId ?? (await newClient());
  const { verifier, challenge } = pkce();
  const back = await new Browser(user).signIn(authorizeUrl(client, { code_challenge: challenge }), REDIRECT, access);
  expect(back.searchParams.get('iss')).toBe(issuer);
  return { client, verifier, code: back.searchParams.get('code')! };
}

type Code = { client: string; verifier: string; code: string };
/** The token request that exchanges the code, `extra` fields added or replaced. */
const exchangeFields = (c: Code, extra: Record<string, string> = {}): Record<string, string> => ({
  grant_type: 'authorization_code',
  code: c.code,
  redirect_uri: REDIRECT,
  code_verifier: c.verifier,
  client_id: c.client,
  ...extra,
});
const exchange = (c: Code, extra: Record<string, string> = {}) => form('/token', exchangeFields(c, extra));

describe('the metadata', () => {
  it('publishes RFC 8414 and RFC 9728 documents the SDK’s schemas accept', async () => {
    const as = (await (await fetch(`${issuer}/.well-known/oauth-authorization-server`)).json()) as Json;
    expect(valid(specTypeSchemas.OAuthMetadata, as)).toBe(true);
    expect(as).toMatchObject({
      issuer,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    });
    const prm = (await (await fetch(`${issuer}/.well-known/oauth-protected-resource/mcp`)).json()) as Json;
    expect(valid(specTypeSchemas.OAuthProtectedResourceMetadata, prm)).toBe(true);
    expect(prm).toMatchObject({ resource: `${issuer}/mcp`, authorization_servers: [issuer] });
  });
});

describe('the authorization endpoint', () => {
  it.each([
    ['an unknown client', () => authorizeUrl('c_unknown')],
    ['no client', () => authorizeUrl('', { client_id: undefined })],
  ])('refuses %s on the page itself, redirecting nowhere', async (_, url) => {
    const response = await fetch(url(), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses a redirect URI the client did not register, on the page, redirecting nowhere', async () => {
    const client = await newClient();
    for (const redirect of ['http://127.0.0.1:1/other', 'https://evil.example/callback', undefined]) {
      const response = await fetch(authorizeUrl(client, { redirect_uri: redirect }), { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it.each([
    ['no PKCE challenge', { code_challenge: undefined }],
    ['the plain PKCE method', { code_challenge_method: 'plain' }],
    ['no PKCE method', { code_challenge_method: undefined }],
    ['response_type token', { response_type: 'token' }],
    ['another resource', { resource: 'https://other.example/mcp' }],
    ['an unknown scope', { scope: 'ynab:read admin' }],
    ['state twice', { state: undefined, twice: 'state' }],
    ['a state longer than 512 characters', { state: 'x'.repeat(513) }],
  ])('refuses %s on the page, before consent, redirecting nowhere (RFC 9700 §4.11.2)', async (_, params) => {
    const client = await newClient();
    const { twice, ...rest } = params as Record<string, string | undefined>;
    const url = authorizeUrl(client, rest);
    if (twice !== undefined) for (const value of ['a', 'b']) url.searchParams.append(twice, value);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('it would send you back to an app on this device (127.0.0.1:1)');
  });

  it('refuses a consent that did not come from the browser shown the page', async () => {
    const client = await newClient();
    const page = await fetch(authorizeUrl(client), { redirect: 'manual' });
    const request = /name="request" value="([^"]+)"/.exec(await page.text())![1]!;
    const forged = await form('/authorize/consent', { request, access: 'write' });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();
  });

  it('sends the person’s denial back as access_denied', async () => {
    const client = await newClient();
    const back = await new Browser('dora').signIn(authorizeUrl(client), REDIRECT, 'deny');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state: 'st-1', iss: issuer });
  });
});

describe('the token endpoint', () => {
  it('exchanges a code once; a second use is invalid_grant and revokes what the first gave', async () => {
    const c = await codeFor('erik');
    const first = await exchange(c);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as Json;
    expect(valid(specTypeSchemas.OAuthTokens, tokens)).toBe(true);
    await oauthError(await exchange(c), 400, 'invalid_grant');
    const call = await post('/mcp', 'application/json', '{}', { authorization: `Bearer ${tokens.access_token}` });
    expect(call.status).toBe(401);
    await oauthError(
      await form('/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: c.client }),
      400,
      'invalid_grant',
    );
  });

  it.each([
    ['a wrong PKCE verifier', (c: { verifier: string }) => ({ code_verifier: `${c.verifier.slice(0, -1)}x` })],
    ['a verifier too short', () => ({ code_verifier: 'short' })],
    ['another redirect URI', () => ({ redirect_uri: 'http://127.0.0.1:1/other' })],
    ['another client', () => ({ client_id: 'c_someone-else' })],
  ])('refuses %s with invalid_grant, and the code is spent', async (_, change) => {
    const c = await codeFor('fay');
    await oauthError(await exchange(c, change(c)), 400, 'invalid_grant');
    await oauthError(await exchange(c), 400, 'invalid_grant');
  });

  it('refuses an expired code', async () => {
    const c = await codeFor('gus');
    const pool = stack.pool();
    await pool.query("UPDATE oauth_codes SET expires_at = now() - interval '1 second'");
    await oauthError(await exchange(c), 400, 'invalid_grant');
  });

  it.each([
    ['a token for another resource', { resource: 'https://other.example/mcp' }, 400, 'invalid_target'],
    ['a client secret (public clients only)', { client_secret: 'x' }, 401, 'invalid_client'],
    ['no client id', { client_id: '' }, 401, 'invalid_client'],
    ['the password grant', { grant_type: 'password' }, 400, 'unsupported_grant_type'],
  ])('refuses %s', async (_, extra, status, error) => {
    const c = await codeFor('hal');
    const fields = exchangeFields(c, extra);
    if (fields.client_id === '') delete fields.client_id;
    await oauthError(await form('/token', fields), status, error);
    // Refused before the code was looked at: it still works.
    expect((await exchange(c)).status).toBe(200);
  });

  it('refuses a body that is not a form, a parameter given twice, and a refresh beyond the scope granted', async () => {
    await oauthError(await post('/token', 'application/json', '{"grant_type":"refresh_token"}'), 400, 'invalid_request');
    await oauthError(
      await post('/token', 'application/x-www-form-urlencoded', 'grant_type=refresh_token&grant_type=authorization_code&client_id=c'),
      400,
      'invalid_request',
    );
    // Narrowing is allowed; asking back only what was granted is too (RFC 6749 §6).
    const c = await codeFor('ivy');
    const tokens = (await (await exchange(c)).json()) as Json;
    const narrowed = (await (
      await form('/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: c.client, scope: 'ynab:read' })
    ).json()) as Json;
    expect(narrowed.scope).toBe('ynab:read');
    // A read-only grant cannot be refreshed into one that writes.
    const r = await codeFor('ivo', undefined, 'read');
    const readOnly = (await (await exchange(r)).json()) as Json;
    expect(readOnly.scope).toBe('ynab:read');
    await oauthError(
      await form('/token', {
        grant_type: 'refresh_token',
        refresh_token: readOnly.refresh_token!,
        client_id: r.client,
        scope: 'ynab:read ynab:write',
      }),
      400,
      'invalid_scope',
    );
  });
});

describe('the MCP endpoint', () => {
  const call = (token: string) => post('/mcp', 'application/json', '{}', { authorization: `Bearer ${token}` });
  const KEYS = [{ id: 'k1', key: Buffer.alloc(32, 5) }];
  const claims = { person: 'p_x', grant: 'g_x', clientId: 'c', scope: 'ynab:read' };

  it('refuses an expired token, one for another resource, one of another issuer, and text that is none', async () => {
    const expired = await new AccessTokens(KEYS, issuer, `${issuer}/mcp`, () => Date.now() - 3_600_000).mint(claims, 'j1');
    const foreign = await new AccessTokens(KEYS, issuer, 'https://other.example/mcp').mint(claims, 'j2');
    const otherIssuer = await new AccessTokens(KEYS, 'https://evil.example', `${issuer}/mcp`).mint(claims, 'j3');
    for (const token of [expired.token, foreign.token, otherIssuer.token, 'garbage']) {
      const response = await call(token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token".*resource_metadata=/);
    }
  });

  it('refuses a well-signed token whose grant does not exist', async () => {
    const forged = await new AccessTokens(KEYS, issuer, `${issuer}/mcp`).mint(claims, 'j4');
    expect((await call(forged.token)).status).toBe(401);
  });
});

describe('client registration and metadata documents', () => {
  it.each([
    ['an http redirect off loopback', { redirect_uris: ['http://evil.example/cb'] }, 'invalid_redirect_uri'],
    ['a redirect with a fragment', { redirect_uris: ['https://app.example/cb#x'] }, 'invalid_redirect_uri'],
    ['a javascript: redirect', { redirect_uris: ['javascript:alert(1)'] }, 'invalid_redirect_uri'],
    ['no redirect URIs', { client_name: 'x' }, 'invalid_client_metadata'],
    ['a confidential client', { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_basic' }, 'invalid_client_metadata'],
    ['the implicit grant', { redirect_uris: [REDIRECT], grant_types: ['implicit'] }, 'invalid_client_metadata'],
  ])('refuses %s', async (_, metadata, error) => {
    await oauthError(await register(metadata), 400, error);
  });

  it('refuses a body that is not a JSON object', async () => {
    await oauthError(await post('/register', 'application/json', '[1]'), 400, 'invalid_client_metadata');
  });

  describe('a Client ID Metadata Document', () => {
    let server: Server;
    let base: string;
    const documents = new Map<string, unknown>();
    beforeAll(async () => {
      server = createServer((req, res) => {
        const doc = documents.get(req.url ?? '');
        res.writeHead(doc === undefined ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(doc ?? {}));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('is fetched, checked, and signs the person in with the URL as client id', async () => {
      documents.set('/good.json', {
        client_id: `${base}/good.json`,
        client_name: 'Document client',
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'none',
      });
      const c = await codeFor('jan', `${base}/good.json`);
      const answer = await exchange(c);
      expect(answer.status).toBe(200);
    });

    it.each([
      ['naming another client id', { client_id: 'https://other.example/client.json', redirect_uris: [REDIRECT] }],
      ['without the redirect URI asked for', { client_id: '', redirect_uris: ['http://127.0.0.1:1/elsewhere'] }],
      ['with a secret-based auth method', { client_id: '', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_post' }],
    ])('is refused on the page when %s', async (_, doc) => {
      const path = `/${randomBytes(4).toString('hex')}.json`;
      documents.set(path, { ...doc, client_id: doc.client_id === '' ? `${base}${path}` : doc.client_id });
      const response = await fetch(authorizeUrl(`${base}${path}`), { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    });

    it('is refused when it cannot be fetched', async () => {
      const response = await fetch(authorizeUrl(`${base}/missing.json`), { redirect: 'manual' });
      expect(response.status).toBe(400);
    });
  });
});
