// The ask round as a value (issue #14): the question a confirmed write ends its call with, which the handler
// returns and the tool runner answers with. Apart from ask.ts, so the tool definition's types can name it.
import type { InputRequiredResult } from '@modelcontextprotocol/server';

// The brand of a round: only ask makes one, so no tool result can pass for it.
const ROUND = Symbol('avenir-mcp/ask-round');

/**
 * The question to the user, as a value: writePlan and the handler return it as it is, and the tool runner
 * answers the call with its input-required result (src/mcp/run-tool.ts), which a 2025-era call asks during
 * the call (src/mcp/in-call-question.ts).
 */
export interface AskRound {
  readonly [ROUND]: true;
  readonly result: InputRequiredResult;
}

export const isAskRound = (value: unknown): value is AskRound =>
  typeof value === 'object' && value !== null && (value as Partial<AskRound>)[ROUND] === true;

/** Only ask.ts makes rounds. */
export const askRound = (result: InputRequiredResult): AskRound => ({ [ROUND]: true, result });
