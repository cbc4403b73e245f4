// Undo of set_category_budget, the orchestration: reads the month, says why nothing is set back, and writes
// the previous amount back in one PATCH. Whether the category still holds what the operation assigned (or, of
// an uncertain operation, its amount before) is src/logic/undo/budget.ts's to say.
import { budgetNotApplied, checkBudgetUndo, parseBudgetDetails, undoBudgetQuestion } from '../logic/undo/budget.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft, settingBack } from './nothing-left.ts';

export const undoBudget: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseBudgetDetails(entry.details);
  // A line edited by hand, or written by another version: nothing safe to set back.
  if (details === undefined) return nothingLeft([], { reason: 'budget_line_incomplete' });
  const month = await ctx.ynab.month(planId, details.month);
  const check = checkBudgetUndo(details, month.categories);
  const { revert } = check;
  if (revert === null)
    return uncertain && budgetNotApplied(details, month.categories)
      ? nothingLeft([], NOT_APPLIED, 1)
      : nothingLeft(check.conflicts, check.why);
  return settingBack(
    1,
    async () => undoBudgetQuestion(revert.name, details.month, revert.current, revert.restored, await ctx.ynab.currencyDigits(planId)),
    async () => {
      await ctx.ynab.setMonthBudget(planId, details.month, revert.category_id, revert.restored);
    },
  );
};
