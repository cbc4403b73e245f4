// The statement parsers of issue #17: bytes to text, text to a ParseResult, and the CSV mapping's fields.
export { decodeStatement, stripBom } from './decode.ts';
export { readStatement, type ReadOptions } from './read-statement.ts';
export { detectFormat } from './detect.ts';
export { CSV_MAPPING_FIELDS, type ColumnRef, type CsvMapping } from './csv-mapping.ts';
export { DATE_FORMATS, type DateFormat } from './dates.ts';
