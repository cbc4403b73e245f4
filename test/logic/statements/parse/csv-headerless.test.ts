// A CSV without a header: its columns found from the cells, a withdrawal/deposit pair among them, and a later
// amounts column taken for the running balance only when it runs with the amounts.
import { describe, expect, it } from 'vitest';
import { inferColumns } from '../../../../src/logic/statements/parse/csv-headerless.ts';

const rows = (...lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, end: i + 1, cells }));

describe('inferColumns', () => {
  it('takes a pair each row fills one of for withdrawal then deposit, and a balance that runs with it', () => {
    const td = rows(['09/14/2026', 'COFFEE', '4.35', '', '95.65'], ['09/15/2026', 'PAY', '', '100.00', '195.65'], ['09/16/2026', 'RENT', '50.00', '', '145.65']);
    expect(inferColumns(td)).toEqual({ date: 0, debit: 2, credit: 3, balance: 4, payee: 1 });
  });

  it('lets the balance say the pair is deposit then withdrawal, newest first too', () => {
    const flipped = rows(['09/16/2026', 'RENT', '', '50.00', '145.65'], ['09/15/2026', 'PAY', '100.00', '', '195.65'], ['09/14/2026', 'COFFEE', '', '4.35', '95.65']);
    expect(inferColumns(flipped)).toEqual({ date: 0, debit: 3, credit: 2, balance: 4, payee: 1 });
  });

  it('keeps the pair as printed, and no balance, when the later column does not run with the amounts', () => {
    const noBalance = rows(['09/14/2026', 'COFFEE', '4.35', '', '7.00'], ['09/15/2026', 'PAY', '', '100.00', '8.00'], ['09/16/2026', 'RENT', '50.00', '', '9.00']);
    expect(inferColumns(noBalance)).toEqual({ date: 0, debit: 2, credit: 3, payee: 1 });
  });

  it('reads a signed amount then a balance (CommBank), and one amount alone (Wells Fargo)', () => {
    const cba = rows(['16/09/2026', '-50.00', 'RENT', '+145.65'], ['15/09/2026', '+100.00', 'PAY', '+195.65'], ['14/09/2026', '-4.35', 'COFFEE', '+95.65']);
    expect(inferColumns(cba)).toEqual({ date: 0, amount: 1, balance: 3, payee: 2 });
    expect(inferColumns(rows(['09/14/2026', '-4.35', '*', '', 'COFFEE']))).toEqual({ date: 0, amount: 1, payee: 4 });
  });

  it('finds nothing without a date column, an amount, or rows of one width', () => {
    expect(inferColumns(rows(['COFFEE', '-4.35']))).toBeUndefined();
    expect(inferColumns(rows(['09/14/2026', 'COFFEE']))).toBeUndefined();
    expect(inferColumns(rows(['09/14/2026', '-4.35'], ['09/15/2026']))).toBeUndefined();
    expect(inferColumns(rows(['09/14/2026', '4.35', ''], ['09/15/2026', '', '']))).toBeUndefined();
  });
});
