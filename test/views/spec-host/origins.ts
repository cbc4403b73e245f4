// Two loopback HTTP origins for the spec host (test/views/spec-host): the host's page on http://127.0.0.1:A, and
// the sandbox origin http://localhost:B that serves each view's HTML under a Content-Security-Policy *header*
// built from the resource's _meta.ui.csp, as the MCP Apps spec (2026-01-26, "UI Resource Format" / "Security
// Implications") asks of a host. The host page's tool calls come back to Node through POST /call on origin A.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface UiCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}

// A domain goes into a header only as one source expression: no separators, no quotes, no whitespace.
const clean = (list: string[] | undefined) => (list ?? []).filter((d) => typeof d === 'string' && /^[^\s;,'"]+$/.test(d));

/**
 * The policy the spec describes: its restrictive default (default-src 'none'; script/style 'self' 'unsafe-inline';
 * img/media 'self' data:; connect-src 'none') widened only by the declared domains, with frame-src 'none' and
 * base-uri 'self' when frameDomains / baseUriDomains are empty or omitted; object-src 'none' as in the spec's
 * construction snippet. No 'unsafe-eval', no blob:, no data: fonts: nothing the resource did not declare.
 */
export function cspHeader(csp: UiCsp | undefined): string {
  const resource = clean(csp?.resourceDomains);
  const connect = clean(csp?.connectDomains);
  const frame = clean(csp?.frameDomains);
  const base = clean(csp?.baseUriDomains);
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    `script-src ${join("'self'", "'unsafe-inline'", ...resource)}`,
    `style-src ${join("'self'", "'unsafe-inline'", ...resource)}`,
    `img-src ${join("'self'", 'data:', ...resource)}`,
    `font-src ${join("'self'", ...resource)}`,
    `media-src ${join("'self'", 'data:', ...resource)}`,
    `connect-src ${connect.length > 0 ? join("'self'", ...connect) : "'none'"}`,
    `frame-src ${frame.length > 0 ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    `base-uri ${base.length > 0 ? base.join(' ') : "'self'"}`,
  ].join('; ');
}

export interface Origins {
  hostUrl: string;
  sandboxOrigin: string;
  /** Puts a view's HTML on the sandbox origin; returns its URL. */
  publish(html: string, csp: UiCsp | undefined): string;
  /** The CSP header sent with each published view, by path. */
  headers: Map<string, string>;
  /** Every request the sandbox origin received (method and path). */
  sandboxRequests: string[];
  /** What POST /call runs: the MCP client's tools/call. */
  onCall: (params: { name: string; arguments?: Record<string, unknown> }) => Promise<unknown>;
  close(): Promise<void>;
}

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

export async function startOrigins(): Promise<Origins> {
  const views = new Map<string, { html: string; csp: string }>();
  const headers = new Map<string, string>();
  const sandboxRequests: string[] = [];
  let next = 0;
  const origins = {} as Origins;

  const host = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, type: string, text: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(text);
    };
    if (req.method === 'GET' && (req.url === '/' || req.url === '/index.html'))
      return send(200, 'text/html; charset=utf-8', readFileSync(here('./host.html'), 'utf8'));
    if (req.method === 'GET' && req.url === '/host.js')
      return send(200, 'text/javascript; charset=utf-8', readFileSync(here('./host.js'), 'utf8'));
    if (req.method === 'POST' && req.url === '/call') {
      void body(req)
        .then((text) => origins.onCall(JSON.parse(text) as { name: string; arguments?: Record<string, unknown> }))
        .then(
          (result) => send(200, 'application/json', JSON.stringify({ result })),
          (error: unknown) =>
            send(
              200,
              'application/json',
              JSON.stringify({ error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }),
            ),
        );
      return;
    }
    send(404, 'text/plain', 'not here');
  });

  const sandbox = createServer((req, res) => {
    sandboxRequests.push(`${req.method} ${req.url}`);
    const view = req.method === 'GET' ? views.get(req.url ?? '') : undefined;
    if (!view) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Only published views are served here');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': view.csp,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(view.html);
  });

  const hostPort = await listen(host, '127.0.0.1');
  const sandboxPort = await listen(sandbox, '127.0.0.1');
  const sandboxOrigin = `http://localhost:${sandboxPort}`;
  Object.assign(origins, {
    hostUrl: `http://127.0.0.1:${hostPort}/`,
    sandboxOrigin,
    headers,
    sandboxRequests,
    onCall: () => Promise.reject(new Error('no MCP client behind this host')),
    publish(html: string, csp: UiCsp | undefined) {
      const path = `/view/${++next}`;
      const header = cspHeader(csp);
      views.set(path, { html, csp: header });
      headers.set(path, header);
      return `${sandboxOrigin}${path}`;
    },
    async close() {
      host.closeAllConnections();
      sandbox.closeAllConnections();
      await Promise.all([new Promise((r) => host.close(r)), new Promise((r) => sandbox.close(r))]);
    },
  } satisfies Omit<Origins, never>);
  return origins;
}
