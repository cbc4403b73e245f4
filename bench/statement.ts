// The statement matching's benchmark (issue #17): keyLines and matchStatement for a 150-line statement against
// the heavy plan's checking account (thousands of transactions), warm, as the median of repeated runs in ms.
// Issue #27's large statements are in bench/large-statements.ts.

import { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import type { TransactionDetail } from '../src/fake-ynab/model/api-types.ts';
import { addDays } from '../src/logic/core/day-numbers.ts';
import { accountLedger, type Ledgered } from '../src/logic/statements/ledger.ts';
import { keyLines } from '../src/logic/statements/import-id.ts';
import { matchStatement } from '../src/logic/statements/match.ts';
import { matchCandidates } from '../src/logic/statements/match-window.ts';
import { DEFAULT_MATCH_OPTIONS, type LedgerTransaction } from '../src/logic/statements/match-types.ts';
import type { StatementLine } from '../src/logic/statements/statement.ts';
import { REDATED_DAYS } from '../src/tools/statement-match.ts';
import { HEAVY_PLAN_ID, HEAVY_TODAY, heavyPlan } from './heavy-plan.ts';
import { summarize, type Summary } from './stats.ts';

export const STATEMENT_LINES = 150;

/** The live transactions of one account, read from the fake (all history: GET /plans/{id}/transactions?since_date=1970-01-01). */
export function accountTransactions(fake: FakeYnab, planId: string, accountId: string): readonly Ledgered[] {
  const response = fake.handle({
    method: 'GET',
    path: `/plans/${planId}/transactions`,
    query: new URLSearchParams({ since_date: '1970-01-01' }),
    headers: { authorization: 'Bearer demo-token' },
  });
  if (response.status !== 200) throw new Error(`GET transactions answered ${response.status}`);
  const all = (response.body as { data: { transactions: TransactionDetail[] } }).data.transactions;
  return accountLedger(all, accountId);
}

/**
 * What the statement tools read of one account's transactions (`all`) for a statement of `period`
 * (src/tools/statement-match.ts): those from a year before its match window. The older ones count only as one
 * number, their cleared balance, which costs nothing to time.
 */
export function toolTransactions(all: readonly Ledgered[], period: { from: string }): readonly Ledgered[] {
  const since = addDays(period.from, -(DEFAULT_MATCH_OPTIONS.days_before + REDATED_DAYS))!;
  return all.filter((t) => t.date >= since);
}

export interface StatementBenchCase {
  lines: StatementLine[];
  /** The account's transactions as the tool holds them for the statement's period (toolTransactions). */
  transactions: readonly LedgerTransaction[];
  period: { from: string; to: string };
}

/** The last 150 transactions of the heavy checking account posted a day later under upper-cased labels. */
export function statementCase(): StatementBenchCase {
  const fake = new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY });
  const all = accountTransactions(fake, HEAVY_PLAN_ID, 'acc-checking');
  const chosen = [...all].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)).slice(-STATEMENT_LINES);
  const lines = chosen.map((t, i) => ({
    line: i + 2,
    date: addDays(t.date, 1)!,
    amount: t.amount,
    payee: (t.payee_name ?? '').toUpperCase(),
    memo: '',
    bank_id: null,
  }));
  const period = { from: lines[0]!.date, to: lines.at(-1)!.date };
  return { lines, transactions: toolTransactions(all, period), period };
}

/** Median milliseconds of keyLines + choosing the period's transactions + matchStatement, after one warm-up run. */
export function timeStatementMatch(runs = 21, bench: StatementBenchCase = statementCase()): number {
  const once = (): number => {
    const start = performance.now();
    const lines = keyLines(bench.lines);
    const result = matchStatement(
      lines,
      matchCandidates(lines, bench.transactions, bench.period, DEFAULT_MATCH_OPTIONS),
      bench.period,
      DEFAULT_MATCH_OPTIONS,
    );
    const ms = performance.now() - start;
    if (result.matched.length + result.disagreements.length + result.missing.length !== bench.lines.length)
      throw new Error('a line was lost');
    return ms;
  };
  once();
  return summarize(Array.from({ length: runs }, once)).median;
}

/** The case's lines as a bank's CSV export (ISO dates, signed amounts), as the tool receives it in `content`. */
export function statementCsv(bench: StatementBenchCase): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const rows = bench.lines.map((l) => [l.date, cell(l.payee), (l.amount / 1000).toFixed(2)].join(','));
  return `${['Date,Description,Amount', ...rows].join('\n')}\n`;
}

/** Issue #17's figure: the matching alone and the whole match_statement call, warm, against its 100 ms goal. */
export function renderStatementBench(
  logicMs: number,
  call: { cold: Summary; warm: Summary; warmRequests: number },
  goalMs: number,
  accountSize: number,
): string {
  const met = call.warm.median <= goalMs ? 'met' : '**missed**';
  return [
    '## Bank statements (issue #17)',
    '',
    `A ${STATEMENT_LINES}-line CSV statement (the heavy plan's last ${STATEMENT_LINES} Checking transactions, posted a day later under upper-cased labels) matched against the ${accountSize.toLocaleString('en-US')} Checking transactions the tool reads for it (from a year before its match window; the older ones count only as their cleared balance).`,
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
