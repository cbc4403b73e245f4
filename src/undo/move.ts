// Undo of move_money, the orchestration: reads the month, and moves the amount back (target first, then
// source), or the one half YNAB applied of an uncertain move, in one PATCH each. Whether both categories still
// hold what the move left is src/logic/undo/move.ts's to say.
import { errors } from '../../generated/tools/move_money.ts';
import { undoBudgetQuestion } from '../logic/undo/budget.ts';
import { checkMoveUndo, parseMoveDetails, undoMoveQuestion } from '../logic/undo/move.ts';
import { twoStepMove } from '../confirm/two-step-move.ts';
import { PartlyApplied } from '../confirm/write-plan.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft, settingBack } from './nothing-left.ts';

export const undoMove: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parseMoveDetails(entry.details);
  // A line edited by hand, or written by another version: nothing safe to move back.
  if (details === undefined) return nothingLeft([], { reason: 'move_line_incomplete' });
  const month = await ctx.ynab.month(planId, details.month);
  const check = checkMoveUndo(details, month.categories, uncertain);
  const set = (categoryId: string, budgeted: number) => ctx.ynab.setMonthBudget(planId, details.month, categoryId, budgeted);
  if ('half' in check) {
    const { half, notApplied } = check;
    if (half === null) return nothingLeft([], NOT_APPLIED, notApplied);
    return settingBack(
      1,
      async () => undoBudgetQuestion(half.name, details.month, half.current, half.restored, await ctx.ynab.currencyDigits(planId)),
      async () => {
        await set(half.category_id, half.restored);
      },
      notApplied,
    );
  }
  const { revert } = check;
  if (revert === null) return nothingLeft(check.conflicts, { reason: 'move_changed', month: details.month });
  const { source, target } = revert;
  return settingBack(
    2,
    async () => undoMoveQuestion(revert, details.month, await ctx.ynab.currencyDigits(planId)),
    async () => {
      try {
        await twoStepMove({
          month: details.month,
          digits: await ctx.ynab.currencyDigits(planId),
          first: { category_id: target.category_id, name: target.name, before: target.current, after: target.restored },
          second: { category_id: source.category_id, name: source.name, before: source.current, after: source.restored },
          set,
          // undo_operation must declare these two ids (same messages as move_money's) for them to reach the agent.
          failures: { restored: errors.moveRefusedRestored, notRestored: errors.moveRefusedNotRestored },
          operationId: entry.operation_id,
        });
      } catch (error) {
        // Stopped half way (the target set back, the source not): the move becomes uncertain, so the
        // undo_operation the error points to sets back the half YNAB still holds and leaves the other.
        if (error instanceof PartlyApplied) await ctx.journal.settle(entry.operation_id, 'unknown');
        throw error;
      }
    },
  );
};
