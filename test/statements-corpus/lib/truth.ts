// What each fixture's truth file (<fixture>.truth.json) holds: for every entry of the statement, the file line
// it starts on, what a correct reader reads there, and what it is in YNAB. Written by generate.ts, read by the
// scorer. Amounts in milliunits with YNAB's sign (money out negative); dates YYYY-MM-DD.

/** What a statement line is, from YNAB's side. */
export type Truth =
  /** The line is this YNAB transaction (same amount). */
  | { kind: 'tx'; id: string }
  /** The line is this YNAB transaction, whose amount differs by `by` (line − transaction): a fee, a tip, a rate. */
  | { kind: 'differs'; id: string; by: number; why: 'tip' | 'fx' | 'fee' }
  /** YNAB lacks it: the right answer is "missing", and applying creates it. */
  | { kind: 'missing'; why: string }
  /** A second copy of the entry on file line `of` (an export pasted twice): neither paired elsewhere nor created. */
  | { kind: 'repeat'; of: number }
  /** The statement is another account's: nothing of it may be paired with this account's transactions. */
  | { kind: 'foreign' }
  /** Not a posted entry (a pending or reverted card hold, a placeholder date): never created; it may only be paired with `id`. */
  | { kind: 'pending'; id: string | null; why: string };

export interface TruthLine {
  /** 1-based line of the file where the entry starts. */
  line: number;
  /** The date a correct reader gives the entry (the layout's booking date). */
  date: string;
  /** The other date the row prints, which a reader may take instead (Revolut's Started Date beside its Completed Date). */
  alt_date?: string;
  /** The amount a correct reader gives it: what the account moved, YNAB's sign. */
  amount: number;
  /** The bank's label, for people reading a failure. */
  label: string;
  truth: Truth;
  /** Scenario tags (lag, transfer, atm, same-amount-day, fx, …): the scorer counts failures by tag. */
  tags: string[];
  /** A reader may leave it out (a pending row, a repeat): it is still scored when read. */
  optional?: true;
}

/** A YNAB transaction as GET /plans/{id}/transactions gives it, with the fields the statement tools read. */
export interface YnabTransaction {
  id: string;
  account_id: string;
  date: string;
  amount: number;
  payee_name: string | null;
  memo: string | null;
  cleared: 'cleared' | 'uncleared' | 'reconciled';
  approved: boolean;
  import_id: string | null;
  transfer_account_id: string | null;
  category_id: string | null;
  category_name: string | null;
  deleted: boolean;
  subtransactions: { id: string; amount: number; category_id: string | null; memo: string | null; deleted: boolean }[];
}

/** Changes made to the heavy plan's transactions for one fixture (the bank's side keeps the originals). */
export interface HeavyEdits {
  drop: string[];
  set: {
    id: string;
    amount?: number;
    date?: string;
    import_id?: string | null;
    cleared?: YnabTransaction['cleared'];
    payee_name?: string;
  }[];
  add: YnabTransaction[];
}

export type YnabSide =
  /** The fixture's own account, whole (the household plan). */
  | { kind: 'inline'; transactions: YnabTransaction[] }
  /** bench/heavy-plan.ts with this seed, then these edits; `digest` pins the accounts' slice the fixture was made from. */
  | { kind: 'heavy'; seed: number; digest: string; accounts: string[]; window: { from: string; to: string }; edits: HeavyEdits };

export interface TruthFile {
  version: 1;
  name: string;
  part: 'tuning' | 'held-out';
  /** The plan the statement belongs to. */
  plan: 'heavy' | 'household';
  /** The bank's export layout (README.md says where each comes from). */
  layout: string;
  bank: string;
  file: string;
  /** The YNAB account the statement is matched against, and its name. */
  account_id: string;
  account_name: string;
  /** apply_statement's today (no line may be after it). */
  today: string;
  /** The statement's period (its first and last booking dates, or what the file declares). */
  period: { from: string; to: string };
  /** The account's balance after the period's last booked entry (a reader may leave it out, never get it wrong). */
  closing: number;
  /** Whether the file shows that balance (a summary, a running balance, a ledger balance). */
  closing_shown: boolean;
  lines: TruthLine[];
  /** YNAB transactions dated in the period that no line stands for. */
  extras: string[];
  ynab: YnabSide;
  /**
   * A refusal that is a right answer too: its message must match `pattern` (case-insensitive). An export pasted
   * twice may be refused as such, as long as the refusal says so; nothing is then written and no line is wrong.
   */
  refusal_ok?: { pattern: string; why: string };
  /** What this fixture exercises, in words. */
  notes: string[];
}
