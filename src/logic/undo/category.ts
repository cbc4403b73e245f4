// Undo of a category operation (update_category, journal-and-undo.md §7): the details read back, the
// category set back only while it is still named and placed as the operation left it, then only the
// fields that differ sent; an uncertain operation's category still as before was never changed by YNAB.

import { named, type CategoryDetails, type CategoryPlace } from '../budget/category-edit-plan.ts';
import { locateLiveCategory } from '../classify/category-lookup.ts';
import { fieldsOf } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import type { CategoryGroup, WithCategories } from '../core/ynab-slices.ts';

/** A group with its categories, as the undo reads them (YNAB's CategoryGroupWithCategories). */
type Placed = Pick<CategoryGroup, 'id' | 'name' | 'deleted'> & WithCategories<'id' | 'name' | 'deleted'>;

function parsePlace(value: unknown): CategoryPlace | undefined {
  const { name, category_group_id } = fieldsOf(value) ?? {};
  return typeof name === 'string' && typeof category_group_id === 'string' ? { name, category_group_id } : undefined;
}

/** The entry's details when they hold what the undo needs; a journal line is read from disk, so checked. */
export function parseCategoryDetails(details: unknown): CategoryDetails | undefined {
  const { category_id, from, to } = fieldsOf(details) ?? {};
  const [before, after] = [parsePlace(from), parsePlace(to)];
  if (typeof category_id !== 'string' || before === undefined || after === undefined) return undefined;
  return { category_id, from: before, to: after };
}

// The category is exactly at this place: that name (case included), in that group.
const isAt = (found: { group: Placed; category: Placed['categories'][number] }, place: CategoryPlace): boolean =>
  found.group.id === place.category_group_id && found.category.name === place.name;

export type CategoryUndoCheck =
  | { ok: true; send: { name?: string; category_group_id?: string }; question: string }
  | { ok: false; conflict: string };

/** Of an uncertain operation: the live category still has its old name in its old group, so YNAB never applied it. */
export function categoryNotApplied(details: CategoryDetails, groups: readonly Placed[]): boolean {
  const found = locateLiveCategory(groups, details.category_id);
  return found !== undefined && isAt(found, details.from);
}

/**
 * Still as the operation left it when the category is live with name `to.name` in group
 * `to.category_group_id` (journal-and-undo.md §7); then only the fields that differ are sent back.
 */
export function checkCategoryUndo(details: CategoryDetails, groups: readonly Placed[]): CategoryUndoCheck {
  const { category_id, from, to } = details;
  const found = locateLiveCategory(groups, category_id);
  if (found === undefined || !isAt(found, to)) return { ok: false, conflict: category_id };
  const { group, category } = found;
  // The old group's name when YNAB still lists it; its id otherwise (YNAB then answers for itself).
  const oldGroup = groups.find((g) => g.id === from.category_group_id)?.name ?? from.category_group_id;
  return {
    ok: true,
    send: {
      ...(from.name !== to.name ? { name: from.name } : {}),
      ...(from.category_group_id !== to.category_group_id ? { category_group_id: from.category_group_id } : {}),
    },
    question: question(`Undo: change category ${named(category.name, group.name)} to ${named(from.name, oldGroup)}?`, []),
  };
}
