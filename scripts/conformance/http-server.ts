// A loopback HTTP exposure of the same server (buildServer over the in-process demo fake, as `--demo`
// builds it in src/server.ts) for the conformance suite: the product's own HTTP transport (src/http/)
// with its Host and Origin checks but no bearer token, which the suite has no way to send. Run it alone
// with `npx tsx scripts/conformance/http-server.ts [port] [--fixtures]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { McpServer } from '@modelcontextprotocol/server';
import { buildServer, type ServerDeps } from '../../src/mcp/build-server.ts';
import { loadConfig, readEnv } from '../../src/config.ts';
import { demoDeps } from '../../src/app/demo-deps.ts';
import { LOOPBACK_NAMES } from '../../src/http/access.ts';
import { serveHttp } from '../../src/http/serve-http.ts';
import { createLogger } from '../../src/log.ts';
import { addFixtures } from './fixtures.ts';

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
  // One set of deps for every request: the request-state seal and the journal are shared by the
  // per-request server instances createMcpHandler builds, as they would be by a fleet.
  // A journal folder of its own, removed on close (a test worker may end without an 'exit' event).
  const journalDir = mkdtempSync(join(tmpdir(), 'avenir-mcp-conformance-'));
  const deps = demoDeps(config, log, join(journalDir, 'journal.jsonl'));
  const serving = await serveHttp({
    factory: () => {
      const server = buildServer(deps);
      options.extend?.(server, deps);
      return server;
    },
    host: '127.0.0.1',
    port: options.port ?? 0,
    rules: { hostnames: new Set(LOOPBACK_NAMES) },
    log,
  });
  return {
    url: serving.url,
    close: async () => {
      await serving.close();
      rmSync(journalDir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fixtures = process.argv.includes('--fixtures');
  const port = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 0);
  const exposure = await serveOverHttp({
    port,
    ...(fixtures ? { extend: (server, deps) => addFixtures(server, deps.context.confirm.states) } : {}),
  });
  process.stderr.write(`avenir-mcp demo over HTTP (conformance only): ${exposure.url}\n`);
  const stop = () => void exposure.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
