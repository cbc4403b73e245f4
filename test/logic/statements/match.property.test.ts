// Properties of matchStatement (src/logic/statements/match.ts): an unperturbed statement matches fully; the
// order of the arrays changes nothing; one-to-one; links win; every line and transaction lands once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../src/logic/core/day-numbers.ts';
import { keyLines } from '../../../src/logic/statements/import-id.ts';
import { createdFrom, payeeOf } from '../../../src/logic/statements/created-label.ts';
import { matchStatement } from '../../../src/logic/statements/match.ts';
import {
  DEFAULT_MATCH_OPTIONS,
  type KeyedLine,
  type LedgerTransaction,
  type MatchResult,
} from '../../../src/logic/statements/match-types.ts';
import { PERIOD, line, tx } from './builders.ts';

const FROM = PERIOD.from;
// Few dates, amounts and payees, so that twins, near dates and shared amounts are common.
const date = fc.integer({ min: -9, max: 38 }).map((n) => addDays(FROM, n)!);
const amount = fc.oneof(fc.constantFrom(-1000, -2500, -2550, 1000, -100000), fc.integer({ min: -99_999, max: 99_999 }));
const payee = fc.constantFrom(
  'CB CARREFOUR 12/09',
  'Carrefour',
  'SQ *BLUE BOTTLE',
  'Blue Bottle Coffee',
  'AMZN Mktp US*2K4',
  'Amazon',
  '',
  '1234',
  'SHELL',
);
const importIdPool = fc.tuple(amount, date, fc.constantFrom(1, 2)).map(([a, d, n]) => `YNAB:${a}:${d}:${n}`);

const transactions = fc
  .uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 40 })
  .chain((ns) =>
    fc.tuple(
      ...ns.map((n) =>
        fc.record({
          id: fc.constant(`tx-${String(n).padStart(3, '0')}`),
          date,
          amount,
          payee_name: fc.option(payee, { nil: null }),
          transfer: fc.boolean(),
          split: fc.boolean(),
          import_id: fc.option(importIdPool, { nil: null }),
        }),
      ),
    ),
  )
  .map((rs) => {
    const seen = new Set<string>(); // YNAB keeps import_ids unique within an account
    return rs.map((r) => {
      const importId = r.import_id !== null && !seen.has(r.import_id) ? r.import_id : null;
      if (importId !== null) seen.add(importId);
      return tx({
        id: r.id,
        date: r.date,
        amount: r.amount,
        payee_name: r.transfer ? 'Transfer : Savings' : r.payee_name,
        transfer_account_id: r.transfer ? 'acc-savings' : null,
        is_split: r.split,
        import_id: importId,
      });
    });
  });
const lines = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 40 })
  .chain((ns) =>
    fc.tuple(...ns.map((n) => fc.record({ line: fc.constant(n), date, amount, payee, memo: fc.constantFrom('', 'CB CARREFOUR') }))),
  )
  .map((ls) => keyLines(ls.map((l) => line(l))));

const run = (ls: readonly KeyedLine[], ts: readonly LedgerTransaction[]): MatchResult =>
  matchStatement(ls, ts, PERIOD, DEFAULT_MATCH_OPTIONS);
const outcome = (r: MatchResult): Map<number, string> =>
  new Map([
    ...r.matched.map((p) => [p.line.line, `=${p.transaction.id}:${p.confidence}`] as const),
    ...r.disagreements.map((d) => [d.line.line, `~${d.transaction.id}`] as const),
    ...r.missing.map((l) => [l.line, 'missing'] as const),
  ]);

