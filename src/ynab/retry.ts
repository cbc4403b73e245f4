// When an attempt may be repeated, how long to wait, and what the agent is told when no answer came
// (ynab-client.md §5). A write is repeated only when it provably never left: YNAB has no idempotency key.
import { YnabError, maybeApplied } from './errors.ts';
import type { TransportFailure } from './transport-failure.ts';

export const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 500;
const GATEWAY = new Set([502, 503, 504]);

const isRead = (method: string) => method === 'GET';

/** A gateway answer is retried for reads only: a write behind a 502 may still have been applied. */
export const retriesStatus = (method: string, status: number): boolean => isRead(method) && GATEWAY.has(status);

/** Reads are retried after any transport error; writes only when the connection never opened. */
export const retriesFailure = (method: string, failure: TransportFailure): boolean => isRead(method) || failure.neverOpened;

/** Full jitter: random × 0.5 s × 2^(attempt − 1), `attempt` being the one that just failed (1-based). */
export const backoffMs = (attempt: number, random: () => number): number => random() * BASE_DELAY_MS * 2 ** (attempt - 1);

/**
 * No answer came, for a read or for a write that never left this machine: nothing changed in YNAB. A name
 * that does not resolve is more often a mistyped AVENIR_MCP_YNAB_URL or a machine offline than YNAB down.
 */
export function unreachable(attempts: number, failure: TransportFailure): YnabError {
  const fix = /\bENOTFOUND\b/.test(failure.detail)
    ? "YNAB's address could not be found: check AVENIR_MCP_YNAB_URL if it is set (then restart the server), and this machine's connection."
    : 'Wait a few minutes and try again.';
  return new YnabError(
    `YNAB could not be reached after ${attempts} attempt${attempts === 1 ? '' : 's'} (last error ${failure.type}: ${failure.detail}); nothing changed in YNAB. ${fix}`,
    undefined,
    'unavailable',
  );
}

/** A write was sent and its answer lost: YNAB may or may not have applied it, so it is never re-sent blindly. */
export const outcomeUnknown = (failure: TransportFailure): YnabError =>
  maybeApplied(
    `its answer was lost (${failure.type})`,
    `The request was sent to YNAB but its answer was lost (${failure.type}: ${failure.detail}), so YNAB may have applied the change, or not.`,
  );

/** The message for a failure that ends the request. */
export const failureError = (method: string, attempts: number, failure: TransportFailure): YnabError =>
  isRead(method) || failure.neverOpened ? unreachable(attempts, failure) : outcomeUnknown(failure);
