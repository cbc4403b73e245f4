// The matching's quality on a labelled corpus (corpus.ts) made from the demo plan's and the heavy plan's
// checking accounts: at least 99 % of the lines get their true outcome, and no line matches another's transaction.
import { describe, expect, it } from 'vitest';
import { HEAVY_PLAN_ID, HEAVY_TODAY, heavyPlan } from '../../../bench/heavy-plan.ts';
import { accountTransactions } from '../../../bench/statement.ts';
import { matchCandidates } from '../../../src/logic/statements/match-window.ts';
import { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';
import { daysBetween as dateGap } from '../../../src/logic/core/day-numbers.ts';
import { matchStatement } from '../../../src/logic/statements/match.ts';
import { DEFAULT_MATCH_OPTIONS, type LedgerTransaction } from '../../../src/logic/statements/match-types.ts';
import { labelledStatement, type CorpusOptions } from './corpus.ts';

interface Score {
  lines: number;
  correct: number;
  /** Lines matched to a transaction that is not their own. */
  wrong: number;
  /** Lines paired with a transaction indistinguishable from their own: same merchant (and amount, for a match), both in the window. */
  interchangeable: number;
  extraExpected: number;
  extraFound: number;
  counts: Record<string, number>;
}

function score(account: readonly LedgerTransaction[], cases: readonly CorpusOptions[]): Score {
  const total: Score = { lines: 0, correct: 0, wrong: 0, interchangeable: 0, extraExpected: 0, extraFound: 0, counts: {} };
  for (const options of cases) {
    const s = labelledStatement(account, options);
    const r = matchStatement(
      s.lines,
      matchCandidates(s.lines, s.transactions, s.period, DEFAULT_MATCH_OPTIONS),
      s.period,
      DEFAULT_MATCH_OPTIONS,
    );
    const byId = new Map(s.transactions.map((t) => [t.id, t]));
    const got = new Map<number, string>();
    for (const p of r.matched) got.set(p.line.line, `match:${p.transaction.id}`);
    for (const d of r.disagreements) got.set(d.line.line, `disagree:${d.transaction.id}`);
    for (const l of r.missing) got.set(l.line, 'missing');
    for (const [line_, truth] of s.truth) {
      total.lines++;
      const want = truth.kind === 'missing' ? 'missing' : `${truth.kind}:${truth.id}`;
      const outcome = got.get(line_);
      const [kind, id] = (outcome ?? 'missing').split(':') as [string, string | undefined];
      const line = s.lines.find((l) => l.line === line_)!;
      if (outcome === want) total.correct++;
      else if (
        truth.kind !== 'missing' &&
        kind === truth.kind &&
        interchangeable(byId.get(truth.id)!, byId.get(id!)!, line.date, kind === 'match')
      )
        total.interchangeable++;
      else if (kind === 'match') total.wrong++;
    }
    for (const [kind, n] of Object.entries(s.counts)) total.counts[kind] = (total.counts[kind] ?? 0) + n;
    total.extraExpected += s.extra.size;
    total.extraFound += r.extra.filter((t) => s.extra.has(t.id)).length;
  }
  return total;
}

/** Two transactions nothing tells apart for a line: same merchant key (and amount), both dated in its window. */
function interchangeable(own: LedgerTransaction, other: LedgerTransaction, date: string, sameAmount: boolean): boolean {
  const inWindow = (t: LedgerTransaction) =>
    dateGap(date, t.date) >= -DEFAULT_MATCH_OPTIONS.days_before && dateGap(date, t.date) <= DEFAULT_MATCH_OPTIONS.days_after;
  return (
    normalizePayee(own.payee_name ?? '') === normalizePayee(other.payee_name ?? '') &&
    (!sameAmount || own.amount === other.amount) &&
    inWindow(own) &&
    inWindow(other)
  );
}

function report(name: string, s: Score): void {
  const share = (100 * s.correct) / s.lines;
  console.log(
    `statement corpus ${name}: ${s.lines} lines, ${share.toFixed(2)} % correct, ${s.wrong} wrong matches, ${s.interchangeable} paired with an interchangeable twin; extra ${s.extraFound}/${s.extraExpected} found; ${Object.entries(
      s.counts,
    )
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}`,
  );
  expect(s.lines).toBeGreaterThan(0);
  expect(share).toBeGreaterThanOrEqual(99);
  expect(s.wrong).toBe(0);
  expect(s.extraFound / s.extraExpected).toBeGreaterThanOrEqual(0.99);
}

const months = (first: string, count: number): { from: string; to: string }[] =>
  Array.from({ length: count }, (_, i) => {
    const start = new Date(`${first}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() + i);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1, 0);
    return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
  });

describe('the statement matching on a labelled corpus', () => {
  it('the demo plan’s checking account, twenty seeds', () => {
    const account = accountTransactions(new FakeYnab({ today: '2026-09-25' }), 'demo-budget', 'acc-checking');
    const cases = Array.from({ length: 20 }, (_, i) => ({ seed: i + 1, period: { from: '2026-06-01', to: '2026-09-20' } }));
    report('demo plan', score(account, cases));
  });

  it('the heavy plan’s checking account, three seeds over ten months', () => {
    const account = accountTransactions(
      new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY }),
      HEAVY_PLAN_ID,
      'acc-checking',
    );
    const cases = [1, 2, 3].flatMap((seed) =>
      months('2025-11-01', 10).map((period) => ({ seed: seed * 100 + Number(period.from.slice(5, 7)), period })),
    );
    report('heavy plan', score(account, cases));
  });
});
