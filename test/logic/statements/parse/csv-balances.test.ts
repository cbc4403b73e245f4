// Opening and closing balances from a running-balance column, oldest or newest first.
import { describe, expect, it } from 'vitest';
import { csvBalances } from '../../../../src/logic/statements/parse/csv-balances.ts';

const row = (date: string, amount: number, balance: number | null) => ({ date, amount, balance });

describe('csvBalances', () => {
  it('reads oldest-first and newest-first files alike', () => {
    const oldestFirst = [row('2026-09-01', -10, 90), row('2026-09-02', 30, 120), row('2026-09-03', -20, 100)];
    expect(csvBalances(oldestFirst)).toEqual({ opening: 100, closing: 100 });
    expect(csvBalances([...oldestFirst].reverse())).toEqual({ opening: 100, closing: 100 });
  });

  it('lets the balances decide the direction when all rows share a date', () => {
    const sameDay = [row('2026-09-01', -10, 90), row('2026-09-01', -5, 85)];
    expect(csvBalances(sameDay)).toEqual({ opening: 100, closing: 85 });
    expect(csvBalances([row('2026-09-01', -5, 85), row('2026-09-01', -10, 90)])).toEqual({ opening: 100, closing: 85 });
  });

  it('falls back on the dates when the balances skip entries, and ignores empty cells', () => {
    expect(csvBalances([row('2026-09-03', -1, 50), row('2026-09-02', -1, null), row('2026-09-01', -1, 70)])).toEqual({ opening: 71, closing: 50 });
    expect(csvBalances([row('2026-09-01', 5, 5)])).toEqual({ opening: 0, closing: 5 });
    expect(csvBalances([row('2026-09-01', 5, null)])).toEqual({ opening: null, closing: null });
  });
});
