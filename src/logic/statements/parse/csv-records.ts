// A CSV's records with the line each starts on, through csv-parse (quotes, doubled quotes, line breaks in
// fields), and the delimiter found as the one that splits the most rows into the same number of fields.
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  cells: string[];
}

export const DELIMITERS = [';', ',', '\t', '|'] as const;

/** Why csv-parse gave up (an unclosed quote…), and the line it had reached. */
export interface CsvFault {
  line: number;
  code: string;
}

/** csvRecords, or the fault that stopped csv-parse (any other error is a programming fault and is thrown). */
export function tryCsvRecords(text: string, delimiter: string): CsvRecord[] | CsvFault {
  try {
    return csvRecords(text, delimiter);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Errors of the options (a delimiter mapping.delimiter got wrong) carry no line.
    return { line: typeof error['lines'] === 'number' ? error['lines'] : 1, code: error.code };
  }
}

/** Every record that has some text, trimmed; blank rows are dropped but keep the line count right. */
export function csvRecords(text: string, delimiter: string): CsvRecord[] {
  const parsed = parse(text, {
    delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const records: CsvRecord[] = [];
  let next = 1;
  for (const { record, info } of parsed) {
    const cells = record.map((c) => c.trim());
    if (cells.some((c) => c !== '')) records.push({ line: next, cells });
    next = info.lines + 1;
  }
  return records;
}

/** How well `delimiter` splits the text: rows sharing the commonest field count (above 1), then that count. */
function score(text: string, delimiter: string): [number, number] {
  const records = tryCsvRecords(text, delimiter);
  if (!Array.isArray(records)) return [0, 0];
  const counts = new Map<number, number>();
  for (const r of records) if (r.cells.length > 1) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
  let best: [number, number] = [0, 0];
  for (const [fields, rows] of counts) if (rows > best[0] || (rows === best[0] && fields > best[1])) best = [rows, fields];
  return best;
}

function best(text: string): string | undefined {
  let found: { delimiter: string; rows: number; fields: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const [rows, fields] = score(text, delimiter);
    if (rows > 0 && (!found || rows > found.rows || (rows === found.rows && fields > found.fields))) found = { delimiter, rows, fields };
  }
  return found?.delimiter;
}

/** Lines the delimiter is judged on: enough for any preamble and many entries, without parsing a long file four times. */
const SAMPLE_LINES = 200;

/**
 * The delimiter that splits the most rows alike (more fields breaking a tie), or undefined when none splits any;
 * judged on the first lines, or on the whole text when the cut fell inside a quoted field.
 */
export function guessDelimiter(text: string): string | undefined {
  const cut = text.split('\n', SAMPLE_LINES).join('\n');
  return best(cut) ?? (cut.length < text.length ? best(text) : undefined);
}
