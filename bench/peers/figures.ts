// The side-by-side figures of issue #15, from the samples of one run: each server's medians, then for
// every figure avenir-mcp's value divided by the best (lowest) peer's value measured in the same run.
// Pure: no clock, no disk, no process.
import { summarize, type Summary } from '../stats.ts';
import type { ListSample, WorkflowSample } from './measure.ts';
import type { ServerId, WorkflowId } from './workflows.ts';

export interface WorkflowResult {
  cold: Summary;
  warm: Summary;
  coldRequests: number;
  warmRequests: number;
  /** Median bytes of the first use's answer text. */
  answerBytes: number;
  peakRss: Summary | undefined;
  /** The first use after a restart on the same cache folder (avenir-mcp's replica); undefined for the peers. */
  restart?: Summary;
  restartRequests?: number;
  /** Each sample's start plus its first use: what a person waits for from launching the server. */
  startAndFirst: Summary;
  /** A workflow that writes: its third use, right after the second. */
  nextRequests?: number;
}

export interface ServerResult {
  id: ServerId;
  label: string;
  start: Summary;
  tools: number;
  listBytes: number;
  listTokens: number;
  visibleBytes: number;
  visibleTokens: number;
  workflows: Partial<Record<WorkflowId, WorkflowResult>>;
  /** Deprecated paths the preload mapped, by shape (`GET /budgets/{plan}/accounts`), with their count over all samples. */
  deprecated: Record<string, number>;
  /** Requests the fake refused as outside YNAB's OpenAPI spec (after the preload's mapping). */
  violations: string[];
}

const median = (values: readonly number[]) => summarize(values).median;

function restartOf(list: readonly WorkflowSample[]): Pick<WorkflowResult, 'restart' | 'restartRequests'> {
  const restarts = list.flatMap((s) => (s.restart === undefined ? [] : [s.restart]));
  if (restarts.length === 0) return {};
  return { restart: summarize(restarts.map((r) => r.ms)), restartRequests: median(restarts.map((r) => r.requests)) };
}

function nextOf(list: readonly WorkflowSample[]): Pick<WorkflowResult, 'nextRequests'> {
  const next = list.flatMap((s) => (s.next === undefined ? [] : [s.next]));
  return next.length === 0 ? {} : { nextRequests: median(next.map((n) => n.requests)) };
}

/** Medians of one server's samples over the runs. */
export function serverResult(
  id: ServerId,
  label: string,
  lists: readonly ListSample[],
  samples: Partial<Record<WorkflowId, readonly WorkflowSample[]>>,
  violations: readonly string[],
): ServerResult {
  const workflows: Partial<Record<WorkflowId, WorkflowResult>> = {};
  const deprecated: Record<string, number> = {};
  for (const [w, list] of Object.entries(samples) as [WorkflowId, readonly WorkflowSample[]][]) {
    if (list.length === 0) continue;
    const rss = list.flatMap((s) => (s.peakRss === undefined ? [] : [s.peakRss]));
    workflows[w] = {
      cold: summarize(list.map((s) => s.cold.ms)),
      warm: summarize(list.map((s) => s.warm.ms)),
      coldRequests: median(list.map((s) => s.cold.requests)),
      warmRequests: median(list.map((s) => s.warm.requests)),
      answerBytes: median(list.map((s) => s.cold.answerBytes)),
      peakRss: rss.length === list.length ? summarize(rss) : undefined,
      ...restartOf(list),
      startAndFirst: summarize(list.map((s) => s.startMs + s.cold.ms)),
      ...nextOf(list),
    };
    for (const path of list.flatMap((s) => s.deprecated)) {
      const shape = path.replace(/^(\S+ \/budgets\/)[^/]+/, '$1{plan}').replace(/\d{4}-\d{2}-\d{2}/g, '{month}');
      deprecated[shape] = (deprecated[shape] ?? 0) + 1;
    }
  }
  return {
    id,
    label,
    start: summarize(lists.map((l) => l.startMs)),
    tools: median(lists.map((l) => l.tools)),
    listBytes: median(lists.map((l) => l.bytes)),
    listTokens: median(lists.map((l) => l.tokens)),
    visibleBytes: median(lists.map((l) => l.visibleBytes)),
    visibleTokens: median(lists.map((l) => l.visibleTokens)),
    workflows,
    deprecated,
    violations: [...violations],
  };
}

export type Unit = 'B' | 'tokens' | 'ms' | 'MB' | 'requests';

export interface Figure {
  label: string;
  unit: Unit;
  value(s: ServerResult): number | undefined;
}

const wf = (s: ServerResult, w: WorkflowId) => s.workflows[w];

