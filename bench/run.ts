// `npm run bench` (after `npm run build`): the heavy plan served by the fake YNAB on loopback, the compiled
// server spawned over stdio with the official client, and issue #7's measurements — cold start against a
// minimal SDK v2 server, six tools cold and warm, the JSON.parse floor and the fake's serving time, peak
// RSS, YNAB requests per warm call. Writes docs/performance.md and prints a summary on stdout; progress
// goes to stderr. BENCH_RUNS sets the number of runs (default 7). Each run also measures avenir-mcp side by
// side with the published peers (bench/peers/), for issue #15. The statement tools' figures (issues #17 and
// #27: the 150-line statement, statements up to the 2 MB cap, the labelled corpus) come after.
// `npm run bench -- --only statements` measures only those and prints their targets and sections on stdout
// (docs/performance.md is left as it is: only the whole run writes it).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { answerSizesOverStdio, renderAnswerSizes } from './answer-sizes.ts';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab } from '../src/fake-ynab/http.ts';
import { HEAVY_PLAN_ID, HEAVY_TODAY, heavyPlan } from './heavy-plan.ts';
import { machine, machineLine, type Machine } from './machine.ts';
import {
  bareReadPeakRss,
  coldStart,
  floorSample,
  MINIMAL_ENTRY,
  SERVER_ENTRY,
  avenirEnv,
  startModules,
  toolSample,
  type BenchSetup,
  type ToolCase,
  type ToolSample,
} from './measure.ts';
import { METHOD, notes } from './misses.ts';
import { pacedResults, renderPaced } from './paced-section.ts';
import {
  LIMITS,
  checks,
  checksTable,
  classifyPaths,
  renderMarkdown,
  summaryText,
  type BenchResults,
  type Check,
  type ToolResult,
} from './report.ts';
import { summarize } from './stats.ts';
import { serverResult } from './peers/figures.ts';
import { renderSideBySide, sideBySideSummary } from './peers/report.ts';
import { newPeerRuns, peerRun, useContexts } from './peers/run-peers.ts';
import { SERVERS } from './peers/workflows.ts';
import { renderViews, viewSizes } from './views.ts';
import { renderStatementBench, statementCase, statementCsv, timeStatementMatch } from './statement.ts';
import { hostedLoad, renderHostedLoad } from './hosted-load.ts';
import { largeStatementCalls, largeStatementChecks, largeStatementNotes, renderLargeStatements } from './large-statements.ts';
import { corpusChecks, statementCorpus } from './statement-corpus.ts';

/** Issue #17: a 150-line statement against the heavy plan answers within this, warm. */
const STATEMENT_GOAL_MS = 100;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = join(ROOT, 'docs', 'performance.md');

