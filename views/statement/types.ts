// The answers the statement view reads: match_statement's (manifest/tools/match_statement.yaml) and
// apply_statement's (apply_statement.yaml). Labels and payees are bank or YNAB text, untrusted.
import type { WriteAnswer } from '../shared/write-flow.ts';

export interface Matched {
  line: number;
  date: string;
  amount: number;
  payee: string;
  transaction_id: string;
  transaction_date: string;
  cleared: string;
  confidence: string;
}

export interface Missing {
  line: number;
  date: string;
  amount: number;
  payee: string;
  memo: string;
  import_id: string;
  /** A doubtful line: the transaction left over it may be (not created). */
  may_be?: string;
}

export interface Extra {
  transaction_id: string;
  date: string;
  amount: number;
  payee: string;
  cleared: string;
}

export interface Disagreement {
  line: number;
  date: string;
  amount: number;
  payee: string;
  transaction_id: string;
  transaction_amount: number;
  difference: number;
}

export interface Balance {
  statement: number | null;
  ynab: number;
  difference: number | null;
  agrees: boolean;
}

export interface MatchAnswer {
  account: string;
  statement: { format: string; account: string | null; currency: string | null; from: string; to: string; opening_balance: number | null; closing_balance: number | null };
  matched: Matched[];
  missing: Missing[];
  extra: Extra[];
  disagreements: Disagreement[];
  duplicates: { line: number; repeats: number }[];
  /** How many each list holds: the lists show one page of them. */
  counts: { matched: number; missing: number; extra: number; disagreements: number; duplicates: number };
  balance: Balance;
  proposal: { create: number; clear: number; correct: number; reconcile: number };
}

/** apply_statement's result: the fields the view shows. */
export interface ApplyResult extends WriteAnswer {
  account: string;
  counts: { created: number; cleared: number; corrected: number; reconciled: number };
  /** The first 40 created (counts.created gives them all). */
  created: { line: number; date: string; amount: number; payee: string; import_id: string }[];
  created_ids: string[];
}
