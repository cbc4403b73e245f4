// Undo of set_category_target, the orchestration: reads the categories and the currency format, and sends
// the fields that recreate the previous target in one PATCH. Whether the target still reads as the operation
// left it (or, of an uncertain operation, as before it) is src/logic/undo/target.ts's to say.
import { checkTargetUndo, parseTargetDetails, targetNotApplied } from '../logic/undo/target.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft, settingBack } from './nothing-left.ts';

export const undoTarget: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseTargetDetails(entry.details);
  // A line edited by hand, or written by another version: nothing safe to recreate.
  if (details === undefined) {
    const id = entry.details?.category_id;
    return nothingLeft([typeof id === 'string' ? id : entry.operation_id], { reason: 'target_line_incomplete' });
  }
  const [groups, digits] = await Promise.all([ctx.ynab.categoryGroups(planId), ctx.ynab.currencyDigits(planId)]);
  const check = checkTargetUndo(details, groups, digits);
  if (!check.ok)
    return uncertain && targetNotApplied(details, groups, digits)
      ? nothingLeft([], NOT_APPLIED, 1)
      : nothingLeft([check.conflict], check.why);
  return settingBack(
    1,
    async () => check.question,
    async () => {
      await ctx.ynab.updateCategory(planId, details.category_id, details.undo);
    },
  );
};
