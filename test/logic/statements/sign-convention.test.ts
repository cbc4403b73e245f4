// A CSV whose signs are a card issuer's (charges positive) told by the account's own transactions: flipped only
// when clearly more lines are in YNAB at the opposite sign than as printed, and the answer then says so.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_OPTIONS } from '../../../src/logic/statements/match-types.ts';
import { readStatement } from '../../../src/logic/statements/parse/index.ts';
import { settleSigns, signEvidence } from '../../../src/logic/statements/sign-convention.ts';
import type { Statement } from '../../../src/logic/statements/statement.ts';
import { bareStatement, line, tx } from './builders.ts';

const OPTIONS = DEFAULT_MATCH_OPTIONS;
/** Card lines as the issuer prints them: charges positive, on the 10th to the 14th. */
const printed = (amounts: readonly number[]) => amounts.map((amount, i) => line({ line: i + 2, date: `2026-09-1${i}`, amount }));
/** YNAB's side: the same entries, money out negative, a day later. */
const ynab = (amounts: readonly number[]) => amounts.map((amount, i) => tx({ id: `t${i}`, date: `2026-09-1${i + 1}`, amount }));
const csv = (lines: Statement['lines'], more: Partial<Statement> = {}): Statement =>
  bareStatement(lines, { notes: ['Dates read as YYYY-MM-DD: they are written year first.'], ...more });

describe('signEvidence', () => {
  it("counts the lines YNAB has only inverted, and only as printed, within each line's date window", () => {
    expect(signEvidence(printed([5_000, 6_000, 7_000]), ynab([-5_000, -6_000, -7_000]), OPTIONS)).toEqual({
      inverted: 3,
      printed: 0,
      lines: 3,
      flip: true,
    });
    expect(signEvidence(printed([-5_000, -6_000, -7_000]), ynab([-5_000, -6_000, -7_000]), OPTIONS)).toEqual({
      inverted: 0,
      printed: 3,
      lines: 3,
      flip: false,
    });
  });

  it('needs three lines at least', () => {
    expect(signEvidence(printed([5_000, 6_000]), ynab([-5_000, -6_000]), OPTIONS)).toMatchObject({ inverted: 2, flip: false });
  });

  it('needs four times as many lines inverted as printed', () => {
    const four = [5_000, 6_000, 7_000, 8_000];
    expect(signEvidence(printed([...four, -9_000]), ynab([...four.map((a) => -a), -9_000]), OPTIONS)).toMatchObject({
      inverted: 4,
      printed: 1,
      flip: true,
    });
    expect(signEvidence(printed([5_000, 6_000, 7_000, -9_000]), ynab([-5_000, -6_000, -7_000, -9_000]), OPTIONS)).toMatchObject({
      inverted: 3,
      printed: 1,
      flip: false,
    });
  });

  it('counts neither way a line YNAB has both ways, nor a zero, which matches both', () => {
    const lines = printed([5_000, 6_000, 7_000, 0]);
    const both = [
      ...ynab([-5_000, -6_000, -7_000]),
      tx({ id: 'both', date: '2026-09-10', amount: 5_000 }),
      tx({ id: 'zero', date: '2026-09-13', amount: 0 }),
    ];
    expect(signEvidence(lines, both, OPTIONS)).toEqual({ inverted: 2, printed: 0, lines: 3, flip: false });
  });

  it('looks from days_before before a line to days_after after it, both included', () => {
    const at = (date: string) =>
      signEvidence([line({ line: 2, date: '2026-09-15', amount: 1_000 })], [tx({ id: 't', date, amount: -1_000 })], OPTIONS).inverted;
    expect([at('2026-09-08'), at('2026-09-07'), at('2026-09-18'), at('2026-09-19')]).toEqual([1, 0, 1, 0]);
    // One transaction of the amount in the window is enough, whatever others lie outside it.
    const two = [tx({ id: 'old', date: '2026-06-01', amount: -1_000 }), tx({ id: 'near', date: '2026-09-16', amount: -1_000 })];
    expect(signEvidence([line({ line: 2, date: '2026-09-15', amount: 1_000 })], two, OPTIONS).inverted).toBe(1);
    // In any order: the days of an amount are sorted before they are searched (a later one first, or three).
    const late = tx({ id: 'late', date: '2026-12-01', amount: -1_000 });
    for (const order of [
      [two[1]!, two[0]!],
      [late, two[1]!, two[0]!],
      [late, two[0]!, two[1]!],
    ]) {
      expect(
        signEvidence([line({ line: 2, date: '2026-09-15', amount: 1_000 })], order, OPTIONS).inverted,
        order.map((t) => t.id).join(),
      ).toBe(1);
    }
  });
});

describe('settleSigns', () => {
  const charges = printed([5_000, 6_000, 7_000, 0]);
  const account = ynab([-5_000, -6_000, -7_000]);

  it("flips a CSV's lines and balances when the evidence says so, zero staying zero, and says so", () => {
    const settled = settleSigns(csv(charges, { opening: 100_000, closing: 0 }), account, OPTIONS);
    expect(settled.lines.map((l) => l.amount)).toEqual([-5_000, -6_000, -7_000, 0]);
    expect(Object.is(settled.lines[3]!.amount, 0)).toBe(true);
    expect(Object.is(settled.closing, 0)).toBe(true);
    expect(settled).toMatchObject({ opening: -100_000, closing: 0 });
    expect(settled.notes).toEqual([
      'Dates read as YYYY-MM-DD: they are written year first.',
      'Signs flipped, charges being printed positive: 3 of 3 lines are in YNAB only so; mapping ‘invert=no’ keeps the printed signs.',
    ]);
    expect(settleSigns(csv(charges, { notes: undefined }), account, OPTIONS).notes).toHaveLength(1);
    expect(settleSigns(csv(charges, { closing: null }), account, OPTIONS).closing).toBeNull();
  });

  it('keeps the statement as it is when the evidence does not say so', () => {
    const statement = csv(printed([-5_000, -6_000, -7_000]));
    expect(settleSigns(statement, account, OPTIONS)).toBe(statement);
  });

  it('leaves formats that say their signs, and a CSV whose header already settled them', () => {
    const ofx = csv(charges, { format: 'ofx' });
    expect(settleSigns(ofx, account, OPTIONS)).toBe(ofx);
    const amex = statementOf(
      'Date,Description,Amount,Extended Details,Appears On Your Statement As\n2026-09-10,A,5.00,,\n2026-09-11,B,6.00,,\n2026-09-12,C,7.00,,\n',
    );
    // Read flipped by its header, the lines now match YNAB as they are; read as printed they would be flipped here.
    expect(settleSigns(amex, ynab([5_000, 6_000, 7_000]), OPTIONS)).toBe(amex);
  });
});

function statementOf(text: string): Statement {
  const read = readStatement(text);
  if (!read.ok) throw new Error(read.problem.what);
  return read.statement;
}
