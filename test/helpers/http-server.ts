// Starts the real server with AVENIR_MCP_TRANSPORT=http on a free loopback port and reads its address
// and (generated) token from the start-up lines on stderr; connects the official client over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamableHTTPClientTransport, type Client } from '@modelcontextprotocol/client';
import { ROOT, SERVER_ENTRY } from './stdio-client.ts';
import { testClient, type ClientOptions } from './test-client.ts';

export interface HttpProcess {
  url: string;
  /** The token printed on stderr, or undefined when none was printed. */
  printedToken: string | undefined;
  stderr: () => string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL: no handler runs), and resolves once it has exited. */
  kill(): Promise<void>;
}

/** The compiled server by default (compiled-server.ts); `command` starts another entry (the installed package's bin). */
export async function startHttpServer(
  env: Record<string, string> = {},
  args: string[] = ['--demo'],
  command: string[] = [process.execPath, SERVER_ENTRY],
): Promise<HttpProcess> {
  const [program, ...programArgs] = command as [string, ...string[]];
  const child: ChildProcess = spawn(program, [...programArgs, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      AVENIR_MCP_TRANSPORT: 'http',
      AVENIR_MCP_PORT: '0',
      AVENIR_MCP_NO_UPDATE_CHECK: '1',
      // Never the machine's ~/.cache: a test that wants the replica names its own folder.
      AVENIR_MCP_CACHE: 'off',
      AVENIR_MCP_JOURNAL: join(mkdtempSync(join(tmpdir(), 'avenir-http-')), 'journal.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const url = await new Promise<string>((resolve, reject) => {
    // Waits for the address or the exit, however long a busy machine takes to start it.
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
      const found = /serving MCP at (http:\/\/\S+\/mcp)/.exec(err);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${err}`)));
  });
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    get printedToken() {
      return /shown once\): (\S+)/.exec(err)?.[1];
    },
    stderr: () => err + (out === '' ? '' : `\n[stdout]\n${out}`),
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}

export async function connectHttp(url: string, token: string, options: ClientOptions): Promise<Client> {
  const client = testClient('avenir-http-test', options);
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return client;
}
