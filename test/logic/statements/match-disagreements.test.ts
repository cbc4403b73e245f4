// Issue #27, 2: an amount disagreement is one entry read twice with a difference a fee or an exchange rate
// explains (a share of the amount, scaling with it), between a label and a payee that are really alike. A
// weaker resemblance is a missing line and an extra transaction, never a correction of that transaction.
import { describe, expect, it } from 'vitest';
import { matchStatement } from '../../../src/logic/statements/match.ts';
import { DEFAULT_MATCH_OPTIONS, type LedgerTransaction } from '../../../src/logic/statements/match-types.ts';
import { PERIOD, keyed, line, tx } from './builders.ts';

const disagree = (
  amount: number,
  t: Partial<LedgerTransaction> & Pick<LedgerTransaction, 'amount'>,
  payee = 'CB BOULANGERIE DU PORT 14/09',
) =>
  matchStatement(
    keyed(line({ line: 1, date: '2026-09-15', amount, payee })),
    [tx({ id: 't', date: '2026-09-14', payee_name: 'Boulangerie du Port', ...t })],
    PERIOD,
    DEFAULT_MATCH_OPTIONS,
  );

describe('amount disagreements', () => {
  it('does not read a bank-only 3.14 and another purchase of 4.00 at the same bakery as one entry', () => {
    const r = disagree(-3_140, { amount: -4_000 });
    expect(r.disagreements).toEqual([]);
    expect(r.missing.map((l) => l.line)).toEqual([1]);
    expect(r.extra.map((t) => t.id)).toEqual(['t']);
  });

  it('scales the difference it allows with the amount: 1.00 is a fee on 40.00, not on 4.00 or 10.00', () => {
    expect(disagree(-41_000, { amount: -40_000 }).disagreements).toHaveLength(1);
    expect(disagree(-39_000, { amount: -40_000 }).disagreements).toHaveLength(1);
    expect(disagree(-5_000, { amount: -4_000 }).disagreements).toEqual([]);
    expect(disagree(-9_000, { amount: -10_000 }).disagreements).toEqual([]);
  });

  it('reads a share of the amount as a fee or a rate, either way, up to 5 %', () => {
    expect(disagree(-4_120, { amount: -4_000 }).disagreements).toHaveLength(1); // 3 % on a coffee abroad
    expect(disagree(-3_880, { amount: -4_000 }).disagreements).toHaveLength(1); // the rate moved the other way
    expect(disagree(-190_000, { amount: -200_000 }).disagreements).toHaveLength(1);
    expect(disagree(-189_500, { amount: -200_000 }).disagreements).toEqual([]);
    expect(disagree(210_000, { amount: 200_000 }).disagreements).toHaveLength(1);
    expect(disagree(210_500, { amount: 200_000 }).disagreements).toEqual([]); // no tip on money in
  });

  it('reads up to 30 % more on a payment of 10.00 or more as a tip, never on a coffee', () => {
    const ivars = (amount: number, t: number) =>
      disagree(amount, { amount: t, payee_name: "Ivar's" }, 'CHECKCARD 0805 IVARS ACRES OF CLAMS SEATTLE WA').disagreements.length;
    expect(ivars(-61_940, -52_490)).toBe(1); // 18 %
    expect(ivars(-13_000, -10_000)).toBe(1);
    expect(ivars(-13_001, -10_000)).toBe(0);
    expect(ivars(-12_987, -9_990)).toBe(0); // under 10.00
    expect(ivars(-4_000, -3_140)).toBe(0); // another coffee, 27 % more
  });

  it('needs a payee that is really alike: a shared word of two is not enough', () => {
    expect(disagree(-41_000, { amount: -40_000, payee_name: 'Boulangerie Paul' }).disagreements).toEqual([]);
    expect(disagree(-41_000, { amount: -40_000, payee_name: null }).disagreements).toEqual([]);
  });
});

describe('amount disagreements: whose amount may be corrected', () => {
  it("never corrects a transaction the feed brought: its amount is the bank's own, so the line is another entry", () => {
    const r = disagree(-41_000, { amount: -40_000, import_id: 'YNAB:-40000:2026-09-14:1' });
    expect(r.disagreements).toEqual([]);
    expect(r.missing.map((l) => l.line)).toEqual([1]);
  });

  it("pairs one reconciled before the period like any other: whether to correct it is the plan's (statement-plan.test.ts)", () => {
    const early = matchStatement(
      keyed(line({ line: 1, date: '2026-09-02', amount: -12_360, payee: 'CB BOULANGERIE DU PORT' })),
      [tx({ id: 't', date: '2026-08-31', amount: -12_000, payee_name: 'Boulangerie du Port', cleared: 'reconciled' })],
      PERIOD,
      DEFAULT_MATCH_OPTIONS,
    );
    expect(early.disagreements.map((d) => d.transaction.id)).toEqual(['t']);
  });

  it("corrects one typed by hand on the period's last day", () => {
    const last = keyed(line({ line: 1, date: '2026-09-30', amount: -22_050, payee: 'SHAKE SHACK NEW YORK' }));
    const r = matchStatement(
      last,
      [tx({ id: 'typed', date: '2026-09-30', amount: -21_560, payee_name: 'Shake Shack' })],
      PERIOD,
      DEFAULT_MATCH_OPTIONS,
    );
    expect(r.disagreements.map((d) => d.transaction.id)).toEqual(['typed']);
  });

  it('never corrects one dated after the period, and lists the line as doubtful when the person typed it a day late', () => {
    const last = keyed(line({ line: 1, date: '2026-09-30', amount: -22_050, payee: 'SHAKE SHACK NEW YORK' }));
    const typed = tx({ id: 'typed', date: '2026-10-01', amount: -21_560, payee_name: 'Shake Shack' });
    const r = matchStatement(last, [typed], PERIOD, DEFAULT_MATCH_OPTIONS);
    expect(r.disagreements).toEqual([]);
    expect(r.doubtful.map((d) => [d.line.line, d.transaction.id])).toEqual([[1, 'typed']]);
    // The feed's, after the period, is the next statement's entry: the line is missing, nothing doubtful.
    const fed = { ...typed, import_id: 'YNAB:-21560:2026-10-01:1' };
    expect(matchStatement(last, [fed], PERIOD, DEFAULT_MATCH_OPTIONS).doubtful).toEqual([]);
  });
});
