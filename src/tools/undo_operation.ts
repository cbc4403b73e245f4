// undo_operation: Undo operation. Orchestrates only: finds the operation in the journal, lets its kind
// (src/undo/) check what is still as the operation left it, then confirm.write_plan asks and writes it
// back, and the journal records the undo with one marker line.
import { errors, type Args, type Output } from '../../generated/tools/undo_operation.ts';
import { outcomeFields } from '../confirm/result.ts';
import { writePlan, writeServices } from '../confirm/write-plan.ts';
import { JournalDamaged } from '../journal/errors.ts';
import type { JournalView } from '../journal/types.ts';
import type { ToolHandler } from '../tool-kit.ts';
import { UNDO_KINDS } from '../undo/kinds.ts';

async function readJournal(read: () => Promise<JournalView>): Promise<JournalView> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof JournalDamaged) throw errors.journalDamaged({ path: error.path, line: error.line });
    throw error;
  }
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const view = await readJournal(() => ctx.journal.read());
  const found = view.find(planId, args.operation_id);
  const kind = found && UNDO_KINDS[found.entry.kind];
  if (!found || !kind) {
    const which = args.operation_id
      ? `operation ${args.operation_id} is not in this machine's journal for this plan, or was already undone`
      : 'no operation of this plan is still in effect';
    throw errors.nothingToUndo({ which });
  }
  const { entry } = found;
  const check = await kind(entry, planId, ctx);
  const result = { operation_id: entry.operation_id, kind: entry.kind, restored: check.restored, changes: check.changes, conflicts: check.conflicts, confirmation: null };
  if (check.restored === 0) return { status: 'nothing_to_do', message: check.nothingMessage, preview: null, ...result };
  const preview = await check.question();
  const outcome = await writePlan(writeServices(ctx), {
    planId,
    subject: { undo: entry.operation_id },
    // Each kind words its own question, built on every path (the result carries it): the text itself is what
    // the user saw, and the conflicts name which items, shown or past line 20, the undo leaves alone.
    seen: { question: preview, restored: check.restored, conflicts: check.conflicts },
    confirmation: args.confirmation,
    question: async () => preview,
    apply: async () => {
      await check.apply();
      try {
        await ctx.journal.markUndone({ undone: entry.operation_id, plan_id: planId, restored: check.restored, conflicts: check.conflicts });
      } catch (error) {
        // YNAB is already set back; without the marker a later undo finds every item changed since.
        ctx.log.error('undo marker not written', { operation: entry.operation_id, error: error instanceof Error ? error.name : 'unknown' });
      }
    },
  });
  const fields = outcomeFields(
    outcome,
    () =>
      `Undone: ${check.restored} item(s) set back${check.conflicts.length > 0 ? `, ${check.conflicts.length} changed since and left alone` : ''}. An undo cannot itself be undone.`,
  );
  // The result names the operation undone, not a new one: an undo is never journaled as an operation.
  return { ...result, ...fields, operation_id: entry.operation_id, preview };
};
