// Undo of a categorize operation (journal-and-undo.md §7): an item is reverted only while the
// transaction still holds the category the operation gave it; anything changed since is left alone.

import { categoryLookup } from './category-lookup.ts';
import type { CategoryMove } from './categorize-plan.ts';
import type { ClassifyGroupIn, ClassifyTransactionIn } from './classify-inputs.ts';
import { fromMilli } from './money.ts';
import type { UndoCategorizeLineIn } from './preview.ts';

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
}

/** Splits the journaled moves into those still in effect (exists, not deleted, category = `to`) and conflicts. */
export function checkCategorizeUndo(
  moves: readonly CategoryMove[],
  transactions: readonly Pick<ClassifyTransactionIn, 'id' | 'category_id' | 'deleted'>[],
): CategorizeUndoCheck {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const revert: CategoryRevert[] = [];
  const conflicts: string[] = [];
  for (const move of moves) {
    const tx = byId.get(move.transaction_id);
    if (tx !== undefined && !tx.deleted && (tx.category_id ?? null) === move.to_category_id) {
      revert.push({ transaction_id: move.transaction_id, from_category_id: move.to_category_id, to_category_id: move.from_category_id });
    } else {
      conflicts.push(move.transaction_id);
    }
  }
  return { revert, conflicts };
}

/**
 * The question's lines for the reverts: date, payee, amount, current → restored names. A restored
 * Uncategorized reads as no category, like apply_categories' "before".
 */
export function undoCategorizeLines(
  revert: readonly CategoryRevert[],
  transactions: readonly Pick<ClassifyTransactionIn, 'id' | 'date' | 'amount' | 'payee_name'>[],
  groups: readonly ClassifyGroupIn[],
): UndoCategorizeLineIn[] {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const lookup = categoryLookup(groups);
  const name = (id: string | null): string | null =>
    id === null || lookup.uncategorizedIds.has(id) ? null : (lookup.names.get(id) ?? id);
  return revert.flatMap((r) => {
    const tx = byId.get(r.transaction_id);
    if (tx === undefined) return [];
    return [{ date: tx.date, payee: tx.payee_name ?? '', amount: fromMilli(tx.amount), current: name(r.from_category_id), restored: name(r.to_category_id) }];
  });
}
