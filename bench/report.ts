// The benchmark's verdicts and its report: each target of issue #7 checked against the medians, and
// docs/performance.md rendered from the results (tables of medians and spreads, ratios to the baselines,
// pass/miss per target, what a miss means, the method). Pure: no clock, no disk.
import type { Machine } from './machine.ts';
import { machineLine } from './machine.ts';
import type { Summary } from './stats.ts';

export interface ToolResult {
  tool: string;
  label: string;
  cold: Summary;
  warm: Summary;
  /** Median YNAB requests of the cold and warm calls (`_meta["avenir-mcp/requests"]`). */
  coldRequests: number;
  warmRequests: number;
  /** The call after a cold one that reads ahead (suggest_categories' first look), and its median requests. */
  next?: Summary;
  nextRequests?: number;
  /** Per collection and per other endpoint, the most requests one warm call sent (over the runs). */
  warmByCollection: Record<string, number>;
  warmOther: Record<string, number>;
  /** Peak RSS of the server process per run, in bytes; undefined where it cannot be read. */
  peakRss: Summary | undefined;
}

export interface BenchResults {
  machine: Machine;
  /** YYYY-MM-DD of the run. */
  date: string;
  runs: number;
  plan: { transactions: number; payees: number; categories: number; accounts: number; scheduled: number; bytes: number };
  coldStart: {
    avenir: Summary;
    minimal: Summary;
    /** Peak RSS of each server right after initialize (bytes); undefined off Linux. */
    avenirIdleRss: Summary | undefined;
    minimalIdleRss: Summary | undefined;
    /** Modules each start loads (initialize answered, then closed), by package (bench/module-count.mjs); undefined when not reported. */
    modules: { avenir: ModuleCounts | undefined; minimal: ModuleCounts | undefined };
  };
  /** JSON.parse of the transactions body, and the fake's time to serve it over loopback (ms). */
  floor: Summary;
  serve: Summary;
  /** Peak RSS of a bare node that fetches and parses that body (bytes); undefined off Linux. */
  bareReadRss: Summary | undefined;
  tools: ToolResult[];
}

export interface Check {
  target: string;
  subject: string;
  measured: string;
  limit: string;
  pass: boolean;
}

const COLLECTION = /^\/plans\/[^/]+\/(accounts|categories|payees|transactions|scheduled_transactions|months)$/;

