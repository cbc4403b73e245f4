// What anyone may create on a hosted deployment without signing in is bounded (issue #26, 8): registrations
// and authorization pages are limited per client address (behind the trusted proxy, the address it
// forwards; an IPv6 client by its /64 and /48), across instances; a client names at most ten redirect URIs in at
// most 24 KB; clients that never got a grant go after a day; pending authorizations go once expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostedStack, type HostedStack } from '../helpers/hosted-stack.ts';

let stack: HostedStack;
const REDIRECT = 'http://127.0.0.1:1/callback';

beforeAll(async () => {
  stack = await startHostedStack({
    instances: 2,
    rateLimits: { register: { limit: 3, windowSeconds: 3600 }, authorize: { limit: 2, windowSeconds: 3600 } },
  });
});
afterAll(() => stack?.close());

const pool = () => stack.pool();
const register = (from: string, metadata: Record<string, unknown> = { redirect_uris: [REDIRECT] }) =>
  fetch(`${stack.issuer}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(metadata),
  });

describe('limits per client address', () => {
  it('lets an address register three clients an hour, on whichever instance, then answers 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await register('203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await register('203.0.113.7');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'temporarily_unavailable' });
    // Another address is not held back; a forged address left of the proxy's does not help.
    expect((await register('203.0.113.8')).status).toBe(201);
    expect((await register('198.51.100.1, 203.0.113.7')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, and by its /48 at four times the limit (#26 review)', async () => {
    for (const host of ['1', '2', 'ffff']) expect((await register(`2001:db8:1:2::${host}`)).status).toBe(201);
    expect((await register('2001:db8:1:2::abcd')).status).toBe(429);
    // Other /64s of the same /48 share its budget of 12: 3 spent above (the refused one counts too), then 8 more.
    const statuses = [];
    for (let net = 3; net < 9; net++) for (const host of ['1', '2']) statuses.push((await register(`2001:db8:1:${net}::${host}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.slice(-1)).toEqual([429]);
    expect((await register('2001:db8:2:1::1')).status).toBe(201);
  });

  it('limits the authorization page per address, with a page that says how long to wait', async () => {
    const client = ((await (await register('192.0.2.50')).json()) as { client_id: string }).client_id;
    const url = new URL(`${stack.issuer}/authorize`);
    for (const [k, v] of Object.entries({
      client_id: client,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    }))
      url.searchParams.set(k, v);
    const open = () => fetch(url, { headers: { 'x-forwarded-for': '192.0.2.60' }, redirect: 'manual' });
    expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(200);
    const third = await open();
    expect(third.status).toBe(429);
    expect(third.headers.get('location')).toBeNull();
    expect(await third.text()).toMatch(/Wait \d+ seconds/);
  });
});

describe('what a registration may hold', () => {
  it('refuses more than ten redirect URIs, and a body over 24 KB', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `https://app.example/cb${i}`);
    const many = await register('192.0.2.1', { redirect_uris: eleven });
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ error: 'invalid_redirect_uri' });
    expect((await register('192.0.2.1', { redirect_uris: eleven.slice(0, 10) })).status).toBe(201);
    const big = await register('192.0.2.2', { redirect_uris: [REDIRECT], software_statement: 'x'.repeat(25_000) });
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ error: 'invalid_client_metadata' });
  });
});

describe('clean-up', () => {
  it('deletes clients that never got a grant after a day, and stops registering beyond the unclaimed cap', async () => {
    const old = ((await (await register('192.0.2.3')).json()) as { client_id: string }).client_id;
    await pool().query("UPDATE oauth_clients SET created_at = now() - interval '25 hours' WHERE client_id = $1", [old]);
    expect((await register('192.0.2.4')).status).toBe(201);
    expect((await pool().query('SELECT 1 FROM oauth_clients WHERE client_id = $1', [old])).rowCount).toBe(0);
    // Beyond the cap of clients waiting for their first grant, the oldest go: registration stays open to all (#26 review).
    const store = stack.instances[0]!.store;
    // A client someone signed in with is never swept, however old.
    await store.saveClient('c_claimed', { redirect_uris: [REDIRECT] }, 10_000);
    await store.createGrant({
      person: await store.savePerson('user-claimer'),
      clientId: 'c_claimed',
      scope: 'ynab:read',
      resource: `${stack.issuer}/mcp`,
    });
    await pool().query("UPDATE oauth_clients SET created_at = now() - interval '2 days' WHERE client_id = 'c_claimed'");
    await pool().query("UPDATE oauth_clients SET created_at = now() - interval '1 hour' WHERE client_id <> 'c_claimed'");
    await store.saveClient('c_newest', { redirect_uris: [REDIRECT] }, 2);
    const left = await pool().query('SELECT client_id FROM oauth_clients ORDER BY created_at DESC');
    expect(left.rows.map((r: { client_id: string }) => r.client_id)).toEqual(['c_newest', expect.stringMatching(/^c_/), 'c_claimed']);
  });

  it('deletes pending authorizations once expired', async () => {
    const store = stack.instances[0]!.store;
    const pending = {
      clientId: 'c',
      redirectUri: REDIRECT,
      codeChallenge: 'a'.repeat(43),
      resource: `${stack.issuer}/mcp`,
      scope: 'ynab:read',
    };
    const first = await store.startAuthorization(pending);
    await pool().query("UPDATE oauth_requests SET expires_at = now() - interval '1 second' WHERE id = $1", [first]);
    await store.startAuthorization(pending);
    expect((await pool().query('SELECT 1 FROM oauth_requests WHERE id = $1', [first])).rowCount).toBe(0);
  });
});

describe('refresh tokens kept', () => {
  it('are bounded per grant however often a client rotates them, and a recent one replayed is still caught', async () => {
    const store = stack.instances[0]!.store;
    await store.saveClient('c_rotating', { redirect_uris: [REDIRECT] }, 10_000);
    const grant = await store.createGrant({
      person: await store.savePerson('user-rotator'),
      clientId: 'c_rotating',
      scope: 'ynab:read',
      resource: `${stack.issuer}/mcp`,
    });
    let token = 'refresh-0';
    await store.saveRefresh(token, grant.id);
    const used: string[] = [];
    for (let i = 1; i <= 30; i++) {
      expect((await store.takeRefresh(token)).kind).toBe('taken');
      used.push(token);
      token = `refresh-${i}`;
      await store.saveRefresh(token, grant.id);
    }
    const rows = await pool().query('SELECT count(*)::int AS n FROM oauth_refresh_tokens WHERE grant_id = $1', [grant.id]);
    expect(rows.rows[0].n).toBeLessThanOrEqual(21);
    // The last used one, replayed, is caught and revokes the grant.
    expect((await store.takeRefresh(used.at(-1)!)).kind).toBe('reused');
    expect(await store.grantScope(grant.id, grant.person)).toBeUndefined();
  });
});
