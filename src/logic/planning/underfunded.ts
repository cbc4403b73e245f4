// get_underfunded_targets' computation (algorithms.md §18): the targets behind in one month, most urgent
// first, against Ready to Assign. Uses YNAB's own goal figures (milliunits in, currency units out).

import type { Output } from '../../../generated/contract/get_underfunded_targets.d.ts';
import { isUsable } from '../facts/category-classes.ts';
import { compareCodePoints, compareIgnoringCase } from '../core/compare.ts';
import { formatAmount, fromMilli } from '../core/money.ts';
import { describeTarget } from '../budget/target-plan.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Category, Goal } from '../core/ynab-slices.ts';

/** A category of YNAB's month detail with its goal figures (milliunits). */
type Targeted = Pick<
  Category,
  | 'id'
  | 'name'
  | 'category_group_name'
  | 'hidden'
  | 'deleted'
  | 'internal'
  | keyof Goal
  | 'goal_under_funded'
  | 'goal_overall_left'
  | 'goal_percentage_complete'
  | 'goal_months_to_budget'
  | 'goal_snoozed_at'
>;

/** get_underfunded_targets' answer, as its contract types it. */
export type UnderfundedAnswer = Output;
export type UnderfundedRow = Output['targets'][number];
export type Urgency = UnderfundedRow['urgency'];
const URGENCY_RANK: Record<Urgency, number> = { due_date: 0, repeating: 1, other: 2 };

/** §18 step 3: MF and DEBT targets and monthly or weekly cadences repeat; then a date; then the rest. */
export function urgencyOf(c: Pick<Goal, 'goal_type' | 'goal_cadence' | 'goal_target_date'>): Urgency {
  if (c.goal_type === 'MF' || c.goal_type === 'DEBT' || c.goal_cadence === 1 || c.goal_cadence === 2) return 'repeating';
  return c.goal_target_date != null ? 'due_date' : 'other';
}

const underFunded = (c: Targeted): number => c.goal_under_funded ?? 0;

/** §18 step 4: urgency rank, due date (due_date rows only), the largest need, name ignoring case; id last for a total order. */
export function compareBehind(a: Targeted, b: Targeted): number {
  const ua = urgencyOf(a);
  const ub = urgencyOf(b);
  if (ua !== ub) return URGENCY_RANK[ua] - URGENCY_RANK[ub];
  if (ua === 'due_date') {
    // A due_date target has a date (urgencyOf).
    const byDate = compareCodePoints(a.goal_target_date!, b.goal_target_date!);
    if (byDate !== 0) return byDate;
  }
  return underFunded(b) - underFunded(a) || compareIgnoringCase(a.name, b.name) || compareCodePoints(a.id, b.id);
}

/** The §18 totals over every target behind, in milliunits. */
export function coverage(needed: number, ready: number): { covered: number; short_by: number; enough: boolean } {
  const covered = Math.min(Math.max(ready, 0), needed);
  return { covered, short_by: needed - covered, enough: ready >= needed };
}

function row(c: Targeted, digits: number): UnderfundedRow {
  return {
    category_id: c.id,
    name: untrusted(c.name),
    group: untrusted(c.category_group_name),
    target: describeTarget(c, digits),
    due: c.goal_target_date ?? null,
    needed: fromMilli(underFunded(c)),
    left: c.goal_overall_left == null ? null : fromMilli(c.goal_overall_left),
    percent_complete: c.goal_percentage_complete ?? null,
    months_left: c.goal_months_to_budget ?? null,
    urgency: urgencyOf(c),
  };
}

export interface UnderfundedInput {
  month: string;
  /** YNAB's to_be_budgeted for the month (milliunits). */
  toBeBudgeted: number;
  categories: readonly Targeted[];
  digits: number;
  /** Rows listed at most; all when undefined. */
  limit?: number | undefined;
}

export function underfundedTargets(input: UnderfundedInput): UnderfundedAnswer {
  const { month, toBeBudgeted: ready, digits, limit } = input;
  const fmt = (m: number) => formatAmount(m, digits);
  const withTarget = input.categories.filter((c) => isUsable(c) && c.goal_type != null);
  const snoozed = withTarget.filter((c) => c.goal_snoozed_at != null);
  const active = withTarget.filter((c) => c.goal_snoozed_at == null);
  const behind = active.filter((c) => underFunded(c) > 0).sort(compareBehind);
  const shown = behind.slice(0, limit);
  const more = behind.length - shown.length;
  const needed = behind.reduce((sum, c) => sum + underFunded(c), 0);
  const { covered, short_by, enough } = coverage(needed, ready);
  const onTrack = active.length - behind.length;

  let message: string;
  if (active.length === 0) {
    message = `No visible category has an active target in ${month}: nothing to fund. Ready to Assign is ${fmt(ready)}.`;
  } else if (behind.length === 0) {
    message = `All ${active.length} active target(s) are funded for ${month}. Ready to Assign is ${fmt(ready)}.`;
  } else {
    const head = `${behind.length} target(s) need ${fmt(needed)} more in ${month}`;
    message = enough
      ? `${head}, and Ready to Assign (${fmt(ready)}) covers them, leaving ${fmt(ready - needed)}. ${onTrack} other target(s) are on track.`
      : `${head}, and Ready to Assign (${fmt(ready)}) covers only ${fmt(covered)} of it: ${fmt(short_by)} short. ${onTrack} other target(s) are on track.`;
  }

  const notes: string[] = [];
  if (snoozed.length > 0) {
    const names = snoozed.map((c) => untrusted(c.name)).sort(compareIgnoringCase);
    notes.push(`Snoozed targets are left out: ${names.join(', ')}.`);
  }
  if (more > 0) notes.push(`${more} more target(s) behind are not listed (limit ${shown.length}); the totals count them.`);
  if (ready < 0)
    notes.push(
      `Ready to Assign is negative (${fmt(ready)}): more was assigned than the money available, so nothing is left for these targets.`,
    );

  return {
    message,
    month,
    targets: shown.map((c) => row(c, digits)),
    more,
    needed: fromMilli(needed),
    ready_to_assign: fromMilli(ready),
    enough,
    covered: fromMilli(covered),
    short_by: fromMilli(short_by),
    on_track: onTrack,
    notes,
  };
}
