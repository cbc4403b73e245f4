// The fake YNAB's plan-level read routes: plans, settings, accounts, categories and months (lists with
// delta requests, single entities). Paths and shapes follow YNAB's OpenAPI spec.

import {
  accountView,
  categoryGroupsView,
  categoryView,
  monthDetailView,
  monthSummaryView,
  planSettingsView,
  planSummaryView,
} from '../model/api-views.ts';
import { dataResponse, resourceNotFound } from '../model/fake-types.ts';
import { changedSince, viewOf } from '../model/plan-state.ts';
import { knowledgeParam, malformedKnowledge, monthParam, viewFor, withPlan } from './route-helpers.ts';
import type { Route } from './route-table.ts';

export const READ_ROUTES: Route[] = [
  {
    method: 'GET',
    pattern: '/plans',
    handler: (ctx, _params, request) => {
      const includeAccounts = request.query.get('include_accounts') === 'true';
      const plans = ctx.plans().map((s) => planSummaryView(viewOf(s, ctx.currentMonth()), includeAccounts));
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
    handler: withPlan((state, ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return malformedKnowledge();
      const view = viewFor(state, ctx);
      const accounts = state.plan.accounts.filter((a) => changedSince(state, 'account', a.id, knowledge)).map((a) => accountView(view, a));
      return dataResponse({ accounts, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/accounts/{account_id}',
    handler: withPlan((state, ctx, params) => {
      const account = state.plan.accounts.find((a) => a.id === params.account_id);
      return account === undefined ? resourceNotFound() : dataResponse({ account: accountView(viewFor(state, ctx), account) });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/categories',
    handler: withPlan((state, ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return malformedKnowledge();
      const category_groups = categoryGroupsView(
        viewFor(state, ctx),
        ctx.currentMonth(),
        (g) => changedSince(state, 'group', g.id, knowledge),
        (c) => changedSince(state, 'category', c.id, knowledge),
      );
      return dataResponse({ category_groups, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/categories/{category_id}',
    handler: withPlan((state, ctx, params) => {
      const view = viewFor(state, ctx);
      const found = view.categoryById(params.category_id ?? '');
      return found === undefined
        ? resourceNotFound()
        : dataResponse({ category: categoryView(view, found.group, found.category, ctx.currentMonth()) });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/months',
    handler: withPlan((state, ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return malformedKnowledge();
      const view = viewFor(state, ctx);
      const months = state.plan.months
        .filter((m) => changedSince(state, 'month', m.month, knowledge))
        .map((m) => monthSummaryView(view, m));
      return dataResponse({ months, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/months/{month}',
    handler: withPlan((state, ctx, params) => {
      const month = monthParam(ctx, params.month);
      const detail = month === undefined ? undefined : monthDetailView(viewFor(state, ctx), month);
      return detail === undefined ? resourceNotFound() : dataResponse({ month: detail });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/months/{month}/categories/{category_id}',
    handler: withPlan((state, ctx, params) => {
      const month = monthParam(ctx, params.month);
      const view = viewFor(state, ctx);
      const found = view.categoryById(params.category_id ?? '');
      if (month === undefined || found === undefined || !state.plan.months.some((m) => m.month === month)) return resourceNotFound();
      return dataResponse({ category: categoryView(view, found.group, found.category, month) });
    }),
  },
];
