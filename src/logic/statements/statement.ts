// A bank statement once read, whatever its format (CSV, OFX/QFX, CAMT.053, QIF): what the parsers give the
// matching and the tools. Amounts in milliunits with YNAB's sign (money out is negative); dates YYYY-MM-DD;
// payees and memos are the bank's untrusted text, kept raw here and cleaned where they are shown.

export type StatementFormat = 'csv' | 'ofx' | 'camt053' | 'qif';

export interface StatementLine {
  /** 1-based line of the file where the entry starts: messages name it, and it orders the lines. */
  line: number;
  /** The booking (posted) date. */
  date: string;
  /** Milliunits, YNAB's sign. */
  amount: number;
  /** The bank's label for the counterparty, raw (may be ''). */
  payee: string;
  /** Any further text of the entry, raw (may be ''). */
  memo: string;
  /** The bank's own id of the entry when the format carries one (OFX FITID, CAMT AcctSvcrRef), else null. */
  bank_id: string | null;
}

export interface Statement {
  format: StatementFormat;
  /** ISO 4217 code when the file names one. */
  currency: string | null;
  /** The account as the file names it (number, IBAN), raw; null when absent. */
  account: string | null;
  /** The period the file declares (OFX DTSTART/DTEND, CAMT FrToDt); null when it declares none. */
  period: { from: string; to: string } | null;
  /** Balances in milliunits when the file has them (a CSV balance column counts). */
  opening: number | null;
  closing: number | null;
  lines: StatementLine[];
  /** CSV and QIF: the order the dates were read in (DD/MM/YYYY…); OFX and CAMT.053 write theirs one way. */
  date_format?: string;
  /** CSV and QIF: the decimal mark, and whether an amount showed it (false: none did, and '.' was taken). */
  decimal?: { mark: '.' | ','; shown: boolean };
  /** What the reader decided, or left out, that the person should hear: why that date order, a balance not used. */
  notes?: string[];
}

/** Why a file could not be read: where (1-based; column null when the whole line or file is at fault) and what to do. */
export interface StatementProblem {
  line: number;
  column: number | null;
  /** What is wrong, one sentence, naming the value (cleaned) when there is one. */
  what: string;
  /** What the person or agent can do about it, one sentence. */
  fix: string;
}

export type ParseResult = { ok: true; statement: Statement } | { ok: false; problem: StatementProblem };
