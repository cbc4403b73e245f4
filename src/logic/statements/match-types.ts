// What the matching of a statement against one account reads and answers (match.ts). Milliunits, YYYY-MM-DD.
import type { StatementLine } from './statement.ts';

/** One live transaction of the account, as YNAB's TransactionDetail gives it (the fields the matching reads). */
export interface LedgerTransaction {
  id: string;
  date: string;
  amount: number;
  payee_name: string | null;
  memo: string | null;
  /** `cleared`, `uncleared` or `reconciled`. */
  cleared: string;
  import_id: string | null;
  /** Set on a transfer's side in this account: its payee names the other account, not a merchant. */
  transfer_account_id: string | null;
  /** A split parent: the bank shows its total, so the parent is what matches (never its subtransactions). */
  is_split: boolean;
}

export interface MatchOptions {
  /** A transaction may be dated up to this many days before the statement line (card settlement lag). */
  days_before: number;
  /** … and up to this many days after it. */
  days_after: number;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = { days_before: 7, days_after: 3 };

/** `linked`: the transaction was created from the line (its bank id, or its import id under its label); then by date gap and payee likeness. */
export type Confidence = 'linked' | 'high' | 'medium' | 'low';

/** A statement line with the import_id a transaction created from it gets (import-id.ts). */
export interface KeyedLine extends StatementLine {
  import_id: string;
}

export interface MatchedPair {
  line: KeyedLine;
  transaction: LedgerTransaction;
  confidence: Confidence;
  /** transaction date − line date, in days. */
  date_gap: number;
}

/** A line and a transaction that are the same entry (payee and date) with different amounts: a fee, a tip, a rate. */
export interface AmountDisagreement {
  line: KeyedLine;
  transaction: LedgerTransaction;
  /** line amount − transaction amount. */
  difference: number;
}

/** A line reported missing that a transaction left over may still be: listed for the person, never created. */
export interface DoubtfulLine {
  line: KeyedLine;
  transaction: LedgerTransaction;
}

export interface MatchResult {
  /** In statement order (by line). */
  matched: MatchedPair[];
  /** Lines no transaction stands for, in statement order. */
  missing: KeyedLine[];
  /** Transactions dated inside the period that no line stands for (pending, wrong or duplicated), by (date, id). */
  extra: LedgerTransaction[];
  disagreements: AmountDisagreement[];
  /** Lines that repeat an earlier line exactly (date, amount, payee): each still matches its own transaction. */
  duplicates: { line: number; repeats: number }[];
  /** Missing lines (in statement order) a transaction left over may still be (an import id it carries, an alike payee off by more than a fee). */
  doubtful: DoubtfulLine[];
  /**
   * Fewer than half the lines are in YNAB at their amount and most of YNAB's transactions of the period are
   * not on the statement: another account's statement, most likely. Only links are kept; nothing is applied.
   */
  foreign: boolean;
}
