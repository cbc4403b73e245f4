// confirm.ask (seed 000, confirmation.md §4): the one decision every confirmed write goes through — a code
// passed back, a 2026-07-28 answer, a code for a client that cannot ask, or the question itself.
import { inputRequired, type InputRequiredResult, type InputResponseView } from '@modelcontextprotocol/server';
import { sharedErrors } from '../../generated/errors.ts';
import { fingerprint } from '../logic/fingerprint.ts';
import type { CodeStore } from './codes.ts';
import type { RequestStates, StatePayload } from './request-state.ts';

export interface ConfirmServices {
  codes: CodeStore;
  states: RequestStates;
  /** AVENIR_MCP_REQUIRE_ELICITATION=1: only the user's own answer in the client can confirm. */
  requireElicitation: boolean;
}

/** What the client declared for this call, and the answer it carries, if any. */
export interface CallChannel {
  /** The protocol request; the same on a legacy in-call question's re-entry, new on a 2026-07-28 retry. */
  requestId: string | number;
  formElicitation: boolean;
  /** The verified request state of a retried 2026-07-28 call (the SDK's verify hook opened it). */
  state: StatePayload | undefined;
  response: InputResponseView;
}

export type Decision = { outcome: 'applied' } | { outcome: 'declined' } | { outcome: 'code'; code: string };

/** Thrown to end the call with the question: the server answers with this InputRequiredResult. */
export class InputRequiredSignal extends Error {
  constructor(readonly result: InputRequiredResult) {
    super('input required');
  }
}

export const CONFIRM_KEY = 'confirm';

export const CONFIRM_SCHEMA = {
  type: 'object' as const,
  properties: { value: { type: 'boolean' as const, title: 'Apply these changes' } },
  required: ['value'],
};

export interface AskRequest {
  planId: string;
  subject: unknown;
  /** Built only when the user is asked: the code path of apply_categories needs no currency format. */
  question: () => Promise<string>;
  confirmation: string | null | undefined;
}

export async function ask(services: ConfirmServices, channel: CallChannel, request: AskRequest): Promise<Decision> {
  const fp = fingerprint(request.planId, request.subject);
  const { requireElicitation } = services;
  const noDecision = (): Decision => (requireElicitation ? { outcome: 'declined' } : { outcome: 'code', code: services.codes.issue(fp) });

  // 1. A code was passed back.
  if (request.confirmation !== null && request.confirmation !== undefined) {
    if (requireElicitation) throw sharedErrors.codesDisabled();
    if (services.codes.consume(request.confirmation, fp)) return { outcome: 'applied' };
    throw sharedErrors.badCode();
  }
  // 2. The retry of a 2026-07-28 round trip (or the legacy shim's re-entry), when its state is still usable.
  if (channel.state !== undefined && channel.response.kind === 'elicit' && services.states.consume(channel.state)) {
    if (channel.state.fp !== fp) throw sharedErrors.planChanged();
    const { action, content } = channel.response;
    if (action === 'accept') return content?.value === true ? { outcome: 'applied' } : { outcome: 'declined' };
    if (action === 'decline') return { outcome: 'declined' };
    return noDecision(); // cancel: closing is not refusing
  }
  // 3. A client that cannot ask.
  if (!channel.formElicitation) {
    if (requireElicitation) throw sharedErrors.cannotAsk();
    return { outcome: 'code', code: services.codes.issue(fp) };
  }
  // 4–5. Ask: the SDK sends this as an input-required result (2026-07-28) or as an in-call elicitation (older).
  throw new InputRequiredSignal(
    inputRequired({
      inputRequests: { [CONFIRM_KEY]: inputRequired.elicit({ message: await request.question(), requestedSchema: CONFIRM_SCHEMA }) },
      requestState: services.states.issue(fp),
    }) as InputRequiredResult,
  );
}
