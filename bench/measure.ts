// The benchmark's measurements, one sample at a time: a cold start of each server, one tool's cold call
// (fresh process, empty cache) and warm call (the same again on that process), and the two baselines
// (the fake serving the plan's transactions over loopback, JSON.parse of that body).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../src/mcp/run-tool.ts';
import { spawnServer, type Spawned } from './servers.ts';

export interface BenchSetup {
  root: string;
  fake: FakeYnab;
  /** The fake's API base on loopback, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  planId: string;
  today: string;
  journal: string;
}

export interface ToolCase {
  tool: string;
  /** What the call does, for the report. */
  label: string;
  args: Record<string, unknown>;
  /** Needs AVENIR_MCP_WRITE=1 (reconcile_account is a write tool, even when it only analyses). */
  writes?: boolean;
  /** The structuredContent.status the call must answer (reconcile: difference_found, so nothing is written). */
  status?: string;
  /**
   * Milliseconds to wait between the cold and the warm call: the server writes the history it read to its
   * disk cache a second after the read, and a call longer than that meets the write on its next call
   * (a person's next call comes seconds later). None unless set.
   */
  settleMs?: number;
  /**
   * The cold call answers first and reads on for the next call (suggest_categories' first look, issue #31):
   * the call after it, which takes the rest, is measured as `next`, and the warm call follows that one.
   */
  readsAhead?: boolean;
}

export interface ToolSample {
  coldMs: number;
  warmMs: number;
  coldRequests: number;
  warmRequests: number;
  /** The call after a cold one that reads ahead (ToolCase.readsAhead), and its requests. */
  nextMs?: number;
  nextRequests?: number;
  /** Paths the fake received during the warm call. */
  warmPaths: string[];
  /** Peak RSS of the server process after both calls, in bytes. */
  peakRss: number | undefined;
  /** … and after the cold call alone. */
  coldPeakRss?: number | undefined;
}

export const SERVER_ENTRY = 'dist/src/server.js';
export const MINIMAL_ENTRY = 'bench/minimal-server.mjs';

/** avenir-mcp's environment against the fake; a cache folder of its own unless `cacheHome` names one (a restart). */
export function avenirEnv(
  setup: Pick<BenchSetup, 'url' | 'today' | 'journal'>,
  writes: boolean,
  cacheHome = mkdtempSync(join(tmpdir(), 'avenir-bench-cache-')),
): Record<string, string> {
  return {
    YNAB_API_KEY: 'bench-token',
    AVENIR_MCP_YNAB_URL: setup.url,
    AVENIR_MCP_TODAY: setup.today,
    AVENIR_MCP_NO_UPDATE_CHECK: '1',
    AVENIR_MCP_JOURNAL: setup.journal,
    // A cold call finds no replica there; a restart on the same folder finds it.
    XDG_CACHE_HOME: cacheHome,
    ...(writes ? { AVENIR_MCP_WRITE: '1' } : {}),
  };
}

/**
 * Spawn → initialize answered, and the peak RSS of the idle server right after. avenir-mcp's starts share
 * `cacheHome`, as on a person's machine: the code Node compiled at the first start is reused (its replica is
 * not read before a call).
 */
export async function coldStart(
  setup: BenchSetup,
  which: 'avenir' | 'minimal',
  cacheHome?: string,
): Promise<{ ms: number; peakRss: number | undefined }> {
  const s = await spawnServer(
    [which === 'avenir' ? SERVER_ENTRY : MINIMAL_ENTRY],
    setup.root,
    which === 'avenir' ? avenirEnv(setup, false, cacheHome) : {},
  );
  try {
    return { ms: s.connectMs, peakRss: s.peakRss() };
  } finally {
    await s.close();
  }
}

/** The text of a result's first content block ('' when it has none). */
export const firstText = (r: { content?: unknown }): string => (r.content as { text?: string }[] | undefined)?.[0]?.text ?? '';

