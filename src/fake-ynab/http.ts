// The fake YNAB behind a node:http server on 127.0.0.1 (random port): the API under /v1 (with fault rules
// applied to real sockets) and the control API under /__control/, for tests, docs and the evaluation.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleControl } from './control.ts';
import { apiPath, parseBody, responseText } from './fake-fetch.ts';
import { routeNotFound, type FakeRequest, type FakeResponse } from './model/fake-types.ts';
import type { FakeYnab } from './fake-ynab.ts';
import type { Outcome } from './faults.ts';

export interface FakeYnabServer {
  /** e.g. 'http://127.0.0.1:54321/v1' */
  url: string;
  /** e.g. 'http://127.0.0.1:54321/__control' */
  controlUrl: string;
  close(): Promise<void>;
}

export function send(res: ServerResponse, response: FakeResponse): void {
  res.writeHead(response.status, response.headers);
  res.end(responseText(response) ?? '');
}

export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function answer(fake: FakeYnab, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const text = await readText(req);
  const control = /^\/__control\/([a-z-]+)$/.exec(url.pathname)?.[1];
  if (control !== undefined) {
    const result = handleControl(fake, req.method ?? 'GET', control, (parseBody(text) ?? {}) as Record<string, unknown>);
    return send(res, { status: result.status, headers: { 'content-type': 'application/json' }, body: result.body });
  }
  return answerApi(req, res, url, text, (request, signal) => fake.exchange(request, signal));
}

/** A request to the API (under /v1): exchanged (abandoned if the client hangs up), then delivered. */
export async function answerApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  text: string,
  exchange: (request: FakeRequest, signal: AbortSignal) => Promise<Outcome>,
): Promise<void> {
  const path = apiPath(url.pathname);
  if (path === null) return send(res, routeNotFound());
  const closed = new AbortController();
  res.on('close', () => closed.abort());
  const request = { method: req.method ?? 'GET', path, query: url.searchParams, headers: headersOf(req), body: parseBody(text) };
  deliver(req, res, await exchange(request, closed.signal));
}

export async function serveFakeYnab(fake: FakeYnab): Promise<FakeYnabServer> {
  const { base, close } = await listenLoopback((req, res) => answer(fake, req, res));
  return { url: `${base}/v1`, controlUrl: `${base}/__control`, close };
}

export const headersOf = (req: IncomingMessage): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
};

/** What an exchange came to, on the socket: an answer, a TCP reset, or a dropped connection. */
export function deliver(req: IncomingMessage, res: ServerResponse, outcome: Outcome): void {
  // A reset sends a TCP RST (the client sees ECONNRESET). A real refusal cannot happen on a listening
  // port: a refused rule just drops the socket; point the client at closedLoopbackUrl() for ECONNREFUSED.
  if (outcome.kind === 'reset') req.socket.resetAndDestroy();
  else if (outcome.kind === 'refused') req.socket.destroy();
  else send(res, outcome.response);
}

/** Listens on a random loopback port; `base` is http://127.0.0.1:port. */
export async function listenLoopback(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A /v1 URL on a loopback port nobody listens on: requests to it fail with ECONNREFUSED. */
export async function closedLoopbackUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
