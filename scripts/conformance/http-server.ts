// A loopback HTTP exposure of the same server (buildServer over the in-process demo fake, as `--demo`
// builds it in src/server.ts), for the conformance suite only: the product transport is stdio (issue #8
// adds a real HTTP one). Run it alone with `npx tsx scripts/conformance/http-server.ts [port] [--fixtures]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';
import { localhostHostValidation, localhostOriginValidation, toNodeHandler } from '@modelcontextprotocol/node';
import { buildServer, type ServerDeps } from '../../src/build-server.ts';
import { loadConfig, readEnv } from '../../src/config.ts';
import { FakeYnab } from '../../src/demo/fake-ynab.ts';
import { createDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/log.ts';
import { addFixtures } from './fixtures.ts';

/** The base URL src/server.ts gives the in-process fake in --demo mode (never dialled). */
const DEMO_URL = 'http://demo.invalid/v1';

export interface HttpExposure {
  /** The MCP endpoint, http://127.0.0.1:<port>/mcp. */
  url: string;
  close(): Promise<void>;
}

export interface ExposureOptions {
  /** The process environment to configure from (AVENIR_MCP_WRITE, AVENIR_MCP_LOG_LEVEL…). */
  env?: NodeJS.ProcessEnv;
  /** 0 picks a free port. */
  port?: number;
  /** Adds to each fresh server before it serves (the conformance fixtures, scripts/conformance/fixtures.ts). */
  extend?: (server: McpServer, deps: ServerDeps) => void;
}

export async function serveOverHttp(options: ExposureOptions = {}): Promise<HttpExposure> {
  const config = loadConfig(readEnv(options.env ?? process.env), { demo: true });
  const log = createLogger(config.logLevel);
  const fake = new FakeYnab({ today: config.today });
  // One set of deps for every request: the request-state seal and the journal are shared by the
  // per-request server instances createMcpHandler builds, as they would be by a fleet.
  // A journal folder of its own, removed on close (a test worker may end without an 'exit' event).
  const journalDir = mkdtempSync(join(tmpdir(), 'avenir-mcp-conformance-'));
  const deps = createDeps({ config: { ...config, ynabUrl: DEMO_URL }, log, token: { token: 'demo' }, fetch: (r) => fake.fetch(r), journalPath: join(journalDir, 'journal.jsonl') });
  const handler = createMcpHandler(
    () => {
      const server = buildServer(deps);
      options.extend?.(server, deps);
      return server;
    },
    { onerror: (error) => log.warning('http exposure error', { error: error.name }) },
  );
  const node = toNodeHandler(handler, { onerror: (error) => log.error('http adapter error', { error: error.name }) });
  const host = localhostHostValidation();
  const origin = localhostOriginValidation();
  const http: Server = createServer((req, res) => {
    if (!host(req, res) || !origin(req, res)) return;
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the MCP endpoint is /mcp\n');
      return;
    }
    void node(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: async () => {
      await handler.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      rmSync(journalDir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fixtures = process.argv.includes('--fixtures');
  const port = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 0);
  const exposure = await serveOverHttp({ port, ...(fixtures ? { extend: (server, deps) => addFixtures(server, deps.context.confirm.states) } : {}) });
  process.stderr.write(`avenir-mcp demo over HTTP (conformance only): ${exposure.url}\n`);
  const stop = () => void exposure.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
