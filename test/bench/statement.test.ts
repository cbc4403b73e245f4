// The statement matching's benchmark function (bench/statement.ts) runs and returns a time; it asserts no speed.
import { describe, expect, it } from 'vitest';
import { STATEMENT_LINES, statementCase, timeStatementMatch } from '../../bench/statement.ts';

describe('timeStatementMatch', () => {
  it('times the matching of a 150-line statement against the heavy checking account', () => {
    const bench = statementCase();
    expect(bench.lines).toHaveLength(STATEMENT_LINES);
    expect(bench.transactions.length).toBeGreaterThan(1000);
    const ms = timeStatementMatch(3, bench);
    expect(Number.isFinite(ms) && ms >= 0).toBe(true);
  });
});
