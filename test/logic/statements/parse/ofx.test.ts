// OFX 1.x's SGML made XML, and the OFX reader's problems, each on the line of the entry at fault.
import { describe, expect, it } from 'vitest';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { sgmlToXml } from '../../../../src/logic/statements/parse/sgml.ts';
import { problemOf, statementOf } from './fixture.ts';

describe('sgmlToXml', () => {
  it('closes leaf elements, keeps closed ones, escapes bare ampersands and keeps every line break', () => {
    const sgml = '<OFX>\n<A>1\n<B>x &amp; y & z</B>\n<C><D>2</C>\n</OFX>\n';
    const xml = sgmlToXml(sgml);
    expect(xml).toBe('<OFX>\n<A>1</A>\n<B>x &amp; y &amp; z</B>\n<C><D>2</D></C>\n</OFX>\n');
    expect(xml.split('\n')).toHaveLength(sgml.split('\n').length);
  });

  it('closes an empty leaf that ends its parent', () => {
    expect(sgmlToXml('<STMTTRN><NAME>x<MEMO>\n</STMTTRN>')).toBe('<STMTTRN><NAME>x</NAME><MEMO></MEMO>\n</STMTTRN>');
  });
});

const ofx1 = (trn: string, extra = '') =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<CURDEF>EUR\n<BANKACCTFROM><ACCTID>1</BANKACCTFROM>\n<BANKTRANLIST>\n<STMTTRN>\n${trn}\n</STMTTRN>\n</BANKTRANLIST>${extra}\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;

describe('OFX reader', () => {
  it('reads a comma as the decimal mark, and no period or balance when the file has none', () => {
    const s = statementOf(readStatement(ofx1('<DTPOSTED>20260901<TRNAMT>-12,5<FITID>a<PAYEE><NAME>Shop</PAYEE>')));
    expect(s).toMatchObject({ currency: 'EUR', account: '1', period: null, opening: null, closing: null });
    expect(s.lines).toEqual([{ line: 10, date: '2026-09-01', amount: -12_500, payee: 'Shop', memo: '', bank_id: 'a' }]);
  });

  it('dates a card entry on the day the person spent (DTUSER) when it is a month or less before DTPOSTED', () => {
    const dated = (trn: string) => statementOf(readStatement(ofx1(trn))).lines[0]!.date;
    expect(dated('<DTPOSTED>20260720<DTUSER>20260717<TRNAMT>-1<FITID>a')).toBe('2026-07-17');
    expect(dated('<DTPOSTED>20260720<DTUSER>20260720<TRNAMT>-1<FITID>a')).toBe('2026-07-20');
    expect(dated('<DTPOSTED>20260731<DTUSER>20260630<TRNAMT>-1<FITID>a')).toBe('2026-06-30');
    // After the posting, more than a month before it, or not a date: the posting date.
    for (const user of ['20260801', '20260629', 'soon'])
      expect(dated(`<DTPOSTED>20260731<DTUSER>${user}<TRNAMT>-1<FITID>a`), user).toBe('2026-07-31');
  });

  it('leaves an absent currency, account and FITID null', () => {
    const s = statementOf(readStatement(ofx1('<DTPOSTED>20260901<TRNAMT>1').replace('<CURDEF>EUR', '').replace('<ACCTID>1', '')));
    expect(s).toMatchObject({ currency: null, account: null });
    expect(s.lines[0]!.bank_id).toBeNull();
  });

  it.each([
    ['<DTPOSTED>2026-09-01<TRNAMT>1<FITID>a', '', 10, 'Line 10: DTPOSTED ‘2026-09-01’ is not an OFX date (YYYYMMDD…).'],
    ['<DTPOSTED>20261301<TRNAMT>1<FITID>a', '', 10, 'Line 10: DTPOSTED ‘20261301’ is not an OFX date (YYYYMMDD…).'],
    ['<DTPOSTED>20260901<TRNAMT>one<FITID>a', '', 10, 'Line 10: TRNAMT ‘one’ is not an amount.'],
    [
      '<DTPOSTED>20260901<TRNAMT>1<FITID>a',
      '\n<LEDGERBAL><BALAMT>1.2345</LEDGERBAL>',
      14,
      'Line 14: LEDGERBAL ‘1.2345’ has more than 3 decimals.',
    ],
  ])('%j → %s', (trn, extra, line, what) => {
    expect(problemOf(readStatement(ofx1(trn, extra)))).toEqual({
      line,
      column: null,
      what,
      fix: 'Export the statement from the bank again as OFX, or as CSV.',
    });
  });

  it('says when the header has no body, the XML is broken, or there is no statement', () => {
    expect(problemOf(readStatement('OFXHEADER:100\nDATA:OFXSGML\n')).what).toBe('Line 1: the OFX header is not followed by an <OFX> body.');
    expect(problemOf(readStatement('<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>\n<SIGNONMSGSRSV1>\n</OFX>\n')).what).toMatch(
      /^Line 5, column \d+: the OFX file is not well-formed XML\.$/,
    );
    expect(problemOf(readStatement('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')).what).toBe(
      'Line 1: the OFX file has no bank or credit card statement (STMTRS or CCSTMTRS).',
    );
  });
});
