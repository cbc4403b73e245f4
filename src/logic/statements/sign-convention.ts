// Whether a CSV prints its signs the card issuer's way (charges positive, payments negative) rather than YNAB's,
// told by the account's own transactions: only when clearly more lines are in YNAB at the opposite sign than at
// the printed one are the signs flipped, and the answer says so and how to undo it. A CSV's signs are its bank's
// choice (Discover, Amex and others print charges positive); OFX, CAMT.053 and QIF say theirs. A mapping's
// invert, or a header whose bank is known to print charges positive (parse/csv-layouts.ts), has decided already.
import { dayNumber } from '../core/day-numbers.ts';
import { negated } from '../core/money.ts';
import type { LedgerTransaction, MatchOptions } from './match-types.ts';
import { indicesBetween } from './match-window.ts';
import { flippedNote, isFlippedNote } from './parse/csv-layouts.ts';
import type { Statement, StatementLine } from './statement.ts';

/** The fewest lines that must be in YNAB only at the opposite sign for the signs to be flipped. */
const FEWEST = 3;
/** How many times more lines must match only inverted than only as printed (4: four in five). */
const MAJORITY = 4;

export interface SignEvidence {
  /** Lines whose amount YNAB has at the opposite sign within their date window, and not as printed. */
  inverted: number;
  /** Lines YNAB has as printed, and not at the opposite sign. */
  printed: number;
  /** The lines looked at (those with an amount: a zero matches either way). */
  lines: number;
  /** True when the file's signs are clearly the opposite of YNAB's. */
  flip: boolean;
}

/**
 * How the lines' amounts meet the account's transactions exactly, as printed and inverted, each within the
 * date window a line's transaction may be in (options).
 */
export function signEvidence(
  lines: readonly StatementLine[],
  transactions: readonly LedgerTransaction[],
  options: MatchOptions,
): SignEvidence {
  // Each amount's days, sorted, searched for the line's window as the matching searches its candidates.
  const days = new Map(
    [...Map.groupBy(transactions, (t) => t.amount)].map(([amount, ts]) => [amount, ts.map((t) => dayNumber(t.date)).sort((a, b) => a - b)]),
  );
  const inWindow = (amount: number, day: number) => {
    // Stryker disable next-line ArrayDeclaration: an amount no transaction has gives an empty window either way: a text in the list is never below a day, so both searches stop at 0.
    const [start, end] = indicesBetween(days.get(amount) ?? [], day - options.days_before, day + options.days_after);
    return start < end;
  };
  let [inverted, printed, looked] = [0, 0, 0];
  for (const l of lines.filter((x) => x.amount !== 0)) {
    const day = dayNumber(l.date);
    const asPrinted = inWindow(l.amount, day);
    const opposite = inWindow(-l.amount, day);
    looked++;
    if (opposite && !asPrinted) inverted++;
    if (asPrinted && !opposite) printed++;
  }
  return { inverted, printed, lines: looked, flip: inverted >= FEWEST && inverted >= MAJORITY * printed };
}

/**
 * The statement with its signs as YNAB's transactions show them: a CSV whose signs nothing has decided yet
 * (the caller leaves out one whose mapping sets invert), flipped when signEvidence says so, with a note.
 */
export function settleSigns(statement: Statement, transactions: readonly LedgerTransaction[], options: MatchOptions): Statement {
  if (statement.format !== 'csv' || statement.notes?.some(isFlippedNote)) return statement;
  const evidence = signEvidence(statement.lines, transactions, options);
  if (!evidence.flip) return statement;
  const balance = (m: number | null) => (m === null ? null : negated(m));
  return {
    ...statement,
    opening: balance(statement.opening),
    closing: balance(statement.closing),
    lines: statement.lines.map((l) => ({ ...l, amount: negated(l.amount) })),
    notes: [...(statement.notes ?? []), flippedNote(`${evidence.inverted} of ${evidence.lines} lines are in YNAB only so`)],
  };
}
