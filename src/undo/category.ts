// Undo of update_category (Beyond, B4): a category still named and placed as the operation left it gets
// its previous name and group back in one PATCH (only the fields that differ); otherwise it is a conflict
// (or, for an uncertain operation whose category is still as before, one YNAB never applied).
import { categoryNotApplied, checkCategoryUndo, readCategoryDetails } from '../logic/budget/category-edit-plan.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

export const undoCategory: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = readCategoryDetails(entry.details);
  const groups = await ctx.ynab.categoryGroups(planId);
  // A journal line without usable details has nothing to restore: reported as changed since.
  const check = details === undefined ? { ok: false as const, conflict: String(entry.details?.category_id ?? entry.operation_id) } : checkCategoryUndo(details, groups);
  if (!check.ok && uncertain && details !== undefined && categoryNotApplied(details, groups)) return nothingLeft([], '', 1);
  return {
    restored: check.ok ? 1 : 0,
    conflicts: check.ok ? [] : [check.conflict],
    notApplied: 0,
    changes: [],
    nothingMessage: "The category's name or group was changed (or the category removed) since the operation, so the undo touches nothing.",
    question: async () => (check.ok ? check.question : ''),
    apply: async () => {
      if (check.ok && details !== undefined && Object.keys(check.send).length > 0) await ctx.ynab.updateCategory(planId, details.category_id, check.send);
    },
  };
};
