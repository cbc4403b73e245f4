// The fake YNAB's read routes so far: plans, plan settings, accounts and categories (with delta
// requests), and one month's detail. Paths and shapes follow YNAB's OpenAPI spec.

import { accountView, categoryGroupsView, monthDetailView, planSettingsView, planSummaryView } from './api-views.ts';
import { badRequest, dataResponse, resourceNotFound, type FakeRequest, type FakeResponse } from './fake-types.ts';
import { changedSince, type PlanState } from './plan-state.ts';
import type { FakeContext, Route } from './routes.ts';

type PlanHandler = (state: PlanState, ctx: FakeContext, params: Record<string, string>, request: FakeRequest) => FakeResponse;

/** Resolves `{plan_id}` (a plan id or 'last-used'); unknown → 404. */
const withPlan =
  (handler: PlanHandler): Route['handler'] =>
  (ctx, params, request) => {
    const state = ctx.resolvePlan(params.plan_id ?? '');
    return state === undefined ? resourceNotFound() : handler(state, ctx, params, request);
  };

/** `last_knowledge_of_server`: undefined when absent (full read), null when malformed. */
function knowledgeParam(query: URLSearchParams): number | undefined | null {
  const raw = query.get('last_knowledge_of_server');
  if (raw === null || raw === '') return undefined;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

const MALFORMED_KNOWLEDGE = 'last_knowledge_of_server must be a non-negative integer';

export const READ_ROUTES: Route[] = [
  {
    method: 'GET',
    pattern: '/plans',
    handler: (ctx, _params, request) => {
      const includeAccounts = request.query.get('include_accounts') === 'true';
      const plans = ctx.plans().map((s) => planSummaryView(s.plan, includeAccounts));
      return dataResponse({ plans, default_plan: null });
    },
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/settings',
    handler: withPlan((state) => dataResponse({ settings: planSettingsView(state.plan) })),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/accounts',
    handler: withPlan((state, _ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return badRequest(MALFORMED_KNOWLEDGE);
      const accounts = state.plan.accounts.filter((a) => changedSince(state, a.id, knowledge)).map(accountView);
      return dataResponse({ accounts, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/categories',
    handler: withPlan((state, ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return badRequest(MALFORMED_KNOWLEDGE);
      const category_groups = categoryGroupsView(
        state.plan,
        ctx.currentMonth(),
        (g) => changedSince(state, g.id, knowledge),
        (c) => changedSince(state, c.id, knowledge),
      );
      return dataResponse({ category_groups, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/months/{month}',
    handler: withPlan((state, ctx, params) => {
      const month = params.month === 'current' ? ctx.currentMonth() : (params.month ?? '');
      if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(month)) return resourceNotFound();
      const detail = monthDetailView(state.plan, month);
      return detail === undefined ? resourceNotFound() : dataResponse({ month: detail });
    }),
  },
];
