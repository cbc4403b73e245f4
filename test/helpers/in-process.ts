// Connects the official MCP client to buildServer() in process (InMemoryTransport + serveStdio, so both
// eras work) over a fresh demo fake. The fast path for tool tests; test/e2e spawns the real process.
import { InMemoryTransport, type Client } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { buildServer } from '../../src/mcp/build-server.ts';
import { DEMO_TODAY, demoStatementsDir, loadConfig, type Env } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { createDeps, type DepsOptions } from '../../src/app/deps.ts';
import { createLogger } from '../../src/log.ts';
import type { RegistryEntry } from '../../src/mcp/tool-definition.ts';
import { testClient, type Answer, type Era } from './test-client.ts';
import type { Clock } from '../../src/confirm/codes.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The demo's statements folder, as --demo and the docs examples read it (the statement tools' examples name its file).
const DEMO_STATEMENTS = demoStatementsDir() ?? '';

export interface InProcessSession {
  client: Client;
  fake: FakeYnab;
  logs: string[];
  close(): Promise<void>;
}

export async function connectInProcess(
  options: {
    era?: Era;
    env?: Env;
    registry?: readonly RegistryEntry[];
    fake?: FakeYnab;
    token?: { token: string } | { problem: string };
    /** Client capabilities: form elicitation, and how the client answers a question (it may throw, or never answer). */
    elicit?: (message: string) => Answer | Promise<Answer>;
    journalPath?: string;
    clock?: Clock;
    ynabTiming?: DepsOptions['ynabTiming'];
    /** How long a 2025-era in-call question waits for the answer (600 s unless a test shortens it). */
    askTimeoutMs?: number;
    /** A real YNAB base URL (a loopback server in front of `fake`) reached with Node's fetch instead of `fake.fetch`. */
    ynabUrl?: string;
    /** The client declares the MCP Apps extension. */
    apps?: boolean;
  } = {},
): Promise<InProcessSession> {
  const fake = options.fake ?? new FakeYnab({ today: DEMO_TODAY });
  // Every read asks YNAB unless a test sets AVENIR_MCP_FRESH_SECONDS: request counts and changes made to the
  // fake between calls stay what each test says (test/ynab/freshness.test.ts covers the window).
  const config = {
    ...loadConfig(
      { AVENIR_MCP_TODAY: DEMO_TODAY, AVENIR_MCP_FRESH_SECONDS: '0', AVENIR_MCP_STATEMENT_DIRS: DEMO_STATEMENTS, ...options.env },
      { demo: false },
    ),
    ynabUrl: options.ynabUrl ?? 'http://demo.invalid/v1',
  };
  const logs: string[] = [];
  const deps = createDeps({
    config,
    log: createLogger('DEBUG', (line) => logs.push(line)),
    token: options.token ?? { token: 'test-token' },
    fetch: options.ynabUrl === undefined ? (r) => fake.fetch(r) : (r) => fetch(r),
    journalPath: options.journalPath ?? join(mkdtempSync(join(tmpdir(), 'avenir-journal-')), 'journal.jsonl'),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.ynabTiming ? { ynabTiming: options.ynabTiming } : {}),
    ...(options.askTimeoutMs !== undefined ? { askTimeoutMs: options.askTimeoutMs } : {}),
    ...(options.registry ? { registry: options.registry } : {}),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(() => buildServer(deps), { transport: serverSide });
  const client = testClient('avenir-test', {
    era: options.era ?? 'legacy',
    ...(options.elicit ? { elicit: options.elicit } : {}),
    ...(options.apps ? { apps: true } : {}),
  });
  await client.connect(clientSide);
  return {
    client,
    fake,
    logs,
    close: async () => {
      await client.close();
      await handle.close();
      // Every request the server sent must match YNAB's OpenAPI spec.
      if (fake.specViolations.length > 0) throw new Error(`requests outside the OpenAPI spec:\n${fake.specViolations.join('\n')}`);
    },
  };
}

// Most tests import textOf with the session: it lives with the calls.
export { textOf } from './calls.ts';