function runsFromEnv(value: string | undefined): number {
  const runs = value === undefined ? 7 : Number(value);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS is ${JSON.stringify(value)}: give a whole number of runs, at least 1.`);
  return runs;
}

/** The sections `--only` may name (`npm run bench -- --only statements`); none: the whole benchmark. */
const SECTIONS = ['statements'] as const;
type Section = (typeof SECTIONS)[number];

function onlyFromArgs(args: readonly string[]): Section | undefined {
  const at = args.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at === -1) {
    if (args.length > 0) throw new Error(`unknown arguments ${JSON.stringify(args)}: give none, or --only ${SECTIONS.join('|')}.`);
    return undefined;
  }
  const value = args[at]!.startsWith('--only=') ? args[at]!.slice('--only='.length) : args[at + 1];
  if (!SECTIONS.includes(value as Section)) throw new Error(`--only ${JSON.stringify(value)}: give one of ${SECTIONS.join(', ')}.`);
  return value as Section;
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** The checking account's cleared balance plus 12.34: a gap, so reconcile_account only analyses. */
function bankBalanceWithGap(fake: FakeYnab): number {
  const answer = fake.handle({
    method: 'GET',
    path: `/plans/${HEAVY_PLAN_ID}/accounts`,
    query: new URLSearchParams(),
    headers: { authorization: 'Bearer bench-token' },
  });
  const accounts = (answer.body as { data: { accounts: { id: string; cleared_balance: number }[] } }).data.accounts;
  const cleared = accounts.find((a) => a.id === 'acc-checking')?.cleared_balance;
  if (cleared === undefined) throw new Error('the heavy plan has no acc-checking');
  return (cleared + 12_340) / 1000;
}

function toolCases(bankBalance: number): ToolCase[] {
  const plan_id = HEAVY_PLAN_ID;
  return [
    { tool: 'suggest_categories', label: 'first page (default limit)', args: { plan_id }, readsAhead: true },
    {
      tool: 'find_transactions',
      label: 'one year, 2025-09-26 → 2026-09-25',
      args: { plan_id, since_date: '2025-09-26', until_date: HEAVY_TODAY },
    },
    { tool: 'forecast_balance', label: '24 months, until 2028-09', args: { plan_id, until: '2028-09' } },
    { tool: 'find_recurring_charges', label: 'defaults', args: { plan_id } },
    {
      tool: 'reconcile_account',
      label: 'analysis of Checking, bank 12.34 above (difference_found)',
      args: { plan_id, account_id: 'acc-checking', bank_balance: bankBalance },
      writes: true,
      status: 'difference_found',
    },
    { tool: 'get_spending_trends', label: '24 months', args: { plan_id, months_count: 24 } },
    { tool: 'list_payees', label: 'defaults (every payee, with its count of transactions)', args: { plan_id } },
    {
      tool: 'rename_payee',
      label: 'the preview of renaming one payee (confirmation_required)',
      args: { plan_id, payee_id: 'pay-00094', name: 'Art Supplies Co' },
      writes: true,
      status: 'confirmation_required',
    },
  ];
}

function toolResult(c: ToolCase, samples: readonly ToolSample[]): ToolResult {
  const warmByCollection: Record<string, number> = {};
  const warmOther: Record<string, number> = {};
  for (const s of samples) {
    const { collections, other } = classifyPaths(s.warmPaths);
    for (const [k, n] of Object.entries(collections)) warmByCollection[k] = Math.max(warmByCollection[k] ?? 0, n);
    for (const [k, n] of Object.entries(other)) warmOther[k] = Math.max(warmOther[k] ?? 0, n);
  }
  const rss = samples.flatMap((s) => (s.peakRss === undefined ? [] : [s.peakRss]));
  const next = samples.flatMap((s) => (s.nextMs === undefined ? [] : [s]));
  return {
    tool: c.tool,
    label: c.label,
    cold: summarize(samples.map((s) => s.coldMs)),
    warm: summarize(samples.map((s) => s.warmMs)),
    coldRequests: summarize(samples.map((s) => s.coldRequests)).median,
    warmRequests: summarize(samples.map((s) => s.warmRequests)).median,
    ...(next.length === 0
      ? {}
      : { next: summarize(next.map((s) => s.nextMs!)), nextRequests: summarize(next.map((s) => s.nextRequests!)).median }),
    warmByCollection,
    warmOther,
    peakRss: rss.length === samples.length ? summarize(rss) : undefined,
  };
}

interface StatementFigures {
  sections: string[];
  checks: Check[];
  notes: string[];
  summary: string[];
}

/**
 * The statement tools' figures: issue #17's 150-line statement (in process and over stdio), issue #27's
 * large statements over stdio and the labelled corpus, with their targets and what a miss means.
 */
async function statementFigures(setup: BenchSetup, runs: number, bareReadRss: number | undefined): Promise<StatementFigures> {
  const statement = statementCase();
  const statementTool: ToolCase = {
    tool: 'match_statement',
    label: '150-line CSV statement against Checking',
    args: { plan_id: HEAVY_PLAN_ID, account_id: 'acc-checking', content: statementCsv(statement) },
  };
  const statementSamples: ToolSample[] = [];
  for (let run = 0; run < runs; run++) {
    const st = await toolSample(setup, statementTool);
    statementSamples.push(st);
    progress(`run ${run + 1}/${runs} match_statement: cold ${st.coldMs.toFixed(0)} ms, warm ${st.warmMs.toFixed(0)} ms`);
  }
  const small = toolResult(statementTool, statementSamples);
  const issue17 = renderStatementBench(timeStatementMatch(21, statement), small, STATEMENT_GOAL_MS, statement.transactions.length);
  progress('large statements: up to the 2 MB cap, a fresh server each run');
  const large = await largeStatementCalls(setup, runs, { progress });
  progress('the statement corpus');
  const corpus = await statementCorpus();
  if (setup.fake.specViolations.length > 0)
    throw new Error(`avenir-mcp sent requests outside YNAB's OpenAPI spec:\n${setup.fake.specViolations.join('\n')}`);
  const list = [...largeStatementChecks(large), ...corpusChecks(corpus)];
  const corpusMissed = list.filter((c) => !c.pass && c.target.startsWith('statement corpus'));
  return {
    sections: [issue17, renderLargeStatements(large, small), corpus.markdown],
    checks: list,
    notes: [
      ...largeStatementNotes(large, list, bareReadRss),
      ...(corpusMissed.length === 0
        ? []
        : [
            `**Statement corpus** (${corpusMissed.map((c) => `${c.subject}: ${c.measured}`).join('; ')}): the wrong lines by reason and the wrong writes by kind are in the corpus section.`,
          ]),
    ],
    summary: large.map(
      (r) =>
        `${r.size} ${r.kind} ${r.tool}: ${r.lines} lines, cold ${r.cold.median.toFixed(0)} ms (p90 ${r.cold.p90.toFixed(0)}), warm ${r.warm.median.toFixed(0)} ms (p90 ${r.warm.p90.toFixed(0)}), peak RSS ${r.peakRss === undefined ? '?' : `${(r.peakRss.median / 1e6).toFixed(0)} MB (max ${(r.peakRss.max / 1e6).toFixed(0)})`}`,
    ),
  };
}

