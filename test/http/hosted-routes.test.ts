// src/http/hosted-routes.ts on a real socket with a stand-in authorization server: the client address it
// hands on (the peer, or a trusted proxy's X-Forwarded-For), and the one warning when a peer it does not
// trust forwards (a reverse proxy missing from AVENIR_MCP_TRUSTED_PROXIES would make everyone share one limit).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostedAuth } from '../../src/hosted/oauth/router.ts';
import { json, type Asked } from '../../src/hosted/oauth/exchange.ts';
import { trustedProxies } from '../../src/http/client-address.ts';
import { serveHostedRoute, type HostedRoutes } from '../../src/http/hosted-routes.ts';
import { createLogger } from '../../src/log.ts';

const lines: string[] = [];
const seen: (string | undefined)[] = [];
let server: Server;
let base: string;

function routes(proxies: string): HostedRoutes {
  const auth = {
    metadata: () => undefined,
    route: async (asked: Asked) => (seen.push(asked.client), json(200, {})),
    gate: async () => new Response(null, { status: 401 }),
  };
  return { auth: auth as unknown as HostedAuth, publicUrl: 'http://127.0.0.1', trustedProxies: trustedProxies(proxies) };
}

let current: HostedRoutes;
beforeAll(async () => {
  const log = createLogger('DEBUG', (line) => lines.push(line));
  server = createServer((req, res) => void serveHostedRoute(current, req, new URL(req.url!, 'http://127.0.0.1'), res, log));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (headers: Record<string, string> = {}) => fetch(`${base}/token`, { method: 'POST', headers });

describe('the client address of a hosted request', () => {
  it('is what a trusted proxy forwards, without a warning', async () => {
    current = routes('127.0.0.1');
    await post({ 'x-forwarded-for': '203.0.113.5' });
    expect(seen.at(-1)).toBe('203.0.113.5');
    expect(lines).toEqual([]);
  });

  it('is the peer when the forwarding peer is not trusted, and says so once', async () => {
    current = routes('10.0.0.0/8');
    await post({ 'x-forwarded-for': '203.0.113.5' });
    await post({ 'x-forwarded-for': '203.0.113.6' });
    await post();
    expect(seen.slice(-3)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/WARNING X-Forwarded-For came from a peer not in AVENIR_MCP_TRUSTED_PROXIES/);
    expect(lines[0]).not.toContain('203.0.113');
  });
});
