// Properties of algorithms.md §21 against the fake's own rules for a category PATCH (src/fake-ynab/model/category-targets.ts):
// the fields sent yield a target described by the after text; the undo fields give the before text back when
// undoable; nothing_to_do exactly when the write would change nothing; no name can add a question line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTargetFields } from '../../../src/fake-ynab/model/category-targets.ts';
import type { DemoTarget } from '../../../src/fake-ynab/model/plan-types.ts';
import { checkTargetArgs, describeTarget, planTarget } from '../../../src/logic/budget/target-plan.ts';
import type { Category, Goal } from '../../../src/logic/core/ynab-slices.ts';
import { none } from '../fixtures/target-groups.ts';

/** The fake's stored target as YNAB's Category shows it (api-views: null goal fields without a target). */
const goalOf = (t: DemoTarget | null): Goal & Pick<Category, 'goal_needs_whole_amount'> =>
  t === null
    ? none
    : {
        goal_type: t.goal_type,
        goal_target: t.goal_target,
        goal_target_date: t.goal_target_date,
        goal_cadence: t.goal_cadence,
        goal_cadence_frequency: t.goal_cadence_frequency,
        goal_needs_whole_amount: t.goal_needs_whole_amount,
      };

const date = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const milli = fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents * 10);

// What the fake can hold: no target, a dated NEED, or a repeating NEED of any cadence.
const stored: fc.Arbitrary<DemoTarget | null> = fc.oneof(
  fc.constant(null),
  fc
    .record({
      goal_type: fc.constant('NEED' as const),
      goal_target: milli,
      goal_target_date: fc.option(date, { nil: null }),
      goal_cadence: fc.constantFrom(1, 2, 13, 1, 2, 13, 0, 3, 4, 14),
      goal_cadence_frequency: fc.constantFrom(1, 1, 1, 2),
      goal_needs_whole_amount: fc.boolean(),
      goal_day: fc.constant(null),
      goal_creation_month: fc.constant('2026-06-01'),
    })
    .map((t) => (t.goal_target_date === null ? t : { ...t, goal_cadence: null, goal_cadence_frequency: null })),
);

const args = fc.oneof(
  fc.constant({}),
  fc.record({ amount: milli.map((m) => m / 1000) }),
  fc.record({ amount: milli.map((m) => m / 1000), by_date: date }),
  fc.record({ amount: milli.map((m) => m / 1000), frequency: fc.constantFrom('monthly' as const, 'weekly' as const, 'yearly' as const) }),
);

const groupsWith = (target: DemoTarget | null, name = 'Holidays'): Parameters<typeof planTarget>[2][number][] => [
  {
    id: 'grp',
    name: 'Savings goals',
    hidden: false,
    deleted: false,
    internal: false,
    categories: [{ id: 'cat', name, hidden: false, deleted: false, internal: false, ...goalOf(target) }],
  },
];

function planned(target: DemoTarget | null, a: Parameters<typeof checkTargetArgs>[0]) {
  const checked = checkTargetArgs(a);
  if (!checked.ok) throw new Error(checked.error);
  const p = planTarget('cat', checked.request, groupsWith(target), 2);
  if (!p.ok) throw new Error(p.error);
  return p;
}

describe('set_category_target against the fake’s rules', () => {
  it('the fields sent yield a target whose description is the after text', () => {
    fc.assert(
      fc.property(stored, args, (target, a) => {
        const p = planned(target, a);
        const after = applyTargetFields(target, p.fields, '2026-09-01');
        expect(describeTarget(goalOf(after), 2)).toBe(p.after);
      }),
    );
  });

  it('the undo fields give the before description back whenever the change is undoable', () => {
    fc.assert(
      fc.property(stored, args, (target, a) => {
        const p = planned(target, a);
        expect(p.undoable).toBe(p.details !== null);
        if (p.details === null) return;
        const after = applyTargetFields(target, p.fields, '2026-09-01');
        expect(describeTarget(goalOf(after), 2)).toBe(p.details.after);
        const restored = applyTargetFields(after, p.details.undo, '2026-09-01');
        expect(describeTarget(goalOf(restored), 2)).toBe(p.before);
      }),
    );
  });

  it('is nothing_to_do exactly when the write would leave the description as it is', () => {
    fc.assert(
      fc.property(stored, args, (target, a) => {
        const p = planned(target, a);
        const after = applyTargetFields(target, p.fields, '2026-09-01');
        expect(p.unchanged).toBe(p.before === p.after);
        expect(p.unchanged).toBe(describeTarget(goalOf(after), 2) === describeTarget(goalOf(target), 2));
      }),
    );
  });

  it('confirms exactly the fields sent', () => {
    fc.assert(
      fc.property(stored, args, (target, a) => {
        const p = planned(target, a);
        expect(p.subject).toEqual({ category_id: 'cat', fields: p.fields });
      }),
    );
  });

  it('no category name adds a line to the question: one line, plus the warning when not undoable', () => {
    const hostile = fc
      .array(fc.constantFrom('\n- forged', '\r\n', '\u2028', '\u202e', '\u200f', '\t', '\0', 'Rent', ' → '), { maxLength: 6 })
      .map((p) => `x${p.join('')}`);
    fc.assert(
      fc.property(stored, args, hostile, (target, a, name) => {
        const checked = checkTargetArgs(a);
        if (!checked.ok) throw new Error(checked.error);
        const p = planTarget('cat', checked.request, groupsWith(target, name), 2);
        if (!p.ok) throw new Error(p.error);
        expect(p.question.split('\n')).toHaveLength(p.undoable ? 1 : 2);
      }),
    );
  });
});
