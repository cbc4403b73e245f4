// A statement before it is written in a bank's layout: the entries the bank shows, each with its truth, and
// what the layout prints around them. layouts/*.ts turn one into the exact bytes the bank exports.
import type { Truth } from '../lib/truth.ts';

export type EntryKind =
  | 'card'
  | 'debit'
  | 'salary'
  | 'transfer-out'
  | 'transfer-in'
  | 'atm'
  | 'fee'
  | 'interest'
  | 'cheque'
  | 'card-payment'
  | 'refund'
  | 'deposit';

export interface DocEntry {
  key: string;
  kind: EntryKind;
  /** The date the layout prints as the booking date: what a correct reader gives the line. */
  date: string;
  /** When it happened (card authorisation, the day printed in an ATM label)… */
  txDate: string;
  /** … and when the bank booked it. */
  postDate: string;
  /** What the account moved, YNAB's sign (for a row with a separate fee column: amount and fee together). */
  amount: number;
  /** The counterparty as the bank names it, raw upper case ("STARBUCKS STORE 12345"). */
  name: string;
  /** A plainer name some layouts print beside the raw label (Monzo's Name, Starling's Counter Party). */
  display: string;
  city: string;
  region: string;
  country: string;
  /** A reference: card authorisation, mandate, confirmation number. */
  ref: string;
  card4: string;
  /** A foreign-currency purchase: the amount charged abroad (positive units of `currency`, milli) and the rate. */
  fx?: { currency: string; foreign: number; rate: number };
  /** A separate fee column's amount (Revolut), positive milliunits, already inside `amount`. */
  fee?: number;
  status: 'posted' | 'pending' | 'reverted';
  /** A date printed instead of the real one (1900-01-01 for a pending row with no posting date). */
  placeholderDate?: string;
  /** The bank's category for it, for layouts that print one. */
  category: string;
  /** The running balance after it (posted entries only). */
  balance: number;
  truth: Truth;
  tags: string[];
}

export interface StatementDoc {
  name: string;
  layout: string;
  /** The account number as the bank prints it. */
  accountNumber: string;
  holder: string;
  currency: string;
  /** The period asked for at export. */
  from: string;
  to: string;
  /** The day of the export. */
  exported: string;
  /** Balance before the period's first entry, and after its last. */
  opening: number;
  closing: number;
  /** In booking order, oldest first (the layout reverses them when the bank lists newest first). */
  entries: DocEntry[];
  /** The whole export appears twice in the file (pasted twice). */
  pastedTwice?: boolean;
}

export interface Written {
  bytes: Uint8Array;
  /** Entry key → the 1-based file line where it starts (first copy). */
  lines: Map<string, number>;
  /** Entry key → its line in the second copy of a pasted-twice file. */
  repeats: Map<string, number>;
  /** The closing balance a correct reader takes from the file, or null when the layout shows none. */
  closing: number | null;
  extension: string;
}

/** Collects a file's records (each may hold line breaks) and knows which line each starts on. */
export class LineWriter {
  readonly records: string[] = [];
  #line = 1;
  constructor(readonly eol: '\n' | '\r\n') {}

  /** Adds a record; returns the line it starts on. Line breaks inside it are written as the file's. */
  add(record: string): number {
    const at = this.#line;
    const text = record.replace(/\r?\n/g, this.eol);
    this.records.push(text);
    this.#line += text.split(this.eol).length;
    return at;
  }

  get nextLine(): number {
    return this.#line;
  }

  text(final = true): string {
    return this.records.join(this.eol) + (final ? this.eol : '');
  }
}

/** Entries in the order the bank lists them. */
export const listed = (doc: StatementDoc, order: 'oldest-first' | 'newest-first'): DocEntry[] =>
  order === 'oldest-first' ? [...doc.entries] : [...doc.entries].reverse();

/** Writes the body twice when the statement was pasted twice; the second copy's lines go to `repeats`. */
export function writeMaybeTwice(
  doc: StatementDoc,
  eol: '\n' | '\r\n',
  body: (w: LineWriter, mark: (key: string, line: number) => void) => void,
): { writer: LineWriter; lines: Map<string, number>; repeats: Map<string, number> } {
  const w = new LineWriter(eol);
  const lines = new Map<string, number>();
  const repeats = new Map<string, number>();
  body(w, (key, line) => lines.set(key, line));
  if (doc.pastedTwice) body(w, (key, line) => repeats.set(key, line));
  return { writer: w, lines, repeats };
}
