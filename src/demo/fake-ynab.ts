// The fake YNAB: a request handler speaking YNAB's HTTP API over in-memory demo plans, with auth,
// a request log and an in-process fetch. Served over loopback by http.ts (demo-plan.md §9).

import { inProcessFetch } from './fake-fetch.ts';
import {
  internalError,
  routeNotFound,
  unauthorized,
  type FakeRequest,
  type FakeResponse,
  type LoggedRequest,
} from './fake-types.ts';
import { DEMO_PLAN_ID, DEMO_TODAY, demoPlan } from './plan.ts';
import { newPlanState, type PlanState } from './plan-state.ts';
import type { DemoPlan } from './plan-types.ts';
import { READ_ROUTES } from './read-routes.ts';
import { findRoute, type FakeContext, type Route } from './routes.ts';

export type { FakeRequest, FakeResponse, LoggedRequest } from './fake-types.ts';

export interface FakeYnabOptions {
  /** Plans served, in order; default: one fresh demo plan. Each is deep-copied. */
  plans?: DemoPlan[];
  /** What 'last-used' resolves to; default 'demo-budget'. */
  lastUsedPlanId?: string;
  /** YYYY-MM-DD; default DEMO_TODAY. Decides the 'current' month. */
  today?: string;
}

const ROUTES: readonly Route[] = [...READ_ROUTES];

export class FakeYnab {
  readonly fetch: typeof fetch;
  readonly log: LoggedRequest[] = [];
  private readonly states: PlanState[];
  private readonly revoked = new Set<string>();
  private readonly lastUsedPlanId: string;
  private readonly today: string;
  private readonly context: FakeContext;

  constructor(options: FakeYnabOptions = {}) {
    const plans = options.plans?.map((p) => structuredClone(p)) ?? [demoPlan()];
    this.states = plans.map(newPlanState);
    this.lastUsedPlanId = options.lastUsedPlanId ?? DEMO_PLAN_ID;
    this.today = options.today ?? DEMO_TODAY;
    this.context = {
      plans: () => this.states,
      resolvePlan: (id) => {
        const wanted = id === 'last-used' ? this.lastUsedPlanId : id;
        return this.states.find((s) => s.plan.id === wanted);
      },
      currentMonth: () => `${this.today.slice(0, 7)}-01`,
    };
    this.fetch = inProcessFetch((request) => this.handle(request));
  }

  get requestCount(): number {
    return this.log.length;
  }

  resetLog(): void {
    this.log.length = 0;
  }

  /** That bearer token gets 401 from now on. */
  revokeToken(token: string): void {
    this.revoked.add(token);
  }

  /** Answers one request; never throws (an internal failure becomes a 500). */
  handle(request: FakeRequest): FakeResponse {
    const method = request.method.toUpperCase();
    let response: FakeResponse;
    try {
      response = this.dispatch({ ...request, method, headers: lowerCaseKeys(request.headers) });
    } catch (error) {
      response = internalError(error instanceof Error ? error.message : String(error));
    }
    this.log.push({ method, path: request.path, query: request.query.toString(), status: response.status });
    return response;
  }

  private dispatch(request: FakeRequest): FakeResponse {
    if (!this.authorized(request.headers.authorization)) return unauthorized();
    const found = findRoute(ROUTES, request.method, request.path);
    if (found === undefined) return routeNotFound();
    return found.route.handler(this.context, found.params, request);
  }

  private authorized(header: string | undefined): boolean {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    return token !== undefined && !this.revoked.has(token);
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
