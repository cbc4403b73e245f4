// The YNAB client: the only code that talks HTTP. Typed by the generated OpenAPI types (generated/ynab),
// it returns YNAB's objects in milliunits and turns every failure into a YnabError.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../generated/ynab/schema.d.ts';
import { YnabError, httpError, noToken } from './errors.ts';
import { checkSegment } from './paths.ts';
import { noteRequest } from './request-count.ts';

export type PlanSummary = components['schemas']['PlanSummary'];
export type Account = components['schemas']['Account'];
export type MonthDetail = components['schemas']['MonthDetail'];

export interface YnabClientOptions {
  baseUrl: string;
  /** Undefined when no token is configured: every call then fails before sending anything. */
  token: string | undefined;
  userAgent: string;
  fetch?: (request: Request) => Promise<Response>;
  /** Per attempt, until the whole body is read. */
  timeoutMs?: number;
}

export class YnabClient {
  readonly #http: ReturnType<typeof createClient<paths>>;
  readonly #hasToken: boolean;

  constructor(options: YnabClientOptions) {
    const { token } = options;
    const baseFetch = options.fetch ?? ((request: Request) => fetch(request));
    const timeoutMs = options.timeoutMs ?? 30_000;
    this.#hasToken = token !== undefined && token !== '';
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
    if (!this.#hasToken) throw noToken();
    let result: { data?: T; error?: unknown; response: Response };
    try {
      result = await send();
    } catch (error) {
      throw unavailable(error);
    }
    const { data, error, response } = result;
    // openapi-fetch has already read the body of an error answer: parsed JSON, or the raw text.
    if (!response.ok) throw httpError(response.status, typeof error === 'string' ? error : JSON.stringify(error ?? ''));
    if (data === undefined || data === null || typeof data !== 'object' || !('data' in data)) {
      throw new YnabError(`YNAB ${response.status}: the answer was not what the API documents (no JSON "data" member).`, response.status);
    }
    return data;
  }
}

function unavailable(error: unknown): YnabError {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new YnabError(
    `YNAB could not be reached (${detail}); nothing changed in YNAB. Wait a few minutes and try again.`,
  );
}
