// The order of day and month a file writes its dates in, decided once for the whole file and never guessed
// silently: the dates themselves (a first number above 12 is a day), the file's other dates (a value date, a
// period or balance row), dots (always day first), then what the layout says (a bank's known header, a
// decimal comma, a currency). When nothing settles it, the reader refuses and asks for mapping date_format.
import { dateParts, named, parseDate, separatorOf, type DateFormat } from './dates.ts';
import type { DecimalMark } from './decimal.ts';
import { advise, fail, quote } from './problems.ts';

/** A date-shaped text of the file and the line it is on. */
export interface DateSample {
  text: string;
  line: number;
}

/** Something about the file that fixes the order, and why, as the answer says it ("Monzo's export writes so"). */
export interface OrderCue {
  order: 'dmy' | 'mdy';
  why: string;
}

/** A decimal comma: the countries that write one write their dates day first. */
export const commaCue = (mark: DecimalMark): OrderCue[] =>
  mark === ',' ? [{ order: 'dmy', why: 'amounts with a decimal comma come with day-first dates' }] : [];

export type DateChoice =
  | { ok: true; format: DateFormat; why: string }
  | { ok: false; sample: DateSample; dayFirst: DateFormat; monthFirst: DateFormat };

/** The first sample that only day-first fits (a first number above 12), and the first only month-first fits. */
function evidence(samples: readonly DateSample[]): { dmy?: DateSample; mdy?: DateSample } {
  const found: { dmy?: DateSample; mdy?: DateSample } = {};
  for (const s of samples) {
    const p = dateParts(s.text)!;
    if (Number(p[0]) > 12) found.dmy ??= s;
    if (Number(p[1]) > 12) found.mdy ??= s;
  }
  return found;
}

const fits = (s: DateSample): string => `${quote(s.text)} on line ${s.line} fits no other order`;

/**
 * The format of the file's date column (`dates`, in file order). `others` are further dates of the file
 * (value dates, period and balance rows): they count only when each is a real date in the order it shows and
 * they agree. `cues`, best first, settle what no date does.
 */
export function chooseDateFormat(dates: readonly DateSample[], others: readonly DateSample[], cues: readonly OrderCue[]): DateChoice {
  const shaped = dates.filter((s) => dateParts(s.text) !== undefined);
  const first = shaped[0];
  // No date at all: the rows will each be refused, naming their cell.
  if (first === undefined) return { ok: true, format: 'YYYY-MM-DD', why: 'no date was found' };
  const separator = separatorOf(first.text);
  if (dateParts(first.text)![0].length === 4) return { ok: true, format: named('ymd', separator), why: 'they are written year first' };
  const dayFirst = named('dmy', separator);
  // Stryker disable next-line StringLiteral: named() reads every order but 'ymd' and 'dmy' as month first, so an empty order gives the same format.
  const monthFirst = named('mdy', separator);
  const own = evidence(shaped);
  // Both orders shown means the dates disagree: day first is then read row by row and the odd one refused.
  if (own.dmy) return { ok: true, format: dayFirst, why: fits(own.dmy) };
  if (own.mdy) return { ok: true, format: monthFirst, why: fits(own.mdy) };
  const other = evidence(others.filter((s) => dateParts(s.text)?.[2].length === 4));
  const dmy = other.dmy && parseDate(other.dmy.text, dayFirst) !== undefined ? other.dmy : undefined;
  const mdy = other.mdy && parseDate(other.mdy.text, monthFirst) !== undefined ? other.mdy : undefined;
  if (dmy && !mdy) return { ok: true, format: dayFirst, why: fits(dmy) };
  if (mdy && !dmy) return { ok: true, format: monthFirst, why: fits(mdy) };
  if (separator === '.') return { ok: true, format: dayFirst, why: 'dates written with dots are day first' };
  const cue = cues[0];
  if (cue) return { ok: true, format: cue.order === 'dmy' ? dayFirst : monthFirst, why: cue.why };
  return { ok: false, sample: first, dayFirst, monthFirst };
}

/** The chosen format and why, or the refusal that asks for the order as mapping date_format. */
export function settledFormat(choice: DateChoice): { format: DateFormat; why: string } {
  if (choice.ok) return choice;
  const { sample, dayFirst, monthFirst } = choice;
  return fail(
    sample.line,
    null,
    `${quote(sample.text)} may be day or month first: no date says which.`,
    `Pass ${advise(`date_format=${dayFirst}`)} if the day comes first, else ${monthFirst}.`,
  );
}
