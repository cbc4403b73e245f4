// The parsers' failures as StatementProblems: where, what (quoting the bank's text cleaned and short), what to do.
// The tools show `what` and `fix` cleaned and cut to 80 characters each, so both are written to fit.
import { untrusted } from '../../core/untrusted.ts';
import type { ParseResult, StatementProblem } from '../statement.ts';

/** A value from the file as a message quotes it: cleaned, at most 24 code points, between ‘quotes’. */
export const quote = (value: string): string => `‘${untrusted(value, 24)}’`;

/** A mapping as a fix advises it, in the form the tools' `mapping` argument reads: mapping ‘date=1, amount=3’. */
export const advise = (pairs: string): string => `mapping ‘${pairs}’`;

/** "Line 14, column 3: " or "Line 14: ", the start of a message about one place. */
export const where = (line: number, column: number | null): string =>
  column === null ? `Line ${line}: ` : `Line ${line}, column ${column}: `;

export function failure(line: number, column: number | null, what: string, fix: string): ParseResult {
  const problem: StatementProblem = { line, column, what: where(line, column) + what, fix };
  return { ok: false, problem };
}

/** Thrown inside a reader and turned into its ParseResult at the reader's edge, so helpers can stop early. */
export class StatementError extends Error {
  constructor(readonly result: ParseResult & { ok: false }) {
    super(result.problem.what);
  }
}

export function fail(line: number, column: number | null, what: string, fix: string): never {
  throw new StatementError(failure(line, column, what, fix) as ParseResult & { ok: false });
}

/** Runs a reader, giving its thrown problem as the result. */
export function caught(read: () => ParseResult): ParseResult {
  try {
    return read();
  } catch (error) {
    if (error instanceof StatementError) return error.result;
    throw error;
  }
}
