// Applies the writable goal fields of a category write (ynab-api.md §2.2): goal_target (null removes the
// target; alone on a category without one → a monthly NEED), goal_target_date, goal_needs_whole_amount,
// and 1.86's goal_frequency. The fake's targets are all NEED (there is no credit card, so no MF).

import type { SaveCategory } from './api-types.ts';
import { refuse } from './fake-types.ts';
import type { DemoTarget } from './plan-types.ts';

export type TargetFields = SaveCategory & { goal_frequency?: string | null };

/** goal_frequency → goal_cadence (1 monthly, 2 weekly, 13 yearly; each with frequency 1). */
const CADENCE: Record<string, number> = { monthly: 1, weekly: 2, yearly: 13 };

const monthlyNeed = (amount: number, creationMonth: string): DemoTarget => ({
  goal_type: 'NEED',
  goal_target: amount,
  goal_target_date: null,
  goal_cadence: 1,
  goal_cadence_frequency: 1,
  goal_needs_whole_amount: true,
  goal_day: null,
  goal_creation_month: creationMonth,
});

/** The category's target after `fields`; `currentMonth` becomes the creation month of a new target. */
export function applyTargetFields(current: DemoTarget | null, fields: TargetFields, currentMonth: string): DemoTarget | null {
  if ('goal_target' in fields && fields.goal_target === null) return null;
  let target = current === null ? null : { ...current };
  if (fields.goal_target != null)
    target = target === null ? monthlyNeed(fields.goal_target, currentMonth) : { ...target, goal_target: fields.goal_target };
  const needsTarget = (field: string): DemoTarget => target ?? refuse(`${field} needs a goal_target`);
  if (fields.goal_target_date !== undefined) {
    const t = needsTarget('goal_target_date');
    t.goal_target_date = fields.goal_target_date;
    // "By date" targets have no cadence; dropping the date makes the target monthly again.
    t.goal_cadence = fields.goal_target_date === null ? 1 : null;
    t.goal_cadence_frequency = fields.goal_target_date === null ? 1 : null;
  }
  if (fields.goal_needs_whole_amount != null)
    needsTarget('goal_needs_whole_amount').goal_needs_whole_amount = fields.goal_needs_whole_amount;
  if (fields.goal_frequency != null) {
    const t = needsTarget('goal_frequency');
    const cadence = CADENCE[fields.goal_frequency];
    if (cadence === undefined) refuse('goal_frequency must be monthly, weekly or yearly');
    if (t.goal_target_date !== null) refuse('goal_frequency cannot be combined with goal_target_date');
    t.goal_cadence = cadence;
    t.goal_cadence_frequency = 1;
  }
  return target;
}