/** Counts paths by collection name, or by endpoint shape for the rest (`/plans`, `months/{month}`, …). */
export function classifyPaths(paths: readonly string[]): { collections: Record<string, number>; other: Record<string, number> } {
  const collections: Record<string, number> = {};
  const other: Record<string, number> = {};
  for (const path of paths) {
    const collection = COLLECTION.exec(path)?.[1];
    if (collection !== undefined) collections[collection] = (collections[collection] ?? 0) + 1;
    else {
      const shape = path === '/plans' ? 'plans' : path.replace(/^\/plans\/[^/]+\//, '').replace(/\d{4}-\d{2}-\d{2}/g, '{month}');
      other[shape] = (other[shape] ?? 0) + 1;
    }
  }
  return { collections, other };
}

export const ms = (x: number): string => (x >= 100 ? `${Math.round(x)} ms` : `${x.toFixed(1)} ms`);
export const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;
const ratio = (x: number): string => `${x.toFixed(2)}×`;
export const spread = (s: Summary, unit: (x: number) => string = ms): string => `${unit(s.min)} – ${unit(s.max)}`;
const percentiles = (s: Summary, unit: (x: number) => string = ms): string => `${unit(s.p10)} – ${unit(s.p90)}`;

export const LIMITS = {
  coldStartRatio: 1.25,
  warmFloorRatio: 1,
  coldFloorRatio: 3,
  peakRssBytes: 200e6,
  requestsPerCollection: 1,
  wholeHistoryColdMs: 1500,
} as const;

/** The tools that read the whole history (issue #31's ≤ 1.5 s cold on the heavy plan). */
export const WHOLE_HISTORY_TOOLS: readonly string[] = ['list_payees', 'reconcile_account', 'rename_payee'];

export function checks(r: BenchResults): Check[] {
  const list: Check[] = [];
  const startRatio = r.coldStart.avenir.median / r.coldStart.minimal.median;
  list.push({
    target: 'cold start ≤ 1.25× the minimal SDK v2 server (issue #31)',
    subject: 'avenir-mcp',
    measured: `${ms(r.coldStart.avenir.median)} vs ${ms(r.coldStart.minimal.median)} = ${ratio(startRatio)}`,
    limit: ratio(LIMITS.coldStartRatio),
    pass: startRatio <= LIMITS.coldStartRatio,
  });
  for (const t of r.tools) {
    list.push({
      target: 'warm call ≤ 1× the JSON.parse floor',
      subject: t.tool,
      measured: `${ms(t.warm.median)} = ${ratio(t.warm.median / r.floor.median)}`,
      limit: ms(r.floor.median * LIMITS.warmFloorRatio),
      pass: t.warm.median <= r.floor.median * LIMITS.warmFloorRatio,
    });
  }
  const coldLimit = LIMITS.coldFloorRatio * r.floor.median + r.serve.median;
  for (const t of r.tools) {
    list.push({
      target: 'cold call ≤ 3× the floor + the fake’s serving time',
      subject: t.tool,
      measured: `${ms(t.cold.median)} = ${ratio(t.cold.median / coldLimit)} of the limit`,
      limit: ms(coldLimit),
      pass: t.cold.median <= coldLimit,
    });
  }
  for (const t of r.tools.filter((t) => WHOLE_HISTORY_TOOLS.includes(t.tool))) {
    list.push({
      target: 'cold call ≤ 1.5 s on the heavy plan, whole-history tools (issue #31)',
      subject: t.tool,
      measured: ms(t.cold.median),
      limit: ms(LIMITS.wholeHistoryColdMs),
      pass: t.cold.median <= LIMITS.wholeHistoryColdMs,
    });
  }
  const peaks = r.tools.flatMap((t) => (t.peakRss === undefined ? [] : [t.peakRss.max]));
  const peak = peaks.length === 0 ? undefined : Math.max(...peaks);
  list.push({
    target: 'peak RSS ≤ 200 MB on the heavy plan',
    subject: 'every server process of the tool runs',
    measured: peak === undefined ? 'not measured (no /proc: Linux only)' : mb(peak),
    limit: mb(LIMITS.peakRssBytes),
    pass: peak !== undefined && peak <= LIMITS.peakRssBytes,
  });
  for (const t of r.tools) {
    const most = Math.max(0, ...Object.values(t.warmByCollection));
    const counts = Object.entries(t.warmByCollection).map(([c, n]) => `${c} ${n}`);
    list.push({
      target: 'warm read ≤ 1 YNAB request per collection',
      subject: t.tool,
      measured: counts.length === 0 ? 'none' : counts.join(', '),
      limit: `${LIMITS.requestsPerCollection} each`,
      pass: most <= LIMITS.requestsPerCollection,
    });
  }
  return list;
}

/** Markdown table rows, cells escaped for pipes. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The targets' table: one row per check, its verdict last. */
export const checksTable = (list: readonly Check[]): string =>
  table(
    ['Target', 'Subject', 'Measured (median)', 'Limit', 'Result'],
    list.map((c) => [c.target, c.subject, c.measured, c.limit, c.pass ? 'pass' : '**miss**']),
  );

const others = (o: Record<string, number>): string =>
  Object.entries(o)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '—';

/** The page; `sections` (markdown, e.g. the side-by-side with peers) go between the tool calls and the method. */
export function renderMarkdown(
  r: BenchResults,
  list: readonly Check[],
  notes: readonly string[],
  method: string,
  sections: readonly string[] = [],
): string {
  const passed = list.filter((c) => c.pass).length;
  const coldLimit = LIMITS.coldFloorRatio * r.floor.median + r.serve.median;
  return [
    '<!-- Generated by `npm run bench` (bench/run.ts). Do not edit: run the benchmark again. -->',
    '',
    '# Performance on a heavy plan',
    '',
    `Generated by \`npm run bench\` on ${r.date}. Machine: ${machineLine(r.machine)}. ${r.runs} runs of each measurement (\`BENCH_RUNS\`).`,
    '',
    `The plan (bench/heavy-plan.ts, seed 1): ${r.plan.transactions.toLocaleString('en')} transactions over 10 years, ${r.plan.payees.toLocaleString('en')} payees (bank labels vary every time), ` +
      `${r.plan.categories} categories, ${r.plan.accounts} accounts, ${r.plan.scheduled} scheduled transactions, 3 % pending; its transactions answer is ${mb(r.plan.bytes)} of JSON.`,
    '',
    `## Targets: ${passed} of ${list.length} met`,
    '',
    checksTable(list),
    '',
    ...(notes.length === 0
      ? []
      : ['### Notes: what each miss means, and requests beyond collections', '', ...notes.map((n) => `- ${n}`), '']),
    '## Baselines',
    '',
    table(
      ['Baseline', 'Median', 'Min – max', 'p10 – p90'],
      [
        ['JSON.parse of the transactions answer (the floor)', ms(r.floor.median), spread(r.floor), percentiles(r.floor)],
        ['the fake serving that answer over loopback', ms(r.serve.median), spread(r.serve), percentiles(r.serve)],
        ['cold-call limit: 3 × floor + serving', ms(coldLimit), '', ''],
        ...(r.bareReadRss === undefined
          ? []
          : [
              [
                'peak RSS of a bare `node` that fetches and parses that answer',
                mb(r.bareReadRss.median),
                spread(r.bareReadRss, mb),
                percentiles(r.bareReadRss, mb),
              ],
            ]),
      ],
    ),
    '',
    '## Cold start (spawn → initialize answered)',
    '',
    table(
      ['Server', 'Median', 'Min – max', 'p10 – p90', 'Ratio'],
      [
        [
          'minimal SDK v2 server (bench/minimal-server.mjs)',
          ms(r.coldStart.minimal.median),
          spread(r.coldStart.minimal),
          percentiles(r.coldStart.minimal),
          '1.00×',
        ],
        [
          'avenir-mcp (dist/src/server.js)',
          ms(r.coldStart.avenir.median),
          spread(r.coldStart.avenir),
          percentiles(r.coldStart.avenir),
          ratio(r.coldStart.avenir.median / r.coldStart.minimal.median),
        ],
      ],
    ),
    '',
    r.coldStart.avenirIdleRss === undefined || r.coldStart.minimalIdleRss === undefined
      ? 'Peak RSS after start: not measured (Linux only).'
      : `Peak RSS right after start (median): avenir-mcp ${mb(r.coldStart.avenirIdleRss.median)}, minimal server ${mb(r.coldStart.minimalIdleRss.median)}.`,
    '',
    modulesLine(r.coldStart.modules),
    '',
    '## Tool calls',
    '',
    table(
      ['Tool', 'Call', 'Cold median', 'Cold min – max', 'Cold ÷ limit', 'Warm median', 'Warm min – max', 'Warm ÷ floor'],
      r.tools.map((t) => [
        t.tool,
        t.label,
        ms(t.cold.median),
        spread(t.cold),
        ratio(t.cold.median / coldLimit),
        ms(t.warm.median),
        spread(t.warm),
        ratio(t.warm.median / r.floor.median),
      ]),
    ),
    '',
    table(
      [
        'Tool',
        'Cold requests',
        'Warm requests',
        'Warm, by collection (most in one call)',
        'Warm, other endpoints',
        'Peak RSS (median, max)',
      ],
      r.tools.map((t) => [
        t.tool,
        String(t.coldRequests),
        String(t.warmRequests),
        others(t.warmByCollection),
        others(t.warmOther),
        t.peakRss === undefined ? 'not measured' : `${mb(t.peakRss.median)}, ${mb(t.peakRss.max)}`,
      ]),
    ),
    '',
    ...sections,
    '## Method',
    '',
    method,
    '',
  ].join('\n');
}

export function summaryText(r: BenchResults, list: readonly Check[]): string {
  const lines = [
    `avenir-mcp benchmark, ${r.date}: ${machineLine(r.machine)}; ${r.runs} runs`,
    `floor JSON.parse ${ms(r.floor.median)} (${spread(r.floor)}), fake serving ${ms(r.serve.median)} (${spread(r.serve)})`,
    `cold start avenir ${ms(r.coldStart.avenir.median)} vs minimal ${ms(r.coldStart.minimal.median)}`,
    ...r.tools.map(
      (t) =>
        `${t.tool.padEnd(24)} cold ${ms(t.cold.median).padStart(9)}  warm ${ms(t.warm.median).padStart(9)}  requests ${t.coldRequests}/${t.warmRequests}`,
    ),
    ...list.map((c) => `${c.pass ? 'pass' : 'MISS'}  ${c.target} — ${c.subject}: ${c.measured} (limit ${c.limit})`),
  ];
  return lines.join('\n');
}

/** Modules loaded by package, as bench/module-count.mjs reports them. */
export type ModuleCounts = Record<string, number>;

const total = (counts: ModuleCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/** What each start loads, largest group first. */
export function modulesLine(modules: BenchResults['coldStart']['modules']): string {
  const { avenir, minimal } = modules;
  if (avenir === undefined || minimal === undefined) return 'Modules loaded at start: not reported.';
  const groups = Object.entries(avenir)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([group, n]) => `${group} ${n}`)
    .join(', ');
  return `Modules loaded by a start (initialize answered, then closed; counted with Node's module hooks, bench/module-count.mjs): avenir-mcp ${total(avenir)} (${groups}), the minimal server ${total(minimal)}.`;
}