describe('matchStatement', () => {
  it('matches a statement made of the transactions themselves line for line, each to its own', () => {
    fc.assert(
      fc.property(transactions, (txs) => {
        const own = txs.map((t) => ({ ...t, import_id: null }));
        // The lines in the bank's order, by date (then id, which orders identical twins).
        const sorted = [...own].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
        const ls = keyLines(sorted.map((t, i) => line({ line: i + 1, date: t.date, amount: t.amount, payee: t.payee_name ?? '' })));
        const r = matchStatement(ls, own, { from: addDays(FROM, -9)!, to: addDays(FROM, 38)! }, DEFAULT_MATCH_OPTIONS);
        expect(r.matched.map((p) => p.transaction.id)).toEqual(sorted.map((t) => t.id));
        expect(r.matched.every((p) => p.date_gap === 0)).toBe(true);
        expect([r.missing, r.extra, r.disagreements]).toEqual([[], [], []]);
      }),
    );
  });

  it('answers the same whatever the order of the lines and of the transactions', () => {
    fc.assert(
      fc.property(lines, transactions, fc.nat(), fc.nat(), (ls, txs, a, b) => {
        const shuffle = <T>(xs: readonly T[], seed: number): T[] =>
          xs
            .map((x, i) => ({ x, k: ((i + 1) * 2654435761 + seed) % 4294967296 }))
            .sort((p, q) => p.k - q.k)
            .map((p) => p.x);
        const r = run(ls, txs);
        const s = run(shuffle(ls, a), shuffle(txs, b));
        expect(outcome(s)).toEqual(outcome(r));
        expect(s.extra.map((t) => t.id)).toEqual(r.extra.map((t) => t.id));
        expect(s.duplicates).toEqual(r.duplicates);
      }),
    );
  });

  it('puts every line in exactly one of matched, disagreements and missing, and every transaction at most once', () => {
    fc.assert(
      fc.property(lines, transactions, (ls, txs) => {
        const r = run(ls, txs);
        const landed = [...r.matched.map((p) => p.line), ...r.disagreements.map((d) => d.line), ...r.missing];
        expect(landed.map((l) => l.line).sort((x, y) => x - y)).toEqual(ls.map((l) => l.line).sort((x, y) => x - y));
        const used = [
          ...r.matched.map((p) => p.transaction.id),
          ...r.disagreements.map((d) => d.transaction.id),
          ...r.extra.map((t) => t.id),
        ];
        expect(new Set(used).size).toBe(used.length);
        for (const t of r.extra) expect(t.date >= PERIOD.from && t.date <= PERIOD.to).toBe(true);
      }),
    );
  });

  it('pairs only equal amounts within the window, unless linked; disagreements stay within 5 % (0.05 on a small amount) or a tip', () => {
    fc.assert(
      fc.property(lines, transactions, (ls, txs) => {
        const r = run(ls, txs);
        for (const p of r.matched) {
          expect(p.transaction.amount).toBe(p.line.amount);
          expect(p.date_gap).toBe(daysBetween(p.line.date, p.transaction.date));
          if (p.confidence !== 'linked') expect(p.date_gap >= -7 && p.date_gap <= 3).toBe(true);
        }
        for (const d of r.disagreements) {
          expect(d.difference).toBe(d.line.amount - d.transaction.amount);
          if (d.transaction.import_id === d.line.import_id) continue;
          const size = Math.abs(d.transaction.amount);
          // A fee's or a rate's share (0.05 on a small amount, never more than half of it), or a tip: 10.00 or more, the bank taking up to 30 % more.
          const fee = Math.abs(d.difference) <= Math.max(size * 0.05, Math.min(50, size / 2));
          const tip = d.transaction.amount <= -10_000 && d.difference < 0 && -d.difference <= size * 0.3;
          expect(fee || tip, `${d.line.amount} against ${d.transaction.amount}`).toBe(true);
        }
      }),
    );
  });

  it('always links a transaction created from a line (its import_id under its label) to that line', () => {
    fc.assert(
      fc.property(lines, transactions, fc.nat(), (ls, txs, pick) => {
        // Give one transaction a line's import_id and label, so that links are common.
        const target = ls[pick % Math.max(ls.length, 1)];
        const linked =
          target === undefined || txs.length === 0
            ? txs
            : txs.map((t, i) =>
                i === pick % txs.length
                  ? { ...t, import_id: target.import_id, payee_name: payeeOf(target) }
                  : t.import_id === target.import_id
                    ? { ...t, import_id: null }
                    : t,
              );
        const r = run(ls, linked);
        for (const l of ls) {
          const t = linked.find((x) => createdFrom(l, x));
          if (t === undefined) continue;
          const pair = r.matched.find((p) => p.line === l) ?? r.disagreements.find((d) => d.line === l);
          expect(pair?.transaction.id).toBe(t.id);
          if ('confidence' in (pair ?? {})) expect((pair as { confidence: string }).confidence).toBe('linked');
        }
      }),
    );
  });

  it('lists as doubtful only missing lines, each with a transaction left over, alike and off by at most half, or holding its import id', () => {
    fc.assert(
      fc.property(lines, transactions, (ls, txs) => {
        const r = run(ls, txs);
        const left = new Set([...r.matched.map((p) => p.transaction.id), ...r.disagreements.map((d) => d.transaction.id)]);
        for (const d of r.doubtful) {
          expect(r.missing).toContain(d.line);
          expect(left.has(d.transaction.id)).toBe(false);
          if (d.transaction.import_id !== d.line.import_id) {
            expect(Math.sign(d.transaction.amount)).toBe(Math.sign(d.line.amount));
            expect(Math.abs(d.line.amount - d.transaction.amount)).toBeLessThanOrEqual(Math.abs(d.transaction.amount) / 2);
          }
        }
      }),
    );
  });
});
