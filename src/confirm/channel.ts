// What confirmation works with in one call: the process's confirmation services and what the client declared
// for this call. Types only, apart from ask.ts, so the tool context can name them without importing the
// shared errors ask raises (generated/errors.ts imports the kit, which names the tool context).
import type { InputResponseView } from '@modelcontextprotocol/server';
import type { Binding, CodeKeeper } from './codes.ts';
import type { RequestStates, StatePayload } from './request-state.ts';

export interface ConfirmServices {
  codes: CodeKeeper;
  states: RequestStates;
  /** AVENIR_MCP_REQUIRE_ELICITATION=1: only the user's own answer in the client can confirm. */
  requireElicitation: boolean;
  /** How long a 2025-era in-call question waits for the answer (ASK_TIMEOUT_MS; tests shorten it). */
  askTimeoutMs: number;
}

/** What the client declared for this call, and the answer it carries, if any. */
export interface CallChannel {
  formElicitation: boolean;
  /** The client declared the MCP Apps extension, or its capabilities are unknown: views get the plan's currency. */
  rendersViews?: boolean;
  /** The verified request state of the answer (the SDK's verify hook, or the in-call question, opened it). */
  state: StatePayload | undefined;
  response: InputResponseView;
  /** What the passed code confirms, taken from the store by takeCode before the tool read anything. */
  code?: Binding | undefined;
  /** A 2025-era in-call question got no answer (the client failed, or did not answer in time): a cancel. */
  unanswered?: boolean;
}
