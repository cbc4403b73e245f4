// Properties of src/logic/planning/underfunded.ts (algorithms.md §18): covered + short_by = needed, covered ≤ needed,
// enough ⇔ short_by = 0 when Ready to Assign ≥ 0, on_track + behind = active, rows in the sort key's order,
// more = max(0, behind − limit).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isUsable } from '../../../src/logic/facts/category-classes.ts';
import { compareCodePoints } from '../../../src/logic/core/compare.ts';
import { toMilli } from '../../../src/logic/core/money.ts';
import { urgencyOf, underfundedTargets, type UnderfundedInput } from '../../../src/logic/planning/underfunded.ts';

type Targeted = UnderfundedInput['categories'][number];

const milli = fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 5000 }), fc.constant(0));
const category: fc.Arbitrary<Targeted> = fc.record({
  id: fc.uuid(),
  name: fc.oneof(fc.constantFrom('Rent', 'rent', 'Groceries', 'Zoo', 'alpha'), fc.string({ maxLength: 6 })),
  category_group_name: fc.constantFrom('Bills', 'Internal Master Category', 'Fun'),
  hidden: fc.boolean(),
  deleted: fc.boolean(),
  internal: fc.boolean(),
  goal_type: fc.constantFrom(null, 'NEED', 'MF', 'TB', 'TBD', 'DEBT'),
  goal_target: milli,
  goal_cadence: fc.constantFrom(null, 0, 1, 2, 3, 13),
  goal_cadence_frequency: fc.constantFrom(null, 1, 2),
  goal_target_date: fc.constantFrom(null, '2026-10-01', '2026-12-01', '2027-06-30'),
  goal_under_funded: fc.oneof(milli, fc.constant(null)),
  goal_overall_left: fc.oneof(milli, fc.constant(null)),
  goal_percentage_complete: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(null)),
  goal_months_to_budget: fc.oneof(fc.integer({ min: 0, max: 24 }), fc.constant(null)),
  goal_snoozed_at: fc.constantFrom(null, null, '2026-09-02T10:00:00Z'),
});
const input = fc.record({
  categories: fc.array(category, { maxLength: 25 }),
  toBeBudgeted: fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -5000, max: 5000 })),
  limit: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
  digits: fc.constantFrom(0, 1, 2, 3),
});
type Input = { categories: Targeted[]; toBeBudgeted: number; limit: number | undefined; digits: number };
const run = (i: Input) => underfundedTargets({ month: '2026-09-01', ...i });
const m = (x: number) => toMilli(x, 3)!;
const URGENCY = { due_date: 0, repeating: 1, other: 2 } as const;

describe('underfunded targets', () => {
  it('covered + short_by = needed and covered ≤ needed (on integers)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = run(i);
        return m(r.covered) + m(r.short_by) === m(r.needed) && m(r.covered) <= m(r.needed) && r.covered >= 0;
      }),
    );
  });

  it('enough ⇔ short_by = 0 when Ready to Assign ≥ 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = run(i);
        return i.toBeBudgeted < 0 || r.enough === (r.short_by === 0);
      }),
    );
  });

  it('on_track + behind = active, and needed sums every target behind', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = run(i);
        const active = i.categories.filter((c) => isUsable(c) && c.goal_type != null && c.goal_snoozed_at == null);
        const behind = active.filter((c) => (c.goal_under_funded ?? 0) > 0);
        const sum = behind.reduce((s, c) => s + c.goal_under_funded!, 0);
        return r.on_track + behind.length === active.length && m(r.needed) === sum && r.targets.length + r.more === behind.length;
      }),
    );
  });

  it('rows respect the sort key: urgency, due date (due_date rows), the largest need, name ignoring case', () => {
    // The key of each row, read from the category it lists (names are sorted before cleaning).
    const key = (c: Targeted) => ({
      rank: URGENCY[urgencyOf(c)],
      due: urgencyOf(c) === 'due_date' ? c.goal_target_date! : '',
      needed: c.goal_under_funded!,
      name: c.name.toLowerCase(),
    });
    fc.assert(
      fc.property(input, (i) => {
        const byId = new Map(i.categories.map((c) => [c.id, c]));
        const keys = run(i).targets.map((t) => key(byId.get(t.category_id)!));
        return keys.every((b, k) => {
          if (k === 0) return true;
          const a = keys[k - 1]!;
          if (a.rank !== b.rank) return a.rank < b.rank;
          if (a.due !== b.due) return a.due < b.due;
          if (a.needed !== b.needed) return a.needed > b.needed;
          return compareCodePoints(a.name, b.name) <= 0;
        });
      }),
    );
  });

  it('more = max(0, behind − limit), and every row is behind with its own urgency', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = run(i);
        const behind = r.targets.length + r.more;
        const expected = i.limit === undefined ? 0 : Math.max(0, behind - i.limit);
        const byId = new Map(i.categories.map((c) => [c.id, c]));
        return r.more === expected && r.targets.every((t) => t.needed > 0 && t.urgency === urgencyOf(byId.get(t.category_id)!));
      }),
    );
  });
});
