// The computed goal fields of a category in one month, by the fake's simplified rules (demo-plan.md §3);
// YNAB's own rules are richer.

import type { DemoTarget } from './plan-types.ts';

export interface GoalFigures {
  goal_percentage_complete: number | null;
  goal_months_to_budget: number | null;
  goal_under_funded: number | null;
  goal_overall_funded: number | null;
  goal_overall_left: number | null;
}

const NO_GOAL: GoalFigures = {
  goal_percentage_complete: null,
  goal_months_to_budget: null,
  goal_under_funded: null,
  goal_overall_funded: null,
  goal_overall_left: null,
};

/** Whole months from `from` to `to` (both YYYY-MM-DD; days ignored). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** Rounds positive milliunits up to the next cent (10 milliunits). */
const ceilToCent = (milli: number): number => Math.ceil(milli / 10) * 10;

const percent = (funded: number, target: number): number =>
  target <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((100 * funded) / target)));

/**
 * @param carried the previous month's balance when positive (0 otherwise, and in the first month)
 */
export function goalFigures(target: DemoTarget | null, month: string, budgeted: number, carried: number): GoalFigures {
  if (target === null) return { ...NO_GOAL };
  const t = target.goal_target;
  if (target.goal_target_date === null) {
    const under = Math.max(0, t - budgeted);
    return {
      goal_percentage_complete: percent(budgeted, t),
      goal_months_to_budget: null,
      goal_under_funded: under,
      goal_overall_funded: budgeted,
      goal_overall_left: under,
    };
  }
  const months = Math.max(1, monthsBetween(month, target.goal_target_date) + 1);
  const needed = Math.max(0, t - carried);
  const funded = carried + budgeted;
  return {
    goal_percentage_complete: percent(funded, t),
    goal_months_to_budget: months,
    goal_under_funded: Math.max(0, ceilToCent(needed / months) - budgeted),
    goal_overall_funded: funded,
    goal_overall_left: Math.max(0, t - funded),
  };
}
