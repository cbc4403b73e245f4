// The whole hosted sign-in, driven by the official MCP client's OAuth support against a real PostgreSQL
// and the fake YNAB's OAuth (issue #18): discovery (401 → protected-resource metadata → authorization-
// server metadata) → dynamic registration → PKCE → consent → YNAB sign-in → code → tokens → calls →
// refresh → revocation; a read-only grant hides the write tools; DELETE /account forgets the person.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeYnabAccounts } from '../../src/fake-ynab/accounts.ts';
import type { Hosted } from '../../src/hosted/start-hosted.ts';
import { signIn as signInWith, startHostedStack, type HostedStack } from '../helpers/hosted-stack.ts';
import { testClient } from '../helpers/test-client.ts';
import type { Access } from '../helpers/oauth-browser.ts';

let stack: HostedStack;
let hosted: Hosted;
let issuer: string;
let accounts: FakeYnabAccounts;

beforeAll(async () => {
  stack = await startHostedStack();
  ({ issuer, accounts } = stack);
  hosted = stack.instances[0]!;
});

afterAll(() => stack?.close());

const mcpUrl = () => new URL(`${issuer}/mcp`);
const modern = () => new Client({ name: 'oauth-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });

/** Signs `user` in through the official client, choosing `access` at consent; a connected client and what the provider stored. */
async function signIn(user: string, access: Access) {
  const session = await signInWith(stack, user, access, modern());
  // The helper checked the state; the authorization answer names its issuer too (RFC 9207).
  expect(session.stored.callback?.get('iss')).toBe(issuer);
  return session;
}

const text = (result: unknown) => JSON.stringify((result as { structuredContent?: unknown }).structuredContent ?? result);

describe('the hosted sign-in through the official client', () => {
  it('goes from a 401 to calls: registration, PKCE, consent, YNAB, tokens bound to this server', async () => {
    const unauthenticated = await fetch(mcpUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('www-authenticate')).toContain(
      `resource_metadata="${issuer}/.well-known/oauth-protected-resource/mcp"`,
    );
    const { client, stored } = await signIn('alice', 'write');
    expect(stored.client?.client_id).toMatch(/^c_/);
    expect(stored.tokens).toMatchObject({ token_type: 'Bearer', scope: 'ynab:read ynab:write', expires_in: 600 });
    // The person signed in at YNAB: avenir-mcp exchanged YNAB's code with the deployment's secret.
    expect(accounts.tokenLog).toContainEqual({ grant: 'authorization_code', status: 200 });
    const claims = JSON.parse(Buffer.from(stored.tokens!.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: issuer, aud: `${issuer}/mcp`, scope: 'ynab:read ynab:write' });
    expect(JSON.stringify(claims)).not.toContain('ynab-secret');
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toContain('apply_categories');
    expect(text(await client.callTool({ name: 'list_plans', arguments: {} }))).toContain('demo-budget');
    await client.close();
  });

  it('reads and opens the person’s YNAB tokens once per /mcp request: the gate’s, handed on to the request’s server', async () => {
    const { client } = await signIn('mona', 'write');
    const pool = stack.pool();
    const query = vi.spyOn(pool, 'query');
    try {
      const tools = (await client.listTools()).tools;
      expect(text(await client.callTool({ name: 'list_plans', arguments: {} }))).toContain('demo-budget');
      expect(tools.length).toBeGreaterThan(0);
      const sql = query.mock.calls.map((call) => String(call[0]));
      // One grant check per request the gate let through, and beside each exactly one read of the YNAB tokens.
      const gated = sql.filter((q) => q.includes('FROM oauth_grants WHERE id = $1 AND person = $2')).length;
      expect(gated).toBeGreaterThanOrEqual(2);
      expect(sql.filter((q) => q.includes('FROM ynab_tokens')).length).toBe(gated);
    } finally {
      query.mockRestore();
      await client.close();
    }
  });

  it('refreshes a rejected access token with the rotating refresh token, and the old refresh token is then refused', async () => {
    const { client, provider, stored } = await signIn('bob', 'write');
    await client.close();
    const oldRefresh = stored.tokens!.refresh_token!;
    stored.tokens = { ...stored.tokens!, access_token: 'no-longer-good' };
    const again = modern();
    await again.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }));
    expect(stored.tokens.access_token).not.toBe('no-longer-good');
    expect(stored.tokens.refresh_token).not.toBe(oldRefresh);
    await again.close();
    const replay = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: oldRefresh, client_id: stored.client!.client_id }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    // A used refresh token presented again revokes the whole grant: the live access token stops too.
    const after = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.tokens.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(after.status).toBe(401);
  });

  it('serves a 2025-era client signed in the same way', async () => {
    const { client } = await signInWith(stack, 'lena', 'write', testClient('legacy-oauth', { era: 'legacy' }));
    expect(text(await client.callTool({ name: 'list_plans', arguments: {} }))).toContain('demo-budget');
    await client.close();
  });

  it('hides the write tools from a read-only grant', async () => {
    const { client, stored } = await signIn('carol', 'read');
    expect(stored.tokens?.scope).toBe('ynab:read');
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toContain('list_plans');
    expect(tools).not.toContain('apply_categories');
    await client.close();
  });

  it('revokes: after POST /revoke neither the access token nor the refresh token works', async () => {
    const { client, stored } = await signIn('dave', 'write');
    await client.close();
    const revoked = await fetch(`${issuer}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: stored.tokens!.refresh_token!, client_id: stored.client!.client_id }),
    });
    expect(revoked.status).toBe(200);
    const call = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.tokens!.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(call.status).toBe(401);
    expect(call.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const refresh = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: stored.tokens!.refresh_token!,
        client_id: stored.client!.client_id,
      }),
    });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('forgets everything stored about a person on DELETE /account', async () => {
    const { client, stored } = await signIn('erin', 'write');
    await client.close();
    const person = await hosted.store.findPerson('user-erin');
    expect(person).toBeDefined();
    const gone = await fetch(`${issuer}/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stored.tokens!.access_token}` },
    });
    expect(gone.status).toBe(200);
    expect(await hosted.store.findPerson('user-erin')).toBeUndefined();
    const call = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.tokens!.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(call.status).toBe(401);
  });
});
