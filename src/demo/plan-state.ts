// One plan's live state inside the fake YNAB: the data plus the delta-sync bookkeeping
// (a server_knowledge counter and, per entity id, the knowledge value of its last change).

import type { DemoPlan } from './plan-types.ts';

export const INITIAL_KNOWLEDGE = 100;

export interface PlanState {
  plan: DemoPlan;
  serverKnowledge: number;
  /** Entity id → knowledge at its last change; every entity of the initial data is stamped INITIAL_KNOWLEDGE. */
  stamps: Map<string, number>;
}

export function newPlanState(plan: DemoPlan): PlanState {
  const stamps = new Map<string, number>();
  const ids = [
    ...plan.accounts.map((a) => a.id),
    ...plan.category_groups.flatMap((g) => [g.id, ...g.categories.map((c) => c.id)]),
  ];
  for (const id of ids) stamps.set(id, INITIAL_KNOWLEDGE);
  return { plan, serverKnowledge: INITIAL_KNOWLEDGE, stamps };
}

/** Whether a delta read with `knowledge` (undefined = full read) must include the entity `id`. */
export function changedSince(state: PlanState, id: string, knowledge: number | undefined): boolean {
  return knowledge === undefined || (state.stamps.get(id) ?? 0) > knowledge;
}

/** Records a change: bumps the plan's knowledge and stamps the touched entities with it. */
export function touch(state: PlanState, ids: readonly string[]): number {
  state.serverKnowledge += 1;
  for (const id of ids) state.stamps.set(id, state.serverKnowledge);
  return state.serverKnowledge;
}
