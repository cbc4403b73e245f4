// Undo of update_category (Beyond, B4), the orchestration: reads the category groups, and sends back in one
// PATCH only the fields that differ. Whether the category is still named and placed as the operation left it
// (or, of an uncertain operation, as before it) is src/logic/undo/category.ts's to say.
import { categoryNotApplied, checkCategoryUndo, parseCategoryDetails } from '../logic/undo/category.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft, settingBack } from './nothing-left.ts';

export const undoCategory: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseCategoryDetails(entry.details);
  const groups = await ctx.ynab.categoryGroups(planId);
  // A journal line without usable details has nothing to restore: reported as changed since.
  if (details === undefined) return nothingLeft([String(entry.details?.category_id ?? entry.operation_id)], { reason: 'category_changed' });
  const check = checkCategoryUndo(details, groups);
  if (!check.ok)
    return uncertain && categoryNotApplied(details, groups)
      ? nothingLeft([], NOT_APPLIED, 1)
      : nothingLeft([check.conflict], { reason: 'category_changed' });
  return settingBack(
    1,
    async () => check.question,
    async () => {
      if (Object.keys(check.send).length > 0) await ctx.ynab.updateCategory(planId, details.category_id, check.send);
    },
  );
};
