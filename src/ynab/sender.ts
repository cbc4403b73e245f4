// Sends one request to YNAB with every transport rule (ynab-client.md §4–§6, §10): the token only to the
// configured base URL, the hourly pace and 429 pause checked before each attempt, each attempt counted,
// up to 3 attempts under the read/write retry rules, all within the tool call's time for YNAB
// (deadline.ts), each answer read up to the size limit (answer-limits.ts). Used as openapi-fetch's `fetch`.
import type { Logger } from '../log.ts';
import { answerTooLarge, DEFAULT_MAX_ANSWER_MB, MB } from './answer-limits.ts';
import { attempt, type FetchFn } from './attempt.ts';
import { deadlineReached, MIN_ATTEMPT_MS, outOfTime, YNAB_DEADLINE_MS } from './deadline.ts';
import { YnabError, notDocumented } from './errors.ts';
import type { PaceKeeper } from './pacing.ts';
import { ReadAnswer } from './read-answer.ts';
import { callDeadline, noteRequest, requestsSoFar } from './request-count.ts';
import { checkBodyAmounts } from './safe-amounts.ts';
import { MAX_ATTEMPTS, backoffMs, failureError, retriesFailure, retriesStatus } from './retry.ts';

export interface SenderOptions {
  baseUrl: string;
  token: string;
  fetch: FetchFn;
  pacer: PaceKeeper;
  /** Per attempt, until the whole body is read (§4: 30 s). The 10 s connect timeout is undici's own. */
  timeoutMs: number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  log?: Logger | undefined;
  /** The tool call's time for YNAB (default 45 s) and the least an attempt is started with (3 s). */
  deadlineMs?: number | undefined;
  minAttemptMs?: number | undefined;
  /** Monotonic milliseconds (default performance.now()). */
  now?: (() => number) | undefined;
  /** Bytes of one answer read at most (default 128 MB). */
  maxAnswerBytes?: number | undefined;
  /** Told which token YNAB answered 401 to, before the answer is handed back (a hosted person's tokens are then marked dead). */
  unauthorized?: ((token: string) => Promise<void> | void) | undefined;
}

function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

// Statuses whose Response may not carry a body.
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export class Sender {
  readonly #options: SenderOptions;
  readonly #base: URL;
  #token: string;

  constructor(options: SenderOptions) {
    this.#options = options;
    this.#token = options.token;
    this.#base = new URL(options.baseUrl.replace(/\/+$/, ''));
  }

  /** A hosted person's YNAB token was refreshed: later requests carry the new one. */
  useToken(token: string): void {
    this.#token = token;
  }

  /** The answer (any status but 429), or a YnabError: refused before sending, 429, or no answer. */
  readonly send = async (request: Request): Promise<Response> => {
    const { pacer } = this.#options;
    const token = this.#token;
    if (!this.#underBase(request.url)) {
      // openapi-fetch builds every URL from the base, so this is a bug: the token must not go elsewhere.
      throw new YnabError('avenir-mcp refused to send a request outside the configured YNAB URL; nothing was sent.');
    }
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    // Every write goes through here, so no amount that YNAB would read differently can leave (§4).
    if (body !== undefined && body.byteLength > 0 && /json/i.test(headers.get('Content-Type') ?? '')) checkBodyAmounts(parseJson(body));
    headers.set('Authorization', `Bearer ${token}`);
    const { timeoutMs, random } = this.#options;
    const now = this.#options.now ?? (() => performance.now());
    const budgetMs = this.#options.deadlineMs ?? YNAB_DEADLINE_MS;
    const minAttemptMs = this.#options.minAttemptMs ?? MIN_ATTEMPT_MS;
    const maxBytes = this.#options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_MB * MB;
    const deadline = callDeadline(now(), budgetMs);
    if (deadline - now() < minAttemptMs) throw outOfTime(budgetMs);
    for (let attemptNo = 1; ; attemptNo += 1) {
      // Before every attempt, retries included: each one costs a request of the hourly quota.
      await pacer.take(requestsSoFar());
      noteRequest();
      const left = deadline - now();
      const limits =
        left < timeoutMs ? { timeoutMs: Math.max(1, left), timeoutWhy: deadlineReached(budgetMs), maxBytes } : { timeoutMs, maxBytes };
      const outcome = await attempt(this.#options.fetch, request.url, { method, headers, body }, limits, token);
      // The wait before a retry, or undefined when none is left: the last attempt, or a backoff that would
      // leave too little time for an attempt that can finish.
      const retryWait = (): number | undefined => {
        if (attemptNo >= MAX_ATTEMPTS) return undefined;
        const wait = backoffMs(attemptNo, random);
        return deadline - now() - wait < minAttemptMs ? undefined : wait;
      };
      // Identifiers and status only: the path holds ids, never amounts or names.
      this.#options.log?.info('YNAB request', {
        method,
        path: new URL(request.url).pathname.slice(this.#base.pathname.replace(/\/+$/, '').length),
        attempt: attemptNo,
        status: outcome.kind === 'failure' ? outcome.failure.type : outcome.kind === 'too_large' ? 'too_large' : outcome.status,
      });
      if (outcome.kind === 'too_large') throw answerTooLarge(method, maxBytes);
      if (outcome.kind === 'failure') {
        const wait = retriesFailure(method, outcome.failure) ? retryWait() : undefined;
        if (wait === undefined) throw failureError(method, attemptNo, outcome.failure);
        this.#options.log?.debug('YNAB request failed, retrying', { method, attempt: attemptNo, error: outcome.failure.type });
        await this.#options.sleep(wait);
      } else {
        if (outcome.status === 429) {
          const error = await pacer.pauseAfter429(outcome.headers.get('Retry-After'));
          this.#options.log?.warning('YNAB answered 429: every request paused', {
            retry_after: outcome.headers.get('Retry-After') !== null,
          });
          throw error;
        }
        // The token this very request carried: another request may have switched to a renewed one meanwhile.
        if (outcome.status === 401) await this.#options.unauthorized?.(token);
        const wait = retriesStatus(method, outcome.status) ? retryWait() : undefined;
        if (wait === undefined) {
          const { status, statusText, headers: answerHeaders, text, json } = outcome;
          // A Response cannot hold such a status (e.g. 0 for an opaque redirect); it is no documented answer.
          if (status < 200 || status > 599) throw notDocumented(status, 'an HTTP status outside 200–599');
          if (json !== undefined && 'notJson' in json) throw notDocumented(status, 'not JSON');
          // The body stays the string already read, or the value parsed while reading: no copy back into a stream (read-answer.ts).
          if (json !== undefined) return ReadAnswer.parsed(json.value, json.bytes, { status, statusText, headers: answerHeaders });
          return new ReadAnswer(NULL_BODY.has(status) ? '' : text, { status, statusText, headers: answerHeaders });
        }
        this.#options.log?.debug('YNAB gateway error, retrying', { method, attempt: attemptNo, status: outcome.status });
        await this.#options.sleep(wait);
      }
    }
  };

  #underBase(url: string): boolean {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return false;
    }
    const prefix = this.#base.pathname.replace(/\/+$/, '');
    return target.origin === this.#base.origin && target.pathname.startsWith(`${prefix}/`) && !target.username && !target.password;
  }
}
