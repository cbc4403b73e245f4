// Opening and closing balances from a running-balance column, oldest or newest first, and the check that
// the balances follow the amounts (#27: they were read but never checked, so a misread amount went through).
import { describe, expect, it } from 'vitest';
import { csvBalances, type BalancedRow } from '../../../../src/logic/statements/parse/csv-balances.ts';
import { StatementError } from '../../../../src/logic/statements/parse/problems.ts';

let next = 2;
const row = (date: string, amount: number, balance: number | null): BalancedRow => ({ line: next++, date, amount, balance });

/** The problem csvBalances stops with. */
function refusal(rows: readonly BalancedRow[]) {
  try {
    csvBalances(rows);
  } catch (error) {
    if (error instanceof StatementError && !error.result.ok) return error.result.problem;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('csvBalances', () => {
  it('reads oldest-first and newest-first files alike', () => {
    const oldestFirst = [row('2026-09-01', -10, 90), row('2026-09-02', 30, 120), row('2026-09-03', -20, 100)];
    expect(csvBalances(oldestFirst)).toEqual({ opening: 100, closing: 100 });
    expect(csvBalances([...oldestFirst].reverse())).toEqual({ opening: 100, closing: 100 });
  });

  it('reads rows of one date that fit neither direction oldest first, naming the row that breaks it', () => {
    // Oldest first the third row is off; newest first the first one is.
    const sameDay = [row('2026-09-01', -10, 90), row('2026-09-01', -5, 85), row('2026-09-01', -1, 50)];
    expect(refusal(sameDay).line).toBe(sameDay[2]!.line);
  });

  it('lets the balances decide the direction when all rows share a date', () => {
    const sameDay = [row('2026-09-01', -10, 90), row('2026-09-01', -5, 85)];
    expect(csvBalances(sameDay)).toEqual({ opening: 100, closing: 85 });
    expect(csvBalances([row('2026-09-01', -5, 85), row('2026-09-01', -10, 90)])).toEqual({ opening: 100, closing: 85 });
  });

  it('lets the dates decide when both directions add up, and reads no balance as none', () => {
    // 10 → 20 → 10 adds up either way round.
    const both = [row('2026-09-01', 10, 10), row('2026-09-02', 10, 20), row('2026-09-03', -10, 10)];
    expect(csvBalances(both)).toEqual({ opening: 0, closing: 10 });
    expect(csvBalances([...both].reverse())).toEqual({ opening: 0, closing: 10 });
    expect(csvBalances([row('2026-09-01', 5, 5)])).toEqual({ opening: 0, closing: 5 });
    expect(csvBalances([row('2026-09-01', 5, null)])).toEqual({ opening: null, closing: null });
  });

  it('counts the amounts of rows without a balance, before the first balance too', () => {
    expect(
      csvBalances([row('2026-09-01', -1, null), row('2026-09-02', -1, 70), row('2026-09-03', -1, null), row('2026-09-04', -1, 68)]),
    ).toEqual({ opening: 72, closing: 68 });
    expect(
      csvBalances([row('2026-09-04', -1, 68), row('2026-09-03', -1, null), row('2026-09-02', -1, 70), row('2026-09-01', -1, null)]),
    ).toEqual({ opening: 72, closing: 68 });
  });

  it("lets a day's balances be off while the day lasts: one balance a day, or the bank's own order within it", () => {
    // Both rows of the 2nd print the day's closing balance.
    expect(
      csvBalances([row('2026-09-01', -1, 99), row('2026-09-02', -2, 94), row('2026-09-02', -3, 94), row('2026-09-03', 4, 98)]),
    ).toEqual({ opening: 100, closing: 98 });
  });

  it('refuses balances the amounts do not lead to, naming the line from which they stay off', () => {
    next = 2;
    // Line 4 was read as -2.00 where the bank took 12.00: every balance after it is 10 off.
    const misread = [
      row('2026-09-13', -1_000, 99_000),
      row('2026-09-14', -2_000, 97_000),
      row('2026-09-15', -2_000, 85_000),
      row('2026-09-16', -2_000, 83_000),
    ];
    expect(refusal(misread)).toEqual({
      line: 4,
      column: null,
      what: 'Line 4: the balance 85, but the lines before add up to 95.',
      fix: "Check line 4's amount; mapping ‘balance=none’ leaves balances out.",
    });
    // Newest first, the same: the shift starts at the line that is earlier in time.
    next = 2;
    const newest = [
      row('2026-09-16', -2_000, 83_000),
      row('2026-09-15', -2_000, 85_000),
      row('2026-09-14', -2_000, 97_000),
      row('2026-09-13', -1_000, 99_000),
    ];
    expect(refusal(newest).line).toBe(3);
    // A shift that comes back is no shift; one that lasts to the end is, even after a pause.
    next = 2;
    expect(refusal([row('2026-09-01', -1, 99), row('2026-09-02', -1, 90), row('2026-09-03', -1, 97), row('2026-09-04', -1, 95)]).line).toBe(
      5,
    );
  });
});
