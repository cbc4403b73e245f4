// confirm.write_plan (seed 003): ask, and on yes journal the operation ahead of the YNAB write (pending),
// write, then settle it — so YNAB is never changed by an operation the journal does not know about. A write
// YNAB may have applied is settled `unknown` and its error names the operation for undo_operation.
import type { Journal } from '../journal/journal.ts';
import type { JournalWrite } from '../journal/types.ts';
import type { Logger } from '../log.ts';
import { YnabError, mayHaveApplied } from '../ynab/errors.ts';
import { ask, type AskRequest, type Decision } from './ask.ts';
import type { AskRound } from './round.ts';
import type { CallChannel, ConfirmServices } from './channel.ts';
import { maybeAppliedMessage } from './messages.ts';

/** Only the write-ahead entry and its settlement: what a confirmed write adds to the journal. */
type WriteJournal = Pick<Journal, 'appendPending' | 'settle'>;

/**
 * What a confirmed write needs of its call, declared here so that confirm imports nothing of the tool
 * runtime: a tool's context has all of it.
 */
export interface WriteContext {
  readonly confirm: ConfirmServices;
  readonly channel: CallChannel;
  readonly journal: WriteJournal;
  readonly log: Logger;
}

export interface WriteServices {
  ask(request: AskRequest): Promise<Decision>;
  journal: WriteJournal;
  log: Logger;
}

export type WriteOutcome =
  | { status: 'applied'; operationId: string | null }
  | { status: 'declined' }
  | { status: 'confirmation_required'; code: string }
  | { status: 'ask'; round: AskRound };

export interface WritePlan extends AskRequest {
  /** What undo needs; absent for a write that cannot be undone (nothing is journaled). */
  journal?: JournalWrite;
  /**
   * Sends the write; returns what only YNAB's answer can tell (ids), merged into the journal entry. Gets the
   * operation's journal id (null when nothing is journaled), for an error that must name it.
   */
  apply(operationId: string | null): Promise<Record<string, unknown> | void>;
}

/** The write services of one call: the process's confirmation store and journal, this call's channel. */
export function writeServices(ctx: WriteContext): WriteServices {
  return { ask: (request) => ask(ctx.confirm, ctx.channel, request), journal: ctx.journal, log: ctx.log };
}

/**
 * Thrown by `apply` when a step failed after an earlier one gave what the journal needs (an id YNAB
 * returned): the entry is settled with `details` too. Built with `failedAfter` (tools raise no `new`).
 */
export class FailedAfter extends Error {
  constructor(
    readonly failure: unknown,
    readonly details: Record<string, unknown>,
  ) {
    super('a later step of the write failed');
  }
}

export const failedAfter = (failure: unknown, details: Record<string, unknown>): FailedAfter => new FailedAfter(failure, details);

/**
 * Thrown by `apply` when part of the write stayed in YNAB and could not be taken back (a move whose second
 * half was refused and whose first could not be put back): the entry is settled `unknown`, so undo_operation
 * checks each item and sets back what YNAB holds; `failure`, a declared error naming the operation, goes to
 * the agent as it is. Built with `partlyApplied`.
 */
export class PartlyApplied extends Error {
  constructor(readonly failure: unknown) {
    super('part of the write stayed in YNAB');
  }
}

export const partlyApplied = (failure: unknown): PartlyApplied => new PartlyApplied(failure);

export async function writePlan(services: WriteServices, plan: WritePlan): Promise<WriteOutcome> {
  const decision = await services.ask(plan);
  if (decision.outcome === 'declined') return { status: 'declined' };
  if (decision.outcome === 'code') return { status: 'confirmation_required', code: decision.code };
  if (decision.outcome === 'ask') return { status: 'ask', round: decision.round };
  return { status: 'applied', operationId: await journaledApply(services, plan) };
}

/** What writing needs of a plan once it may be written: its plan, what undo needs, and the write. */
export type JournaledWrite = Pick<WritePlan, 'planId' | 'journal' | 'apply'>;

/**
 * The write itself: journaled ahead (pending), sent, then settled; returns the operation's id (null when
 * nothing is journaled). A confirmed write comes here once the user agreed; an immediate one at once.
 */
export async function journaledApply(services: Pick<WriteServices, 'journal' | 'log'>, plan: JournaledWrite): Promise<string | null> {
  const { journal } = plan;
  if (journal === undefined) {
    try {
      await plan.apply(null);
    } catch (thrown) {
      throw failureOf(thrown).failure;
    }
    return null;
  }
  const operationId = await services.journal.appendPending({ plan_id: plan.planId, ...journal });
  let details: Record<string, unknown> | void;
  try {
    details = await plan.apply(operationId);
  } catch (thrown) {
    const { failure, details: known } = failureOf(thrown);
    // Unknown, not failed, whenever the request was sent and YNAB did not refuse it with a 4xx: a 5xx, a lost
    // answer or an unreadable 2xx may hide a write YNAB applied, and undo then checks each item. So too
    // when part of it stayed in YNAB: the failure already names the operation.
    const partly = thrown instanceof PartlyApplied;
    if (partly || !mayHaveApplied(failure)) {
      await settle(services, operationId, partly ? 'unknown' : 'failed', known);
      throw failure;
    }
    await settle(services, operationId, 'unknown', known);
    throw new YnabError(
      maybeAppliedMessage(failure.happened ?? failure.message, journal.kind, operationId),
      failure.status,
      failure.kind,
      failure.happened,
    );
  }
  await settle(services, operationId, 'applied', details ?? undefined);
  return operationId;
}

/** What a failed `apply` threw, with the details an earlier step gave the journal (failedAfter). */
const failureOf = (thrown: unknown): { failure: unknown; details?: Record<string, unknown> } =>
  thrown instanceof FailedAfter ? thrown : thrown instanceof PartlyApplied ? { failure: thrown.failure } : { failure: thrown };

async function settle(
  services: Pick<WriteServices, 'journal' | 'log'>,
  operationId: string,
  outcome: 'applied' | 'failed' | 'unknown',
  details?: Record<string, unknown>,
) {
  try {
    await services.journal.settle(operationId, outcome, details);
  } catch (error) {
    // YNAB did answer: the result still goes back; the entry stays uncertain, which undo handles.
    services.log.error('journal settlement not written', {
      operation: operationId,
      outcome,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
