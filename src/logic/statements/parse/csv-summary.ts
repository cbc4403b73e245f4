// A CSV statement's opening and closing balances from all the file prints: its running balance and the
// balances its preamble states (Bank of America's summary, Crédit Agricole's "Solde au"). They must agree
// with each other and with the amounts; a balance stated for another day than the period's end is not the
// closing balance, and the answer says so rather than reconcile against it.
import { fromMilli } from '../../core/money.ts';
import type { StatedBalance } from './csv-preamble.ts';
import { advise, fail } from './problems.ts';

export interface Summary {
  opening: number | null;
  closing: number | null;
  notes: string[];
}

const FIX = `Check the amounts with the bank's; ${advise('balance=none')} leaves balances out.`;

/**
 * `chain` is what the running balance gives; `stated` what the preamble says; `sum` the entries' total;
 * `start` and `end` the period (declared, else the first and last lines' dates).
 */
export function statementBalances(
  chain: { opening: number | null; closing: number | null },
  stated: { opening?: StatedBalance; closing?: StatedBalance },
  sum: number,
  start: string,
  end: string,
): Summary {
  const notes: string[] = [];
  const opening = stated.opening && (stated.opening.date ?? start) <= start ? stated.opening : undefined;
  let closing = stated.closing;
  if (closing && (closing.date ?? end) !== end) {
    notes.push(
      `The balance on line ${closing.line} is for ${closing.date}, not the period's end (${end}): it is not used as the closing balance.`,
    );
    closing = undefined;
  }
  if (opening && chain.opening !== null && opening.amount !== chain.opening) {
    fail(
      opening.line,
      null,
      `the opening balance ${fromMilli(opening.amount)}, but the running one starts at ${fromMilli(chain.opening)}.`,
      FIX,
    );
  }
  if (closing && chain.closing !== null && closing.amount !== chain.closing) {
    fail(
      closing.line,
      null,
      `the closing balance ${fromMilli(closing.amount)}, but the running one ends at ${fromMilli(chain.closing)}.`,
      FIX,
    );
  }
  if (opening && closing && chain.closing === null && opening.amount + sum !== closing.amount) {
    fail(
      closing.line,
      null,
      `the closing balance ${fromMilli(closing.amount)}, but the lines add up to ${fromMilli(opening.amount + sum)}.`,
      FIX,
    );
  }
  return { opening: chain.opening ?? opening?.amount ?? null, closing: chain.closing ?? closing?.amount ?? null, notes };
}
