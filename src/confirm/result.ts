// confirmWrite: one confirmed write of a tool, from write_plan to the tool's result around the fields every
// confirmed write's result shares (tools.md "Common write-result fields"): status, message, confirmation
// code and operation id — or the round that asks the user, handed up as it is.
import type { AskRequest } from './ask.ts';
import type { JournalDetails, JournalWrite } from '../journal/types.ts';
import type { AskRound } from './round.ts';
import { CONFIRMATION_REQUIRED, DECLINED } from './messages.ts';
import { writePlan, writeServices, type WriteContext, type WritePlan } from './write-plan.ts';

export type OutcomeFields =
  | { status: 'confirmation_required'; message: string; confirmation: string; operation_id: null }
  | { status: 'declined'; message: string; confirmation: null; operation_id: null }
  | { status: 'applied'; message: string; confirmation: null; operation_id: string | null };

/** The part of a planned write the user is asked about, for a plan from src/logic that words its question in full. */
type Asked = Pick<AskRequest, 'subject' | 'seen'> & { question: string };

/** The ask fields of such a plan: what it changes, the before-state its question shows, and the question. */
export const askingAbout = (plan: Asked): Pick<AskRequest, 'subject' | 'seen' | 'question'> => ({
  subject: plan.subject,
  seen: plan.seen,
  question: async () => plan.question,
});

/**
 * The ask and journal fields of such a plan when it also holds its kind's details as they are journaled: the
 * details are copied, so what the write merges into the entry (ids) never reaches the plan.
 */
export const askingAndJournaling = <K extends keyof JournalDetails>(
  plan: Asked & { details: JournalDetails[K] },
  kind: K,
): Pick<AskRequest, 'subject' | 'seen' | 'question'> & { journal: JournalWrite } => ({
  ...askingAbout(plan),
  // K ties the kind to its details at the call; TypeScript cannot spread a generic K over JournalWrite's union.
  journal: { kind, details: { ...plan.details } } as JournalWrite,
});

/**
 * The result of a write that shows its question: status and message, the question as `preview`, the tool's
 * own fields, then the code and the operation id, in the order of the output schemas that have all five.
 */
export const withPreview =
  <F extends object>(preview: string, fields: F) =>
  (r: OutcomeFields) => ({
    status: r.status,
    message: r.message,
    preview,
    ...fields,
    confirmation: r.confirmation,
    operation_id: r.operation_id,
  });

/** One confirmed write of a tool: the plan write_plan runs, and how the tool's result reads. */
export interface ConfirmedWrite<R> extends WritePlan {
  /** Words what was done and, given the operation id, how to undo it. */
  applied: (operationId: string | null) => string;
  /** The tool's whole result around the common fields, in the order of its output schema. */
  result: (fields: OutcomeFields) => R;
}

/**
 * Runs write_plan with the call's services and builds the tool's result. `applied` and `result` run once the
 * write is done, so they may read what it returned.
 */
export async function confirmWrite<R>(ctx: WriteContext, write: ConfirmedWrite<R>): Promise<R | AskRound> {
  const outcome = await writePlan(writeServices(ctx), write);
  switch (outcome.status) {
    case 'ask':
      return outcome.round;
    case 'confirmation_required':
      return write.result({
        status: 'confirmation_required',
        message: CONFIRMATION_REQUIRED,
        confirmation: outcome.code,
        operation_id: null,
      });
    case 'declined':
      return write.result({ status: 'declined', message: DECLINED, confirmation: null, operation_id: null });
    case 'applied':
      return write.result({
        status: 'applied',
        message: write.applied(outcome.operationId),
        confirmation: null,
        operation_id: outcome.operationId,
      });
  }
}
