// Undo of update_category (Beyond, B4), the orchestration: reads the category groups, and sends back in one
// PATCH only the fields that differ. Whether the category is still named and placed as the operation left it
// (or, of an uncertain operation, as before it) is src/logic/undo/category.ts's to say.
import { categoryNotApplied, checkCategoryUndo, parseCategoryDetails } from '../logic/undo/category.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

export const undoCategory: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseCategoryDetails(entry.details);
  const groups = await ctx.ynab.categoryGroups(planId);
  // A journal line without usable details has nothing to restore: reported as changed since.
  const check = details === undefined ? { ok: false as const, conflict: String(entry.details?.category_id ?? entry.operation_id) } : checkCategoryUndo(details, groups);
  if (!check.ok && uncertain && details !== undefined && categoryNotApplied(details, groups)) return nothingLeft([], NOT_APPLIED, 1);
  return {
    restored: check.ok ? 1 : 0,
    conflicts: check.ok ? [] : [check.conflict],
    notApplied: 0,
    changes: [],
    nothing: check.ok ? null : { reason: 'category_changed' },
    question: async () => (check.ok ? check.question : ''),
    apply: async () => {
      if (check.ok && details !== undefined && Object.keys(check.send).length > 0) await ctx.ynab.updateCategory(planId, details.category_id, check.send);
    },
  };
};
