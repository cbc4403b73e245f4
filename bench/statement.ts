// The statement matching's benchmark (issue #17): keyLines and matchStatement for a 150-line statement against
// the heavy plan's checking account (thousands of transactions), warm, as the median of repeated runs in ms.
// And issue #27's cost of a large statement for the wrong account (every line unmatched, the costliest case):
// 2 MB (the cap) and 200 KB of the credit card's lines given for Checking, timed over stdio with the server's
// peak RSS, against ≤ 2 s and ≤ 300 MB.

import { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import type { TransactionDetail } from '../src/fake-ynab/routes/api-types.ts';
import { addDays } from '../src/logic/core/day-numbers.ts';
import { accountLedger } from '../src/logic/statements/ledger.ts';
import { keyLines } from '../src/logic/statements/import-id.ts';
import { matchStatement } from '../src/logic/statements/match.ts';
import { matchCandidates } from '../src/logic/statements/match-window.ts';
import { DEFAULT_MATCH_OPTIONS, type LedgerTransaction } from '../src/logic/statements/match-types.ts';
import type { StatementLine } from '../src/logic/statements/statement.ts';
import { HEAVY_PLAN_ID, HEAVY_TODAY, heavyPlan } from './heavy-plan.ts';
import { toolSample, type BenchSetup, type ToolCase } from './measure.ts';
import { summarize, type Summary } from './stats.ts';

export const STATEMENT_LINES = 150;

/** The live transactions of one account, read from the fake as the client reads them (all history: GET /plans/{id}/transactions?since_date=1970-01-01). */
export function accountTransactions(fake: FakeYnab, planId: string, accountId: string): readonly LedgerTransaction[] {
  const response = fake.handle({ method: 'GET', path: `/plans/${planId}/transactions`, query: new URLSearchParams({ since_date: '1970-01-01' }), headers: { authorization: 'Bearer demo-token' } });
  if (response.status !== 200) throw new Error(`GET transactions answered ${response.status}`);
  const all = (response.body as { data: { transactions: TransactionDetail[] } }).data.transactions;
  return accountLedger(all, accountId);
}

export interface StatementBenchCase {
  lines: StatementLine[];
  /** The whole account, as the tool holds it before choosing the period's transactions. */
  transactions: readonly LedgerTransaction[];
  period: { from: string; to: string };
}

/** The last 150 transactions of the heavy checking account posted a day later under upper-cased labels. */
export function statementCase(): StatementBenchCase {
  const fake = new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY });
  const transactions = accountTransactions(fake, HEAVY_PLAN_ID, 'acc-checking');
  const chosen = [...transactions].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)).slice(-STATEMENT_LINES);
  const lines = chosen.map((t, i) => ({ line: i + 2, date: addDays(t.date, 1)!, amount: t.amount, payee: (t.payee_name ?? '').toUpperCase(), memo: '', bank_id: null }));
  return { lines, transactions, period: { from: lines[0]!.date, to: lines.at(-1)!.date } };
}

/** Median milliseconds of keyLines + choosing the period's transactions + matchStatement, after one warm-up run. */
export function timeStatementMatch(runs = 21, bench: StatementBenchCase = statementCase()): number {
  const once = (): number => {
    const start = performance.now();
    const lines = keyLines(bench.lines);
    const result = matchStatement(lines, matchCandidates(lines, bench.transactions, bench.period, DEFAULT_MATCH_OPTIONS), bench.period, DEFAULT_MATCH_OPTIONS);
    const ms = performance.now() - start;
    if (result.matched.length + result.disagreements.length + result.missing.length !== bench.lines.length) throw new Error('a line was lost');
    return ms;
  };
  once();
  return summarize(Array.from({ length: runs }, once)).median;
}

/** The case's lines as a bank's CSV export (ISO dates, signed amounts), as the tool receives it in `content`. */
export function statementCsv(bench: StatementBenchCase): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const rows = bench.lines.map((l) => [l.date, cell(l.payee), (l.amount / 1000).toFixed(2)].join(','));
  return ['Date,Description,Amount', ...rows].join('\n') + '\n';
}

/** Issue #17's figure: the matching alone and the whole match_statement call, warm, against its 100 ms goal. */
export function renderStatementBench(logicMs: number, call: { cold: Summary; warm: Summary; warmRequests: number }, goalMs: number, accountSize: number): string {
  const met = call.warm.median <= goalMs ? 'met' : '**missed**';
  return [
    '## Bank statements (issue #17)',
    '',
    `A ${STATEMENT_LINES}-line CSV statement (the heavy plan's last ${STATEMENT_LINES} Checking transactions, posted a day later under upper-cased labels) matched against Checking's ${accountSize.toLocaleString('en-US')} transactions (its whole history, as the tool holds it).`,
    '',
    '| Figure | Median | p10 – p90 |',
    '| --- | --- | --- |',
    `| matching alone (keyLines + matchStatement, in process) | ${logicMs.toFixed(1)} ms | — |`,
    `| \`match_statement\` over stdio, cold (first call: reads the plan) | ${call.cold.median.toFixed(0)} ms | ${call.cold.p10.toFixed(0)} – ${call.cold.p90.toFixed(0)} ms |`,
    `| \`match_statement\` over stdio, warm | ${call.warm.median.toFixed(0)} ms | ${call.warm.p10.toFixed(0)} – ${call.warm.p90.toFixed(0)} ms |`,
    '',
    `- ${met}: warm call ${call.warm.median.toFixed(0)} ms (goal ≤ ${goalMs} ms), ${call.warmRequests} YNAB request(s) warm.`,
    '',
  ].join('\n');
}

