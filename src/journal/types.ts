// Shapes of the undo journal's lines (journal-and-undo.md §3–§4) and of what reading it yields (§5).
// Kept apart from the I/O so the undo logic can import the types without pulling in the file code.

export const JOURNAL_KINDS = ['categorize', 'budget', 'move', 'reconcile', 'create', 'flag', 'target', 'payee', 'category'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export interface JournalMove {
  transaction_id: string;
  /** The raw previous category id (null, or YNAB's internal Uncategorized id), so undo restores it exactly. */
  from_category_id: string | null;
  to_category_id: string | null;
}

export interface JournalEntry {
  operation_id: string;
  plan_id: string;
  kind: JournalKind;
  applied_at: string;
  moves?: JournalMove[];
  details?: Record<string, unknown>;
  /** Written ahead of the YNAB write; absent on the reference's entries, which are settled by definition. */
  pending?: boolean;
}

export type SettlementOutcome = 'applied' | 'failed' | 'unknown';

export interface StoredOperation {
  /** The entry as written, with the settlement's details merged into its own. */
  entry: JournalEntry;
  /** `uncertain`: pending and never settled, or settled `unknown` — undo checks each item against YNAB. */
  state: 'in_effect' | 'uncertain';
  /** 1-based line of the entry in the file. */
  line: number;
}

export interface JournalView {
  /** Operations that undo may act on, in file order (failed, undone, unknown-kind, and uncertain creates with neither ids nor what they sent, left out). */
  operations: StoredOperation[];
  /** Without an id: the plan's latest operation; with one: that operation, only if it belongs to the plan. */
  find(planId: string, operationId?: string): StoredOperation | undefined;
}

/** What a caller gives appendPending; the journal adds the id, the time and `pending: true`. */
export interface PendingEntry {
  plan_id: string;
  kind: JournalKind;
  moves?: JournalMove[];
  details?: Record<string, unknown>;
}

export interface UndoMarker {
  undone: string;
  plan_id: string;
  restored: number;
  conflicts: string[];
}
