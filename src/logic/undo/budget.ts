// Undo of a budget operation (journal-and-undo.md §7): the amount goes back only while the category still
// has the amount the operation assigned; anything else is a conflict, left alone.

import type { BudgetDetails } from '../budget/budget-plan.ts';
import type { Category } from '../core/ynab-slices.ts';
import { fieldsOf, isId, isMilliunits, isMonthText } from '../writes/journal-fields.ts';
import { formatAmount } from '../core/money.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';

/** The entry's details when they hold what the undo needs; a journal line is read from disk, so checked. */
export function parseBudgetDetails(details: unknown): BudgetDetails | undefined {
  const { month, category_id, from, to } = fieldsOf(details) ?? {};
  if (!isMonthText(month) || !isId(category_id) || !isMilliunits(from) || !isMilliunits(to)) return undefined;
  return { month, category_id, from, to };
}

/** Why nothing is set back (undo_operation's `nothing_to_do`): the category left the month, or its amount changed. */
export type BudgetUndoReason =
  | { reason: 'budget_category_gone'; category_id: string; month: string }
  | { reason: 'budget_changed'; category: string; month: string };

export type BudgetUndoCheck =
  | { revert: { category_id: string; name: string; current: number; restored: number }; conflicts: [] }
  | { revert: null; conflicts: [string]; current: number | null; why: BudgetUndoReason };

/** In effect when the category is still in the month with the operation's `to` assigned. */
export function checkBudgetUndo(
  details: BudgetDetails,
  categories: readonly Pick<Category, 'id' | 'name' | 'budgeted'>[],
): BudgetUndoCheck {
  const { category_id, month } = details;
  const category = categories.find((c) => c.id === category_id);
  if (category === undefined)
    return { revert: null, conflicts: [category_id], current: null, why: { reason: 'budget_category_gone', category_id, month } };
  if (category.budgeted !== details.to) {
    return {
      revert: null,
      conflicts: [category_id],
      current: category.budgeted,
      why: { reason: 'budget_changed', category: category.name, month },
    };
  }
  return {
    revert: { category_id: category.id, name: untrusted(category.name), current: details.to, restored: details.from },
    conflicts: [],
  };
}

/** Of an uncertain operation (journal-and-undo.md §7): the category still holds the amount it had before, so YNAB never applied it. */
export const budgetNotApplied = (details: BudgetDetails, categories: readonly Pick<Category, 'id' | 'budgeted'>[]): boolean =>
  categories.find((c) => c.id === details.category_id)?.budgeted === details.from;

/** `Undo: budget {category} for {month}: {to} → {from}?` */
export function undoBudgetQuestion(name: string, month: string, current: number, restored: number, digits: number): string {
  return question(
    `Undo: budget ${untrusted(name)} for ${month}: ${formatAmount(current, digits)} → ${formatAmount(restored, digits)}?`,
    [],
  );
}
