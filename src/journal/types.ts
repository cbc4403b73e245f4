// Shapes of the undo journal's lines (journal-and-undo.md §3–§4), each kind's details among them, and of
// what reading it yields (§5). Kept apart from the I/O so the undo logic can import the types without
// pulling in the file code.
import type { JournalKind } from '../../generated/journal-kinds.ts';
import type { ReconcileDetails } from '../logic/accounts/reconcile-plan.ts';
import type { BudgetDetails } from '../logic/budget/budget-plan.ts';
import type { CategoryDetails } from '../logic/budget/category-edit-plan.ts';
import type { MoveDetails } from '../logic/budget/move-plan.ts';
import type { TargetDetails } from '../logic/budget/target-plan.ts';
import type { CategoryMove } from '../logic/classify/categorize-plan.ts';
import type { ApproveDetails } from '../logic/transactions/approve-plan.ts';
import type { CreateDetails } from '../logic/transactions/create-plan.ts';
import type { FlagDetails } from '../logic/transactions/flag-plan.ts';
import type { StatementDetails } from '../logic/statements/statement-plan.ts';
import type { PayeeDetails } from '../logic/transactions/payee-rename-plan.ts';
import type { ReviewDetails } from '../logic/transactions/review-plan.ts';
import type { RuleEditDetails } from '../logic/rules/edit-plan.ts';

// The kinds are the manifests' (`undo.kind`): codegen lists them, and the tables keyed by kind — the details
// below, the undo of each (src/undo/kinds.ts) — fail the typecheck while one lacks its entry.
export { JOURNAL_KINDS, type JournalKind } from '../../generated/journal-kinds.ts';

export interface JournalMove {
  transaction_id: string;
  /** The raw previous category id (null, or YNAB's internal Uncategorized id), so undo restores it exactly. */
  from_category_id: string | null;
  to_category_id: string | null;
}

/** Every kind but categorize, which journals `moves`, has its details: a kind without them fails here. */
type EveryKind<D extends Record<Exclude<JournalKind, 'categorize'>, object>> = D;

/**
 * The details of each kind (journal-and-undo.md §3), as its write journals them and its undo reads them back
 * with parse<Kind>Details (src/logic/undo/). A categorize operation journals `moves` instead.
 */
export type JournalDetails = EveryKind<{
  budget: BudgetDetails;
  move: MoveDetails;
  reconcile: ReconcileDetails;
  create: CreateDetails;
  flag: FlagDetails;
  approve: ApproveDetails;
  review: ReviewDetails;
  rules_applied: ReviewDetails;
  rule_saved: RuleEditDetails;
  rule_deleted: RuleEditDetails;
  target: TargetDetails;
  payee: PayeeDetails;
  category: CategoryDetails;
  statement: StatementDetails;
}>;

/** What a confirmed write journals, typed by its kind. */
export type JournalWrite =
  | { kind: 'categorize'; moves: CategoryMove[] }
  | { [K in keyof JournalDetails]: { kind: K; details: JournalDetails[K] } }[keyof JournalDetails];

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

/**
 * What a caller gives appendPending; the journal adds the id, the time and `pending: true`. The journal
 * stores any details as given: what each kind holds is JournalWrite's.
 */
export interface PendingEntry {
  plan_id: string;
  kind: JournalKind;
  moves?: JournalMove[];
  details?: object;
}

export interface UndoMarker {
  undone: string;
  plan_id: string;
  restored: number;
  conflicts: string[];
}
