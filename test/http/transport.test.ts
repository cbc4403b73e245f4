// The Streamable HTTP transport end to end: the real server on a loopback port, refused without the
// right token, Host or Origin, and, with them, serving the official client in both eras, including a
// confirmed write through the 2026-07-28 round trip and through a confirmation code.
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { connectHttp, startHttpServer, type HttpProcess } from '../helpers/http-server.ts';
import { ROOT, SERVER_ENTRY } from '../helpers/stdio-client.ts';

const SEED = {
  plan_id: 'demo-budget',
  assignments: [
    { transaction_id: 'tx-048', category_id: 'cat-groceries' },
    { transaction_id: 'tx-049', category_id: 'cat-transport' },
  ],
};
const QUESTION =
  'Recategorise 2 transaction(s)?\n- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: no category → Groceries\n- 2026-09-18 RAIL CO -45.00: no category → Transport';

/** A raw POST with exactly these headers (fetch would not let a test set Host). */
function post(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pending = async (client: Client) => {
  const r = await client.callTool({ name: 'suggest_categories', arguments: { plan_id: 'demo-budget' } });
  return (r.structuredContent as { pending_count: number }).pending_count;
};

describe('HTTP transport with a generated token', () => {
  let server: HttpProcess;
  let token: string;
  beforeAll(async () => {
    server = await startHttpServer({ AVENIR_MCP_WRITE: '1', HOST: 'evil.example', PORT: '9' });
    token = server.printedToken!;
  });
  afterAll(() => server?.stop());

  it('listens where AVENIR_MCP_HOST/PORT say (plain HOST and PORT ignored) and prints a 43-character token once', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(server.url).not.toContain(':9/');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(server.stderr().split(token).length - 1).toBe(1);
  });

  it('refuses a request without a token: 401, WWW-Authenticate: Bearer, and the header to send', async () => {
    const r = await post(server.url, {});
    expect(r.status).toBe(401);
    expect(String(r.headers['www-authenticate'])).toMatch(/^Bearer /);
    expect(JSON.parse(r.body).error.message).toContain('Authorization: Bearer <token>');
  });

  it('refuses a wrong token, one a character short and one a character long, with 401', async () => {
    for (const wrong of [
      'x'.repeat(43),
      token.slice(0, -1),
      `${token}x`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
    ]) {
      const r = await post(server.url, { authorization: `Bearer ${wrong}` });
      expect(r.status, wrong).toBe(401);
      expect(String(r.headers['www-authenticate'])).toContain('error="invalid_token"');
    }
    expect((await post(server.url, { authorization: token })).status).toBe(401);
  });

  it('refuses a Host that does not name this machine with 421, even with the right token', async () => {
    for (const host of [
      'evil.example',
      'evil.example:8103',
      'evil.example@127.0.0.1',
      '127.0.0.1.evil.example',
      'localhost.evil.example:80',
    ]) {
      const r = await post(server.url, { host, authorization: `Bearer ${token}` });
      expect(r.status, host).toBe(421);
    }
  });

  it('refuses a foreign Origin with 403, and accepts a loopback one', async () => {
    for (const origin of ['http://evil.example', 'null', 'file://', 'http://127.0.0.1.evil.example']) {
      expect((await post(server.url, { origin, authorization: `Bearer ${token}` })).status, origin).toBe(403);
    }
    const port = new URL(server.url).port;
    expect((await post(server.url, { origin: `http://localhost:${port}`, authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('answers 404 outside /mcp', async () => {
    const r = await post(server.url.replace(/\/mcp$/, '/other'), { authorization: `Bearer ${token}` });
    expect(r.status).toBe(404);
  });

  it('serves a 2026-07-28 client: tools work, and a write is confirmed through the input-required round trip', async () => {
    const asked: string[] = [];
    const client = await connectHttp(server.url, token, {
      era: 'modern',
      elicit: (message) => (asked.push(message), { action: 'accept', content: { value: true } }),
    });
    try {
      expect((await client.listTools()).tools).toHaveLength(definitions.length);
      const summary = await client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget' } });
      expect(summary.structuredContent).toMatchObject({ month: '2026-09-01', ready_to_assign: 1729.32 });
      expect(await pending(client)).toBe(6);
      const r = await client.callTool({ name: 'apply_categories', arguments: SEED });
      expect(asked).toEqual([QUESTION]);
      expect(r.structuredContent).toMatchObject({ status: 'applied', operation_id: expect.stringMatching(/\S/) });
      expect(await pending(client)).toBe(4);
      // The change is journaled by this process and undone over HTTP as well.
      const undo = await client.callTool({ name: 'undo_operation', arguments: { plan_id: 'demo-budget' } });
      expect(undo.structuredContent, JSON.stringify(undo.content)).toMatchObject({ status: 'applied', kind: 'categorize' });
      expect(await pending(client)).toBe(6);
    } finally {
      await client.close();
    }
  });

  it('gives an older (2025-era) client a confirmation code, even one that declares elicitation, which a second call uses', async () => {
    const asked: string[] = [];
    const client = await connectHttp(server.url, token, {
      era: 'legacy',
      elicit: (message) => (asked.push(message), { action: 'accept', content: { value: true } }),
    });
    try {
      const first = await client.callTool({ name: 'apply_categories', arguments: SEED });
      const preview = first.structuredContent as { status: string; confirmation: string };
      expect(preview.status).toBe('confirmation_required');
      expect(preview.confirmation).toMatch(/\S/);
      expect(await pending(client)).toBe(6);
      const second = await client.callTool({ name: 'apply_categories', arguments: { ...SEED, confirmation: preview.confirmation } });
      expect(second.structuredContent).toMatchObject({ status: 'applied' });
      expect(await pending(client)).toBe(4);
      // Served one request at a time, the call could not ask: only the code confirmed.
      expect(asked).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('HTTP transport with AVENIR_MCP_HTTP_TOKEN', () => {
  const TOKEN = 'a-token-chosen-by-the-user-0123456789';
  let server: HttpProcess;
  beforeAll(async () => {
    server = await startHttpServer({ AVENIR_MCP_HTTP_TOKEN: TOKEN, AVENIR_MCP_LOG_LEVEL: 'DEBUG' });
  });
  afterAll(() => server?.stop());

  it('uses it, never prints it, and stays read-only without AVENIR_MCP_WRITE', async () => {
    expect(server.printedToken).toBeUndefined();
    const client = await connectHttp(server.url, TOKEN, { era: 'modern' });
    try {
      expect((await client.listTools()).tools).toHaveLength(definitions.filter((d) => d.kind === 'read').length);
    } finally {
      await client.close();
    }
    expect(server.stderr()).not.toContain(TOKEN);
  });
});

describe('HTTP transport start-up', () => {
  it('stops with status 2 and a message when the port is taken or a variable is unusable', async () => {
    const first = await startHttpServer();
    try {
      const port = new URL(first.url).port;
      const run = (env: Record<string, string>) =>
        spawnSync(process.execPath, [SERVER_ENTRY, '--demo'], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', AVENIR_MCP_NO_UPDATE_CHECK: '1', ...env },
        });
      const taken = run({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_PORT: port });
      expect(taken.status).toBe(2);
      expect(taken.stderr).toContain(`cannot listen on 127.0.0.1:${port} (the port is in use): set AVENIR_MCP_HOST and AVENIR_MCP_PORT`);
      expect(taken.stdout).toBe('');
      const bad = run({ AVENIR_MCP_TRANSPORT: 'websocket' });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('AVENIR_MCP_TRANSPORT is "websocket": use stdio (the default) or http.');
    } finally {
      await first.stop();
    }
  });
});
