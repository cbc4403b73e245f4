// The statement readers' one entry: the format detected (or given), then its reader; empty and unknown
// files are problems too, so every caller gets a ParseResult.
import type { ParseResult, StatementFormat } from '../statement.ts';
import { readCamt } from './camt.ts';
import { readCsv } from './csv.ts';
import type { CsvMapping } from './csv-mapping.ts';
import { stripBom } from './decode.ts';
import { detectFormat, KNOWN_FORMATS } from './detect.ts';
import { readOfx } from './ofx.ts';
import { failure } from './problems.ts';
import { readQif } from './qif.ts';

export interface ReadOptions {
  format?: StatementFormat;
  /** CSV only: columns, date format, decimal mark… where detection is not enough. */
  mapping?: CsvMapping;
}

export function readStatement(text: string, options: ReadOptions = {}): ParseResult {
  const source = stripBom(text);
  if (source.trim() === '') return failure(1, null, 'the file is empty.', 'Export the statement from the bank again, with its entries.');
  const format = options.format ?? detectFormat(source);
  switch (format) {
    case 'csv':
      return readCsv(source, options.mapping);
    case 'ofx':
      return readOfx(source);
    case 'camt053':
      return readCamt(source);
    case 'qif':
      return readQif(source);
    case 'unknown':
      return failure(1, null, `the file is not a statement in a known format (${KNOWN_FORMATS}).`, `Export the statement from the bank as ${KNOWN_FORMATS}.`);
  }
}
