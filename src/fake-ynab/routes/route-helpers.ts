// Helpers shared by the fake's route handlers: plan resolution, the delta parameter, month parameters and
// the plan's derived view for the current month.

import { badRequest, resourceNotFound, type FakeRequest, type FakeResponse } from '../model/fake-types.ts';
import { viewOf, type PlanState } from '../model/plan-state.ts';
import type { PlanView } from '../model/plan-view.ts';
import type { FakeContext, Route } from './route-table.ts';

export type PlanHandler = (state: PlanState, ctx: FakeContext, params: Record<string, string>, request: FakeRequest) => FakeResponse;

/** Resolves `{plan_id}` (a plan id or 'last-used'); unknown → 404. */
export const withPlan =
  (handler: PlanHandler): Route['handler'] =>
  (ctx, params, request) => {
    const state = ctx.resolvePlan(params.plan_id ?? '');
    return state === undefined ? resourceNotFound() : handler(state, ctx, params, request);
  };

/** `last_knowledge_of_server`: undefined when absent (full read), null when malformed. */
export function knowledgeParam(query: URLSearchParams): number | undefined | null {
  const raw = query.get('last_knowledge_of_server');
  if (raw === null || raw === '') return undefined;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

export const malformedKnowledge = (): FakeResponse => badRequest('last_knowledge_of_server must be a non-negative integer');

/** A `{month}` path value: 'current' or YYYY-MM-01 → YYYY-MM-01; anything else → undefined. */
export function monthParam(ctx: FakeContext, raw: string | undefined): string | undefined {
  if (raw === 'current') return ctx.currentMonth();
  return raw !== undefined && /^\d{4}-(0[1-9]|1[0-2])-01$/.test(raw) ? raw : undefined;
}

export const viewFor = (state: PlanState, ctx: FakeContext): PlanView => viewOf(state, ctx.currentMonth());
