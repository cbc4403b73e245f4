// Undo of rename_payee: a payee still carrying the name the operation gave it, whose old name no other
// payee has taken since, gets its old name back in one PATCH; otherwise it is a conflict, left alone (or,
// for an uncertain operation whose payee still has its old name, one YNAB never applied).
import { checkPayeeUndo, payeeNotApplied, readPayeeDetails } from '../logic/transactions/payee-rename-plan.ts';
import type { UndoKind } from './kind.ts';
import { nothingLeft } from './nothing-left.ts';

const WHY = {
  renamed: 'The payee was renamed again (or removed) since the operation, so the undo touches nothing.',
  taken: 'Another payee now has the old name, and the API cannot merge payees, so the undo touches nothing: merge the two in YNAB if they are the same.',
} as const;

export const undoPayee: UndoKind = async (entry, planId, ctx, uncertain) => {
  const details = readPayeeDetails(entry.details);
  const payees = await ctx.ynab.payees(planId);
  // A journal line without usable details has nothing to restore: reported as changed since.
  const check = details === undefined ? { ok: false as const, conflict: String(entry.details?.payee_id ?? entry.operation_id), why: 'renamed' as const } : checkPayeeUndo(details, payees);
  if (!check.ok && uncertain && details !== undefined && payeeNotApplied(details, payees)) return nothingLeft([], '', 1);
  return {
    restored: check.ok ? 1 : 0,
    conflicts: check.ok ? [] : [check.conflict],
    notApplied: 0,
    changes: [],
    nothingMessage: check.ok ? '' : WHY[check.why],
    question: async () => (check.ok ? check.question : ''),
    apply: async () => {
      if (check.ok && details !== undefined) await ctx.ynab.renamePayee(planId, details.payee_id, details.from);
    },
  };
};
