// Opening and closing balances from a running-balance column, whichever way the bank sorts its rows, checked
// against the amounts: a misread amount (or a dropped line) shifts every balance after it, so the balances
// must end where the amounts lead. A bank that prints one balance a day, or orders a day's entries its own
// way, shifts them only for a while: those are let be. A shift that lasts to the end is refused, naming the
// line where it starts.
import { fromMilli } from '../../core/money.ts';
import { advise, fail } from './problems.ts';

export interface BalancedRow {
  line: number;
  date: string;
  amount: number;
  /** The balance printed after this entry, or null when the cell is empty. */
  balance: number | null;
}

interface Walk {
  opening: number;
  closing: number;
  /** The first row from which every balance is off by the same non-zero amount, with what was expected there. */
  shift?: { line: number; printed: number; expected: number };
}

/** The balances followed in this (chronological) order, from the first printed one. */
function walk(rows: readonly BalancedRow[]): Walk {
  const printed = rows.filter((r) => r.balance !== null);
  const first = rows.indexOf(printed[0]!);
  const before = rows.slice(0, first + 1).reduce((sum, r) => sum + r.amount, 0);
  let expected = printed[0]!.balance!;
  // Stryker disable next-line ArrayDeclaration: an item put first has no `off`, so the walk back below stops on it, at the first real offset, where it would stop anyway.
  const offsets: { line: number; printed: number; expected: number; off: number }[] = [];
  for (const r of rows.slice(first + 1)) {
    expected += r.amount;
    if (r.balance !== null) offsets.push({ line: r.line, printed: r.balance, expected, off: r.balance - expected });
  }
  const walked = { opening: printed[0]!.balance! - before, closing: printed.at(-1)!.balance! };
  const last = offsets.at(-1)?.off ?? 0;
  if (last === 0) return walked;
  let start = offsets.length - 1;
  while (start > 0 && offsets[start - 1]!.off === last) start--;
  const { line, printed: shown, expected: wanted } = offsets[start]!;
  return { ...walked, shift: { line, printed: shown, expected: wanted } };
}

/** The balance before the earliest entry and after the latest, or nulls when no row has a balance. */
export function csvBalances(fileOrder: readonly BalancedRow[]): { opening: number | null; closing: number | null } {
  if (!fileOrder.some((r) => r.balance !== null)) return { opening: null, closing: null };
  const ascending = walk(fileOrder);
  const descending = walk([...fileOrder].reverse());
  // The order the balances run in; when both or neither do (one row), the dates decide: newest first
  // when the first row is later than the last.
  const newestFirst = fileOrder[0]!.date > fileOrder.at(-1)!.date;
  const chosen = !ascending.shift === !descending.shift ? (newestFirst ? descending : ascending) : ascending.shift ? descending : ascending;
  if (chosen.shift) {
    const { line, printed, expected } = chosen.shift;
    fail(
      line,
      null,
      `the balance ${fromMilli(printed)}, but the lines before add up to ${fromMilli(expected)}.`,
      `Check line ${line}'s amount; ${advise('balance=none')} leaves balances out.`,
    );
  }
  return { opening: chosen.opening, closing: chosen.closing };
}
