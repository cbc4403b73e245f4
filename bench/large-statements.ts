// Issue #27 (item 8): the cost of a large statement against the heavy plan's Checking, whose matching once
// grew as lines × transactions. Statements up to the 2 MB cap of `content`: another account's (the credit
// card's lines given for Checking, so no line is Checking's: the realistic way to meet the costliest case)
// and Checking's own (its last 400 days as a bank prints them, a day later under upper-cased labels,
// repeated to the size). match_statement over stdio on a fresh server each run, cold and warm, with the
// server's peak RSS, against ≤ 2 s warm and ≤ 300 MB; apply_statement's preview of Checking's 2 MB; and
// where the time goes, step by step in process.

import type { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import { addDays } from '../src/logic/core/day-numbers.ts';
import { keyLines } from '../src/logic/statements/import-id.ts';
import { matchStatement } from '../src/logic/statements/match.ts';
import { matchCandidates } from '../src/logic/statements/match-window.ts';
import { DEFAULT_MATCH_OPTIONS, type LedgerTransaction } from '../src/logic/statements/match-types.ts';
import { readStatement } from '../src/logic/statements/parse/read-statement.ts';
import { statementPeriod } from '../src/logic/statements/statement-period.ts';
import { planStatement } from '../src/logic/statements/statement-plan.ts';
import type { StatementLine } from '../src/logic/statements/statement.ts';
import { accountLedger, type Ledgered } from '../src/logic/statements/ledger.ts';
import type { TransactionDetail } from '../src/fake-ynab/model/api-types.ts';
import { HEAVY_PLAN_ID, HEAVY_TODAY } from './heavy-plan.ts';
import { toolSample, type BenchSetup, type ToolCase, type ToolSample } from './measure.ts';
import { mb, ms, type Check } from './report.ts';
import { statementCsv, toolTransactions, type StatementBenchCase } from './statement.ts';
import { summarize, type Summary } from './stats.ts';

/** Issue #27: any statement up to the 2 MB cap answers within this, warm, on the heavy plan… */
export const LARGE_STATEMENT_GOAL_MS = 2000;
/** … with the server's peak RSS within this. */
export const LARGE_STATEMENT_GOAL_RSS = 300e6;

/** The sizes measured: the cap of `content` (2,000,000 characters) and a tenth of it. */
export const LARGE_STATEMENT_SIZES = { '2 MB': 2_000_000, '200 KB': 200_000 } as const;
export type LargeStatementSize = keyof typeof LARGE_STATEMENT_SIZES;

/** `wrong-account`: the card's lines given for Checking; `right-account`: Checking's own. */
export type LargeStatementKind = 'wrong-account' | 'right-account';

export interface LargeStatementCall {
  kind: LargeStatementKind;
  size: LargeStatementSize;
  /** apply_statement without a confirmation: the preview (it matches and plans as match_statement does, writes nothing). */
  tool: 'match_statement' | 'apply_statement';
}

export const LARGE_STATEMENT_CALLS: readonly LargeStatementCall[] = [
  { kind: 'wrong-account', size: '2 MB', tool: 'match_statement' },
  { kind: 'wrong-account', size: '200 KB', tool: 'match_statement' },
  { kind: 'right-account', size: '2 MB', tool: 'match_statement' },
  { kind: 'right-account', size: '200 KB', tool: 'match_statement' },
  { kind: 'right-account', size: '2 MB', tool: 'apply_statement' },
];

const STATEMENT_ACCOUNT = 'acc-checking';
const WRONG_ACCOUNT = 'acc-credit-card';

/** One account's live transactions, all history (GET /plans/{id}/transactions?since_date=1970-01-01). */
function ledgerOf(fake: FakeYnab, accountId: string): readonly Ledgered[] {
  const response = fake.handle({
    method: 'GET',
    path: `/plans/${HEAVY_PLAN_ID}/transactions`,
    query: new URLSearchParams({ since_date: '1970-01-01' }),
    headers: { authorization: 'Bearer bench-token' },
  });
  if (response.status !== 200) throw new Error(`GET transactions answered ${response.status}`);
  return accountLedger((response.body as { data: { transactions: TransactionDetail[] } }).data.transactions, accountId);
}

const byDateThenId = (a: LedgerTransaction, b: LedgerTransaction) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/**
 * `source` printed `lag` days later under upper-cased labels, repeated as often as `chars` characters of CSV
 * hold, each round 0.01 lower (a round of other purchases at the same shops, near the same amounts), in date
 * order: the lines as the CSV reads them back. Each round goes from the newest back, so a size under one
 * round is a statement of the latest days.
 */
function repeatedLines(source: readonly LedgerTransaction[], lag: number, chars: number): StatementLine[] {
  if (source.length === 0) throw new Error('no transactions to print');
  const csvOf = (lines: StatementLine[]) => statementCsv({ lines, transactions: [], period: { from: HEAVY_TODAY, to: HEAVY_TODAY } });
  const header = csvOf([]).length;
  const lines: StatementLine[] = [];
  for (let i = 0, size = header; ; i++) {
    const t = source[source.length - 1 - (i % source.length)]!;
    const line: StatementLine = {
      line: 0,
      date: addDays(t.date, lag)!,
      amount: t.amount - 10 * Math.floor(i / source.length),
      payee: (t.payee_name ?? '').toUpperCase(),
      memo: '',
      bank_id: null,
    };
    const row = csvOf([line]).length - header;
    if (size + row > chars) break;
    size += row;
    lines.push(line);
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  for (const [i, l] of lines.entries()) l.line = i + 2;
  return lines;
}

/**
 * The statement of `kind` for Checking, at most `chars` characters of CSV, over the last 400 days (the
 * longest period a statement may have). wrong-account: the credit card's transactions of those days.
 * right-account: Checking's own up to yesterday, a day later (the last one today, so apply_statement
 * takes every line). `transactions`: Checking's as the tool holds them for the period (toolTransactions).
 */
export function largeStatementCase(fake: FakeYnab, kind: LargeStatementKind, chars: number): StatementBenchCase {
  const from = addDays(HEAVY_TODAY, -399)!;
  const [source, to, lag] = kind === 'wrong-account' ? [WRONG_ACCOUNT, HEAVY_TODAY, 0] : [STATEMENT_ACCOUNT, addDays(HEAVY_TODAY, -1)!, 1];
  const printed = ledgerOf(fake, source)
    .filter((t) => t.date >= from && t.date <= to)
    .sort(byDateThenId);
  const lines = repeatedLines(printed, lag, chars);
  const period = { from: lines[0]!.date, to: lines.at(-1)!.date };
  return { lines, transactions: toolTransactions(ledgerOf(fake, STATEMENT_ACCOUNT), period), period };
}

/** The steps of readAndMatch (src/tools/statement-match.ts) timed apart, in process, in ms. */
export interface StatementSteps {
  read: number;
  period: number;
  keyLines: number;
  candidates: number;
  match: number;
  plan: number;
}

export const STEP_NAMES: Record<keyof StatementSteps, string> = {
  read: 'readStatement',
  period: 'statementPeriod',
  keyLines: 'keyLines',
  candidates: 'matchCandidates',
  match: 'matchStatement',
  plan: 'planStatement',
};

/** One pass of the statement tools' steps over the CSV, each step timed; the match's counts to check it. */
export function statementSteps(
  content: string,
  transactions: readonly LedgerTransaction[],
): { steps: StatementSteps; lines: number; matched: number; missing: number; foreign: boolean } {
  const steps = { read: 0, period: 0, keyLines: 0, candidates: 0, match: 0, plan: 0 };
  let last = performance.now();
  const lap = (step: keyof StatementSteps) => {
    const now = performance.now();
    steps[step] = now - last;
    last = now;
  };
  const read = readStatement(content);
  if (!read.ok) throw new Error(`the statement was not read: ${read.problem.what}`);
  lap('read');
  const period = statementPeriod(read.statement);
  if (!period.ok) throw new Error(`the statement is too long: ${period.from} to ${period.to}`);
  lap('period');
  const lines = keyLines(read.statement.lines);
  lap('keyLines');
  const candidates = matchCandidates(lines, transactions, period, DEFAULT_MATCH_OPTIONS);
  lap('candidates');
  const match = matchStatement(lines, candidates, period, DEFAULT_MATCH_OPTIONS);
  lap('match');
  planStatement({
    account_id: STATEMENT_ACCOUNT,
    account: 'Checking',
    period,
    closing: read.statement.closing,
    match,
    transactions: transactions as Parameters<typeof planStatement>[0]['transactions'],
    fix_amounts: true,
    digits: 2,
  });
  lap('plan');
  return { steps, lines: lines.length, matched: match.matched.length, missing: match.missing.length, foreign: match.foreign };
}

/** Each step's median over passes. */
export function medianSteps(passes: readonly StatementSteps[]): StatementSteps {
  const median = (step: keyof StatementSteps) => summarize(passes.map((p) => p[step])).median;
  return {
    read: median('read'),
    period: median('period'),
    keyLines: median('keyLines'),
    candidates: median('candidates'),
    match: median('match'),
    plan: median('plan'),
  };
}

export interface LargeStatementResult extends LargeStatementCall {
  chars: number;
  lines: number;
  /** Over stdio, per run: the first call (reads the plan) and the same again. */
  cold: Summary;
  warm: Summary;
  /** The server's peak RSS after both calls, per run (undefined off Linux)… */
  peakRss: Summary | undefined;
  /** … and after the cold call alone (it reads the plan's transactions from a year before the statement's period). */
  coldPeakRss: Summary | undefined;
  /** match_statement's steps in process, medians (none for apply_statement: the same steps as match_statement's). */
  steps: StatementSteps | undefined;
}

/** How one call is measured: a fresh server, the call cold, then warm (bench/measure.ts toolSample). */
export type Sampler = (setup: BenchSetup, call: ToolCase) => Promise<ToolSample>;

const subject = (c: LargeStatementCall) =>
  `${c.size} ${c.kind} statement, ${c.tool === 'apply_statement' ? 'apply_statement (preview)' : c.tool}`;

/**
 * The warm call waits this long after the cold one: the server writes the history it read to its disk cache
 * a second after the read (src/ynab/replica/), which a cold call longer than that leaves for the next call.
 */
export const LARGE_STATEMENT_SETTLE_MS = 2000;

/** The tool call of one measured case, as the client sends it. */
export function largeStatementToolCase(call: LargeStatementCall, content: string): ToolCase {
  const args = { plan_id: HEAVY_PLAN_ID, account_id: STATEMENT_ACCOUNT, content };
  const settleMs = LARGE_STATEMENT_SETTLE_MS;
  return call.tool === 'apply_statement'
    ? { tool: call.tool, label: subject(call), args, writes: true, status: 'confirmation_required', settleMs }
    : { tool: call.tool, label: subject(call), args, settleMs };
}

/**
 * Each of `calls` over stdio `runs` times (a fresh server each: cold, warm, peak RSS), and after each run
 * one pass of match_statement's steps in process (after one unmeasured pass; `steps: false` for none), so
 * that both see the machine alike. `setup.fake`: the heavy plan's, which `setup` serves.
 */
export async function largeStatementCalls(
  setup: BenchSetup,
  runs: number,
  options: {
    calls?: readonly LargeStatementCall[];
    sizes?: Partial<Record<LargeStatementSize, number>>;
    steps?: boolean;
    sample?: Sampler;
    progress?: (line: string) => void;
  } = {},
): Promise<LargeStatementResult[]> {
  const { calls = LARGE_STATEMENT_CALLS, sample = toolSample, progress = () => {} } = options;
  const cases = new Map<string, StatementBenchCase>();
  const results: LargeStatementResult[] = [];
  for (const call of calls) {
    const chars = options.sizes?.[call.size] ?? LARGE_STATEMENT_SIZES[call.size];
    const key = `${call.kind} ${chars}`;
    const bench = cases.get(key) ?? cases.set(key, largeStatementCase(setup.fake, call.kind, chars)).get(key)!;
    const content = statementCsv(bench);
    const tool = largeStatementToolCase(call, content);
    const samples: ToolSample[] = [];
    const passes: StatementSteps[] = [];
    const stepped = call.tool === 'match_statement' && options.steps !== false;
    if (stepped) statementSteps(content, bench.transactions);
    for (let run = 0; run < runs; run++) {
      const s = await sample(setup, tool);
      samples.push(s);
      const pass = stepped ? statementSteps(content, bench.transactions).steps : undefined;
      if (pass !== undefined) passes.push(pass);
      const inProcess =
        pass === undefined
          ? ''
          : `; in process ${Object.entries(pass)
              .map(([k, v]) => `${k} ${v.toFixed(0)}`)
              .join(', ')} ms`;
      progress(
        `run ${run + 1}/${runs} ${tool.label}: cold ${s.coldMs.toFixed(0)} ms, warm ${s.warmMs.toFixed(0)} ms, peak RSS ${s.peakRss === undefined ? '?' : mb(s.peakRss)}${inProcess}`,
      );
    }
    const steps = passes.length === 0 ? undefined : medianSteps(passes);
    const rss = samples.flatMap((s) => (s.peakRss === undefined ? [] : [s.peakRss]));
    const coldRss = samples.flatMap((s) => (s.coldPeakRss === undefined ? [] : [s.coldPeakRss]));
    results.push({
      ...call,
      chars: content.length,
      lines: bench.lines.length,
      cold: summarize(samples.map((s) => s.coldMs)),
      warm: summarize(samples.map((s) => s.warmMs)),
      peakRss: rss.length === samples.length ? summarize(rss) : undefined,
      coldPeakRss: coldRss.length === samples.length ? summarize(coldRss) : undefined,
      steps,
    });
  }
  return results;
}

export const LARGE_TIME_TARGET = `statement up to the 2 MB cap ≤ ${LARGE_STATEMENT_GOAL_MS / 1000} s warm (issue #27)`;
export const LARGE_RSS_TARGET = `statement up to the 2 MB cap: peak RSS ≤ ${mb(LARGE_STATEMENT_GOAL_RSS)} (issue #27)`;

/** The targets: every case's warm median within 2 s, its server's peak RSS (the most of any run) within 300 MB. */
export function largeStatementChecks(results: readonly LargeStatementResult[]): Check[] {
  return [
    ...results.map((r) => ({
      target: LARGE_TIME_TARGET,
      subject: subject(r),
      measured: `${ms(r.warm.median)} (p90 ${ms(r.warm.p90)})`,
      limit: ms(LARGE_STATEMENT_GOAL_MS),
      pass: r.warm.median <= LARGE_STATEMENT_GOAL_MS,
    })),
    ...results.map((r) => ({
      target: LARGE_RSS_TARGET,
      subject: subject(r),
      measured: r.peakRss === undefined ? 'not measured (no /proc: Linux only)' : `${mb(r.peakRss.max)} (median ${mb(r.peakRss.median)})`,
      limit: mb(LARGE_STATEMENT_GOAL_RSS),
      pass: r.peakRss !== undefined && r.peakRss.max <= LARGE_STATEMENT_GOAL_RSS,
    })),
  ];
}

const stepsSum = (s: StatementSteps) => s.read + s.period + s.keyLines + s.candidates + s.match + s.plan;

/** What the report says of a missed large-statement target: where the time or the memory goes. */
export function largeStatementNotes(
  results: readonly LargeStatementResult[],
  list: readonly Check[],
  bareReadRss: number | undefined,
): string[] {
  const out: string[] = [];
  const slow = list.filter((c) => !c.pass && c.target === LARGE_TIME_TARGET);
  if (slow.length > 0) {
    const where = results
      .filter((r) => r.steps !== undefined && slow.some((c) => c.subject === subject(r)))
      .map((r) => {
        const s = r.steps!;
        const top = (Object.keys(s) as (keyof StatementSteps)[]).sort((a, b) => s[b] - s[a]).slice(0, 2);
        return `${subject(r)}: ${top.map((k) => `${STEP_NAMES[k]} ${ms(s[k])}`).join(', ')} of ${ms(stepsSum(s))} in process, the warm call ${ms(r.warm.median)}`;
      });
    out.push(
      `**Large statements, time** (${slow.map((c) => `${c.subject} ${c.measured}`).join('; ')}): a warm call reads only what changed in the plan (nothing here), so its time is the ` +
        `statement's own: parsing it, matching its lines and planning, then the answer. ${where.length > 0 ? `Where it goes: ${where.join('; ')}.` : ''} ` +
        'The step table of the large-statement section gives every step.',
    );
  }
  const heavy = list.filter((c) => !c.pass && c.target === LARGE_RSS_TARGET);
  if (heavy.length > 0) {
    out.push(
      `**Large statements, memory** (${heavy.map((c) => `${c.subject} ${c.measured}`).join('; ')}): the peak is the server's over both calls. The cold one ` +
        `reads the plan's transactions from a year before the statement's period (its whole history only when the balances agree; a bare \`node\` that only fetches and parses the whole history peaks at ${bareReadRss === undefined ? 'an unmeasured amount' : mb(bareReadRss)}) ` +
        "while the statement's text, its parsed rows and the matching's maps are alive too; what the warm call adds to that peak is garbage the heap grew " +
        'for rather than collected (the section gives the peak after the cold call alone).',
    );
  }
  return out;
}

const cells = (row: readonly string[]) => `| ${row.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;

/**
 * Issue #27's section: each case's calls and peak RSS against the goal, then match_statement's steps in
 * process. `baseline`: issue #17's 150-line statement over stdio (same reads, a small statement), for scale.
 */
export function renderLargeStatements(
  results: readonly LargeStatementResult[],
  baseline?: { cold: Summary; warm: Summary; peakRss: Summary | undefined },
): string {
  const verdict = (r: LargeStatementResult) =>
    r.warm.median <= LARGE_STATEMENT_GOAL_MS && r.peakRss !== undefined && r.peakRss.max <= LARGE_STATEMENT_GOAL_RSS ? 'met' : '**missed**';
  const withSteps = results.filter((r) => r.steps !== undefined);
  const steps = Object.keys(STEP_NAMES) as (keyof StatementSteps)[];
  return [
    '## Large statements (issue #27)',
    '',
    "CSV statements for Checking up to the 2 MB cap of `content`, against Checking on the heavy plan (ten years of transactions, of which the tools read those from a year before the statement's period): " +
      "**wrong-account** is the credit card's transactions of the last 400 days given for Checking (no line is Checking's: every line goes through every step of the matching, " +
      "and the statement is judged another account's); **right-account** is Checking's own transactions of the last 400 days as its bank prints them (a day later, upper-cased labels). " +
      'Both are repeated to the size, each round 0.01 lower (other purchases at the same shops). `apply_statement` without a confirmation answers its preview ' +
      "(`confirmation_required`, nothing written). Each run starts a fresh server: the first call is cold (it reads the plan's transactions of the period and the year before), the same call again " +
      `warm, ${LARGE_STATEMENT_SETTLE_MS / 1000} s later (once the server has written that history to its disk cache, a second after reading it); the ` +
      `peak RSS is the server's after both. Goal: ≤ ${LARGE_STATEMENT_GOAL_MS / 1000} s warm and ≤ ${mb(LARGE_STATEMENT_GOAL_RSS)}.`,
    '',
    ...(baseline === undefined
      ? []
      : [
          `For scale, the 150-line statement of the section above, same reads: cold ${ms(baseline.cold.median)}, warm ${ms(baseline.warm.median)}, ` +
            `peak RSS ${baseline.peakRss === undefined ? 'not measured' : `${mb(baseline.peakRss.median)} (max ${mb(baseline.peakRss.max)})`}.`,
          '',
        ]),
    cells([
      'Statement',
      'Tool',
      'Lines',
      'Cold median',
      'Cold p90',
      'Warm median',
      'Warm p90',
      'Peak RSS after the cold call (median)',
      'Peak RSS after both (median, max)',
      `≤ ${LARGE_STATEMENT_GOAL_MS / 1000} s warm and ≤ ${mb(LARGE_STATEMENT_GOAL_RSS)}`,
    ]),
    cells(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---']),
    ...results.map((r) =>
      cells([
        `${r.size} ${r.kind} (${r.chars.toLocaleString('en-US')} characters)`,
        r.tool === 'apply_statement' ? '`apply_statement` (preview)' : `\`${r.tool}\``,
        r.lines.toLocaleString('en-US'),
        ms(r.cold.median),
        ms(r.cold.p90),
        ms(r.warm.median),
        ms(r.warm.p90),
        r.coldPeakRss === undefined ? 'not measured' : mb(r.coldPeakRss.median),
        r.peakRss === undefined ? 'not measured' : `${mb(r.peakRss.median)}, ${mb(r.peakRss.max)}`,
        verdict(r),
      ]),
    ),
    '',
    ...(withSteps.length === 0
      ? []
      : [
          '### Where the time goes',
          '',
          "`match_statement`'s steps (src/tools/statement-match.ts) on the same statements, in the benchmark's process (one pass after each run " +
            'over stdio), median of each step; the rest of the warm call is the answer (its lists, the message), its validation and JSON, stdio and ' +
            "the server's garbage collection. Medians of different runs: on a busy machine the rest is only roughly the difference.",
          '',
          cells(['Statement', ...steps.map((s) => STEP_NAMES[s]), 'Steps in all', 'Warm call over stdio', 'The rest']),
          cells(['---', ...steps.map(() => '---:'), '---:', '---:', '---:']),
          ...withSteps.map((r) =>
            cells([
              `${r.size} ${r.kind}`,
              ...steps.map((s) => ms(r.steps![s])),
              ms(stepsSum(r.steps!)),
              ms(r.warm.median),
              ms(r.warm.median - stepsSum(r.steps!)),
            ]),
          ),
          '',
        ]),
  ].join('\n');
}
