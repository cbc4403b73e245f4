// Starts the real server as a child process over stdio and connects the official MCP client to it,
// in either protocol era. Used by the end-to-end tests.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export type Era = 'legacy' | 'modern';

export interface StdioSession {
  client: Client;
  stderr: () => string;
  close(): Promise<void>;
}

export async function connectStdio(options: { era: Era; env?: Record<string, string>; args?: string[]; elicitation?: boolean }): Promise<StdioSession> {
  const client = new Client(
    { name: 'avenir-e2e', version: '1.0.0' },
    {
      capabilities: options.elicitation ? { elicitation: { form: {} } } : {},
      ...(options.era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}),
    },
  );
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', SERVER_ENTRY, ...(options.args ?? [])],
    cwd: ROOT,
    // A journal of its own unless the test names one: never the user's ~/.local/state.
    env: { ...getDefaultEnvironment(), AVENIR_MCP_JOURNAL: join(mkdtempSync(join(tmpdir(), 'avenir-e2e-')), 'journal.jsonl'), ...(options.env ?? {}) },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  await client.connect(transport);
  return { client, stderr: () => err, close: () => client.close() };
}
