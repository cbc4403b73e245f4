// undo_operation: Undo operation. Orchestrates only: finds the operation in the journal, lets its kind
// (src/undo/) check what is still as the operation left it (and, for an uncertain one, what YNAB never
// applied), then confirm.write_plan asks and writes it back, and the journal records the undo with one marker line.
// When nothing is left to set back, the kind's reason names the manifest's nothing_to_do message.
import { errors, messages, nothingFor, type Args, type Output } from '../../generated/tools/undo_operation.ts';
import { confirmWrite } from '../confirm/result.ts';
import { JournalDamaged } from '../journal/errors.ts';
import type { JournalEntry, JournalView } from '../journal/types.ts';
import { ifAny, type ToolContext, type ToolHandler } from '../mcp/kit.ts';
import type { UndoCheck } from '../undo/kind.ts';
import { UNDO_KINDS } from '../undo/kinds.ts';
import { withNotApplied } from '../logic/undo/left-alone.ts';

async function readJournal(read: () => Promise<JournalView>): Promise<JournalView> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof JournalDamaged) throw errors.journalDamaged({ path: error.path, line: error.line });
    throw error;
  }
}

/**
 * The operation to undo, with its kind's check. Without an id, the latest of the plan — passing over an
 * uncertain one YNAB turns out never to have applied, which is not in effect (unless every one is such).
 */
async function undoable(
  view: JournalView,
  planId: string,
  operationId: string | undefined,
  ctx: ToolContext,
): Promise<{ entry: JournalEntry; check: UndoCheck } | undefined> {
  const named = operationId === undefined ? undefined : view.find(planId, operationId);
  const candidates = operationId === undefined ? view.operations.filter((o) => o.entry.plan_id === planId).reverse() : named ? [named] : [];
  let latest: { entry: JournalEntry; check: UndoCheck } | undefined;
  for (const { entry, state } of candidates) {
    const check = await UNDO_KINDS[entry.kind](entry, planId, ctx, state === 'uncertain', view);
    latest ??= { entry, check };
    const neverApplied = state === 'uncertain' && check.restored === 0 && check.conflicts.length === 0 && check.notApplied > 0;
    if (!neverApplied) return { entry, check };
  }
  return latest;
}

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const view = await readJournal(() => ctx.journal.read());
  const found = await undoable(view, planId, args.operation_id, ctx);
  if (!found) {
    const which = args.operation_id ? messages.notInJournal({ id: args.operation_id }) : messages.noneInEffect({});
    throw errors.nothingToUndo({ which });
  }
  const { entry, check } = found;
  const result = {
    operation_id: entry.operation_id,
    kind: entry.kind,
    restored: check.restored,
    changes: check.changes,
    conflicts: check.conflicts,
    confirmation: null,
  };
  if (check.nothing !== null) return nothingFor(check.nothing, result);
  // Items YNAB never applied are left as they are: the question says so, so the user is not left wondering.
  const preview = withNotApplied(await check.question(), check.notApplied);
  return confirmWrite(ctx, {
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
    applied: () =>
      messages.undone({ restored: check.restored, conflicts: ifAny(check.conflicts.length), not_applied: ifAny(check.notApplied) }),
    // The result names the operation undone, not a new one: an undo is never journaled as an operation.
    result: (fields) => ({ ...result, ...fields, operation_id: entry.operation_id, preview }),
  });
};
