// The YNAB client: the only code that talks HTTP. Typed by the generated OpenAPI types (generated/ynab),
// it returns YNAB's objects in milliunits and turns every failure into a YnabError.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../generated/ynab/schema.d.ts';
import { YnabError, httpError } from './errors.ts';
import { checkSegment } from './paths.ts';
import { noteRequest } from './request-count.ts';

export type PlanSummary = components['schemas']['PlanSummary'];
export type Account = components['schemas']['Account'];
export type MonthDetail = components['schemas']['MonthDetail'];

export interface YnabClientOptions {
  baseUrl: string;
  /** The token, or why there is none: every call then fails with that message before sending anything. */
  token: { token: string } | { problem: string };
  userAgent: string;
  fetch?: (request: Request) => Promise<Response>;
  /** Per attempt, until the whole body is read. */
  timeoutMs?: number;
}

export class YnabClient {
  readonly #http: ReturnType<typeof createClient<paths>>;
  readonly #noToken: string | undefined;

  constructor(options: YnabClientOptions) {
    const token = 'token' in options.token ? options.token.token : undefined;
    const baseFetch = options.fetch ?? ((request: Request) => fetch(request));
    const timeoutMs = options.timeoutMs ?? 30_000;
    this.#noToken = 'problem' in options.token ? options.token.problem : undefined;
    this.#http = createClient<paths>({
      baseUrl: options.baseUrl,
      // Redirects are never followed: a 3xx is an error like any other non-2xx.
      fetch: (request) => baseFetch(new Request(request, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })),
      headers: { Accept: 'application/json', 'User-Agent': options.userAgent },
    });
    const auth: Middleware = {
      onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${token ?? ''}`);
        noteRequest();
        return request;
      },
      // A 2xx body must be JSON (§4). Checked here, where the status is known; otherwise openapi-fetch's
      // JSON.parse would throw and the answer would be reported as a transport failure.
      async onResponse({ response }) {
        if (!response.ok) return undefined;
        const text = await response.text();
        if (text !== '') {
          try {
            JSON.parse(text);
          } catch {
            throw notDocumented(response.status, 'not JSON');
          }
        }
        const { status, statusText, headers } = response;
        return new Response(text === '' ? null : text, { status, statusText, headers });
      },
    };
    this.#http.use(auth);
  }

  /** GET /plans?include_accounts=true: every plan the token can read. */
  async plans(): Promise<PlanSummary[]> {
    const data = await this.#call(() => this.#http.GET('/plans', { params: { query: { include_accounts: true } } }));
    return data.data.plans;
  }

  /** GET /plans/{plan_id}/accounts (deleted ones included, as YNAB sends them). */
  async accounts(planId: string): Promise<Account[]> {
    const plan_id = checkSegment(planId, 'Plan id');
    const data = await this.#call(() => this.#http.GET('/plans/{plan_id}/accounts', { params: { path: { plan_id } } }));
    return data.data.accounts;
  }

  /** GET /plans/{plan_id}/months/{month}: one month with its categories. */
  async month(planId: string, month: string): Promise<MonthDetail> {
    const plan_id = checkSegment(planId, 'Plan id');
    checkSegment(month, 'Month');
    const data = await this.#call(() =>
      this.#http.GET('/plans/{plan_id}/months/{month}', { params: { path: { plan_id, month } } }),
    );
    return data.data.month;
  }

  async #call<T>(send: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    if (this.#noToken !== undefined) throw new YnabError(this.#noToken);
    let result: { data?: T; error?: unknown; response: Response };
    try {
      result = await send();
    } catch (error) {
      if (error instanceof YnabError) throw error;
      throw unavailable(error);
    }
    const { data, error, response } = result;
    // openapi-fetch has already read the body of an error answer: parsed JSON, or the raw text.
    // (undefined: an empty body sent with Content-Length: 0.)
    if (!response.ok) {
      throw httpError(response.status, typeof error === 'string' ? error : error === undefined ? '' : JSON.stringify(error));
    }
    if (data === undefined || data === null || typeof data !== 'object' || !('data' in data)) {
      throw notDocumented(response.status, 'no JSON "data" member');
    }
    return data;
  }
}

function notDocumented(status: number, why: string): YnabError {
  return new YnabError(`YNAB ${status}: the answer was not what the API documents (${why}).`, status);
}

function unavailable(error: unknown): YnabError {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new YnabError(
    `YNAB could not be reached (${detail}); nothing changed in YNAB. Wait a few minutes and try again.`,
  );
}
