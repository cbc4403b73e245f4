// Issue #27's large-statement bench (bench/large-statements.ts) and the corpus's targets
// (bench/statement-corpus.ts) on a small scale: the statements are built to their size and period, the
// tools answer them (in process, on the heavy plan: no refusal, apply_statement's preview asks to
// confirm), every case gets its row, its steps and its targets. Counts only: no timing is asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { daysBetween } from '../../src/logic/core/day-numbers.ts';
import { HEAVY_PLAN_ID, HEAVY_TODAY, heavyPlan } from '../../bench/heavy-plan.ts';
import {
  LARGE_RSS_TARGET,
  LARGE_STATEMENT_CALLS,
  LARGE_TIME_TARGET,
  largeStatementCalls,
  largeStatementCase,
  largeStatementChecks,
  largeStatementNotes,
  renderLargeStatements,
  statementSteps,
  type Sampler,
} from '../../bench/large-statements.ts';
import type { BenchSetup } from '../../bench/measure.ts';
import { statementCsv } from '../../bench/statement.ts';
import { corpusChecks } from '../../bench/statement-corpus.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';

let fake: FakeYnab;
let session: InProcessSession | undefined;
beforeAll(() => {
  fake = new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY });
});
afterAll(async () => {
  await session?.close();
});

const SIZES = { '2 MB': 30_000, '200 KB': 10_000 } as const;

describe('largeStatementCase', () => {
  it.each(['wrong-account', 'right-account'] as const)('builds a %s CSV within its size and 400 days, read back line for line', (kind) => {
    const bench = largeStatementCase(fake, kind, 30_000);
    const csv = statementCsv(bench);
    expect(csv.length).toBeLessThanOrEqual(30_000);
    expect(csv.length).toBeGreaterThan(29_000);
    expect(bench.lines.length).toBe(csv.trimEnd().split('\n').length - 1);
    expect(bench.lines.map((l) => l.line)).toEqual(bench.lines.map((_, i) => i + 2));
    expect(daysBetween(bench.period.from, bench.period.to)).toBeLessThanOrEqual(400);
    expect(bench.period.to <= HEAVY_TODAY).toBe(true);
    expect(bench.transactions.length).toBeGreaterThan(1000);
    const pass = statementSteps(csv, bench.transactions);
    expect(pass.lines).toBe(bench.lines.length);
    expect(Object.values(pass.steps).every((ms) => Number.isFinite(ms) && ms >= 0)).toBe(true);
    // Checking's own lines are found; the card's lines given for Checking are not.
    if (kind === 'right-account') expect(pass.matched).toBeGreaterThan(bench.lines.length / 2);
    else expect(pass.matched).toBe(0);
  });

  it('repeats the account to the size, each round 0.01 lower', () => {
    const once = largeStatementCase(fake, 'right-account', 200_000);
    const twice = largeStatementCase(fake, 'right-account', 400_000);
    const amounts = (lines: typeof once.lines) => lines.map((l) => l.amount);
    expect(twice.lines.length).toBeGreaterThan(once.lines.length);
    const first = new Set(amounts(once.lines).map((a) => a - 10));
    expect(amounts(twice.lines).some((a) => first.has(a))).toBe(true);
  });
});

/** Each call in process on the heavy plan, twice (no timing kept): the answers must be the ones the bench expects. */
const inProcess: Sampler = async (_setup, call) => {
  session ??= await connectInProcess({ fake, env: { AVENIR_MCP_TODAY: HEAVY_TODAY, AVENIR_MCP_WRITE: '1' } });
  const client: Client = session.client;
  for (let i = 0; i < 2; i++) {
    const r = await client.callTool({ name: call.tool, arguments: call.args });
    const text = (r.content as { text?: string }[] | undefined)?.[0]?.text ?? '';
    expect(r.isError, text).toBeFalsy();
    if (call.status !== undefined) expect((r.structuredContent as { status?: string }).status).toBe(call.status);
  }
  return { coldMs: 2, warmMs: 1, coldRequests: 3, warmRequests: 3, warmPaths: [], peakRss: 1e8, coldPeakRss: 9e7 };
};

