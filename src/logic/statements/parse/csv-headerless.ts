// Columns of a CSV without a header (Wells Fargo's: date, amount, *, check number, description), found from
// the cells themselves: the first all-dates column, the first all-amounts one after it, the wordiest as payee.
import type { Columns } from './csv-mapping.ts';
import type { CsvRecord } from './csv-records.ts';
import { looksLikeDate } from './dates.ts';
import { guessDecimal, parseAmount } from './decimal.ts';

/** True when every cell is an amount (with a digit: an empty cell is not one). */
export const isAmount = (cells: readonly string[]): boolean => {
  const decimal = guessDecimal(cells).mark;
  return cells.length > 0 && cells.every((c) => /\d/.test(c) && typeof parseAmount(c, decimal) === 'number');
};

/** The columns when every row has the same cells and a date and an amount column stand out, else undefined. */
export function inferColumns(records: readonly CsvRecord[]): Columns | undefined {
  const width = records[0]?.cells.length ?? 0;
  if (width < 2 || records.some((r) => r.cells.length !== width)) return undefined;
  const column = (i: number) => records.map((r) => r.cells[i]!);
  const indexes = [...Array(width).keys()];
  const date = indexes.find((i) => column(i).every(looksLikeDate));
  if (date === undefined) return undefined;
  const amount = indexes.find((i) => i > date && isAmount(column(i)));
  if (amount === undefined) return undefined;
  const letters = (i: number) => column(i).join('').replace(/[^\p{L}]/gu, '').length;
  const payee = indexes.filter((i) => i !== date && i !== amount && letters(i) > 0).sort((a, b) => letters(b) - letters(a) || a - b)[0];
  return payee === undefined ? { date, amount } : { date, amount, payee };
}
