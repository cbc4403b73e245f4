// confirm.ask (seed 000, confirmation.md §4): the one decision every confirmed write goes through — a code
// passed back, an answer (2026-07-28 retry or 2025-era in-call question), a code for a client that cannot
// ask, or the question itself, returned as a round for the tool runner. An answer or a code confirms only
// the change and the before-state it was issued for (issue #13).
import { inputRequired, type InputRequiredResult } from '@modelcontextprotocol/server';
import { sharedErrors } from '../../generated/errors.ts';
import { fingerprint, seenDigest, type Canonical } from '../logic/writes/fingerprint.ts';
import type { CallChannel, ConfirmServices } from './channel.ts';
import { askRound, type AskRound } from './round.ts';
import { sameBinding, type Binding } from './codes.ts';

/** The spec's wait for a 2025-era in-call answer (confirmation.md §6). */
export const ASK_TIMEOUT_MS = 600_000;

export type Decision =
  | { outcome: 'applied' }
  | { outcome: 'declined' }
  | { outcome: 'code'; code: string }
  | { outcome: 'ask'; round: AskRound };

export const CONFIRM_KEY = 'confirm';

export const CONFIRM_SCHEMA = {
  type: 'object' as const,
  properties: { value: { type: 'boolean' as const, title: 'Apply these changes' } },
  required: ['value'],
};

export interface AskRequest {
  planId: string;
  subject: unknown;
  /**
   * The before-state the question shows: for each item the values its line displays, raw (amounts in
   * milliunits, names, dates), so the code path needs no extra request such as the currency format. Only
   * tools that read the format on every path anyway bind formatted text (target texts, undo's question).
   */
  seen: Canonical;
  /** Built only when the user is asked: the code path of apply_categories needs no currency format. */
  question: () => Promise<string>;
  confirmation: string | null | undefined;
}

/**
 * Step 1's first half, run by the tool runner before any YNAB request: a passed code leaves the store
 * here (burnt), and an unknown, expired or used one is refused at no cost. Its binding goes to ask.
 */
export async function takeCode(services: ConfirmServices, confirmation: unknown): Promise<Binding | undefined> {
  if (typeof confirmation !== 'string') return undefined;
  if (services.requireElicitation) throw sharedErrors.codesDisabled();
  const binding = await services.codes.take(confirmation);
  if (binding === undefined) throw sharedErrors.badCode();
  return binding;
}

export async function ask(services: ConfirmServices, channel: CallChannel, request: AskRequest): Promise<Decision> {
  const binding: Binding = { fp: fingerprint(request.planId, request.subject), seen: seenDigest(request.seen) };
  const { requireElicitation } = services;
  const noDecision = async (): Promise<Decision> =>
    requireElicitation ? { outcome: 'declined' } : { outcome: 'code', code: await services.codes.issue(binding) };

  // 1. A code was passed back: takeCode already took it out of the store; it must confirm this very preview.
  if (request.confirmation !== null && request.confirmation !== undefined) {
    if (channel.code !== undefined && sameBinding(channel.code, binding)) return { outcome: 'applied' };
    throw sharedErrors.badCode();
  }
  // 2. The answer of a 2026-07-28 retry or of a 2025-era in-call question, when its state is still usable.
  if (channel.state !== undefined && channel.response.kind === 'elicit' && (await services.states.consume(channel.state))) {
    // The change, or what the question showed of the plan before it, moved since the preview.
    if (!sameBinding(channel.state, binding)) throw sharedErrors.planChanged();
    const { action, content } = channel.response;
    if (action === 'accept') return content?.value === true ? { outcome: 'applied' } : { outcome: 'declined' };
    if (action === 'decline') return { outcome: 'declined' };
    return noDecision(); // cancel: closing is not refusing
  }
  // A 2025-era client that could not answer the question is read as a cancel (seed 000).
  if (channel.unanswered === true) return noDecision();
  // 3. A client that cannot ask.
  if (!channel.formElicitation) {
    if (requireElicitation) throw sharedErrors.cannotAsk();
    return { outcome: 'code', code: await services.codes.issue(binding) };
  }
  // 4–5. Ask: returned as an input-required result (2026-07-28), or asked during the call (older, src/mcp/in-call-question.ts).
  const result = inputRequired({
    inputRequests: { [CONFIRM_KEY]: inputRequired.elicit({ message: await request.question(), requestedSchema: CONFIRM_SCHEMA }) },
    requestState: await services.states.issue(binding),
  }) as InputRequiredResult;
  return { outcome: 'ask', round: askRound(result) };
}
