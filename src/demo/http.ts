// The fake YNAB behind a node:http server on 127.0.0.1 (random port), under /v1: for tests, docs
// generation and the evaluation, which point AVENIR_MCP_YNAB_URL at the returned url.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPath, parseBody } from './fake-fetch.ts';
import { routeNotFound, type FakeResponse } from './fake-types.ts';
import type { FakeYnab } from './fake-ynab.ts';

export interface FakeYnabServer {
  /** e.g. 'http://127.0.0.1:54321/v1' */
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, response: FakeResponse): void {
  const text = response.body === undefined ? '' : JSON.stringify(response.body);
  res.writeHead(response.status, response.headers);
  res.end(text);
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function answer(fake: FakeYnab, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = apiPath(url.pathname);
  const text = await readText(req);
  if (path === null) return send(res, routeNotFound());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const response = fake.handle({ method: req.method ?? 'GET', path, query: url.searchParams, headers, body: parseBody(text) });
  send(res, response);
}

export async function serveFakeYnab(fake: FakeYnab): Promise<FakeYnabServer> {
  const server = createServer((req, res) => {
    answer(fake, req, res).catch(() => res.destroy());
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
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
