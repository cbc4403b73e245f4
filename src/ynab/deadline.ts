// How long one tool call may wait for YNAB (issue #13): each request's attempts and backoff fit in what is
// left of 45 s from the call's first request, so the call ends with avenir-mcp's own message well before
// an MCP client's usual 60 s request timeout (3 attempts of 30 s each took about 91 s).
import { YnabError } from './errors.ts';

export const YNAB_DEADLINE_MS = 45_000;
/** No attempt, first or retry, is started with less time left than this: it could hardly finish. */
export const MIN_ATTEMPT_MS = 3_000;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** What a clipped attempt's timeout is said to be. */
export const deadlineReached = (budgetMs: number): string => `the end of the ${seconds(budgetMs)} a tool call may wait for YNAB`;

/** The call's time for YNAB is spent before this request: it is not sent. */
export function outOfTime(budgetMs: number): YnabError {
  return new YnabError(
    `This tool call has already waited about ${seconds(budgetMs)} for YNAB, the most avenir-mcp waits so that the client does not give up first, ` +
      'so its next request was not sent and changed nothing in YNAB. YNAB is answering slowly: wait a few minutes and try again.',
    undefined,
    'unavailable',
  );
}
