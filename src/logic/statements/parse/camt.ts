// CAMT.053 (ISO 20022 bank-to-customer statement), versions .02 to .08: each Ntry an entry (DBIT negative),
// OPBD/CLBD balances, FrToDt period, IBAN. Several Stmt of one account (daily statements) are read as one.
import type { ParseResult, StatementLine } from '../statement.ts';
import { isCalendarDate } from '../../core/calendar.ts';
import { AMOUNT_FAULTS, parseAmount } from './decimal.ts';
import { caught, fail, quote } from './problems.ts';
import { at, child, lineOf, list, parseXml, tagLines, text, type XmlNode } from './xml.ts';

const LISTS = ['Stmt', 'Ntry', 'Bal', 'TxDtls', 'Ustrd', 'NtryDtls'];
const FIX = 'Export the statement from the bank again as CAMT.053, or as CSV.';

/** Dt or DtTm (2026-09-15T10:00:00+02:00): the calendar day. */
function dateOf(node: XmlNode | undefined): string | undefined {
  const value = (text(node, 'Dt') || text(node, 'DtTm')).slice(0, 10);
  return isCalendarDate(value) ? value : undefined;
}

/** Amt with its CdtDbtInd as a signed amount; `where` is the line for a problem. */
function signed(node: XmlNode, line: number, what: string): number {
  const raw = text(node, 'Amt');
  const milli = parseAmount(raw, '.');
  if (typeof milli === 'string') fail(line, null, `${what} amount ${quote(raw)} ${AMOUNT_FAULTS[milli]}.`, FIX);
  const indicator = text(node, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    fail(line, null, `${what} CdtDbtInd ${quote(indicator)} is neither CRDT nor DBIT.`, FIX);
  return indicator === 'DBIT' && milli !== 0 ? -Math.abs(milli) : Math.abs(milli);
}

/** The counterparty's name: the creditor for money out, the debtor for money in (Pty from .08 on). */
function counterparty(tx: XmlNode | undefined, debit: boolean): string {
  const parties = child(tx, 'RltdPties');
  const party = child(parties, debit ? 'Cdtr' : 'Dbtr');
  return text(party, 'Nm') || at(party, 'Pty', 'Nm');
}

function entry(ntry: XmlNode, line: number): StatementLine {
  const date = dateOf(child(ntry, 'BookgDt')) ?? dateOf(child(ntry, 'ValDt'));
  if (date === undefined) fail(line, null, 'the entry has no booking date (BookgDt).', FIX);
  const amount = signed(ntry, line, "the entry's");
  const tx = list(list(ntry, 'NtryDtls')[0], 'TxDtls')[0];
  const ustrd = child(tx, 'RmtInf')?.Ustrd;
  const remittance = (Array.isArray(ustrd) ? ustrd : []).map(String).join(' ').trim();
  const ref = text(ntry, 'AcctSvcrRef');
  return {
    line,
    date,
    amount,
    payee: counterparty(tx, amount < 0),
    memo: remittance || text(ntry, 'AddtlNtryInf'),
    bank_id: ref === '' ? null : ref,
  };
}

/** The balance of type `code` (OPBD, CLBD) of a Stmt, signed; null when it has none. */
function balance(stmt: XmlNode, codes: readonly string[], line: number): number | null {
  const bal = list(stmt, 'Bal').find((b) => codes.includes(at(b, 'Tp', 'CdOrPrtry', 'Cd')));
  return bal ? signed(bal, line, `the ${codes[0]} balance`) : null;
}

export function readCamt(source: string): ParseResult {
  return caught(() => {
    const root = parseXml(source, LISTS, 'CAMT.053');
    const stmts = list(child(child(root, 'Document'), 'BkToCstmrStmt'), 'Stmt');
    if (stmts.length === 0) fail(1, null, 'the CAMT.053 file has no statement (BkToCstmrStmt/Stmt).', FIX);
    const accountOf = (s: XmlNode): string => at(s, 'Acct', 'Id', 'IBAN') || at(s, 'Acct', 'Id', 'Othr', 'Id');
    const accounts = [...new Set(stmts.map(accountOf))];
    const stmtLines = tagLines(source, 'Stmt');
    if (accounts.length > 1)
      fail(
        lineOf(stmtLines, 1),
        null,
        `the file holds statements of ${accounts.length} accounts (${accounts.map(quote).join(', ')}).`,
        'Export one account per file.',
      );
    const ntryLines = tagLines(source, 'Ntry');
    let n = 0;
    const lines = stmts.flatMap((s) => list(s, 'Ntry').map((e) => entry(e, lineOf(ntryLines, n++))));
    const first = stmts[0]!;
    const last = stmts[stmts.length - 1]!;
    const from = at(first, 'FrToDt', 'FrDtTm').slice(0, 10);
    const to = at(last, 'FrToDt', 'ToDtTm').slice(0, 10);
    const currency = at(first, 'Acct', 'Ccy') || (child(list(first, 'Ntry')[0], 'Amt')?.['@_Ccy'] as string | undefined) || null;
    return {
      ok: true,
      statement: {
        format: 'camt053',
        currency,
        account: accounts[0] || null,
        period: isCalendarDate(from) && isCalendarDate(to) ? { from, to } : null,
        opening: balance(first, ['OPBD', 'PRCD'], lineOf(stmtLines, 0)),
        closing: balance(last, ['CLBD'], lineOf(stmtLines, stmtLines.length - 1)),
        lines,
      },
    };
  });
}
