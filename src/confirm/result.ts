// The fields every confirmed write's result shares (tools.md "Common write-result fields"), from the
// outcome of write_plan: status, message, confirmation code and operation id.
import { CONFIRMATION_REQUIRED, DECLINED } from './messages.ts';
import type { WriteOutcome } from './write-plan.ts';

export type OutcomeFields =
  | { status: 'confirmation_required'; message: string; confirmation: string; operation_id: null }
  | { status: 'declined'; message: string; confirmation: null; operation_id: null }
  | { status: 'applied'; message: string; confirmation: null; operation_id: string | null };

/** `applied` words what was done and, given the operation id, how to undo it. */
export function outcomeFields(outcome: WriteOutcome, applied: (operationId: string | null) => string): OutcomeFields {
  switch (outcome.status) {
    case 'confirmation_required':
      return { status: 'confirmation_required', message: CONFIRMATION_REQUIRED, confirmation: outcome.code, operation_id: null };
    case 'declined':
      return { status: 'declined', message: DECLINED, confirmation: null, operation_id: null };
    case 'applied':
      return { status: 'applied', message: applied(outcome.operationId), confirmation: null, operation_id: outcome.operationId };
  }
}
