// checkStatementDecimals: a statement's amounts hold no more decimals than the plan's currency.
import { describe, expect, it } from 'vitest';
import { checkStatementDecimals } from '../../../src/logic/statements/statement-decimals.ts';
import { bareStatement, line } from './builders.ts';

const statement = (...amounts: number[]) => bareStatement(amounts.map((amount, i) => line({ line: i + 2, date: '2026-09-01', amount })));

describe('checkStatementDecimals', () => {
  it('accepts amounts the currency can show', () => {
    expect(checkStatementDecimals(statement(-12_000, 5_000), 0)).toEqual({ ok: true });
    expect(checkStatementDecimals(statement(-12_340), 2)).toEqual({ ok: true });
    expect(checkStatementDecimals(statement(-12_345), 3)).toEqual({ ok: true });
  });

  it('names the first line whose amount has more decimals', () => {
    expect(checkStatementDecimals(statement(-12_000, -66_120, -1_500), 0)).toEqual({
      ok: false,
      error: 'statement_decimals',
      line: 3,
      amount: '-66.12',
      decimals: 0,
    });
    expect(checkStatementDecimals(statement(-12_345), 2)).toEqual({
      ok: false,
      error: 'statement_decimals',
      line: 2,
      amount: '-12.345',
      decimals: 2,
    });
  });
});
