// What a file is made of (#27 item 9): UTF-16 read after its byte-order mark, NUL characters named as the
// problem, XML nested too deep refused with a limit (it answered "internal error"), and OFX 1.x's DOCTYPE:
// its SGML header is never parsed, so a DOCTYPE there is ignored and no entity in it is ever expanded.
import { describe, expect, it } from 'vitest';
import { decodeStatement, readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { MAX_XML_DEPTH } from '../../../../src/logic/statements/parse/xml.ts';
import { fixtureBytes, problemOf, statementOf } from './fixture.ts';

const TEXT = 'Fecha;Concepto;Importe\n13/09/2026;Panadería;-2,50\n';
const utf16 = (text: string, big: boolean): Uint8Array => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(big ? [0xfe, 0xff] : [0xff, 0xfe]);
  [...text].forEach((c, i) => {
    const code = c.charCodeAt(0);
    bytes.set(big ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8], 2 + i * 2);
  });
  return bytes;
};

describe('UTF-16 and NUL characters', () => {
  it('reads UTF-16 with a byte-order mark, little- and big-endian, as the same text', () => {
    for (const big of [false, true]) expect(decodeStatement(utf16(TEXT, big))).toBe(TEXT);
    expect(statementOf(readStatement(decodeStatement(utf16(TEXT, false)))).lines[0]).toMatchObject({ payee: 'Panadería', amount: -2_500 });
    // One byte of a mark is no mark.
    expect(decodeStatement(Uint8Array.from([0xff, 0x41]))).toBe('ÿA');
    expect(decodeStatement(Uint8Array.from([0xfe, 0x41]))).toBe('þA');
  });

  it('names NUL characters as the problem, on their line, rather than call the format unknown', () => {
    // UTF-16 without a mark, read as one-byte text: a NUL after each character.
    const bytes = utf16(TEXT, false).slice(2);
    expect(problemOf(readStatement(decodeStatement(bytes)))).toEqual({
      line: 1,
      column: null,
      what: 'Line 1: the file holds NUL characters, which text never does.',
      fix: 'Save it as UTF-8 (it may be UTF-16 without a BOM) and pass it again.',
    });
    expect(problemOf(readStatement('Date,Amount\n2026-09-01,1\n2026-09-02,\u00002\n')).line).toBe(3);
  });
});

describe('XML nested too deep', () => {
  const camt = (depth: number) =>
    `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n${'<a>'.repeat(depth - 1)}\n${'</a>'.repeat(depth - 1)}</Document>`;

  it('refuses elements nested over the limit, on the line of the first too deep, for 100 levels and far more', () => {
    for (const depth of [MAX_XML_DEPTH + 1, 100, 5_000]) {
      expect(problemOf(readStatement(camt(depth)))).toEqual({
        line: 3,
        column: null,
        what: `Line 3: the CAMT.053 file nests elements over ${MAX_XML_DEPTH} deep; statements never do.`,
        fix: 'Export the statement from the bank again; this file was not written by a bank.',
      });
    }
    expect(problemOf(readStatement(camt(MAX_XML_DEPTH))).what).toBe('Line 1: the CAMT.053 file has no statement (BkToCstmrStmt/Stmt).');
  });

  it('counts neither empty elements, nor tags in comments or CDATA, nor processing instructions', () => {
    const flat = `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><!-- ${'<a>'.repeat(60)} --><![CDATA[${'<b>'.repeat(60)}]]>${'<c/>'.repeat(60)}<?pi x?>${'<d x="1"/>'.repeat(60)}</Document>`;
    expect(problemOf(readStatement(flat)).what).toBe('Line 1: the CAMT.053 file has no statement (BkToCstmrStmt/Stmt).');
    const ofx = `<OFX>${'<A>'.repeat(MAX_XML_DEPTH)}${'</A>'.repeat(MAX_XML_DEPTH)}</OFX>`;
    expect(problemOf(readStatement(ofx)).what).toBe(`Line 1: the OFX file nests elements over ${MAX_XML_DEPTH} deep; statements never do.`);
  });
});

describe('OFX 1.x and a DOCTYPE', () => {
  it('reads an OFX 1.x file whose SGML header carries a DOCTYPE, and expands no entity it declares', () => {
    const text = new TextDecoder('windows-1252').decode(fixtureBytes('ofx1-checking-cp1252.ofx'));
    const start = text.indexOf('<OFX>');
    const declared = `${text.slice(0, start)}<!DOCTYPE OFX [<!ENTITY x "EXPANDED">]>\n${text.slice(start).replace(/<NAME>[^\r\n<]*/u, '<NAME>&x;')}`;
    const s = statementOf(readStatement(declared));
    expect(s.lines.map((l) => l.payee)).toContain('&x;');
    expect(JSON.stringify(s)).not.toContain('EXPANDED');
    expect(s.lines).toHaveLength(statementOf(readStatement(text)).lines.length);
  });

  it('refuses a DOCTYPE in OFX 2.x, which is XML', () => {
    const text = '<?xml version="1.0"?>\n<!DOCTYPE OFX [<!ENTITY x "a">]>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>\n';
    expect(problemOf(readStatement(text)).what).toBe('Line 2: the OFX file declares a DOCTYPE, which bank statements do not.');
  });
});