async function timedCall(s: Spawned, c: ToolCase): Promise<{ ms: number; requests: number }> {
  const started = performance.now();
  const r = await s.client.callTool({ name: c.tool, arguments: c.args }, { timeout: 300_000 });
  const ms = performance.now() - started;
  const text = firstText(r);
  if (r.isError) throw new Error(`${c.tool} answered an error: ${text}\n${s.stderr()}`);
  const status = (r.structuredContent as { status?: unknown } | undefined)?.status;
  if (c.status !== undefined && status !== c.status) throw new Error(`${c.tool} answered status ${String(status)}, not ${c.status}`);
  return { ms, requests: Number(r._meta?.[REQUESTS_META] ?? Number.NaN) };
}

export async function toolSample(setup: BenchSetup, c: ToolCase): Promise<ToolSample> {
  const s = await spawnServer([SERVER_ENTRY], setup.root, avenirEnv(setup, c.writes === true));
  try {
    const cold = await timedCall(s, c);
    const coldPeakRss = s.peakRss();
    const next = c.readsAhead === true ? await timedCall(s, c) : undefined;
    if (c.settleMs !== undefined) await new Promise((resolve) => setTimeout(resolve, c.settleMs));
    setup.fake.resetLog();
    const warm = await timedCall(s, c);
    const warmPaths = setup.fake.log.map((r) => r.path);
    return {
      coldMs: cold.ms,
      warmMs: warm.ms,
      coldRequests: cold.requests,
      warmRequests: warm.requests,
      ...(next === undefined ? {} : { nextMs: next.ms, nextRequests: next.requests }),
      warmPaths,
      peakRss: s.peakRss(),
      coldPeakRss,
    };
  } finally {
    await s.close();
  }
}

/** The server's own transactions read (all history, as src/ynab/client.ts asks), fetched and parsed here. */
export async function floorSample(setup: BenchSetup): Promise<{ serveMs: number; parseMs: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${setup.url}/plans/${setup.planId}/transactions?since_date=1970-01-01`, {
    headers: { Authorization: 'Bearer bench-token' },
  });
  const text = await response.text();
  const serveMs = performance.now() - started;
  if (!response.ok) throw new Error(`the fake answered ${response.status} to the transactions read`);
  const parsing = performance.now();
  const parsed = JSON.parse(text) as { data: { transactions: unknown[] } };
  const parseMs = performance.now() - parsing;
  if (!Array.isArray(parsed.data.transactions)) throw new Error('the transactions answer holds no list');
  return { serveMs, parseMs, bytes: Buffer.byteLength(text) };
}

// A bare Node process that only fetches the same answer and parses it, then prints its own VmHWM in bytes:
// the memory any client reading that answer in one piece needs, whatever it does next.
const BARE_READ = `(async () => {
  const response = await fetch(process.argv[1], { headers: { Authorization: 'Bearer bench-token' } });
  const value = JSON.parse(await response.text());
  if (!Array.isArray(value.data.transactions)) throw new Error('no transactions');
  const kb = /^VmHWM:\\s+(\\d+)\\s+kB$/m.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'))?.[1];
  process.stdout.write(kb === undefined ? '' : String(Number(kb) * 1024));
})();`;

/** Peak RSS of a bare `node` that fetches and parses the transactions answer; undefined where /proc is missing. */
export function bareReadPeakRss(setup: BenchSetup): Promise<number | undefined> {
  const url = `${setup.url}/plans/${setup.planId}/transactions?since_date=1970-01-01`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', BARE_READ, url], (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout.trim() === '' ? undefined : Number(stdout.trim()));
    });
  });
}

/** Modules a server loads up to its initialize answer, by package (bench/module-count.mjs); undefined when none were reported. */
export async function startModules(
  setup: BenchSetup,
  entry: string,
  env: Record<string, string> = {},
): Promise<Record<string, number> | undefined> {
  const hook = pathToFileURL(join(setup.root, 'bench', 'module-count.mjs')).href;
  const s = await spawnServer(['--import', hook, entry], setup.root, env);
  await s.close();
  // The counts are written as the process exits, just after the client closed it.
  for (let tries = 0; tries < 100 && !s.stderr().includes(MODULES_MARK); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const line = s
    .stderr()
    .split('\n')
    .find((l) => l.startsWith(MODULES_MARK));
  return line === undefined ? undefined : (JSON.parse(line.slice(MODULES_MARK.length)) as Record<string, number>);
}

const MODULES_MARK = 'avenir-bench-modules ';
