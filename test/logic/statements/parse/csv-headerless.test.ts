// A CSV without a header: its columns found from the cells, a withdrawal/deposit pair among them, and a later
// amounts column taken for the running balance only when it runs with the amounts.
import { describe, expect, it } from 'vitest';
import { inferColumns, isAmount } from '../../../../src/logic/statements/parse/csv-headerless.ts';

const rows = (...lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, end: i + 1, cells }));

describe('inferColumns', () => {
  it('takes a pair each row fills one of for withdrawal then deposit, and a balance that runs with it', () => {
    const td = rows(
      ['09/14/2026', 'COFFEE', '4.35', '', '95.65'],
      ['09/15/2026', 'PAY', '', '100.00', '195.65'],
      ['09/16/2026', 'RENT', '50.00', '', '145.65'],
    );
    expect(inferColumns(td)).toEqual({ date: 0, debit: 2, credit: 3, balance: 4, payee: 1 });
  });

  it('lets the balance say the pair is deposit then withdrawal, newest first too', () => {
    const flipped = rows(
      ['09/16/2026', 'RENT', '', '50.00', '145.65'],
      ['09/15/2026', 'PAY', '100.00', '', '195.65'],
      ['09/14/2026', 'COFFEE', '', '4.35', '95.65'],
    );
    expect(inferColumns(flipped)).toEqual({ date: 0, debit: 3, credit: 2, balance: 4, payee: 1 });
  });

  it('keeps the pair as printed, and no balance, when the later column does not run with the amounts', () => {
    const noBalance = rows(
      ['09/14/2026', 'COFFEE', '4.35', '', '7.00'],
      ['09/15/2026', 'PAY', '', '100.00', '8.00'],
      ['09/16/2026', 'RENT', '50.00', '', '9.00'],
    );
    expect(inferColumns(noBalance)).toEqual({ date: 0, debit: 2, credit: 3, payee: 1 });
  });

  it('reads a signed amount then a balance (CommBank), and one amount alone (Wells Fargo)', () => {
    const cba = rows(
      ['16/09/2026', '-50.00', 'RENT', '+145.65'],
      ['15/09/2026', '+100.00', 'PAY', '+195.65'],
      ['14/09/2026', '-4.35', 'COFFEE', '+95.65'],
    );
    expect(inferColumns(cba)).toEqual({ date: 0, amount: 1, balance: 3, payee: 2 });
    expect(inferColumns(rows(['09/14/2026', '-4.35', '*', '', 'COFFEE']))).toEqual({ date: 0, amount: 1, payee: 4 });
  });

  it('finds nothing without a date column, an amount, or rows of one width', () => {
    expect(inferColumns(rows(['COFFEE', '-4.35']))).toBeUndefined();
    expect(inferColumns(rows(['09/14/2026', 'COFFEE']))).toBeUndefined();
    expect(inferColumns(rows(['09/14/2026', '-4.35'], ['09/15/2026']))).toBeUndefined();
    expect(inferColumns(rows(['09/14/2026', '4.35', ''], ['09/15/2026', '', '']))).toBeUndefined();
  });
  it('takes no pair where a row fills both columns, or a column no row fills', () => {
    expect(inferColumns(rows(['09/14/2026', 'COFFEE', '4.35', '1.00'], ['09/15/2026', 'PAY', '', '100.00']))).toEqual({
      date: 0,
      amount: 3,
      payee: 1,
    });
    expect(inferColumns(rows(['09/14/2026', 'COFFEE', '', '-4.35'], ['09/15/2026', 'PAY', '', '100.00']))).toEqual({
      date: 0,
      amount: 3,
      payee: 1,
    });
  });

  it('takes an amount column before a pair after it', () => {
    expect(inferColumns(rows(['09/14/2026', '-4.35', 'COFFEE', '1.00', ''], ['09/15/2026', '-1.00', 'TEA', '', '2.00']))).toEqual({
      date: 0,
      amount: 1,
      payee: 2,
    });
  });

  it('takes for the date the first column all of whose cells are dates, and no date for an amount', () => {
    expect(inferColumns(rows(['09/14/2026', '09/14/2026', '-4.35'], ['Note', '09/15/2026', '-1.00']))).toEqual({
      date: 1,
      amount: 2,
      payee: 0,
    });
    expect(inferColumns(rows(['20260914', 'COFFEE', '-4.35'], ['20260915', 'TEA', '-1.00']))).toEqual({ date: 0, amount: 2, payee: 1 });
  });

  it('reads the amounts with the decimal mark they show, whatever mark the dates are written with', () => {
    const cba = rows(
      ['14.09.2026', '-50,00', 'RENT', '145,65'],
      ['15.09.2026', '100,00', 'PAY', '245,65'],
      ['16.09.2026', '-4,35', 'COFFEE', '241,30'],
    );
    expect(inferColumns(cba)).toEqual({ date: 0, amount: 1, balance: 3, payee: 2 });
    const td = rows(
      ['16.09.2026', 'RENT', '50,00', '', '145,65'],
      ['17.09.2026', 'PAY', '', '100,00', '245,65'],
      ['18.09.2026', 'COFFEE', '4,35', '', '241,30'],
    );
    expect(inferColumns(td)).toEqual({ date: 0, debit: 2, credit: 3, balance: 4, payee: 1 });
  });

  it("takes a balance that runs with at least half the rows' amounts, a single column's in their own sign only", () => {
    const half = rows(
      ['09/14/2026', '-1.00', 'A', '100.00'],
      ['09/15/2026', '-2.00', 'B', '98.00'],
      ['09/16/2026', '-3.00', 'C', '95.00'],
      ['09/17/2026', '-4.00', 'D', '50.00'],
    );
    expect(inferColumns(half)).toEqual({ date: 0, amount: 1, balance: 3, payee: 2 });
    const owed = rows(
      ['09/14/2026', '-4.35', 'COFFEE', '104.35'],
      ['09/15/2026', '-10.00', 'TEA', '114.35'],
      ['09/16/2026', '-1.00', 'CAKE', '115.35'],
    );
    expect(inferColumns(owed)).toEqual({ date: 0, amount: 1, payee: 2 });
  });

  it('never takes the amounts for their own balance, nor a balance that also runs backwards for the money out', () => {
    const zeros = rows(['09/14/2026', '0.00', 'A'], ['09/15/2026', '5.00', 'B'], ['09/16/2026', '0.00', 'C'], ['09/17/2026', '7.00', 'D']);
    expect(inferColumns(zeros)).toEqual({ date: 0, amount: 1, payee: 2 });
    const same = rows(
      ['09/14/2026', '5.00', 'A', '0.00'],
      ['09/15/2026', '5.00', 'B', '5.00'],
      ['09/16/2026', '5.00', 'C', '10.00'],
      ['09/17/2026', '7.00', 'D', '15.00'],
    );
    expect(inferColumns(same)).toEqual({ date: 0, amount: 1, balance: 3, payee: 2 });
  });

  it('keeps a pair as printed when the balance runs as well with either sign', () => {
    const either = rows(
      ['09/14/2026', 'PAY', '', '5.00', '0.00'],
      ['09/15/2026', 'PAY', '', '5.00', '5.00'],
      ['09/16/2026', 'PAY', '', '5.00', '10.00'],
      ['09/17/2026', 'RENT', '7.00', '', '20.00'],
    );
    expect(inferColumns(either)).toEqual({ date: 0, debit: 2, credit: 3, balance: 4, payee: 1 });
  });

  it('takes no balance for the payee, though it says CR, and of two payees as wordy the first; none when no column has letters', () => {
    const cr = rows(['09/14/2026', '-4.35', '95.65 CR'], ['09/15/2026', '100.00', '195.65 CR'], ['09/16/2026', '-50.00', '145.65 CR']);
    expect(inferColumns(cr)).toStrictEqual({ date: 0, amount: 1, balance: 2 });
    expect(inferColumns(rows(['09/14/2026', '-4.35', 'TEA', 'CUP']))).toEqual({ date: 0, amount: 1, payee: 2 });
    expect(inferColumns(rows(['09/14/2026', '-4.35', '#12'], ['09/15/2026', '-1.00', '*']))).toStrictEqual({ date: 0, amount: 1 });
  });
});

describe('isAmount', () => {
  it('is true of cells all amounts with a digit, and of no empty list', () => {
    expect(isAmount(['-4.35', '100.00'])).toBe(true);
    expect(isAmount([])).toBe(false);
    expect(isAmount(['-4.35', '1/2'])).toBe(false);
  });
});
