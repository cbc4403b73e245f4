// Route table plumbing for the fake YNAB: OpenAPI-style path patterns ('/plans/{plan_id}/accounts')
// matched against request paths, and the context every route handler receives.

import type { FakeRequest, FakeResponse } from '../model/fake-types.ts';
import type { PlanState } from '../model/plan-state.ts';

export interface FakeContext {
  /** Every plan, in order. */
  plans(): PlanState[];
  /** A plan by id, or 'last-used'; undefined when unknown. */
  resolvePlan(planId: string): PlanState | undefined;
  /** The fake's today, YYYY-MM-DD. */
  today(): string;
  /** YYYY-MM-01 of the fake's today. */
  currentMonth(): string;
}

export type RouteHandler = (ctx: FakeContext, params: Record<string, string>, request: FakeRequest) => FakeResponse;

export interface Route {
  method: string;
  pattern: string;
  handler: RouteHandler;
}

const segments = (path: string): string[] => path.replace(/\/+$/, '').split('/').slice(1);

/** The captured `{name}` segments when `path` matches `pattern`, else undefined. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, w] of want.entries()) {
    const g = got[i] ?? '';
    if (w.startsWith('{') && w.endsWith('}')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

export function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPattern(route.pattern, path);
    if (params !== undefined) return { route, params };
  }
  return undefined;
}
