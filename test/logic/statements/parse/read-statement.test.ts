// The entry point: bytes decoded, the format detected (or given), and the problems of empty and unknown files.
import { describe, expect, it } from 'vitest';
import { decodeStatement, detectFormat, readStatement, stripBom } from '../../../../src/logic/statements/parse/index.ts';
import { fixtureBytes, problemOf, statementOf } from './fixture.ts';

describe('decodeStatement', () => {
  it('reads UTF-8 with and without a BOM, and windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeStatement(new TextEncoder().encode('\uFEFFBäckerei'))).toBe('Bäckerei');
    expect(decodeStatement(new TextEncoder().encode('Bäckerei'))).toBe('Bäckerei');
    expect(decodeStatement(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]))).toBe('Café €5');
    expect(decodeStatement(fixtureBytes('es-bank-latin1.csv'))).toContain('F. Operación;F. Valor;Concepto');
  });

  it('strips a BOM from text too', () => {
    expect(stripBom('\uFEFFDate')).toBe('Date');
    expect(stripBom('Date\uFEFF')).toBe('Date\uFEFF');
  });
});

describe('detectFormat', () => {
  it.each([
    ['OFXHEADER:100\nDATA:OFXSGML\n', 'ofx'],
    ['<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>', 'ofx'],
    ['  <OFX>\n<SIGNONMSGSRSV1>', 'ofx'],
    ['<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">', 'camt053'],
    ['<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">', 'camt053'],
    ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">', 'unknown'],
    ['!Type:Bank\nD01/02/2026\n', 'qif'],
    ['!Account\nNChecking\n^\n!Type:Bank\n', 'qif'],
    ['%PDF-1.7\n', 'unknown'],
    ['PK\u0003\u0004xl/workbook.xml', 'unknown'],
    ['Date,Amount\n', 'csv'],
  ])('%j → %s', (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });
});

describe('readStatement', () => {
  it('says when the file is empty or holds only white space', () => {
    for (const text of ['', '\uFEFF', ' \r\n\t']) {
      expect(problemOf(readStatement(text))).toEqual({
        line: 1,
        column: null,
        what: 'Line 1: the file is empty.',
        fix: 'Export the statement from the bank again, with its entries.',
      });
    }
  });

  it('says when the format is none it reads', () => {
    expect(problemOf(readStatement('%PDF-1.7\n'))).toEqual({
      line: 1,
      column: null,
      what: 'Line 1: the file is not CSV, OFX, QFX, CAMT.053 or QIF.',
      fix: 'Export the statement from the bank as CSV, OFX, QFX, CAMT.053 or QIF.',
    });
  });

  it('reads text with a BOM, and in the format given rather than the one detected', () => {
    expect(statementOf(readStatement('\uFEFFDate,Amount\n2026-09-01,1\n')).lines).toHaveLength(1);
    expect(problemOf(readStatement('!Type:Bank\n', { format: 'csv' })).what).toBe(
      'Line 1: the file is not CSV, OFX, QFX, CAMT.053 or QIF.',
    );
    expect(problemOf(readStatement('Date,Amount\n2026-09-01,1\n', { format: 'qif' })).what).toBe(
      'Line 1: the QIF file does not start with a !Type: line.',
    );
    expect(problemOf(readStatement('Date,Amount\n', { format: 'ofx' })).what).toMatch(
      /^Line 1, column \d+: the OFX file is not well-formed XML\.$/,
    );
    expect(problemOf(readStatement('<Other/>\n', { format: 'camt053' })).what).toBe(
      'Line 1: the CAMT.053 file has no statement (BkToCstmrStmt/Stmt).',
    );
  });

  it('says a CSV is cut inside a quote', () => {
    expect(problemOf(readStatement('Date;Amount\n2026-09-01;"1\n'))).toMatchObject({
      column: null,
      what: expect.stringMatching(/^Line \d: the CSV cannot be read \(CSV_QUOTE_NOT_CLOSED\)\.$/),
    });
  });
});
