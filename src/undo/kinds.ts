// Every journal kind, with what undoing it means (journal-and-undo.md §7).
import type { JournalKind } from '../journal/types.ts';
import { undoApprove } from './approve.ts';
import { undoBudget } from './budget.ts';
import { undoCategorize } from './categorize.ts';
import { undoCategory } from './category.ts';
import { undoCreate } from './create.ts';
import { undoFlag } from './flag.ts';
import type { UndoKind } from './kind.ts';
import { undoMove } from './move.ts';
import { undoPayee } from './payee.ts';
import { undoReconcile } from './reconcile.ts';
import { undoReview } from './review.ts';
import { undoRuleEdit } from './rule-edit.ts';
import { undoStatement } from './statement.ts';
import { undoTarget } from './target.ts';

export const UNDO_KINDS: Record<JournalKind, UndoKind> = {
  categorize: undoCategorize,
  budget: undoBudget,
  move: undoMove,
  flag: undoFlag,
  approve: undoApprove,
  review: undoReview,
  rules_applied: undoReview,
  rule_saved: undoRuleEdit,
  rule_deleted: undoRuleEdit,
  payee: undoPayee,
  category: undoCategory,
  create: undoCreate,
  target: undoTarget,
  reconcile: undoReconcile,
  statement: undoStatement,
};