/** Issue #27: any statement up to the 2 MB cap answers within this, warm, on the heavy plan… */
export const LARGE_STATEMENT_GOAL_MS = 2000;
/** … with the server's peak RSS within this. */
export const LARGE_STATEMENT_GOAL_RSS = 300e6;

/** The sizes measured: the cap of `content` (2,000,000 characters) and a tenth of it. */
export const LARGE_STATEMENT_SIZES = [
  { label: '2 MB', chars: 2_000_000 },
  { label: '200 KB', chars: 200_000 },
] as const;

/**
 * The credit card's transactions of the last 400 days (the longest period a statement may have) given as a
 * statement for Checking, repeated as often as `chars` characters of CSV hold, each round 0.01 lower: the
 * statement of another account, where no line is Checking's (the realistic way to meet the matching's
 * worst case). Its lines as the CSV reads them back (upper-cased labels, cents).
 */
export function wrongAccountCase(chars: number): StatementBenchCase {
  const fake = new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY });
  const from = addDays(HEAVY_TODAY, -399)!;
  const card = accountTransactions(fake, HEAVY_PLAN_ID, 'acc-credit-card')
    .filter((t) => t.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const lines: StatementLine[] = [];
  // The header's length, then each row's: stop before the CSV passes `chars`.
  let size = statementCsv({ lines: [], transactions: [], period: { from, to: HEAVY_TODAY } }).length;
  for (let i = 0; ; i++) {
    const t = card[i % card.length]!;
    const line: StatementLine = { line: 0, date: t.date, amount: t.amount - 10 * Math.floor(i / card.length), payee: (t.payee_name ?? '').toUpperCase(), memo: '', bank_id: null };
    const row = statementCsv({ lines: [line], transactions: [], period: { from, to: HEAVY_TODAY } }).length - size;
    if (size + row > chars) break;
    size += row;
    lines.push(line);
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  lines.forEach((l, i) => (l.line = i + 2));
  return { lines, transactions: accountTransactions(fake, HEAVY_PLAN_ID, 'acc-checking'), period: { from: lines[0]!.date, to: lines.at(-1)!.date } };
}

export interface LargeStatementResult {
  label: string;
  chars: number;
  lines: number;
  /** Over stdio, per run: the first call (reads the plan) and the same again. */
  cold: Summary;
  warm: Summary;
  /** The server's peak RSS after both calls, per run (undefined off Linux). */
  peakRss: Summary | undefined;
}

/** match_statement over stdio on each size, `runs` times (a fresh server each): cold, warm, peak RSS. */
export async function largeStatementCalls(setup: BenchSetup, runs: number, progress: (line: string) => void = () => {}): Promise<LargeStatementResult[]> {
  const results: LargeStatementResult[] = [];
  for (const { label, chars } of LARGE_STATEMENT_SIZES) {
    const bench = wrongAccountCase(chars);
    const content = statementCsv(bench);
    const call: ToolCase = { tool: 'match_statement', label: `${label} wrong-account CSV against Checking`, args: { plan_id: HEAVY_PLAN_ID, account_id: 'acc-checking', content } };
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const s = await toolSample(setup, call);
      samples.push(s);
      progress(`run ${run + 1}/${runs} match_statement ${label}: cold ${s.coldMs.toFixed(0)} ms, warm ${s.warmMs.toFixed(0)} ms, peak RSS ${((s.peakRss ?? 0) / 1e6).toFixed(0)} MB`);
    }
    const rss = samples.flatMap((s) => (s.peakRss === undefined ? [] : [s.peakRss]));
    results.push({
      label,
      chars: content.length,
      lines: bench.lines.length,
      cold: summarize(samples.map((s) => s.coldMs)),
      warm: summarize(samples.map((s) => s.warmMs)),
      peakRss: rss.length === samples.length ? summarize(rss) : undefined,
    });
  }
  return results;
}

/** Issue #27's figures: each size's calls and the server's peak RSS, against ≤ 2 s and ≤ 300 MB. */
export function renderLargeStatements(results: readonly LargeStatementResult[]): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
  const verdict = (r: LargeStatementResult) => {
    const time = r.warm.median <= LARGE_STATEMENT_GOAL_MS && r.cold.median <= LARGE_STATEMENT_GOAL_MS;
    const memory = r.peakRss !== undefined && r.peakRss.max <= LARGE_STATEMENT_GOAL_RSS;
    return time && memory ? 'met' : '**missed**';
  };
  return [
    '### A large statement for the wrong account (issue #27)',
    '',
    "The heavy plan's credit-card lines of the last 400 days, repeated to the size (each round 0.01 lower), given as a CSV statement for Checking: no line is Checking's, so every line goes through every step of the matching.",
    '',
    '| Statement | Lines | `match_statement` cold (median, p10 – p90) | warm (median, p10 – p90) | Server peak RSS (median, max) | ≤ 2 s and ≤ 300 MB |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.label} (${r.chars.toLocaleString('en-US')} characters) | ${r.lines.toLocaleString('en-US')} | ${r.cold.median.toFixed(0)} ms (${r.cold.p10.toFixed(0)} – ${r.cold.p90.toFixed(0)}) | ` +
        `${r.warm.median.toFixed(0)} ms (${r.warm.p10.toFixed(0)} – ${r.warm.p90.toFixed(0)}) | ${r.peakRss === undefined ? 'not measured' : `${mb(r.peakRss.median)}, ${mb(r.peakRss.max)}`} | ${verdict(r)} |`,
    ),
    '',
  ].join('\n');
}
