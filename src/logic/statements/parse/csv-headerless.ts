// Columns of a CSV without a header, found from the cells themselves: the first all-dates column, then the
// amounts after it, either one all-amounts column (Wells Fargo: date, amount, *, check number, description;
// CommBank: date, amount, description, balance) or two side by side that each row fills one of (TD Canada
// Trust: date, description, withdrawal, deposit, balance), the wordiest other column as payee. A later
// all-amounts column is the running balance only when it runs with the amounts; it also settles which of a
// pair is money out, which is otherwise the first (as banks print withdrawal before deposit).
import type { Columns } from './csv-mapping.ts';
import type { CsvRecord } from './csv-records.ts';
import { looksLikeDate } from './dates.ts';
import { guessDecimal, parseAmount, type DecimalMark } from './decimal.ts';

/** True when every cell is an amount (with a digit: an empty cell is not one). */
export const isAmount = (cells: readonly string[]): boolean => {
  const decimal = guessDecimal(cells).mark;
  return cells.length > 0 && cells.every((c) => /\d/.test(c) && typeof parseAmount(c, decimal) === 'number');
};

/** True when each row fills exactly one of the two columns, with an amount, and each column is filled somewhere. */
function isPair(a: readonly string[], b: readonly string[]): boolean {
  const filled = (c: string) => c !== '';
  return a.some(filled) && b.some(filled) && a.every((c, i) => filled(c) !== filled(b[i]!)) && isAmount([...a, ...b].filter(filled));
}

/** The cells as numbers (an empty cell 0), with the decimal mark all of them show. */
function numbers(cells: readonly string[], decimal: DecimalMark): number[] {
  return cells.map((c) => (c === '' ? 0 : (parseAmount(c, decimal) as number)));
}

/**
 * How many steps of the balance the amounts explain, in file order or in reverse (a newest-first export): the
 * greater of the two. Each step compares a balance with the one before it, so n rows give n − 1 steps.
 */
function stepsExplained(amounts: readonly number[], balances: readonly number[]): number {
  let forward = 0;
  let backward = 0;
  // Stryker disable next-line EqualityOperator: at i = amounts.length both sides of each test are NaN, never equal, so `<=` acts as `<` (`>=` is killed).
  for (let i = 1; i < amounts.length; i++) {
    // Rounded to a hundredth of a cent: the cells are decimals, their differences floating-point.
    const step = Math.round((balances[i]! - balances[i - 1]!) * 1e4);
    if (step === Math.round(amounts[i]! * 1e4)) forward++;
    if (step === -Math.round(amounts[i - 1]! * 1e4)) backward++;
  }
  return Math.max(forward, backward);
}

/** The columns when every row has the same cells and a date and amounts stand out, else undefined. */
export function inferColumns(records: readonly CsvRecord[]): Columns | undefined {
  const width = records[0]?.cells.length ?? 0;
  // Stryker disable next-line ConditionalExpression: rows of one cell have no column after the date for an amount, so they end undefined below as well (the line's other conditions are killed).
  if (width < 2 || records.some((r) => r.cells.length !== width)) return undefined;
  const column = (i: number) => records.map((r) => r.cells[i]!);
  const indexes = [...Array(width).keys()];
  const date = indexes.find((i) => column(i).every(looksLikeDate));
  // Stryker disable next-line ConditionalExpression: without a date no column is after it (`i > undefined` is false), so the next return gives undefined as well (`true` is killed).
  if (date === undefined) return undefined;
  const after = indexes.filter((i) => i > date);
  const single = after.find((i) => isAmount(column(i)));
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: a column past the last reads undefined, "filled" in every row, so no pair ends there whatever `i + 1 < width` says; the single column, filled in every row, is no pair's first, so `i <= single` acts as `i < single` (the other conditions and operators are killed).
  const pair = after.find((i) => i + 1 < width && (single === undefined || i < single) && isPair(column(i), column(i + 1)));
  if (single === undefined && pair === undefined) return undefined;
  const amounts: Columns = pair === undefined ? { amount: single } : { debit: pair, credit: pair + 1 };
  const used = pair === undefined ? [date, single!] : [date, pair, pair + 1];
  // Stryker disable next-line ConditionalExpression,StringLiteral,MethodExpression: an empty cell shows no decimal mark, so keeping it changes nothing (`used.slice(1)` and the filter as `false` are killed).
  const decimal = guessDecimal(
    used
      .slice(1)
      .flatMap(column)
      .filter((c) => c !== ''),
  ).mark;
  // Stryker disable next-line ArrayDeclaration: the deposits are read for a pair only.
  const into = pair === undefined ? [] : numbers(column(pair + 1), decimal);
  const signed = pair === undefined ? numbers(column(single!), decimal) : numbers(column(pair), decimal).map((out, i) => into[i]! - out);
  const negated = signed.map((a) => -a);
  // How many of a later column's steps the amounts explain with their signs, and against them: a pair's signs
  // are not known yet, so the balance may run with either.
  const runs = (i: number) => {
    const balances = numbers(column(i), decimal);
    return { with: stepsExplained(signed, balances), against: pair === undefined ? 0 : stepsExplained(negated, balances) };
  };
  const balance = after
    .filter((i) => !used.includes(i) && isAmount(column(i)))
    .map((i) => ({ i, ...runs(i) }))
    .find((b) => Math.max(b.with, b.against) * 2 >= records.length);
  let columns: Columns = { date, ...amounts };
  if (balance !== undefined) {
    // A pair whose second column the balance runs down with is the money out.
    if (balance.against > balance.with) columns = { date, debit: pair! + 1, credit: pair! };
    columns.balance = balance.i;
    used.push(balance.i);
  }
  const letters = (i: number) =>
    column(i)
      .join('')
      .replace(/[^\p{L}]/gu, '').length;
  // Stryker disable next-line ArithmeticOperator: the columns come in ascending order and the sort compares a tie's later column with an earlier one, where `a + b` has the sign of `a - b` (no row of up to 72 columns found otherwise; `letters(b) + letters(a)` is killed).
  const payee = indexes.filter((i) => !used.includes(i) && letters(i) > 0).sort((a, b) => letters(b) - letters(a) || a - b)[0];
  return payee === undefined ? columns : { ...columns, payee };
}
