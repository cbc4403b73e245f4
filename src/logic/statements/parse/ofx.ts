// OFX and QFX statements, 1.x (SGML, after sgmlToXml) and 2.x (XML): bank (STMTRS) and credit card
// (CCSTMTRS) entries with FITID, the declared period, the ledger balance as closing, currency and account.
import type { ParseResult, StatementLine } from '../statement.ts';
import { isCalendarDate } from '../../core/calendar.ts';
import { daysBetween } from '../../core/day-numbers.ts';
import { AMOUNT_FAULTS, parseAmount } from './decimal.ts';
import { caught, fail, quote } from './problems.ts';
import { sgmlToXml } from './sgml.ts';
import { at, child, lineOf, list, parseXml, tagLines, text, type XmlNode } from './xml.ts';

const LISTS = ['STMTTRN', 'STMTTRNRS', 'CCSTMTTRNRS'];
const FIX = 'Export the statement from the bank again as OFX, or as CSV.';

/** OFX dates are YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]: the calendar day as the bank wrote it. */
function ofxDate(value: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  const date = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  return isCalendarDate(date) ? date : undefined;
}

// OFX writes amounts with a point, though the spec allows a comma as the decimal mark.
const ofxAmount = (value: string): ReturnType<typeof parseAmount> =>
  parseAmount(value, value.includes(',') && !value.includes('.') ? ',' : '.');

/** The body as XML: 2.x is already; 1.x has header lines (OFXHEADER:100, CHARSET…) and then SGML. */
function body(text: string): string {
  if (/^\s*OFXHEADER\s*:\s*100/iu.test(text)) {
    const start = text.search(/<OFX\s*>/iu);
    if (start < 0) fail(1, null, 'the OFX header is not followed by an <OFX> body.', FIX);
    return text.slice(0, start).replace(/[^\n]/g, '') + sgmlToXml(text.slice(start));
  }
  return text;
}

function statementOf(root: XmlNode): { rs: XmlNode; account: string } | undefined {
  const ofx = child(root, 'OFX');
  const bank = child(list(child(ofx, 'BANKMSGSRSV1'), 'STMTTRNRS')[0], 'STMTRS');
  if (bank) return { rs: bank, account: at(bank, 'BANKACCTFROM', 'ACCTID') };
  const card = child(list(child(ofx, 'CREDITCARDMSGSRSV1'), 'CCSTMTTRNRS')[0], 'CCSTMTRS');
  if (card) return { rs: card, account: at(card, 'CCACCTFROM', 'ACCTID') };
  return undefined;
}

/** How long before its posting a card purchase may have been made (a hotel's or a car hire's hold runs long). */
const SPENT_DAYS = 31;

/**
 * DTUSER, the day the person spent (a card's purchase date, which bank-linked YNAB shows), when the entry
 * has one a month or less before DTPOSTED; else DTPOSTED. The purchase date is what YNAB holds for a card,
 * and a posting lag of days otherwise makes another purchase of the amount nearer than the right one.
 */
function spentOn(user: string | undefined, posted: string): string {
  return user !== undefined && user <= posted && daysBetween(user, posted) <= SPENT_DAYS ? user : posted;
}

function entry(trn: XmlNode, line: number): StatementLine {
  const posted = text(trn, 'DTPOSTED');
  const date = ofxDate(posted);
  if (date === undefined) fail(line, null, `DTPOSTED ${quote(posted)} is not an OFX date (YYYYMMDD…).`, FIX);
  const raw = text(trn, 'TRNAMT');
  const amount = ofxAmount(raw);
  if (typeof amount === 'string') fail(line, null, `TRNAMT ${quote(raw)} ${AMOUNT_FAULTS[amount]}.`, FIX);
  const fitid = text(trn, 'FITID');
  return {
    line,
    date: spentOn(ofxDate(text(trn, 'DTUSER')), date),
    amount,
    payee: text(trn, 'NAME') || at(trn, 'PAYEE', 'NAME'),
    memo: text(trn, 'MEMO'),
    bank_id: fitid === '' ? null : fitid,
  };
}

/** An OFX or QFX statement (the first statement of the file when it holds several). */
export function readOfx(source: string): ParseResult {
  return caught(() => {
    const root = parseXml(body(source), LISTS, 'OFX');
    const found = statementOf(root);
    if (!found) fail(1, null, 'the OFX file has no bank or credit card statement (STMTRS or CCSTMTRS).', FIX);
    const tranList = child(found.rs, 'BANKTRANLIST');
    const lines = tagLines(source, 'STMTTRN');
    const entries = list(tranList, 'STMTTRN').map((trn, i) => entry(trn, lineOf(lines, i)));
    const from = ofxDate(text(tranList, 'DTSTART'));
    const to = ofxDate(text(tranList, 'DTEND'));
    const ledger = at(found.rs, 'LEDGERBAL', 'BALAMT');
    const closing = ledger === '' ? null : ofxAmount(ledger);
    if (typeof closing === 'string')
      fail(lineOf(tagLines(source, 'LEDGERBAL'), 0), null, `LEDGERBAL ${quote(ledger)} ${AMOUNT_FAULTS[closing]}.`, FIX);
    return {
      ok: true,
      statement: {
        format: 'ofx',
        currency: text(found.rs, 'CURDEF') || null,
        account: found.account || null,
        period: from && to ? { from, to } : null,
        opening: null,
        closing,
        lines: entries,
      },
    };
  });
}
