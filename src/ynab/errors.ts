// Errors of the YNAB client layer. Their messages reach the agent as
// "Error calling tool '<tool>': <message>" (README convention 7); they never contain the token: what
// YNAB (or a proxy before it) answered is quoted only with it cut out (src/logic/core/redact.ts).
import { STATUS_CODES } from 'node:http';
import { untrusted } from '../logic/core/untrusted.ts';

/**
 * What went wrong, for callers that must act differently (a write whose outcome is unknown is never
 * resent): an HTTP answer, no answer at all, an answer that may have been lost after a write reached
 * YNAB, a refusal before sending (pace, 429 pause, bad input), or a 429 just received.
 */
export type YnabErrorKind = 'http' | 'unavailable' | 'outcome_unknown' | 'paced' | 'paused' | 'rate_limited' | 'refused';

export class YnabError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly kind: YnabErrorKind = status === undefined ? 'refused' : 'http',
    /** A write that may have been applied: what came back, without the advice, for a caller that knows better what to do. */
    readonly happened?: string,
    /** Its short form, to quote in another message: YNAB's status and detail, or that the answer was lost. */
    readonly brief?: string,
  ) {
    super(message);
    this.name = 'YnabError';
  }
}

/** What to do after a write that may have been applied, when the caller knows nothing more (ynab-client.md §5). */
export const LOOK_BEFORE_RESENDING =
  'Do not send it again: first look at the current state (find_transactions, get_category_balances) to see whether the change is there, then decide with the user.';

/**
 * A write that failed after it was sent, other than by a 4xx refusal: its answer was lost, was a 5xx (a
 * gateway can answer that after YNAB saved the change) or was a 2xx we could not read. YNAB may hold the
 * change, so the write is never re-sent and its journal entry is settled `unknown` (journal-and-undo.md §6).
 */
export function maybeApplied(brief: string, happened: string, status?: number): YnabError {
  return new YnabError(`${happened} ${LOOK_BEFORE_RESENDING}`, status, 'outcome_unknown', happened, brief);
}

/** An error quoted inside another message: a YnabError's short form, else its message. */
export const briefly = (error: unknown): string =>
  error instanceof YnabError ? (error.brief ?? error.message) : error instanceof Error ? error.message : String(error);

/** Whether a failed write may still have been applied by YNAB: every failure after sending but a 4xx refusal. */
export const mayHaveApplied = (error: unknown): error is YnabError => error instanceof YnabError && error.kind === 'outcome_unknown';

/**
 * A write's failure seen once the request was sent: a 5xx or an unreadable 2xx becomes `maybeApplied`;
 * a 4xx refusal (and anything raised before sending) stays as it is.
 */
export function afterSending(error: unknown): unknown {
  if (!(error instanceof YnabError) || error.kind !== 'http' || error.status === undefined) return error;
  const base = error.message.replace(/\.$/, '');
  if (error.status >= 500)
    return maybeApplied(base, `${base} — YNAB can answer this after it saved the change, so it may have applied it.`, error.status);
  if (error.status >= 200 && error.status < 300)
    return maybeApplied(base, `${base} — YNAB answered success, so it may have applied the change.`, error.status);
  return error;
}

/** A 2xx answer whose body is not what the API documents (no JSON, no `data`, no id, an unsafe amount). */
export function notDocumented(status: number, why: string): YnabError {
  return new YnabError(`YNAB ${status}: the answer was not what the API documents (${why}).`, status);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const UNAUTHORIZED =
  'YNAB rejected the token (mistyped, expired or revoked). Create a new Personal Access Token in YNAB ' +
  "(Account Settings → Developer Settings) and put it in the server's configuration (YNAB_API_KEY or YNAB_API_KEY_FILE).";

/**
 * `YNAB <status>: <detail>`, the detail taken from YNAB's error body, else the raw text, else the reason
 * phrase; `secrets` (the token) cut out of it, as an answer echoing the request's headers would quote them.
 * A 401 says what to do instead: make a new token, or (`unauthorized`, hosted) sign in again.
 */
export function httpError(status: number, bodyText: string, secrets: readonly string[] = [], unauthorized = UNAUTHORIZED): YnabError {
  if (status === 401) return new YnabError(`YNAB 401: ${unauthorized}`, status);
  let detail: string | undefined;
  try {
    const body = JSON.parse(bodyText) as { error?: { detail?: unknown } };
    if (typeof body.error?.detail === 'string' && body.error.detail.trim() !== '') detail = body.error.detail;
  } catch {
    // not JSON: fall back to the text itself
  }
  // Cleaned before the fallback, so a body of only invisible characters still yields a readable detail.
  const cleaned = untrusted(detail ?? bodyText, 500, secrets);
  return new YnabError(`YNAB ${status}: ${cleaned !== '' ? cleaned : (REASONS[status] ?? STATUS_CODES[status] ?? 'HTTP error')}`, status);
}
