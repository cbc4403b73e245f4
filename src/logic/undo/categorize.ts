// Undo of a categorize operation (journal-and-undo.md §7): the journaled moves read back, an item reverted
// only while the transaction still holds the category the operation gave it (anything changed since is left
// alone, and an uncertain operation's transaction still in its old category was never changed by YNAB), the question.

import { categoryLookup } from '../classify/category-lookup.ts';
import type { CategoryMove } from '../classify/categorize-plan.ts';
import type { ClassifyGroup } from '../classify/classify-inputs.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { fromMilli } from '../core/money.ts';
import { realCategoryId } from '../classify/pending.ts';
import { changeLine, question, type TransactionLineIn } from '../writes/preview.ts';
import { withConflicts } from './left-alone.ts';
import { standing } from './standing.ts';

/**
 * The moves of a categorize line (journal-and-undo.md §3: `moves`, not `details`; the journal kept the
 * well-formed ones). apply_categories always moves to a category, so a move to none has nothing to restore.
 */
export function parseCategorizeMoves(
  moves: readonly (Omit<CategoryMove, 'to_category_id'> & { to_category_id: string | null })[] | undefined,
): CategoryMove[] {
  return (moves ?? []).filter((m): m is CategoryMove => m.to_category_id !== null);
}

/** One revert: from the current category (the operation's `to`) back to the restored one (its `from`). */
export interface CategoryRevert {
  transaction_id: string;
  from_category_id: string;
  to_category_id: string | null;
}

export interface CategorizeUndoCheck {
  revert: CategoryRevert[];
  /** Transaction ids changed since the operation, or gone, in the operation's order. */
  conflicts: string[];
  /** Of an uncertain operation: transaction ids still in their category before it (YNAB never applied those). */
  notApplied: string[];
}

/**
 * Splits the journaled moves into those still in effect (exists, not deleted, category = `to`), those
 * never applied (uncertain operation, category = `from`) and conflicts.
 */
export function checkCategorizeUndo(
  moves: readonly CategoryMove[],
  transactions: readonly Pick<Transaction, 'id' | 'category_id' | 'deleted'>[],
  uncertain = false,
): CategorizeUndoCheck {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const out: CategorizeUndoCheck = { revert: [], conflicts: [], notApplied: [] };
  for (const move of moves) {
    const tx = byId.get(move.transaction_id);
    const live = tx !== undefined && !tx.deleted;
    const now = tx?.category_id ?? null;
    const where = standing(uncertain, live && now === move.to_category_id, live && now === move.from_category_id);
    if (where === 'revert')
      out.revert.push({
        transaction_id: move.transaction_id,
        from_category_id: move.to_category_id,
        to_category_id: move.from_category_id,
      });
    else if (where === 'not_applied') out.notApplied.push(move.transaction_id);
    else out.conflicts.push(move.transaction_id);
  }
  return out;
}

/** One reverted transaction: its category now and the one the undo restores (null: no category). */
export interface UndoCategorizeLineIn extends TransactionLineIn {
  current: string | null;
  restored: string | null;
}

/**
 * The question's lines for the reverts: date, payee, amount, current → restored names. A restored
 * Uncategorized reads as no category, like apply_categories' "before".
 */
export function undoCategorizeLines(
  revert: readonly CategoryRevert[],
  transactions: readonly Pick<Transaction, 'id' | 'date' | 'amount' | 'payee_name'>[],
  groups: readonly ClassifyGroup[],
): UndoCategorizeLineIn[] {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const lookup = categoryLookup(groups);
  const name = (id: string | null): string | null => {
    const real = realCategoryId({ category_id: id }, lookup.uncategorizedIds);
    return real === undefined ? null : (lookup.names.get(real) ?? real);
  };
  return revert.flatMap((r) => {
    const tx = byId.get(r.transaction_id);
    if (tx === undefined) return [];
    return [
      {
        date: tx.date,
        payee: tx.payee_name ?? '',
        amount: fromMilli(tx.amount),
        current: name(r.from_category_id),
        restored: name(r.to_category_id),
      },
    ];
  });
}

/** undo_operation's question for a categorize operation, with the conflicts line when some are left alone. */
export function undoCategorizeQuestion(items: readonly UndoCategorizeLineIn[], decimalDigits: number, conflictCount: number): string {
  const text = question(
    `Undo: recategorise ${items.length} transaction(s)?`,
    items.map((i) => changeLine(i, i.current, i.restored, decimalDigits)),
  );
  return withConflicts(text, conflictCount);
}
