// confirm.write_plan (seed 003): ask, and on yes journal the operation ahead of the YNAB write (pending),
// write, then settle it — so YNAB is never changed by an operation the journal does not know about.
import type { Journal } from '../journal/journal.ts';
import type { JournalKind } from '../journal/types.ts';
import type { Logger } from '../log.ts';
import type { ToolContext } from '../tool-context.ts';
import { YnabError } from '../ynab/errors.ts';
import { ask, type AskRequest, type Decision } from './ask.ts';

export interface WriteServices {
  ask(request: AskRequest): Promise<Decision>;
  journal: Journal;
  log: Logger;
}

export type WriteOutcome =
  | { status: 'applied'; operationId: string | null }
  | { status: 'declined' }
  | { status: 'confirmation_required'; code: string };

export interface WritePlan extends AskRequest {
  /** What undo needs; absent for a write that cannot be undone (nothing is journaled). */
  journal?: { kind: JournalKind; moves?: { transaction_id: string; from_category_id: string | null; to_category_id: string | null }[]; details?: Record<string, unknown> };
  /** Sends the write; returns what only YNAB's answer can tell (ids), merged into the journal entry. */
  apply(): Promise<Record<string, unknown> | void>;
}

/** The write services of one call: the process's confirmation store and journal, this call's channel. */
export function writeServices(ctx: ToolContext): WriteServices {
  return { ask: (request) => ask(ctx.confirm, ctx.channel, request), journal: ctx.journal, log: ctx.log };
}

export async function writePlan(services: WriteServices, plan: WritePlan): Promise<WriteOutcome> {
  const decision = await services.ask(plan);
  if (decision.outcome === 'declined') return { status: 'declined' };
  if (decision.outcome === 'code') return { status: 'confirmation_required', code: decision.code };
  const operationId = plan.journal ? await services.journal.appendPending({ plan_id: plan.planId, ...plan.journal }) : null;
  let details: Record<string, unknown> | void;
  try {
    details = await plan.apply();
  } catch (error) {
    if (operationId !== null) {
      // Unknown, not failed: the answer was lost, or YNAB said yes in a body we could not read.
      const lost = error instanceof YnabError && (error.kind === 'outcome_unknown' || (error.status !== undefined && error.status >= 200 && error.status < 300));
      await settle(services, operationId, lost ? 'unknown' : 'failed');
    }
    throw error;
  }
  if (operationId !== null) await settle(services, operationId, 'applied', details ?? undefined);
  return { status: 'applied', operationId };
}

async function settle(services: WriteServices, operationId: string, outcome: 'applied' | 'failed' | 'unknown', details?: Record<string, unknown>) {
  try {
    await services.journal.settle(operationId, outcome, details);
  } catch (error) {
    // YNAB did answer: the result still goes back; the entry stays uncertain, which undo handles.
    services.log.error('journal settlement not written', { operation: operationId, outcome, error: error instanceof Error ? error.name : 'unknown' });
  }
}
