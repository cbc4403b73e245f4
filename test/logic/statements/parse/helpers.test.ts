// The readers' shared helpers: XML navigation and tag lines, the problem plumbing, csv-parse's faults.
import { describe, expect, it } from 'vitest';
import { tryCsvRecords } from '../../../../src/logic/statements/parse/csv-records.ts';
import { caught, failure } from '../../../../src/logic/statements/parse/problems.ts';
import { sgmlToXml } from '../../../../src/logic/statements/parse/sgml.ts';
import { at, child, lineOf, list, tagLines, text } from '../../../../src/logic/statements/parse/xml.ts';

describe('XML helpers', () => {
  const node = { A: [{ B: 'one' }, { B: 'two' }], C: { '#text': ' 5 ', '@_Ccy': 'EUR' }, D: ['x', 'y'], E: 7 };

  it('read the first of repeated children, text of attributed elements, and absent ones as empty', () => {
    expect(child(node, 'A')).toEqual({ B: 'one' });
    expect(child(node, 'D')).toBeUndefined();
    expect(child('text', 'A')).toBeUndefined();
    expect(text(node, 'C')).toBe('5');
    expect(text(node, 'D')).toBe('x');
    expect(text(node, 'E')).toBe('7');
    expect(text(node, 'Z')).toBe('');
    expect(text(null, 'A')).toBe('');
    expect(at(node, 'A', 'B')).toBe('one');
    expect(at(node, 'Z', 'B')).toBe('');
  });

  it('list children as arrays, dropping text-only ones', () => {
    expect(list(node, 'A')).toHaveLength(2);
    expect(list(node, 'C')).toEqual([node.C]);
    expect(list(node, 'D')).toEqual([]);
    expect(list(node, 'Z')).toEqual([]);
    expect(list(undefined, 'A')).toEqual([]);
  });

  it('find the line of each start tag, with any prefix, not of longer names', () => {
    expect(tagLines('<a>\n<Ntry>\n<x:Ntry attr="1">\n<NtryDtls>\n<Ntry/>', 'Ntry')).toEqual([2, 3, 5]);
    expect(lineOf([4, 9], 1)).toBe(9);
    expect(lineOf([4], 3)).toBe(1);
  });

  it('leave text without tags as its line breaks', () => {
    expect(sgmlToXml('no\ntags')).toBe('\n');
  });
});

describe('problem plumbing', () => {
  it('gives a thrown problem as the result and lets other errors through', () => {
    expect(caught(() => failure(3, 2, 'x.', 'y.'))).toEqual({
      ok: false,
      problem: { line: 3, column: 2, what: 'Line 3, column 2: x.', fix: 'y.' },
    });
    expect(() =>
      caught(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});

describe('tryCsvRecords', () => {
  it('gives csv-parse faults with their line, line 1 for option faults, and throws anything else', () => {
    expect(tryCsvRecords('a;b\n"c', ';')).toEqual({ line: 2, code: 'CSV_QUOTE_NOT_CLOSED' });
    expect(tryCsvRecords('a', '')).toEqual({ line: 1, code: 'CSV_INVALID_OPTION_DELIMITER' });
    expect(() => tryCsvRecords(null as unknown as string, ',')).toThrow(TypeError);
  });
});
