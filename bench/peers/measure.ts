// The side-by-side measurements, one sample at a time, the same way for every server: a start with its
// tools/list (bytes, tokens, the model-visible part), and one workflow on a fresh process — the first
// use (cold), then the same workflow again on that process (warm; W5 on two other transactions) —
// with the YNAB requests the fake logged around each use and the process's peak RSS after both.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { BenchSetup } from '../measure.ts';
import { spawnServer, type Spawned } from '../servers.ts';
import { DEPRECATED_MARK } from './rewrite.ts';
import type { Answer, Call, ServerSpec, UseContext, Workflow } from './workflows.ts';

/** The same fake, plan and journal as the rest of the bench. */
export type PeerSetup = BenchSetup;

export interface ListSample {
  startMs: number;
  tools: number;
  /** JSON of the whole tools/list result (every page), and its o200k_base tokens. */
  bytes: number;
  tokens: number;
  /** Sum over tools of JSON {name, description, inputSchema}: what a model is shown. */
  visibleBytes: number;
  visibleTokens: number;
}

export interface UseSample {
  ms: number;
  requests: number;
  /** Bytes of the answers' text content. */
  answerBytes: number;
}

export interface WorkflowSample {
  /** Spawn → initialize answered of this workflow's process: with `cold`, what a person waits for first. */
  startMs: number;
  cold: UseSample;
  warm: UseSample;
  /** A workflow that writes: a third use right after the second, nothing read between (a write right after another). */
  next?: UseSample;
  /** avenir-mcp, read workflows: the first use again on a new process over the same cache folder (the replica). */
  restart?: UseSample;
  peakRss: number | undefined;
  /** Deprecated /budgets paths the preload mapped (METHOD path). */
  deprecated: string[];
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

function spawn(setup: PeerSetup, server: ServerSpec, home = mkdtempSync(join(tmpdir(), `avenir-bench-${server.id}-`))): Promise<Spawned> {
  const args = [
    ...server.preloads.flatMap((p) => ['--import', pathToFileURL(join(setup.root, 'bench', 'peers', p)).href]),
    join(setup.root, server.entry),
  ];
  const env = server.env({ fake: setup.url, home, planId: setup.planId, today: setup.today, journal: setup.journal });
  // avenir runs from the project; the peers from their scratch directory (ynab-mcp-server writes logs/ in its cwd).
  return spawnServer(args, server.id === 'avenir' ? setup.root : home, env);
}

/** Spawn → initialize answered, then every page of tools/list. */
export async function listSample(setup: PeerSetup, server: ServerSpec): Promise<ListSample> {
  const s = await spawn(setup, server);
  try {
    const tools: { name: string; description?: string; inputSchema: unknown }[] = [];
    let cursor: string | undefined;
    let whole = '';
    do {
      const page = await s.client.listTools(cursor === undefined ? {} : { cursor });
      whole += JSON.stringify(page);
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    const visible = tools.map((t) => JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema })).join('\n');
    return {
      startMs: s.connectMs,
      tools: tools.length,
      bytes: bytes(whole),
      tokens: countTokens(whole),
      visibleBytes: tools.reduce(
        (n, t) => n + bytes(JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
        0,
      ),
      visibleTokens: countTokens(visible),
    };
  } finally {
    await s.close();
  }
}

async function use(
  s: Spawned,
  fake: FakeYnab,
  server: ServerSpec,
  w: Workflow,
  c: UseContext,
  before: readonly Call[] = [],
): Promise<UseSample> {
  const calls = w.calls[server.id]?.(c);
  if (calls === undefined) throw new Error(`${server.label} has no tool for ${w.id}`);
  for (const call of before) {
    const r = await s.client.callTool(
      { name: call.tool, arguments: typeof call.args === 'function' ? {} : call.args },
      { timeout: 300_000 },
    );
    if (r.isError) throw new Error(`${server.label} ${w.id} ${call.tool} (before) answered an error`);
  }
  fake.resetLog();
  let previous: Answer = { text: '', structured: undefined };
  let text = '';
  const started = performance.now();
  for (const call of calls) {
    const args = typeof call.args === 'function' ? call.args(previous) : call.args;
    const r = await s.client.callTool({ name: call.tool, arguments: args }, { timeout: 300_000 });
    const answer = ((r.content ?? []) as { text?: string }[]).map((p) => p.text ?? '').join('\n');
    if (r.isError)
      throw new Error(`${server.label} ${w.id} ${call.tool} answered an error: ${answer.slice(0, 500)}\n${s.stderr().slice(-2000)}`);
    previous = { text: answer, structured: r.structuredContent as Record<string, unknown> | undefined };
    text += answer;
  }
  const ms = performance.now() - started;
  const expected = w.expect(c);
  if (!text.includes(expected))
    throw new Error(
      `${server.label} ${w.id}: the answer does not hold ${JSON.stringify(expected)}: ${text.slice(0, 500)}\n${s.stderr().slice(-2000)}`,
    );
  return { ms, requests: fake.log.length, answerBytes: bytes(text) };
}

/**
 * One workflow on a fresh process: `cold` on the first use, `warm` on the second (same process), and for a
 * workflow that writes, `next` on a third right after it.
 */
export async function workflowSample(
  setup: PeerSetup,
  server: ServerSpec,
  w: Workflow,
  cold: UseContext,
  warm: UseContext,
  next: UseContext,
): Promise<WorkflowSample> {
  const home = mkdtempSync(join(tmpdir(), `avenir-bench-${server.id}-`));
  const s = await spawn(setup, server, home);
  let sample: WorkflowSample;
  try {
    const first = await use(s, setup.fake, server, w, cold);
    const second = await use(s, setup.fake, server, w, warm, w.before?.[server.id]?.(warm));
    const third = w.writes ? await use(s, setup.fake, server, w, next) : undefined;
    const deprecated = s
      .stderr()
      .split('\n')
      .filter((line) => line.startsWith(DEPRECATED_MARK))
      .map((line) => line.slice(DEPRECATED_MARK.length).trim());
    sample = {
      startMs: s.connectMs,
      cold: first,
      warm: second,
      ...(third === undefined ? {} : { next: third }),
      peakRss: s.peakRss(),
      deprecated,
    };
  } finally {
    await s.close();
  }
  // A restart of avenir-mcp on the same folder: its replica (AVENIR_MCP_CACHE, on by default) is there.
  if (server.id !== 'avenir' || w.writes) return sample;
  const again = await spawn(setup, server, home);
  try {
    return { ...sample, restart: await use(again, setup.fake, server, w, cold) };
  } finally {
    await again.close();
  }
}
