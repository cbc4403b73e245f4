// Undo of a target operation (set_category_target, journal-and-undo.md §7): the details read back, the
// fields that recreate the previous target sent only while the category's target still reads as the
// operation left it; an uncertain operation's category still showing the previous target was never changed.

import { isCreditCardPayment } from '../facts/category-classes.ts';
import { locateLiveCategory } from '../classify/category-lookup.ts';
import { FREQUENCIES, describeTarget, targetTextAfter, type TargetDetails, type TargetFields } from '../budget/target-plan.ts';
import { fieldsOf, isDateText, isId, isMilliunits } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { CategoryGroup, Goal, WithCategories } from '../core/ynab-slices.ts';

/** A group with its categories, as the undo reads them (YNAB's CategoryGroupWithCategories). */
type Targeted = Pick<CategoryGroup, 'name' | 'hidden' | 'deleted'> & WithCategories<'id' | 'name' | 'hidden' | 'deleted' | keyof Goal>;

const FIELD_CHECKS: Record<keyof TargetFields, (v: unknown) => boolean> = {
  goal_target: (v) => v === null || isMilliunits(v),
  goal_target_date: (v) => v === null || isDateText(v),
  goal_frequency: (v) => (FREQUENCIES as readonly unknown[]).includes(v),
  goal_needs_whole_amount: (v) => typeof v === 'boolean',
};

// Fields an undo may send, each with a value it may send, goal_target among them. (A journal line is JSON:
// an array there has no goal_target key.)
function isTargetFields(value: unknown): value is TargetFields {
  const fields = fieldsOf(value);
  if (fields === undefined || !('goal_target' in fields)) return false;
  return Object.entries(fields).every(([key, v]) => key in FIELD_CHECKS && FIELD_CHECKS[key as keyof TargetFields](v));
}

/** The entry's details when they hold what the undo needs; a journal line is read from disk, so checked. */
export function parseTargetDetails(details: unknown): TargetDetails | undefined {
  const { category_id, undo, after, before } = fieldsOf(details) ?? {};
  if (!isId(category_id) || typeof after !== 'string' || !isTargetFields(undo)) return undefined;
  return { category_id, undo, after, ...(typeof before === 'string' ? { before } : {}) };
}

/** Why nothing is recreated (undo_operation's `nothing_to_do`): the category left the plan, or its target reads otherwise than the operation left it. */
export type TargetUndoReason =
  | { reason: 'target_category_gone'; category_id: string }
  | { reason: 'target_changed'; category: string; current: string; expected: string };

export type TargetUndoCheck = { ok: true; question: string } | { ok: false; conflict: string; why: TargetUndoReason };

/** Of an uncertain operation: the live category still shows the previous target, so YNAB never applied it. */
export function targetNotApplied(details: TargetDetails, groups: readonly Targeted[], digits: number): boolean {
  const found = locateLiveCategory(groups, details.category_id);
  return found !== undefined && describeTarget(found.category, digits) === details.before;
}

/** Still in effect when the category is live and its target's description equals `after` (§7). */
export function checkTargetUndo(details: TargetDetails, groups: readonly Targeted[], digits: number): TargetUndoCheck {
  const found = locateLiveCategory(groups, details.category_id);
  if (found === undefined)
    return { ok: false, conflict: details.category_id, why: { reason: 'target_category_gone', category_id: details.category_id } };
  const { group, category } = found;
  const current = describeTarget(category, digits);
  if (current !== details.after) {
    return {
      ok: false,
      conflict: details.category_id,
      why: { reason: 'target_changed', category: category.name, current, expected: details.after },
    };
  }
  const restored = targetTextAfter(category, details.undo, isCreditCardPayment(category, group), digits);
  return { ok: true, question: question(`Undo: target of ${untrusted(category.name)}: ${current} → ${restored}?`, []) };
}
