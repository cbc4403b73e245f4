// Undo of rename_payee, the orchestration: reads the payees, says why nothing is renamed, and gives the old
// name back in one PATCH. Whether the payee still carries the new name, and no other payee took the old one
// since (or, of an uncertain operation, it still has the old name), is src/logic/undo/payee.ts's to say.
import { checkPayeeUndo, parsePayeeDetails, payeeNotApplied } from '../logic/undo/payee.ts';
import { NOT_APPLIED } from '../logic/undo/never-applied.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

export const undoPayee: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = parsePayeeDetails(entry.details);
  const payees = await ctx.ynab.payees(planId);
  // A journal line without usable details has nothing to restore: reported as changed since.
  const check = details === undefined ? { ok: false as const, conflict: String(entry.details?.payee_id ?? entry.operation_id), why: { reason: 'payee_renamed' as const } } : checkPayeeUndo(details, payees);
  if (!check.ok && uncertain && details !== undefined && payeeNotApplied(details, payees)) return nothingLeft([], NOT_APPLIED, 1);
  return {
    restored: check.ok ? 1 : 0,
    conflicts: check.ok ? [] : [check.conflict],
    notApplied: 0,
    changes: [],
    nothing: check.ok ? null : check.why,
    question: async () => (check.ok ? check.question : ''),
    apply: async () => {
      if (check.ok && details !== undefined) await ctx.ynab.renamePayee(planId, details.payee_id, details.from);
    },
  };
};
