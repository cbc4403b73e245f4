// The fake YNAB's OAuth (src/fake-ynab/accounts.ts) over loopback, as YNAB's documentation describes the
// authorization-code grant: a signed-in browser is sent back with a code; the code is single use and bound
// to its redirect URI; the client must authenticate; refresh tokens rotate; tokens expire after 7,200 s;
// each account sees its own plans and user id; a read-only grant cannot write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYnabAccounts, YNAB_ACCESS_SECONDS } from '../../src/fake-ynab/accounts.ts';
import { serveFakeAccounts, type FakeAccountsServer } from '../../src/fake-ynab/accounts-http.ts';

const app = { clientId: 'cid', clientSecret: 'secret', redirectUris: ['http://127.0.0.1:9/callback'] };
let clock = 1_000_000;
const accounts = new FakeYnabAccounts({ app, now: () => clock });
let server: FakeAccountsServer;

beforeAll(async () => {
  server = await serveFakeAccounts(accounts);
});
afterAll(() => server.close());

async function signIn(user: string, scope?: string): Promise<URL> {
  const query = new URLSearchParams({
    client_id: 'cid',
    redirect_uri: app.redirectUris[0]!,
    response_type: 'code',
    state: 's1',
    ...(scope ? { scope } : {}),
  });
  const res = await fetch(`${server.oauthUrl}/oauth/authorize?${query}`, {
    redirect: 'manual',
    headers: { cookie: `fake_ynab_user=${user}` },
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

const token = (form: Record<string, string>) =>
  fetch(`${server.oauthUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'cid', client_secret: 'secret', ...form }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

const api = (bearer: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' } });

describe('the fake YNAB OAuth', () => {
  it('sends a signed-in browser back with a code and the state; the code gives tokens once', async () => {
    const back = await signIn('alice');
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code')!;
    const first = await token({ grant_type: 'authorization_code', code, redirect_uri: app.redirectUris[0]! });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: YNAB_ACCESS_SECONDS,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await token({ grant_type: 'authorization_code', code, redirect_uri: app.redirectUris[0]! })).body).toMatchObject({
      error: 'invalid_grant',
    });
    const user = await (await api(first.body.access_token as string, '/user')).json();
    expect(user).toEqual({ data: { user: { id: 'user-alice' } } });
  });

  it('refuses an unknown redirect URI or client on the page itself, and a wrong secret or redirect at the token endpoint', async () => {
    const bad = await fetch(`${server.oauthUrl}/oauth/authorize?client_id=cid&redirect_uri=http://evil/cb&response_type=code`, {
      redirect: 'manual',
      headers: { cookie: 'fake_ynab_user=a' },
    });
    expect(bad.status).toBe(400);
    const code = (await signIn('alice')).searchParams.get('code')!;
    expect(
      (await token({ grant_type: 'authorization_code', code, redirect_uri: app.redirectUris[0]!, client_secret: 'wrong' })).status,
    ).toBe(401);
    const other = (await signIn('alice')).searchParams.get('code')!;
    expect((await token({ grant_type: 'authorization_code', code: other, redirect_uri: 'http://127.0.0.1:9/other' })).body).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('asks a browser that is not signed in to sign in', async () => {
    const res = await fetch(
      `${server.oauthUrl}/oauth/authorize?client_id=cid&redirect_uri=${encodeURIComponent(app.redirectUris[0]!)}&response_type=code`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Sign in');
  });

  it('rotates refresh tokens, and expires access tokens after 7,200 s', async () => {
    const code = (await signIn('bob')).searchParams.get('code')!;
    const first = (await token({ grant_type: 'authorization_code', code, redirect_uri: app.redirectUris[0]! })).body;
    clock += YNAB_ACCESS_SECONDS * 1000;
    expect((await api(first.access_token as string, '/user')).status).toBe(401);
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token as string });
    expect(renewed.status).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token as string })).body).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await api(renewed.body.access_token as string, '/user')).status).toBe(200);
  });

  it('keeps each account’s plans apart, and a read-only grant cannot write', async () => {
    const carol = (
      await token({
        grant_type: 'authorization_code',
        code: (await signIn('carol', 'read-only')).searchParams.get('code')!,
        redirect_uri: app.redirectUris[0]!,
      })
    ).body;
    const dave = (
      await token({
        grant_type: 'authorization_code',
        code: (await signIn('dave')).searchParams.get('code')!,
        redirect_uri: app.redirectUris[0]!,
      })
    ).body;
    expect(carol.scope).toBe('read-only');
    const payee = (bearer: string) =>
      api(bearer, '/plans/demo-budget/payees/none', { method: 'PATCH', body: JSON.stringify({ payee: { name: 'x' } }) });
    expect((await payee(carol.access_token as string)).status).toBe(403);
    const before = accounts.account('carol').requestCount;
    await api(dave.access_token as string, '/plans');
    expect(accounts.account('carol').requestCount).toBe(before);
    expect(accounts.account('dave').requestCount).toBe(1);
    accounts.revokeApp('dave');
    expect((await api(dave.access_token as string, '/plans')).status).toBe(401);
  });
});
