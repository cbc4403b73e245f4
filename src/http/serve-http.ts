// The Streamable HTTP transport: the SDK's handler (createMcpHandler, both protocol eras) behind
// avenir-mcp's access rules, at /mcp only. Each request gets a fresh server from the factory; what must
// outlive a request (journal, confirmation codes, request-state seal, YNAB cache) lives in the deps the
// factory closes over. Sockets are held to short limits, so slow or idle ones cannot pile up.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createMcpHandler, type AuthInfo, type McpRequestContext, type McpServer } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { Logger } from '../log.ts';
import { refusal, type AccessRules } from './access.ts';
import { requestUrl } from './request-target.ts';
import { FORBIDDEN_METHODS, serveHostedRoute, writeResponse, type HostedRoutes } from './hosted-routes.ts';

export const MCP_PATH = '/mcp';

export interface HttpServing {
  /** http://host:port/mcp, with the port the system gave when 0 was asked. */
  url: string;
  close(): Promise<void>;
}

/**
 * What a socket may take (docs/en/configuration.md#limits-of-the-http-transport): ample for an MCP client,
 * whose requests are a few kilobytes sent at once, short for one that sends nothing or a byte at a time.
 * The time a tool takes to answer is not limited here: only receiving the request and idling after it.
 */
export interface HttpLimits {
  /** The whole header block; also a socket that sends nothing. */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** Idle after an answer before the kept-alive socket is closed. */
  keepAliveMs: number;
  /** How often Node checks the first two (they are late by up to this much). */
  checkEveryMs: number;
  /** Open sockets at once; one more is closed as soon as it connects. */
  maxConnections: number;
}

export const HTTP_LIMITS: HttpLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
  maxConnections: 64,
};

export interface HttpOptions {
  /** Given the verified caller (hosted mode) through ctx.authInfo. */
  factory: (ctx: McpRequestContext) => McpServer | Promise<McpServer>;
  /** Hosted mode (docs/en/deployment.md): OAuth in front of /mcp instead of the one bearer token. */
  hosted?: HostedRoutes;
  host: string;
  port: number;
  rules: AccessRules;
  log: Logger;
  /** Tests shorten them. */
  limits?: Partial<HttpLimits>;
}

// The Fetch standard forbids some methods in a Request (FORBIDDEN_METHODS), so the SDK's handler would
// fail on them (500) before its own 405; they get the answer it gives every other method but POST.
const ALLOW = 'POST';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * What a log line may say of an endpoint's failure: the error's class, and a database error's SQLSTATE
 * (pg names every error of PostgreSQL's just `error`), never its message, which may quote a parameter.
 */
function failure(error: unknown): { error: string; code?: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return {
    error: error instanceof Error ? error.name : 'unknown',
    ...(typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? { code } : {}),
  };
}

/** A JSON-RPC error body, as the SDK's own guards answer, so an MCP client shows the message. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

export async function serveHttp(options: HttpOptions): Promise<HttpServing> {
  const { log } = options;
  const handler = createMcpHandler((ctx) => options.factory(ctx), {
    onerror: (error) => log.warning('http handler error', { error: error.name }),
  });
  const mcp = toNodeHandler(handler, { onerror: (error) => log.error('http adapter error', { error: error.name }) });
  const limits = { ...HTTP_LIMITS, ...options.limits };
  const timeouts = {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  };
  const { hosted } = options;
  const server = createServer(timeouts, (req, res) => {
    const url = requestUrl(req.url, hosted?.publicUrl ?? 'http://localhost');
    if (url === undefined) return refuse(res, 400, 'The request target must be a path, such as /mcp.');
    const { pathname } = url;
    // Hosted, the OAuth endpoints answer other sites' clients and browsers: only /mcp checks the Origin.
    const origin = hosted && pathname !== MCP_PATH ? undefined : header(req, 'origin');
    const refused = refusal({ host: header(req, 'host'), origin, authorization: header(req, 'authorization') }, options.rules);
    if (refused) {
      log.info('http request refused', { status: refused.status });
      return refuse(res, refused.status, refused.message, refused.headers);
    }
    if (hosted && pathname !== MCP_PATH) {
      return void serveHostedRoute(hosted, req, url, res, log).catch((error: unknown) => {
        log.error('hosted endpoint failed', failure(error));
        if (!res.headersSent) refuse(res, 500, 'The server failed; nothing was changed. Try again.');
        else res.destroy();
      });
    }
    if (pathname !== MCP_PATH) {
      return refuse(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    }
    if (FORBIDDEN_METHODS.has(req.method ?? '')) return refuse(res, 405, 'Method not allowed.', { allow: ALLOW });
    if (!hosted) return void mcp(req, res);
    void hosted.auth
      .gate(new Request(url, { headers: { authorization: header(req, 'authorization') ?? '' } }))
      .then(async (auth) => {
        if (auth instanceof Response) return writeResponse(res, auth);
        // toNodeHandler hands req.auth to the factory and the handlers as authInfo.
        (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;
        await mcp(req, res);
      })
      .catch(() => res.destroy());
  });
  server.maxConnections = limits.maxConnections;
  // Node hands CONNECT to this event and, without a listener, drops the socket without an answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${shown}:${port}${MCP_PATH}`,
    close: async () => {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
