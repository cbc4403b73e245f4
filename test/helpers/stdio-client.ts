// Starts the real server as a child process over stdio and connects the official MCP client to it,
// in either protocol era. Used by the end-to-end tests.
import type { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { testClient, type Answer, type Era } from './test-client.ts';
import { demoStatementsDir } from '../../src/config.ts';
import { ROOT } from './paths.ts';

// Tests that start the server import the paths with it; a test that needs only a path imports paths.ts.
export { ROOT } from './paths.ts';
/** What the tests start: the server compiled once per run (compiled-server.ts), run by this Node. */
export const SERVER_ENTRY = inject('compiledServer');

export type { Answer, Era } from './test-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled src/server.ts of this run (compiled-server.ts, the global set-up). */
    compiledServer: string;
  }
}

export interface StdioSession {
  client: Client;
  stderr: () => string;
  /** The server process (the one the session talks to). */
  pid: number | null;
  close(): Promise<void>;
}

export async function connectStdio(options: {
  era: Era;
  env?: Record<string, string>;
  args?: string[];
  /** Declares form elicitation and answers each question with this (it may change the world first). */
  elicit?: (message: string) => Answer | Promise<Answer>;
  /** A 2025-era client pinned to this version (e.g. '2025-06-18'). */
  legacyVersion?: string;
  /** Declares the MCP Apps extension, as a client that renders views does. */
  apps?: boolean;
}): Promise<StdioSession> {
  const client = testClient('avenir-e2e', options);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_ENTRY, ...(options.args ?? [])],
    cwd: ROOT,
    // A journal of its own unless the test names one: never the user's ~/.local/state. No update check:
    // tests never reach the npm registry (a test that wants one turns it back on). Every read asks YNAB, as
    // in test/helpers/in-process.ts, unless the test sets AVENIR_MCP_FRESH_SECONDS; no replica on the machine's
    // ~/.cache (a test that wants one sets AVENIR_MCP_CACHE and XDG_CACHE_HOME).
    env: {
      ...getDefaultEnvironment(),
      AVENIR_MCP_NO_UPDATE_CHECK: '1',
      AVENIR_MCP_FRESH_SECONDS: '0',
      AVENIR_MCP_CACHE: 'off',
      AVENIR_MCP_STATEMENT_DIRS: demoStatementsDir() ?? '',
      AVENIR_MCP_JOURNAL: join(mkdtempSync(join(tmpdir(), 'avenir-e2e-')), 'journal.jsonl'),
      ...(options.env ?? {}),
    },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  await client.connect(transport);
  return { client, stderr: () => err, pid: transport.pid, close: () => client.close() };
}