/** `--only statements`: the statement figures alone, on stdout (docs/performance.md untouched). */
async function onlyStatements(setup: BenchSetup, runs: number, host: Machine): Promise<void> {
  const bare = await bareReadPeakRss(setup);
  const st = await statementFigures(setup, runs, bare);
  const passed = st.checks.filter((c) => c.pass).length;
  process.stdout.write(
    [
      `## Targets of the statement tools: ${passed} of ${st.checks.length} met`,
      '',
      `Measured by \`npm run bench -- --only statements\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${machineLine(host)}. ${runs} runs of each measurement (\`BENCH_RUNS\`).`,
      '',
      checksTable(st.checks),
      '',
      ...st.notes.map((n) => `- ${n}`),
      '',
      ...st.sections,
      '',
      ...st.summary,
      'docs/performance.md not written (--only): `npm run bench` writes the whole page.',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const only = onlyFromArgs(process.argv.slice(2));
  const runs = runsFromEnv(process.env.BENCH_RUNS);
  const host = machine();
  progress(`generating the heavy plan and the fake (${runs} runs to do)…`);
  const plan = heavyPlan();
  const fake = new FakeYnab({ plans: [plan], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY });
  const http = await serveFakeYnab(fake);
  const setup: BenchSetup = {
    root: ROOT,
    fake,
    url: http.url,
    planId: HEAVY_PLAN_ID,
    today: HEAVY_TODAY,
    journal: join(mkdtempSync(join(tmpdir(), 'avenir-bench-')), 'journal.jsonl'),
  };
  try {
    if (only === 'statements') return await onlyStatements(setup, runs, host);
    const cases = toolCases(bankBalanceWithGap(fake));
    // One unmeasured start of each, so the first measured run does not pay for a cold disk cache; avenir-mcp's
    // starts share a cache folder, where the first one leaves the code Node compiled (src/start/compiled-code.ts).
    const startHome = mkdtempSync(join(tmpdir(), 'avenir-bench-starts-'));
    await coldStart(setup, 'avenir', startHome);
    await coldStart(setup, 'minimal');
    const starts = {
      avenir: [] as number[],
      minimal: [] as number[],
      avenirRss: [] as number[],
      minimalRss: [] as number[],
    };
    // What each start loads, once: the same every run.
    const modules = {
      avenir: await startModules(setup, SERVER_ENTRY, avenirEnv(setup, false)),
      minimal: await startModules(setup, MINIMAL_ENTRY),
    };
    const floor = { parse: [] as number[], serve: [] as number[], bareRss: [] as number[], bytes: 0 };
    const samples = new Map<string, ToolSample[]>(cases.map((c) => [c.tool, []]));
    const peers = newPeerRuns();
    const contexts = useContexts(plan, HEAVY_TODAY);
    for (let run = 0; run < runs; run++) {
      // Alternating which server starts first spreads any drift of the machine over both.
      for (const which of run % 2 === 0 ? (['avenir', 'minimal'] as const) : (['minimal', 'avenir'] as const)) {
        const start = await coldStart(setup, which, startHome);
        starts[which].push(start.ms);
        if (start.peakRss !== undefined) starts[which === 'avenir' ? 'avenirRss' : 'minimalRss'].push(start.peakRss);
      }
      const f = await floorSample(setup);
      floor.parse.push(f.parseMs);
      floor.serve.push(f.serveMs);
      floor.bytes = f.bytes;
      const bare = await bareReadPeakRss(setup);
      if (bare !== undefined) floor.bareRss.push(bare);
      for (const c of cases) {
        const s = await toolSample(setup, c);
        samples.get(c.tool)!.push(s);
        progress(`run ${run + 1}/${runs} ${c.tool}: cold ${s.coldMs.toFixed(0)} ms, warm ${s.warmMs.toFixed(0)} ms`);
      }
      await peerRun(setup, peers, run, contexts, progress);
    }
    // avenir-mcp must stay inside YNAB's spec; a peer's departures are reported with its figures.
    const outside = [...fake.specViolations, ...peers.violations.avenir];
    if (outside.length > 0) throw new Error(`avenir-mcp sent requests outside YNAB's OpenAPI spec:\n${outside.join('\n')}`);
    const side = SERVERS.map((s) => serverResult(s.id, s.label, peers.lists[s.id], peers.samples[s.id], peers.violations[s.id]));
    const tokenizer = `gpt-tokenizer ${(createRequire(import.meta.url)('gpt-tokenizer/package.json') as { version: string }).version} (o200k_base)`;
    const results: BenchResults = {
      machine: host,
      date: new Date().toISOString().slice(0, 10),
      runs,
      plan: {
        transactions: plan.transactions.length,
        payees: plan.payees.length,
        categories: plan.category_groups.filter((g) => !g.internal && g.name !== 'Credit Card Payments').flatMap((g) => g.categories)
          .length,
        accounts: plan.accounts.length,
        scheduled: plan.scheduled_transactions.length,
        bytes: floor.bytes,
      },
      coldStart: {
        avenir: summarize(starts.avenir),
        minimal: summarize(starts.minimal),
        avenirIdleRss: starts.avenirRss.length === runs ? summarize(starts.avenirRss) : undefined,
        minimalIdleRss: starts.minimalRss.length === runs ? summarize(starts.minimalRss) : undefined,
        modules,
      },
      floor: summarize(floor.parse),
      serve: summarize(floor.serve),
      bareReadRss: floor.bareRss.length === runs ? summarize(floor.bareRss) : undefined,
      tools: cases.map((c) => toolResult(c, samples.get(c.tool)!)),
    };
    const views = renderViews(viewSizes(), results.coldStart.avenir.median / results.coldStart.minimal.median, LIMITS.coldStartRatio);
    const statements = await statementFigures(setup, runs, results.bareReadRss?.median);
    const list = [...checks(results), ...statements.checks];
    progress('hosted: 50 people × 20 calls on two instances');
    const hosted = renderHostedLoad(await hostedLoad());
    progress("answer sizes: each tool's default answer");
    const answers = renderAnswerSizes(await answerSizesOverStdio(setup, plan));
    // At most 3 runs: at this pace a year's read takes seconds.
    const pacedRuns = Math.min(runs, 3);
    progress('at a realistic pace: every workflow again, the fake behind a paced proxy');
    const paced = renderPaced(await pacedResults(setup, plan, pacedRuns, progress), pacedRuns);
    const sections = [
      renderSideBySide({ servers: side, tokenizer, context: contexts[0] }),
      paced,
      views,
      answers,
      ...statements.sections,
      hosted,
    ];
    writeFileSync(OUTPUT, renderMarkdown(results, list, [...notes(results, list), ...statements.notes], METHOD, sections));
    process.stdout.write(
      `${summaryText(results, list)}\n${statements.summary.join('\n')}\nside by side, avenir ÷ best peer:\n${sideBySideSummary(side)}\nwritten: docs/performance.md\n`,
    );
  } finally {
    await http.close();
  }
}

await main();
