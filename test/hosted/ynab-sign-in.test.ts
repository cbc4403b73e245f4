// A hosted person's YNAB sign-in behind avenir-mcp, end to end through the official client, two instances
// on one PostgreSQL (issue #26): one person's renewal, while YNAB's token endpoint does not answer, stalls
// nobody else, however many of their requests wait for it (4); connecting a second assistant for reading only leaves the first one's confirmed writes
// working (5); after the person revokes the app in YNAB, the tool says to sign in again, the next request
// is a 401 that makes the client sign in by itself, and the new sign-in works (13).
import { StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_AGAIN } from '../../src/hosted/people.ts';
import { startHostedStack, signIn, type HostedStack } from '../helpers/hosted-stack.ts';
import { testClient } from '../helpers/test-client.ts';
import { textOf } from '../helpers/in-process.ts';
import { Browser } from '../helpers/oauth-browser.ts';

const PLAN = 'demo-budget';
const ASSIGN = { plan_id: PLAN, assignments: [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }] };
type Result = { isError?: boolean; structuredContent?: { status?: string; confirmation?: string }; content?: { text?: string }[] };

let stack: HostedStack;
beforeAll(async () => {
  stack = await startHostedStack({ instances: 2 });
});
afterAll(() => stack?.close());

const pool = () => stack.pool();
const category = (user: string) =>
  stack.accounts
    .account(user)
    .snapshot()
    .plans.find((p) => p.id === PLAN)!
    .data.transactions.find((t) => t.id === 'tx-048')!.category_id ?? null;

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a hosted person’s YNAB sign-in', () => {
  it('renews one person’s token without stalling another person or the token endpoint (#26, 4)', async () => {
    const slow = await signIn(stack, 'pia', 'write');
    const other = await signIn(stack, 'quinn', 'write');
    // Pia's YNAB token is about to expire: her next requests renew it, and YNAB's token endpoint hangs.
    await pool().query(
      "UPDATE ynab_tokens t SET expires_at = now() + interval '1 minute' FROM people p WHERE p.id = t.person AND p.ynab_user = 'user-pia'",
    );
    const release = stack.accounts.holdTokens();
    try {
      const token = slow.stored.tokens!.access_token;
      const call = () =>
        fetch(stack.mcpUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
        });
      // Twelve on each instance: more than an instance's ten pooled connections.
      const pias = Promise.all(Array.from({ length: 24 }, call));
      await until(() => stack.accounts.waitingForToken === 1);
      // Meanwhile Quinn is served, and so is an anonymous request to the token endpoint.
      expect(textOf(await other.client.callTool({ name: 'list_plans', arguments: {} }))).toContain(PLAN);
      const anonymous = await fetch(`${stack.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&refresh_token=unknown&client_id=c_x',
      });
      expect(anonymous.status).toBe(400);
      release();
      expect((await pias).map((r) => r.status)).toEqual(Array(24).fill(200));
      // One renewal for all of them, across both instances.
      expect(stack.accounts.tokenLog.filter((t) => t.grant === 'refresh_token')).toHaveLength(1);
    } finally {
      release();
    }
    await Promise.all([slow.client.close(), other.client.close()]);
  });

  it('keeps the client’s refresh token and the person’s sign-in when YNAB fails the renewal behind a refresh (#26 review)', async () => {
    const { stored } = await signIn(stack, 'tess', 'write');
    await pool().query(
      "UPDATE ynab_tokens t SET expires_at = now() - interval '1 minute' FROM people p WHERE p.id = t.person AND p.ynab_user = 'user-tess'",
    );
    const refresh = (token: string) =>
      fetch(`${stack.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: stored.client!.client_id }),
      });
    const release = stack.accounts.holdTokens();
    let answer: Response;
    try {
      const asked = refresh(stored.tokens!.refresh_token!);
      await until(() => stack.accounts.waitingForToken === 1);
      release('drop'); // YNAB answers 503 without using the refresh token
      answer = await asked;
    } finally {
      release();
    }
    // The client gets its tokens; the tools then say YNAB did not answer, and nothing is marked dead.
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
    const dead = await pool().query("SELECT t.dead_at FROM ynab_tokens t JOIN people p ON p.id = t.person WHERE p.ynab_user = 'user-tess'");
    expect(dead.rows).toEqual([{ dead_at: null }]);
    // Once YNAB answers again, everything works: the next request renews.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('sends the client temporarily_unavailable, not a server error, when YNAB fails the sign-in’s code exchange', async () => {
    const registered = (await (
      await fetch(`${stack.issuer}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: ['http://127.0.0.1:1/cb'] }),
      })
    ).json()) as { client_id: string };
    const url = new URL(`${stack.issuer}/authorize`);
    for (const [k, v] of Object.entries({
      client_id: registered.client_id,
      redirect_uri: 'http://127.0.0.1:1/cb',
      response_type: 'code',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      state: 's1',
    }))
      url.searchParams.set(k, v);
    const release = stack.accounts.holdTokens();
    try {
      const walking = new Browser('uma').signIn(url, 'http://127.0.0.1:1/cb', 'write');
      await until(() => stack.accounts.waitingForToken === 1);
      release('drop');
      const back = await walking;
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'temporarily_unavailable', state: 's1', iss: stack.issuer });
    } finally {
      release();
    }
  });

  it('keeps the first assistant’s writes working after a second assistant connects reading only (#26, 5)', async () => {
    const writer = await signIn(stack, 'rosa', 'write');
    const reader = await signIn(stack, 'rosa', 'read');
    expect(reader.stored.tokens?.scope).toBe('ynab:read');
    const preview = (await writer.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result;
    expect(preview.structuredContent?.status).toBe('confirmation_required');
    const applied = (await writer.client.callTool({
      name: 'apply_categories',
      arguments: { ...ASSIGN, confirmation: preview.structuredContent!.confirmation },
    })) as Result;
    expect(textOf(applied)).not.toContain('403');
    expect(applied.structuredContent?.status).toBe('applied');
    expect(category('rosa')).toBe('cat-groceries');
    // The reader still reads, without the write tools.
    expect(textOf(await reader.client.callTool({ name: 'list_plans', arguments: {} }))).toContain(PLAN);
    expect((await reader.client.listTools()).tools.map((t) => t.name)).not.toContain('apply_categories');
    await Promise.all([writer.client.close(), reader.client.close()]);
  });

  it('asks the person to sign in again after they revoke the app in YNAB, and the client does it by itself (#26, 13)', async () => {
    const { client, provider, stored } = await signIn(stack, 'sam', 'write');
    stack.accounts.revokeApp('sam');
    const failed = (await client.callTool({ name: 'list_accounts', arguments: { plan_id: PLAN } })) as Result;
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toContain(SIGN_IN_AGAIN);
    expect(textOf(failed)).not.toContain('Personal Access Token');
    await client.close();
    // The next request, on either instance, is refused as the protocol asks a client to sign in again.
    for (let i = 0; i < 2; i++) {
      const next = await fetch(stack.mcpUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${stored.tokens!.access_token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(next.status).toBe(401);
      expect(next.headers.get('www-authenticate')).toMatch(/error="invalid_token".*resource_metadata="/);
    }
    // The official client refreshes, is told the grant is gone, and opens the sign-in again by itself.
    const again = new StreamableHTTPClientTransport(stack.mcpUrl, { authProvider: provider });
    const before = stored.callback;
    await expect(testClient('sam-again', { era: 'modern' }).connect(again)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(stored.callback).not.toBe(before);
    await again.finishAuth(stored.callback!);
    const back = testClient('sam-back', { era: 'modern' });
    await back.connect(new StreamableHTTPClientTransport(stack.mcpUrl, { authProvider: provider }));
    expect(textOf(await back.callTool({ name: 'list_accounts', arguments: { plan_id: PLAN } }))).not.toContain(SIGN_IN_AGAIN);
    await back.close();
  });
});
