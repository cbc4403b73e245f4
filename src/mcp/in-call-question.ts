// The question of a 2025-era connection, asked during the call (confirmation.md §6): the tool's
// input-required result goes out as an elicitation/create request, and the call runs the tool again with
// the answer and the state it sealed, which ask checks as a 2026-07-28 retry's. Done here rather than by
// the SDK's legacy shim, which ends a question that failed or got no answer in time with an undeclared
// error: here that is a cancel (seed 000), so a confirmation code, or declined.
import {
  inputResponse,
  type CallToolResult,
  type InputRequiredResult,
  type ServerContext as SdkContext,
} from '@modelcontextprotocol/server';
import { CONFIRM_KEY } from '../confirm/ask.ts';
import type { CallChannel, ConfirmServices } from '../confirm/channel.ts';
import { REQUESTS_META } from './run-tool.ts';

/** What an in-call question adds to the call's channel when the tool runs again. */
export type InCallAnswer = Pick<CallChannel, 'state' | 'response' | 'unanswered'>;

/** One run of the tool: `answer` absent on the first; `carried` is the requests the runs before made. */
export type ToolRun = (answer: InCallAnswer | undefined, carried: number) => Promise<CallToolResult | InputRequiredResult>;

// Only an answer that outlives its state (600 s) gets a new question; the SDK's shim stops after as many.
const MAX_ROUNDS = 8;

const UNANSWERED: InCallAnswer = { state: undefined, response: { kind: 'missing' }, unanswered: true };

const isQuestion = (result: CallToolResult | InputRequiredResult): result is InputRequiredResult =>
  'resultType' in result && result.resultType === 'input_required';

async function askDuringCall(ctx: SdkContext, question: InputRequiredResult, confirm: ConfirmServices): Promise<InCallAnswer> {
  const request = question.inputRequests?.[CONFIRM_KEY];
  // ask always sends both: anything else is a bug, never a question to pass on.
  if (request?.method !== 'elicitation/create' || typeof question.requestState !== 'string') throw new Error('not a confirmation question');
  try {
    const answer = await ctx.mcpReq.elicitInput(request.params, {
      relatedRequestId: ctx.mcpReq.id,
      timeout: confirm.askTimeoutMs,
      signal: ctx.mcpReq.signal,
    });
    // Opened as the verify hook opens a retry's state: the seal is checked here too.
    return {
      state: confirm.states.open(question.requestState),
      response: inputResponse({ [CONFIRM_KEY]: answer }, CONFIRM_KEY),
      unanswered: false,
    };
  } catch (error) {
    // The call itself was cancelled: no result goes back, so there is nobody to give a code to.
    if (ctx.mcpReq.signal.aborted) throw error;
    // The client answered with an error, or not within the timeout: it could not show the question.
    return UNANSWERED;
  }
}

/** Runs a 2025-era call, asking each question the tool returns during the call and running it again with the answer. */
export async function runAskingInCall(run: ToolRun, ctx: SdkContext, confirm: ConfirmServices): Promise<CallToolResult> {
  let result = await run(undefined, 0);
  for (let round = 1; ; round += 1) {
    if (!isQuestion(result)) return result;
    const answer = round > MAX_ROUNDS ? UNANSWERED : await askDuringCall(ctx, result, confirm);
    result = await run(answer, Number(result._meta?.[REQUESTS_META] ?? 0));
  }
}
