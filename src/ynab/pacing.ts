// The hourly pace (ynab-client.md §6): YNAB allows 200 requests per token per rolling hour and no longer
// reports usage, so the process counts its own sends (180, headroom for the user's other apps) and,
// after a 429, sends nothing until the Retry-After pause is over.
import { YnabError } from './errors.ts';

export const HOURLY_LIMIT = 180;
export const YNAB_HOURLY_LIMIT = 200;
const WINDOW_MS = 3_600_000;
const MIN_PAUSE_S = 60;
const MAX_PAUSE_S = 3_600;
const DEFAULT_PAUSE_S = 600;

export interface PacerOptions {
  /** Monotonic milliseconds (default performance.now()): a clock set back must not reopen the window. */
  now?: () => number;
  /** Wall-clock milliseconds, only to read a Retry-After given as an HTTP date. */
  wallNow?: () => number;
  limit?: number;
}

/** Minutes rounded up, at least 1, so "0 minutes" is never said while a request would still be refused. */
export const minutesFrom = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Seconds to stay silent after a 429: Retry-After as whole seconds or as an HTTP date, clamped to
 * [60, 3600]; 600 when the header is missing or unreadable.
 */
export function pauseSeconds(retryAfter: string | null, wallNow: number): number {
  const value = retryAfter?.trim() ?? '';
  let seconds: number | undefined;
  if (/^\d+$/.test(value)) seconds = Number(value);
  // Only text with letters is read as a date: Date.parse would also accept "-5" or "1.5" as years and days.
  else if (/[a-z]/i.test(value)) {
    const at = Date.parse(value);
    if (Number.isFinite(at)) seconds = Math.ceil((at - wallNow) / 1000);
  }
  if (seconds === undefined) return DEFAULT_PAUSE_S;
  return Math.min(MAX_PAUSE_S, Math.max(MIN_PAUSE_S, seconds));
}

/** What paces a token's requests: this process's count (Pacer), or one shared by a deployment's instances (src/store/pg/pacer.ts). */
export interface PaceKeeper {
  /** Admits one attempt and records it, or throws the YnabError that says why not (nothing sent). */
  take(sentByThisCall?: number): void | Promise<void>;
  /** After a 429: every request of the token waits; the error the call fails with. */
  pauseAfter429(retryAfter: string | null): YnabError | Promise<YnabError>;
}

const nothingSent = (sentByThisCall: number) => (sentByThisCall === 0 ? 'this call sent nothing' : 'this call sent nothing more');

/** Refused: a 429 paused the token, for `ms` more. */
export function pausedError(ms: number, sentByThisCall: number): YnabError {
  const minutes = minutesFrom(ms);
  return new YnabError(
    `YNAB's hourly request quota for this token was hit earlier (YNAB answered 429), so ${nothingSent(sentByThisCall)} to YNAB. ` +
      `avenir-mcp will talk to YNAB again in ${plural(minutes, 'minute')}. Tell the user, and wait until then before calling a tool that uses YNAB.`,
    undefined,
    'paused',
  );
}

/** Refused: `sent` requests in the past hour, the oldest leaving the window in `ms`. */
export function pacedError(sent: number, ms: number, sentByThisCall: number): YnabError {
  const minutes = minutesFrom(ms);
  return new YnabError(
    `avenir-mcp sent ${sent} requests to YNAB in the past hour, against YNAB's limit of ${YNAB_HOURLY_LIMIT} per hour ` +
      `for this token (the user's other YNAB apps share it), so ${nothingSent(sentByThisCall)}. A request may go again in ${plural(minutes, 'minute')}. ` +
      'Tell the user, and wait until then before calling a tool that uses YNAB.',
    undefined,
    'paced',
  );
}

/** The 429 itself: nothing goes for `seconds`. */
export function rateLimitedError(seconds: number): YnabError {
  const minutes = minutesFrom(seconds * 1000);
  return new YnabError(
    `YNAB 429: YNAB's hourly request quota for this token is used up (the user's other YNAB apps share it). ` +
      `avenir-mcp will neither retry nor send anything to YNAB for the next ${plural(minutes, 'minute')}. ` +
      'Tell the user, and wait until then before calling a tool that uses YNAB.',
    429,
    'rate_limited',
  );
}

export const PACE_WINDOW_MS = WINDOW_MS;

export class Pacer implements PaceKeeper {
  readonly #now: () => number;
  readonly #wallNow: () => number;
  readonly #limit: number;
  /** Monotonic send times inside the last hour, oldest first. */
  readonly #sent: number[] = [];
  #pausedUntil = Number.NEGATIVE_INFINITY;

  constructor(options: PacerOptions = {}) {
    this.#now = options.now ?? (() => performance.now());
    this.#wallNow = options.wallNow ?? (() => Date.now());
    this.#limit = options.limit ?? HOURLY_LIMIT;
  }

  /** Requests sent in the rolling hour ending now. */
  get sentInWindow(): number {
    this.#prune(this.#now());
    return this.#sent.length;
  }

  /**
   * Admits one attempt and records it as sent, or refuses before anything is sent.
   * `sentByThisCall` only chooses the wording (a retry refused mid-call did send earlier attempts).
   */
  take(sentByThisCall = 0): void {
    const now = this.#now();
    if (now < this.#pausedUntil) throw pausedError(this.#pausedUntil - now, sentByThisCall);
    this.#prune(now);
    const oldest = this.#sent[0];
    if (this.#sent.length >= this.#limit && oldest !== undefined)
      throw pacedError(this.#sent.length, oldest + WINDOW_MS - now, sentByThisCall);
    this.#sent.push(now);
  }

  /** After a 429: every request of the process waits. Returns the error the call fails with. */
  pauseAfter429(retryAfter: string | null): YnabError {
    const seconds = pauseSeconds(retryAfter, this.#wallNow());
    this.#pausedUntil = Math.max(this.#pausedUntil, this.#now() + seconds * 1000);
    return rateLimitedError(seconds);
  }

  #prune(now: number): void {
    // A send leaves the window exactly one hour after it went.
    while (this.#sent.length > 0 && (this.#sent[0] ?? now) <= now - WINDOW_MS) this.#sent.shift();
  }
}

/** One window per process: every client of a real token shares it (an injected fake gets its own). */
export const processPacer = new Pacer();
