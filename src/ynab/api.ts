// YNAB's API as the client sends to it (ynab-client.md §4): openapi-fetch typed by the generated OpenAPI
// types, sending through the Sender (pace, retries, timeouts), and every answer checked — JSON, a "data"
// member, safe amounts — or turned into a YnabError. The six collections' reads are here too, as the
// delta-sync engine (delta-sync.ts) asks for them; the client (client.ts) makes the other requests.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/ynab/schema.d.ts';
import { REPORT_ADVICE } from '../../generated/version.ts';
import { Secrets } from '../logic/core/redact.ts';
import type { YnabClientOptions } from './client-options.ts';
import type { Collection, ItemOf } from './collections.ts';
import { ALL_HISTORY } from './delta-sync.ts';
import { YnabError, httpError, notDocumented } from './errors.ts';
import { processPacer } from './pacing.ts';
import { ReadAnswer } from './read-answer.ts';
import { checkAnswerAmounts } from './safe-amounts.ts';
import { Sender } from './sender.ts';
import type { DeltaAnswer } from './types.ts';

/** What openapi-fetch hands back for one request. */
export type Result<T> = { data?: T; error?: unknown; response: Response };

export class YnabApi {
  /** The typed requests; send each through `call`, which checks its answer. */
  readonly http: ReturnType<typeof createClient<paths>>;
  readonly #noToken: string | undefined;
  readonly #sender: Sender;
  readonly #secrets: Secrets;
  readonly #unauthorized: YnabClientOptions['unauthorized'];

  constructor(options: YnabClientOptions) {
    this.#unauthorized = options.unauthorized;
    this.#noToken = 'problem' in options.token ? options.token.problem : undefined;
    this.#secrets = options.secrets ?? new Secrets();
    if ('token' in options.token) this.#secrets.add(options.token.token);
    const sender = (this.#sender = new Sender({
      baseUrl: options.baseUrl,
      token: 'token' in options.token ? options.token.token : '',
      fetch: options.fetch ?? ((request) => fetch(request)),
      pacer: options.pacer ?? processPacer,
      timeoutMs: options.timeoutMs ?? 30_000,
      random: options.random ?? Math.random,
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      log: options.log,
      deadlineMs: options.deadlineMs,
      minAttemptMs: options.minAttemptMs,
      now: options.now,
      maxAnswerBytes: options.maxAnswerBytes,
      unauthorized: options.unauthorized?.seen,
    }));
    this.http = createClient<paths>({
      baseUrl: options.baseUrl,
      fetch: sender.send,
      headers: { Accept: 'application/json', 'User-Agent': options.userAgent },
    });
    this.http.use(jsonAnswers);
  }

  /** A refreshed token: kept out of answers and sent from now on. */
  useToken(token: string): void {
    this.#secrets.add(token);
    this.#sender.useToken(token);
  }

  /** Sends one request; its answer's data, or a YnabError (none is sent without a token). */
  async call<T>(send: () => Promise<Result<T>>): Promise<T> {
    if (this.#noToken !== undefined) throw new YnabError(this.#noToken);
    let result: Result<T>;
    try {
      result = await send();
    } catch (error) {
      if (error instanceof YnabError) throw error;
      // The Sender turns every transport failure into a YnabError; anything else is a bug in reading.
      const what = error instanceof Error ? error.name : typeof error;
      throw new YnabError(`avenir-mcp could not handle YNAB's answer (${what}). ${REPORT_ADVICE}`);
    }
    const { data, response } = result;
    // The error answer's own text (the Sender's ReadAnswer keeps it), not openapi-fetch's parse of it
    // stringified again: that would overflow on a deeply nested body.
    if (!response.ok) throw httpError(response.status, await response.text(), this.#secrets.values, this.#unauthorized?.advice);
    if (typeof data !== 'object' || data === null || !('data' in data) || typeof data.data !== 'object' || data.data === null) {
      throw notDocumented(response.status, 'no JSON "data" member');
    }
    checkAnswerAmounts(response.status, data);
    return data;
  }

  /** The transactions YNAB lists as needing a category, dated `since` or later (`type=uncategorized`). */
  async uncategorized(plan_id: string, since: string): Promise<readonly unknown[]> {
    const { data } = await this.call(() =>
      this.http.GET('/plans/{plan_id}/transactions', {
        params: { path: { plan_id }, query: { since_date: since, type: 'uncategorized' } },
      }),
    );
    if (!Array.isArray(data.transactions)) throw notDocumented(200, 'no transactions list');
    return data.transactions;
  }

  /** One full (no knowledge) or delta read of a collection; transactions within [since, until]. */
  async read<C extends Collection>(
    collection: C,
    plan_id: string,
    knowledge?: number,
    since = ALL_HISTORY,
    until?: string,
  ): Promise<DeltaAnswer<ItemOf<C>>> {
    const query = knowledge === undefined ? {} : { last_knowledge_of_server: knowledge };
    const path = { plan_id };
    let answer: { items: unknown; knowledge: unknown };
    switch (collection) {
      case 'accounts': {
        const { data } = await this.call(() => this.http.GET('/plans/{plan_id}/accounts', { params: { path, query } }));
        answer = { items: data.accounts, knowledge: data.server_knowledge };
        break;
      }
      case 'categories': {
        const { data } = await this.call(() => this.http.GET('/plans/{plan_id}/categories', { params: { path, query } }));
        answer = { items: data.category_groups, knowledge: data.server_knowledge };
        break;
      }
      case 'payees': {
        const { data } = await this.call(() => this.http.GET('/plans/{plan_id}/payees', { params: { path, query } }));
        answer = { items: data.payees, knowledge: data.server_knowledge };
        break;
      }
      case 'months': {
        const { data } = await this.call(() => this.http.GET('/plans/{plan_id}/months', { params: { path, query } }));
        answer = { items: data.months, knowledge: data.server_knowledge };
        break;
      }
      case 'scheduled_transactions': {
        const { data } = await this.call(() => this.http.GET('/plans/{plan_id}/scheduled_transactions', { params: { path, query } }));
        answer = { items: data.scheduled_transactions, knowledge: data.server_knowledge };
        break;
      }
      default: {
        const { data } = await this.call(() =>
          this.http.GET('/plans/{plan_id}/transactions', {
            params: { path, query: { since_date: since, ...(until === undefined ? {} : { until_date: until }), ...query } },
          }),
        );
        answer = { items: data.transactions, knowledge: data.server_knowledge };
      }
    }
    if (!Array.isArray(answer.items)) throw notDocumented(200, `no ${collection} list`);
    if (typeof answer.knowledge !== 'number') throw notDocumented(200, 'no server_knowledge');
    return answer as DeltaAnswer<ItemOf<C>>;
  }
}

// A 2xx body must be JSON (§4). Checked here, where the status is known; otherwise openapi-fetch's
// JSON.parse would throw and the answer would be reported as a transport failure. The value parsed here
// is the one openapi-fetch hands back: each answer is parsed once (read-answer.ts).
const jsonAnswers: Middleware = {
  async onResponse({ response }) {
    if (!response.ok || (response instanceof ReadAnswer && response.hasValue)) return undefined;
    const text = await response.text();
    const answer =
      response instanceof ReadAnswer
        ? response
        : new ReadAnswer(text, { status: response.status, statusText: response.statusText, headers: response.headers });
    if (text === '') return answer;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw notDocumented(response.status, 'not JSON');
    }
    return answer.withValue(value);
  },
};
