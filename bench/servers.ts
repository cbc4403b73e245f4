// Starts an MCP server as a child process over stdio with the official client, timing spawn → initialize
// answered, and reads the child's peak resident memory (VmHWM, Linux only) before closing it.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { readFileSync } from 'node:fs';

export interface Spawned {
  client: Client;
  pid: number;
  /** From creating the transport to the initialize answer (and the initialized notification) sent. */
  connectMs: number;
  /** Peak resident set of the child so far, in bytes; undefined where /proc is missing (not Linux). */
  peakRss(): number | undefined;
  stderr(): string;
  close(): Promise<void>;
}

/** VmHWM ("high water mark" of the resident set) of a live process, in bytes. */
export function peakRssOf(pid: number): number | undefined {
  try {
    const kb = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** `node <args>` in `cwd` with exactly `env` added to the SDK's default environment; a 2025-era client, one process. */
export async function spawnServer(args: readonly string[], cwd: string, env: Record<string, string>): Promise<Spawned> {
  // No version pin: a pinned or auto client spawns a second, short-lived process for its discovery probe.
  const client = new Client({ name: 'avenir-bench', version: '1.0.0' }, { capabilities: {} });
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...args],
    cwd,
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  await client.connect(transport);
  const connectMs = performance.now() - started;
  const pid = transport.pid;
  if (pid === null) throw new Error('the server process has no pid');
  return { client, pid, connectMs, peakRss: () => peakRssOf(pid), stderr: () => err, close: () => client.close() };
}
