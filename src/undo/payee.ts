// Undo of rename_payee, the orchestration: reads the payees, says why nothing is renamed, and gives the old
// name back in one PATCH. Whether the payee still carries the new name, and no other payee took the old one
// since (or, of an uncertain operation, it still has the old name), is src/logic/undo/payee.ts's to say.
import { checkPayeeUndo, parsePayeeDetails, payeeNotApplied } from '../logic/undo/payee.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft, settingBack } from './nothing-left.ts';

export const undoPayee: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parsePayeeDetails(entry.details);
  const payees = await ctx.ynab.payees(planId);
  // A journal line without usable details has nothing to restore: reported as changed since.
  if (details === undefined) return nothingLeft([String(entry.details?.payee_id ?? entry.operation_id)], { reason: 'payee_renamed' });
  const check = checkPayeeUndo(details, payees);
  if (!check.ok)
    return uncertain && payeeNotApplied(details, payees) ? nothingLeft([], NOT_APPLIED, 1) : nothingLeft([check.conflict], check.why);
  return settingBack(
    1,
    async () => check.question,
    async () => {
      await ctx.ynab.renamePayee(planId, details.payee_id, details.from);
    },
  );
};
