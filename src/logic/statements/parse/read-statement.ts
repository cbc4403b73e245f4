// The statement readers' one entry: the format detected (or given), then its reader, then what must hold of
// the lines whatever the format (lines-check.ts); empty, binary and unknown files are problems too, so every
// caller gets a ParseResult.
import type { ParseResult, StatementFormat } from '../statement.ts';
import { readCamt } from './camt.ts';
import { readCsv } from './csv.ts';
import type { CsvMapping } from './csv-mapping.ts';
import { stripBom } from './decode.ts';
import { detectFormat, KNOWN_FORMATS } from './detect.ts';
import { checkLines } from './lines-check.ts';
import { readOfx } from './ofx.ts';
import { failure } from './problems.ts';
import { readQif } from './qif.ts';

export interface ReadOptions {
  format?: StatementFormat;
  /** CSV: columns, date format, decimal mark… where detection is not enough; QIF: its date_format and decimal. */
  mapping?: CsvMapping;
}

function read(source: string, options: ReadOptions): ParseResult {
  const mapping = options.mapping ?? {};
  switch (options.format ?? detectFormat(source)) {
    case 'csv':
      return readCsv(source, mapping);
    case 'ofx':
      return readOfx(source);
    case 'camt053':
      return readCamt(source);
    case 'qif':
      return readQif(source, mapping);
    case 'unknown':
      return failure(1, null, `the file is not ${KNOWN_FORMATS}.`, `Export the statement from the bank as ${KNOWN_FORMATS}.`);
  }
}

export function readStatement(text: string, options: ReadOptions = {}): ParseResult {
  const source = stripBom(text);
  if (source.trim() === '') return failure(1, null, 'the file is empty.', 'Export the statement from the bank again, with its entries.');
  // Text never holds NUL: UTF-16 read as one-byte text does (a BOM would have said it), and so does a binary file.
  const nul = source.indexOf('\u0000');
  if (nul >= 0)
    return failure(
      source.slice(0, nul).split('\n').length,
      null,
      'the file holds NUL characters, which text never does.',
      'Save it as UTF-8 (it may be UTF-16 without a BOM) and pass it again.',
    );
  const result = read(source, options);
  if (!result.ok) return result;
  const problem = checkLines(result.statement.lines, result.statement.period, source.split('\n').length);
  return problem ? { ok: false, problem } : result;
}
