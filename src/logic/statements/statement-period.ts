// A statement's period: the one the file declares (OFX, CAMT.053), else its first and last lines' dates;
// and the longest one the tools read (400 days: a yearly export with its margins, not a decade).
import { daysBetween } from '../core/day-numbers.ts';
import type { Statement } from './statement.ts';

export const MAX_STATEMENT_DAYS = 400;

export type PeriodCheck = { ok: true; from: string; to: string } | { ok: false; error: 'statement_too_long'; from: string; to: string };

export function statementPeriod(statement: Statement): PeriodCheck {
  const dates = statement.lines.map((l) => l.date).sort();
  const declared = statement.period;
  // A declared period that leaves out some lines (a bank's off-by-one) is widened to hold them.
  const from = [declared?.from, dates[0]].filter((d): d is string => d !== undefined).sort()[0] ?? '';
  const to =
    [declared?.to, dates.at(-1)]
      .filter((d): d is string => d !== undefined)
      .sort()
      .at(-1) ?? '';
  if (from !== '' && daysBetween(from, to) > MAX_STATEMENT_DAYS) return { ok: false, error: 'statement_too_long', from, to };
  return { ok: true, from, to };
}
