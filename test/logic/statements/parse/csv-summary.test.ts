// statementBalances (src/logic/statements/parse/csv-summary.ts): which balances a CSV's running balance and
// its stated ones give, and when they disagree. The file-level cases are in bank-layouts.test.ts.
import { describe, expect, it } from 'vitest';
import { statementBalances } from '../../../../src/logic/statements/parse/csv-summary.ts';
import { StatementError } from '../../../../src/logic/statements/parse/problems.ts';

const stated = (line: number, amount: number) => ({ line, amount, date: null });

describe('statementBalances', () => {
  it('holds stated balances to the running balance where there is one, not to the sum of the lines', () => {
    // The running balance skips a last row it leaves blank: the stated closing is the running one's.
    const summary = statementBalances(
      { opening: 100_000, closing: 150_000 },
      { opening: stated(2, 100_000), closing: stated(3, 150_000) },
      40_000,
      '2026-09-01',
      '2026-09-30',
    );
    expect(summary).toEqual({ opening: 100_000, closing: 150_000, notes: [] });
  });

  it('holds them to the sum of the lines without a running balance', () => {
    const chain = { opening: null, closing: null };
    expect(
      statementBalances(chain, { opening: stated(2, 100_000), closing: stated(3, 140_000) }, 40_000, '2026-09-01', '2026-09-30').closing,
    ).toBe(140_000);
    expect(() =>
      statementBalances(chain, { opening: stated(2, 100_000), closing: stated(3, 150_000) }, 40_000, '2026-09-01', '2026-09-30'),
    ).toThrow(StatementError);
  });
});
