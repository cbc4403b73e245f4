// What a failed attempt tells about the request (ynab-client.md §5): whether the connection provably
// never opened (so even a write may be re-sent) and a one-line "type: detail" for the messages.
// Node's fetch (undici) rejects with TypeError('fetch failed') and the system error as `cause`.
import { untrusted } from '../logic/core/untrusted.ts';

export interface TransportFailure {
  /** The error's type, e.g. TypeError, TimeoutError. */
  type: string;
  /** Its message with the cause's code and message, one line. */
  detail: string;
  /** DNS failure, refused, unreachable during connect, or the connect timeout: nothing reached YNAB. */
  neverOpened: boolean;
}

// Raised before a socket exists, whatever the call: name resolution, refusal, undici's connect timeout
// (10 s by default in Node's fetch, the §4 value).
const ALWAYS_BEFORE_OPEN = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
// Also seen on an open socket (a route lost mid-answer), so only trusted from the connect() call.
const BEFORE_OPEN_IN_CONNECT = new Set(['EHOSTUNREACH', 'ENETUNREACH']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function neverOpened(error: unknown, depth = 0): boolean {
  if (!isObject(error) || depth > 4) return false;
  // Happy eyeballs: every address tried failed; only "never opened" when each of them was.
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.every((e) => neverOpened(e, depth + 1));
  const code = error.code;
  if (typeof code === 'string') {
    if (ALWAYS_BEFORE_OPEN.has(code)) return true;
    if (BEFORE_OPEN_IN_CONNECT.has(code) && error.syscall === 'connect') return true;
  }
  return 'cause' in error && neverOpened(error.cause, depth + 1);
}

function describe(error: unknown): { type: string; detail: string } {
  if (!isObject(error)) return { type: typeof error, detail: String(error) };
  const type = typeof error.name === 'string' && error.name !== '' ? error.name : 'Error';
  let detail = typeof error.message === 'string' ? error.message : '';
  const cause = error.cause;
  if (isObject(cause)) {
    const label = typeof cause.code === 'string' ? cause.code : typeof cause.name === 'string' ? cause.name : 'cause';
    const message = typeof cause.message === 'string' ? cause.message : '';
    detail += ` (${label}${message !== '' && message !== label ? `: ${message}` : ''})`;
  } else if (typeof error.code === 'string' && !detail.includes(error.code)) {
    detail += ` (${error.code})`;
  }
  return { type, detail };
}

/** Classifies a fetch rejection; `secret` (the token) is cut out of the text (a bad header value is quoted). */
export function transportFailure(error: unknown, secret?: string): TransportFailure {
  const { type, detail } = describe(error);
  const secrets = secret === undefined ? [] : [secret];
  return { type: untrusted(type, 60, secrets), detail: untrusted(detail, 300, secrets), neverOpened: neverOpened(error) };
}
