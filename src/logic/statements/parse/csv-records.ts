// A CSV's records with the line each starts on, through csv-parse (quotes, doubled quotes, line breaks in
// fields), and the delimiter found as the one that splits the most rows into the same number of fields.
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  /** 1-based line where it ends (later than `line` when a quoted field holds line breaks). */
  end: number;
  cells: string[];
}

export const DELIMITERS = [';', ',', '\t', '|'] as const;

/** Why csv-parse gave up (an unclosed quote…), and the line it had reached. */
export interface CsvFault {
  line: number;
  code: string;
}

/** csvRecords, or the fault that stopped csv-parse (any other error is a programming fault and is thrown). */
export function tryCsvRecords(text: string, delimiter: string, limit?: number): CsvRecord[] | CsvFault {
  try {
    return csvRecords(text, delimiter, limit);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Errors of the options (a delimiter mapping.delimiter got wrong) carry no line.
    return { line: typeof error.lines === 'number' ? error.lines : 1, code: error.code };
  }
}

/**
 * Every record (the first `limit` when given) that has some text, trimmed; blank rows are dropped but keep the
 * line count right. Lines are counted from the bytes each record took (csv-parse's own count takes a CRLF
 * inside quotes for two lines, so Crédit Agricole's labels would move every line after them).
 */
export function csvRecords(text: string, delimiter: string, limit?: number): CsvRecord[] {
  const parsed = parse(text, {
    delimiter,
    to: limit,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as unknown as { record: string[]; info: { bytes: number } }[];
  const bytes = new TextEncoder().encode(text);
  const records: CsvRecord[] = [];
  let line = 1;
  let at = 0;
  for (const { record, info } of parsed) {
    const start = line;
    for (; at < info.bytes; at++) if (bytes[at] === 0x0a) line++;
    const cells = record.map((c) => c.trim());
    // The record ends on the line before the next one starts, or on its own when the text ends without a break.
    if (cells.some((c) => c !== '')) records.push({ line: start, end: bytes[at - 1] === 0x0a ? line - 1 : line, cells });
  }
  return records;
}

/**
 * Records the delimiter is judged on: enough for any preamble and many entries, without parsing a long file
 * four times. Counted in records, not lines, so a label over several lines is never cut inside its quotes.
 */
const SAMPLE_RECORDS = 200;

/**
 * How well `delimiter` splits the text's first records: whether a row then reads as a header, then how many
 * rows share the commonest field count (above 1), then that count.
 */
function rate(text: string, delimiter: string, isHeader: (cells: readonly string[]) => boolean): [number, number, number] {
  const records = tryCsvRecords(text, delimiter, SAMPLE_RECORDS);
  if (!Array.isArray(records)) return [0, 0, 0];
  const counts = new Map<number, number>();
  for (const r of records) if (r.cells.length > 1) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
  let best: [number, number] = [0, 0];
  for (const [fields, rows] of counts) if (better([rows, fields], best)) best = [rows, fields];
  return [records.some((r) => isHeader(r.cells)) ? 1 : 0, ...best];
}

/** True when `a` ranks above `b`, criterion by criterion. */
function better(a: readonly number[], b: readonly number[]): boolean {
  const i = a.findIndex((x, k) => x !== b[k]);
  return i >= 0 && a[i]! > b[i]!;
}

/**
 * The delimiter under which a row reads as a header and that splits the most rows alike (more fields breaking
 * a tie), or undefined when none splits any. The header comes first: in a short semicolon file, decimal commas
 * may split more rows alike than the semicolons do.
 */
export function guessDelimiter(text: string, isHeader: (cells: readonly string[]) => boolean): string | undefined {
  let found: { delimiter: string; score: [number, number, number] } | undefined;
  for (const delimiter of DELIMITERS) {
    const score = rate(text, delimiter, isHeader);
    if (score[1] > 0 && (!found || better(score, found.score))) found = { delimiter, score };
  }
  return found?.delimiter;
}
