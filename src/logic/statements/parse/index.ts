// The statement parsers of issue #17: bytes to text, text to a ParseResult, and the CSV mapping's fields.
export { decodeStatement, stripBom } from './decode.ts';
export { readStatement } from './read-statement.ts';
export { detectFormat } from './detect.ts';
export type { CsvMapping } from './csv-mapping.ts';
export type { DateFormat } from './dates.ts';
