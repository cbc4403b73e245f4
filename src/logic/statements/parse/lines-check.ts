// What must hold of a statement's lines, whatever the format, before any is matched: no date a bank never
// prints (before 1990: a placeholder such as 1900-01-01), none far outside the period the file declares or
// far from all the others, and no run of lines that repeats an earlier run (an export pasted twice, or two
// exports that overlap), which would otherwise be proposed for creation twice.
import { daysBetween } from '../../core/day-numbers.ts';
import type { StatementLine, StatementProblem } from '../statement.ts';
import { MAX_STATEMENT_DAYS } from '../statement-period.ts';
import { failure } from './problems.ts';

const EARLIEST = '1990-01-01';
/** How far outside its declared period a line may be dated (a bank's off-by-one is a day or two). */
const OUTSIDE_DAYS = 31;
/** How far from the lines next to it a line is a stray, in a file that runs over MAX_STATEMENT_DAYS. */
const STRAY_DAYS = 62;
/** The shortest run of lines taken for a repeat; it must hold two different lines (six identical parking fees are six). */
const REPEAT_LINES = 3;
/** The earlier lines of one key a line is compared with: bounds the work on a file of one line repeated. */
const COMPARED = 64;

const fix = (line: number) => `Correct or leave out line ${line}, then pass the statement again.`;
const problemAt = (line: number, what: string, how: string) =>
  (failure(line, null, what, how) as { ok: false; problem: StatementProblem }).problem;

/** The first line dated before 1990, outside the declared period by more than a month, or far from all others. */
function strayDate(lines: readonly StatementLine[], period: { from: string; to: string } | null): StatementProblem | undefined {
  const old = lines.find((l) => l.date < EARLIEST);
  if (old) return problemAt(old.line, `${old.date} is before 1990: not a real entry's date.`, fix(old.line));
  const outside =
    period && lines.find((l) => daysBetween(l.date, period.from) > OUTSIDE_DAYS || daysBetween(period.to, l.date) > OUTSIDE_DAYS);
  if (outside)
    return problemAt(outside.line, `${outside.date} is far outside the period ${period.from} to ${period.to}.`, fix(outside.line));
  const sorted = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (sorted.length < 3 || daysBetween(sorted[0]!.date, sorted.at(-1)!.date) <= MAX_STATEMENT_DAYS) return undefined;
  const [first, second] = sorted;
  const [last, before] = [sorted.at(-1)!, sorted.at(-2)!];
  const stray =
    daysBetween(first!.date, second!.date) > STRAY_DAYS ? first! : daysBetween(before.date, last.date) > STRAY_DAYS ? last : undefined;
  return stray && problemAt(stray.line, `${stray.date} is far from the other lines' dates.`, fix(stray.line));
}

const keyOf = (l: StatementLine) => JSON.stringify([l.date, l.amount, l.payee, l.memo, l.bank_id]);

/** The longest run of lines equal to an earlier run it does not overlap, holding two different lines. */
function repeatedRun(lines: readonly StatementLine[]): { first: number; copy: number; length: number } | undefined {
  const n = lines.length;
  const keys = lines.map(keyOf);
  const seen = new Map<string, number[]>();
  // run.get(i * n + j): how many lines up to i equal those up to j (i < j), at most j - i so the two never overlap.
  const run = new Map<number, number>();
  let same = 0;
  let best: { first: number; copy: number; length: number } | undefined;
  keys.forEach((key, j) => {
    // How many lines up to j are all this one.
    same = key === keys[j - 1] ? same + 1 : 1;
    const earlier = seen.get(key) ?? [];
    for (const i of earlier) {
      const length = Math.min((run.get((i - 1) * n + j - 1) ?? 0) + 1, j - i);
      run.set(i * n + j, length);
      if (length >= REPEAT_LINES && same < length && length > (best?.length ?? 0))
        best = { first: i - length + 1, copy: j - length + 1, length };
    }
    seen.set(key, [...earlier.slice(1 - COMPARED), j]);
  });
  return best;
}

/** The first thing wrong with the lines, or undefined. `lastLine` is the file's last line, where a final repeat ends. */
export function checkLines(
  lines: readonly StatementLine[],
  period: { from: string; to: string } | null,
  lastLine: number,
): StatementProblem | undefined {
  const stray = strayDate(lines, period);
  if (stray) return stray;
  const repeat = repeatedRun(lines);
  if (!repeat) return undefined;
  const { first, copy, length } = repeat;
  // A run ends where the next line starts, or at the end of the file.
  const endOf = (i: number) => (lines[i + 1]?.line ?? lastLine + 1) - 1;
  const [a, b, c, d] = [lines[copy]!.line, endOf(copy + length - 1), lines[first]!.line, endOf(first + length - 1)];
  return problemAt(
    a,
    `lines ${a}–${b} repeat lines ${c}–${d}: the export is pasted twice.`,
    `Leave out lines ${a}–${b}, then pass the statement again.`,
  );
}
