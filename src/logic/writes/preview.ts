// The question shown to the user before a write (confirmation.md §8): a first line, then at most 20
// "- " detail lines; every name and payee cleaned so bank or agent text cannot forge a line.

import { formatAmount, toMilli } from '../core/money.ts';
import { untrusted, visibleLine } from '../core/untrusted.ts';

export const MAX_DETAIL_LINES = 20;

// Last line of defence: whatever a caller forgot to clean, no line break or hidden character gets through.
const oneLine = visibleLine;

/** The first line, then `- ` detail lines: at most 20, then `- … and N more` for the N left out. */
export function question(first: string, lines: readonly string[]): string {
  const shown = lines.slice(0, MAX_DETAIL_LINES).map((line) => `- ${oneLine(line)}`);
  if (lines.length > MAX_DETAIL_LINES) shown.push(`- … and ${lines.length - MAX_DETAIL_LINES} more`);
  return [oneLine(first), ...shown].join('\n');
}

/**
 * A transaction's line head in a question, `{date} {payee} {amount}`: the payee cleaned, and left out when
 * empty rather than leaving two spaces.
 */
export function transactionHead(date: string, payee: string | null | undefined, amount: string): string {
  return [date, untrusted(payee), amount].filter((p) => p !== '').join(' ');
}

/** A change line's facts; `amount` in currency units (as in apply_categories' changes). */
export interface TransactionLineIn {
  date: string;
  payee: string;
  amount: number;
}

function amountText(amount: number, decimalDigits: number): string {
  const milli = toMilli(amount, 3);
  if (milli === undefined) throw new RangeError(`not an amount in currency units: ${amount}`);
  return formatAmount(milli, decimalDigits);
}

const categoryText = (name: string | null): string => (name === null ? 'no category' : untrusted(name));

/** `{date} {payee} {amount}: {before} → {after}`, a category change's line (its undo's too: src/logic/undo/categorize.ts). */
export function changeLine(line: TransactionLineIn, before: string | null, after: string | null, decimalDigits: number): string {
  return `${transactionHead(line.date, line.payee, amountText(line.amount, decimalDigits))}: ${categoryText(before)} → ${categoryText(after)}`;
}

/** apply_categories' question: `Recategorise {n} transaction(s)?` and one line per change. */
export function categorizeQuestion(
  changes: readonly (TransactionLineIn & { from_category: string | null; to_category: string | null })[],
  decimalDigits: number,
): string {
  return question(
    `Recategorise ${changes.length} transaction(s)?`,
    changes.map((c) => changeLine(c, c.from_category, c.to_category, decimalDigits)),
  );
}
