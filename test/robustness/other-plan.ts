// A second plan for the same token whose every entity id differs from the demo's ("o-" in front), so a
// fuzzed call that mixes the two plans' ids names things that exist, only in the other plan.
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { OTHER_PLAN_ID } from './fuzz-args.ts';

const ENTITY_ID = /^(acc|pay|grp|cat|tx|nw|sch|sub)-/;

function rename(value: unknown): unknown {
  if (typeof value === 'string') return ENTITY_ID.test(value) ? `o-${value}` : value;
  if (Array.isArray(value)) return value.map(rename);
  if (typeof value === 'object' && value !== null) {
    // Keys too: a month's `budgeted` is keyed by category id.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [ENTITY_ID.test(k) ? `o-${k}` : k, rename(v)]));
  }
  return value;
}

export function otherPlan(): DemoPlan {
  const plan = rename(demoPlan()) as DemoPlan;
  plan.id = OTHER_PLAN_ID;
  plan.name = 'Other household';
  return plan;
}
