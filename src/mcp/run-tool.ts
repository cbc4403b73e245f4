// One tool call: defaults applied, the handler run with its YNAB requests counted, and every outcome
// turned into an MCP result (structuredContent + JSON text, a round's input-required result, or isError
// with the message).
import type { CallToolResult, InputRequiredResult } from '@modelcontextprotocol/server';
import { takeCode } from '../confirm/ask.ts';
import { isAskRound } from '../confirm/round.ts';
import { JournalUnwritable } from '../journal/errors.ts';
import type { Logger } from '../log.ts';
import type { ToolContext } from './tool-context.ts';
import { ToolError } from './tool-error.ts';
import type { RegistryEntry } from './tool-definition.ts';
import { YnabError } from '../ynab/errors.ts';
import { shapeAnswer } from './answer-shape.ts';
import { viewCurrency } from './view-currency.ts';
import { bugDetails } from './bug-report.ts';
import { REPORT_ADVICE } from '../../generated/version.ts';
import { countRequests, requestsSoFar } from '../ynab/request-count.ts';

export const REQUESTS_META = 'avenir-mcp/requests';

const failure = (text: string, requests: number): CallToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
  _meta: { [REQUESTS_META]: requests },
});

export async function runTool(
  entry: RegistryEntry,
  args: Record<string, unknown>,
  context: ToolContext,
  log: Logger,
  /** Requests an earlier run of the same protocol request made (a legacy in-call question re-enters). */
  carried = 0,
): Promise<CallToolResult | InputRequiredResult> {
  const { definition, handler } = entry;
  const name = definition.name;
  const full = { ...definition.defaults, ...args };
  let requests = carried;
  try {
    // A code passed back leaves the store before any YNAB request: a wrong one costs the hourly budget nothing.
    const code = definition.confirmation === 'confirmed' ? await takeCode(context.confirm, full.confirmation) : undefined;
    const ctx = code === undefined ? context : { ...context, channel: { ...context.channel, code } };
    // The leg that may write (a code passed back, the user's answer, or a call of a write acting at once
    // that declares a check) checks for changes before anything else.
    const writes =
      (definition.confirmation === 'immediate' && definition.changeCheck.length > 0) ||
      (definition.confirmation === 'confirmed' && (code !== undefined || context.channel.state !== undefined));
    const confirming = writes ? new Set(definition.changeCheck) : undefined;
    const counted = await countRequests(async () => {
      try {
        return await Promise.all([handler(full as never, ctx), viewCurrency(definition, full, ctx)]);
      } finally {
        requests = carried + requestsSoFar();
      }
    }, confirming);
    const [answer, viewMeta] = counted.result;
    // The handler returned the round that asks the user: the call ends with its input-required result.
    if (isAskRound(answer)) {
      const { result } = answer;
      log.info('tool call', { tool: name, requests, outcome: 'input_required' });
      return { ...result, _meta: { ...result._meta, [REQUESTS_META]: requests } };
    }
    log.info('tool call', { tool: name, requests, outcome: 'ok' });
    return shapeAnswer(answer as Record<string, unknown>, { ...viewMeta, [REQUESTS_META]: requests });
  } catch (error) {
    if (error instanceof ToolError && definition.errorCodes.includes(error.code)) {
      log.info('tool call', { tool: name, requests, outcome: 'refused', code: error.code });
      return failure(error.message, requests);
    }
    if (error instanceof YnabError || error instanceof JournalUnwritable) {
      log.info('tool call', {
        tool: name,
        requests,
        outcome: error instanceof YnabError ? 'ynab_error' : 'journal_error',
        status: error instanceof YnabError ? error.status : undefined,
      });
      return failure(`Error calling tool '${name}': ${error.message}`, requests);
    }
    // A bug: an undeclared error code or an unexpected exception. Where it happened stays in the log.
    const details = bugDetails(error);
    const what = error instanceof ToolError ? `undeclared error code ${error.code}` : details.error;
    log.error('tool failed', { tool: name, error: what, code: error instanceof ToolError ? undefined : details.code, at: details.at });
    return failure(`Error calling tool '${name}': internal error (${what}). ${REPORT_ADVICE}`, requests);
  }
}