describe('largeStatementCalls', () => {
  it('measures every case, answered by the tools, into its row, its steps and its targets', async () => {
    const setup = { fake } as BenchSetup;
    const lines: string[] = [];
    const results = await largeStatementCalls(setup, 1, { sizes: SIZES, sample: inProcess, progress: (l) => lines.push(l) });
    expect(results.map((r) => [r.kind, r.size, r.tool])).toEqual(LARGE_STATEMENT_CALLS.map((c) => [c.kind, c.size, c.tool]));
    for (const r of results) {
      expect(r.chars).toBeLessThanOrEqual(SIZES[r.size]);
      expect(r.lines).toBeGreaterThan(0);
      expect(r.cold.runs).toBe(1);
      expect(r.peakRss?.max).toBe(1e8);
      expect(r.coldPeakRss?.median).toBe(9e7);
      expect(r.steps === undefined).toBe(r.tool === 'apply_statement');
    }
    expect(lines.length).toBeGreaterThanOrEqual(LARGE_STATEMENT_CALLS.length);

    const checks = largeStatementChecks(results);
    expect(checks.filter((c) => c.target === LARGE_TIME_TARGET)).toHaveLength(results.length);
    expect(checks.filter((c) => c.target === LARGE_RSS_TARGET)).toHaveLength(results.length);
    expect(checks.every((c) => c.pass)).toBe(true);
    expect(largeStatementNotes(results, checks, undefined)).toEqual([]);

    const text = renderLargeStatements(results, { cold: results[0]!.cold, warm: results[0]!.warm, peakRss: results[0]!.peakRss });
    expect(text).toContain('## Large statements (issue #27)');
    expect(text.split('\n').filter((l) => /^\| (2 MB|200 KB) (wrong|right)-account \(/.test(l))).toHaveLength(results.length);
    expect(text.split('\n').filter((l) => /^\| (2 MB|200 KB) (wrong|right)-account \|/.test(l))).toHaveLength(
      results.filter((r) => r.steps).length,
    );
  });

  it('says what a miss means', () => {
    const slow = { runs: 1, median: 3000, min: 3000, max: 3000, p10: 3000, p90: 3000 };
    const big = { ...slow, median: 4e8, max: 4e8 };
    const steps = { read: 800, period: 1, keyLines: 40, candidates: 20, match: 2000, plan: 50 };
    const results = [
      { ...LARGE_STATEMENT_CALLS[0]!, chars: 2e6, lines: 35_000, cold: slow, warm: slow, peakRss: big, coldPeakRss: big, steps },
    ];
    const checks = largeStatementChecks(results);
    expect(checks.map((c) => c.pass)).toEqual([false, false]);
    const notes = largeStatementNotes(results, checks, 2e8);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain('matchStatement 2000 ms');
    expect(notes[1]).toContain('200 MB');
  });
});

describe('corpusChecks', () => {
  it('gives each plan’s tuning and held-out parts a target for right lines and one for wrong writes', () => {
    const f = (percentRight: number, wrongWrites: number) => ({
      lines: 100,
      right: percentRight,
      percentRight,
      suggested: 0,
      percentStated: percentRight,
      wrongLines: 100 - percentRight,
      unsure: 0,
      wrongWrites,
    });
    const figures = {
      household: { tuning: f(100, 0), 'held-out': f(99, 0), all: f(99.5, 0) },
      heavy: { tuning: f(100, 1), 'held-out': f(99.5, 0), all: f(99.75, 1) },
    };
    const checks = corpusChecks({ figures, goal: { percentRight: 99.5, wrongWrites: 0, everyLayoutRead: true, met: false } });
    expect(checks).toHaveLength(8);
    expect(checks.filter((c) => !c.pass).map((c) => `${c.subject}: ${c.target}`)).toEqual([
      'household plan, held-out: statement corpus ≥ 99.5 % of lines right (issue #27)',
      'heavy plan, tuning: statement corpus: 0 wrong writes (issue #27)',
    ]);
  });
});