export const FIGURES: readonly Figure[] = [
  {
    label: 'tools/list, model-visible part (name + description + inputSchema) per tool',
    unit: 'B',
    value: (s) => s.visibleBytes / s.tools,
  },
  { label: 'tools/list, model-visible part per tool', unit: 'tokens', value: (s) => s.visibleTokens / s.tools },
  { label: 'whole tools/list, writes on', unit: 'B', value: (s) => s.listBytes },
  { label: 'whole tools/list, writes on', unit: 'tokens', value: (s) => s.listTokens },
  // A peer with 5 tools has the smallest whole list: per tool compares lists of different lengths.
  { label: 'whole tools/list per tool, writes on', unit: 'B', value: (s) => s.listBytes / s.tools },
  { label: 'cold start (spawn → initialize answered)', unit: 'ms', value: (s) => s.start.median },
  ...(
    [
      ['W1', 'account list'],
      ['W2', 'one payee’s transactions over a year'],
      ['W3', 'pending review'],
      ['W4', 'month summary'],
      ['W5', 'categorise 2 transactions'],
    ] as const
  ).flatMap(([w, what]): Figure[] => [
    { label: `${w} first call: ${what}`, unit: 'ms', value: (s) => wf(s, w)?.cold.median },
    { label: `${w} start + first call: ${what}`, unit: 'ms', value: (s) => wf(s, w)?.startAndFirst.median },
  ]),
  { label: 'peak memory (VmHWM) in W2', unit: 'MB', value: (s) => wf(s, 'W2')?.peakRss?.median },
  { label: 'peak memory (VmHWM) in W3', unit: 'MB', value: (s) => wf(s, 'W3')?.peakRss?.median },
  { label: 'peak memory (VmHWM) in W5', unit: 'MB', value: (s) => wf(s, 'W5')?.peakRss?.median },
  // A peer keeps nothing across a restart: its first call after one is its cold first call.
  {
    label: 'W2 first call after a restart (avenir: its replica; peers: cold)',
    unit: 'ms',
    value: (s) => wf(s, 'W2')?.restart?.median ?? wf(s, 'W2')?.cold.median,
  },
  { label: 'W2 first call after a restart', unit: 'requests', value: (s) => wf(s, 'W2')?.restartRequests ?? wf(s, 'W2')?.coldRequests },
  {
    label: 'W3 first call after a restart (avenir: its replica; peers: cold)',
    unit: 'ms',
    value: (s) => wf(s, 'W3')?.restart?.median ?? wf(s, 'W3')?.cold.median,
  },
  { label: 'W3 first call after a restart', unit: 'requests', value: (s) => wf(s, 'W3')?.restartRequests ?? wf(s, 'W3')?.coldRequests },
  {
    label: 'W5 YNAB requests to categorise 2 transactions (avenir: preview + apply with the code), fresh process',
    unit: 'requests',
    value: (s) => wf(s, 'W5')?.coldRequests,
  },
  {
    label: 'W5 YNAB requests to categorise 2 more, same process, right after the pending review',
    unit: 'requests',
    value: (s) => wf(s, 'W5')?.warmRequests,
  },
  {
    label: 'W5 YNAB requests to categorise 2 more, right after that categorisation (nothing read between)',
    unit: 'requests',
    value: (s) => wf(s, 'W5')?.nextRequests,
  },
  { label: 'W1 warm account list', unit: 'ms', value: (s) => wf(s, 'W1')?.warm.median },
  { label: 'W1 warm account list', unit: 'requests', value: (s) => wf(s, 'W1')?.warmRequests },
  { label: 'W4 warm month summary', unit: 'ms', value: (s) => wf(s, 'W4')?.warm.median },
  { label: 'W4 warm month summary', unit: 'requests', value: (s) => wf(s, 'W4')?.warmRequests },
];

export interface FigureRow {
  figure: Figure;
  /** One per server, in the servers' order; undefined where the server has no tool for it. */
  values: (number | undefined)[];
  /** The peer with the lowest value, or undefined when no peer has one. */
  best: ServerId | undefined;
  /** avenir ÷ best peer: Infinity when the best peer's value is 0 and avenir's is not. */
  ratio: number | undefined;
}

/** avenir ÷ best; 1 when both are 0 (equal), Infinity when only the best is 0. */
export function ratioOf(avenir: number, best: number): number {
  if (best === 0) return avenir === 0 ? 1 : Number.POSITIVE_INFINITY;
  return avenir / best;
}

export function figureRows(servers: readonly ServerResult[]): FigureRow[] {
  const avenir = servers.find((s) => s.id === 'avenir');
  if (avenir === undefined) throw new Error('the side-by-side results hold no avenir-mcp');
  return FIGURES.map((figure) => {
    const values = servers.map((s) => figure.value(s));
    let best: ServerId | undefined;
    let bestValue = Number.POSITIVE_INFINITY;
    servers.forEach((s, i) => {
      const v = values[i];
      if (s.id !== 'avenir' && v !== undefined && v < bestValue) [best, bestValue] = [s.id, v];
    });
    const mine = figure.value(avenir);
    return { figure, values, best, ratio: best === undefined || mine === undefined ? undefined : ratioOf(mine, bestValue) };
  });
}
