// Examples for src/logic/planning/underfunded.ts (algorithms.md §18): which targets count, urgency, the order, the
// totals against Ready to Assign, the limit, the notes and the four message variants.
import { describe, expect, it } from 'vitest';
import { underfundedTargets, urgencyOf, type UnderfundedInput } from '../../../src/logic/planning/underfunded.ts';
import { UNDERFUNDED_MESSAGE, UNDERFUNDED_TARGETS, UNDERFUNDED_TOTALS } from '../../fixtures/demo-planning-answers.ts';

type Targeted = UnderfundedInput['categories'][number];

const base = { hidden: false, deleted: false, internal: false, category_group_name: 'Everyday' };
const monthly = (id: string, name: string, target: number, under: number, extra: Partial<Targeted> = {}): Targeted => ({
  ...base,
  id,
  name,
  goal_type: 'NEED',
  goal_target: target,
  goal_cadence: 1,
  goal_cadence_frequency: 1,
  goal_target_date: null,
  goal_under_funded: under,
  goal_overall_left: under,
  goal_percentage_complete: Math.floor((100 * (target - under)) / target),
  goal_months_to_budget: null,
  goal_snoozed_at: null,
  ...extra,
});
const byDate = (id: string, name: string, target: number, date: string, under: number, extra: Partial<Targeted> = {}): Targeted =>
  monthly(id, name, target, under, {
    goal_cadence: null,
    goal_cadence_frequency: null,
    goal_target_date: date,
    goal_months_to_budget: 3,
    goal_overall_left: target,
    ...extra,
  });
const plain = (id: string, name: string, extra: Partial<Targeted> = {}): Targeted => ({ ...base, id, name, goal_type: null, ...extra });

// The demo's September (demo-plan.md §3).
const demo: Targeted[] = [
  plain('cat-inflow', 'Inflow: Ready to Assign', { internal: true, category_group_name: 'Internal Master Category' }),
  monthly('cat-rent', 'Rent', 950000, 0, { category_group_name: 'Bills' }),
  plain('cat-power', 'Electricity', { category_group_name: 'Bills' }),
  monthly('cat-groceries', 'Groceries', 450000, 50000),
  monthly('cat-restaurants', 'Restaurants', 150000, 30000),
  byDate('cat-transport', 'Transport', 250000, '2026-10-01', 0, { goal_overall_left: 25000, goal_months_to_budget: 2 }),
  byDate('cat-tennis', 'Tennis', 480000, '2026-12-01', 0, { category_group_name: 'Fun' }),
  monthly('cat-subscriptions', 'Subscriptions', 13490, 0, { category_group_name: 'Fun' }),
  plain('cat-holidays', 'Holidays', { category_group_name: 'Savings goals' }),
];

const run = (categories: Targeted[], toBeBudgeted: number, limit?: number, digits = 2) =>
  underfundedTargets({ month: '2026-09-01', toBeBudgeted, categories, digits, limit });

describe('underfundedTargets', () => {
  it('answers the demo: Groceries 50 then Restaurants 30, covered by Ready to Assign', () => {
    const r = run(demo, 1729320);
    expect(r.targets).toEqual(UNDERFUNDED_TARGETS);
    expect(r).toMatchObject(UNDERFUNDED_TOTALS);
    expect(r.message).toBe(UNDERFUNDED_MESSAGE);
  });

  it('says how much is short when Ready to Assign covers only part', () => {
    const r = run(demo, 60000);
    expect(r).toMatchObject({ needed: 80, covered: 60, short_by: 20, enough: false });
    expect(r.message).toBe(
      '2 target(s) need 80.00 more in 2026-09-01, and Ready to Assign (60.00) covers only 60.00 of it: 20.00 short. 4 other target(s) are on track.',
    );
  });

  it('covers nothing from a negative Ready to Assign, and notes it', () => {
    const r = run(demo, -15000);
    expect(r).toMatchObject({ needed: 80, covered: 0, short_by: 80, enough: false, ready_to_assign: -15 });
    expect(r.notes).toEqual([
      'Ready to Assign is negative (-15.00): more was assigned than the money available, so nothing is left for these targets.',
    ]);
  });

  it('says when every active target is funded, and when no target exists', () => {
    const funded = run(
      demo.map((c) => (c.goal_under_funded ? { ...c, goal_under_funded: 0 } : c)),
      1000,
    );
    expect(funded).toMatchObject({ targets: [], needed: 0, covered: 0, short_by: 0, enough: true, on_track: 6 });
    expect(funded.message).toBe('All 6 active target(s) are funded for 2026-09-01. Ready to Assign is 1.00.');
    const none = run([plain('a', 'A'), plain('b', 'B')], 0);
    expect(none).toMatchObject({ targets: [], on_track: 0, enough: true });
    expect(none.message).toBe('No visible category has an active target in 2026-09-01: nothing to fund. Ready to Assign is 0.00.');
  });

  it('leaves out snoozed targets (named in a note), hidden, deleted and internal categories', () => {
    const r = run(
      [
        ...demo,
        monthly('cat-snoozed', 'Gym', 40000, 40000, { goal_snoozed_at: '2026-09-02T10:00:00Z' }),
        monthly('cat-hidden', 'Old', 40000, 40000, { hidden: true }),
        monthly('cat-deleted', 'Gone', 40000, 40000, { deleted: true }),
        monthly('cat-internal', 'Internal', 40000, 40000, { internal: true }),
      ],
      1729320,
    );
    expect(r.targets.map((t) => t.category_id)).toEqual(['cat-groceries', 'cat-restaurants']);
    expect(r.on_track).toBe(4);
    expect(r.notes).toEqual(['Snoozed targets are left out: Gym.']);
  });

  it('orders repeating targets by need whatever their dates, and due-date targets of one date by need', () => {
    const repeating = run(
      [
        monthly('a', 'A', 100000, 10000, { goal_target_date: '2026-10-01' }),
        monthly('b', 'B', 100000, 20000, { goal_target_date: '2027-10-01' }),
      ],
      0,
    );
    expect(repeating.targets.map((t) => t.category_id)).toEqual(['b', 'a']);
    const sameDay = run(
      [
        byDate('a', 'A', 100000, '2026-12-01', 10000),
        byDate('b', 'B', 100000, '2026-12-01', 20000),
        byDate('c', 'C', 100000, '2026-11-01', 5000),
      ],
      0,
    );
    expect(sameDay.targets.map((t) => t.category_id)).toEqual(['c', 'b', 'a']);
  });

  it('orders targets of one name and need by category id', () => {
    expect(run([monthly('c2', 'Gifts', 1000, 500), monthly('c1', 'Gifts', 1000, 500)], 0).targets.map((t) => t.category_id)).toEqual([
      'c1',
      'c2',
    ]);
  });

  it('names every snoozed target in the note, ignoring case for the order', () => {
    const snoozed = { goal_snoozed_at: '2026-09-02T10:00:00Z' };
    const r = run(
      [monthly('z', 'zoo', 1000, 1000, snoozed), monthly('g', 'Gym', 1000, 1000, snoozed), monthly('b', 'bikes', 1000, 1000, snoozed)],
      5000,
    );
    expect(r.notes).toEqual(['Snoozed targets are left out: bikes, Gym, zoo.']);
  });

  it('notes nothing about a Ready to Assign of exactly 0', () => {
    expect(run(demo, 0).notes).toEqual([]);
  });

  it('orders by urgency, then due date, then the largest need, then name ignoring case', () => {
    const r = run(
      [
        { ...plain('o1', 'zeta'), goal_type: 'TB', goal_target: 900000, goal_under_funded: 900000 },
        monthly('r1', 'beta', 100000, 10000),
        monthly('r2', 'Alpha', 100000, 10000),
        monthly('r3', 'gamma', 100000, 20000),
        byDate('d1', 'Late', 500000, '2027-01-01', 90000),
        byDate('d2', 'Soon', 500000, '2026-10-01', 1000),
        { ...plain('m1', 'Card'), goal_type: 'MF', goal_target: 5000, goal_under_funded: 5000 },
        {
          ...plain('w1', 'Weekly'),
          goal_type: 'NEED',
          goal_target: 7000,
          goal_cadence: 2,
          goal_cadence_frequency: 1,
          goal_under_funded: 7000,
        },
      ],
      0,
    );
    expect(r.targets.map((t) => [t.category_id, t.urgency])).toEqual([
      ['d2', 'due_date'],
      ['d1', 'due_date'],
      ['r3', 'repeating'],
      ['r2', 'repeating'],
      ['r1', 'repeating'],
      ['w1', 'repeating'],
      ['m1', 'repeating'],
      ['o1', 'other'],
    ]);
    expect(r.targets.find((t) => t.category_id === 'm1')!.target).toBe('5.00 (monthly funding)');
    expect(r.targets.find((t) => t.category_id === 'd2')).toMatchObject({
      due: '2026-10-01',
      months_left: 3,
      target: '500.00 by 2026-10-01',
    });
  });

  it('classifies urgency as §18 says', () => {
    expect(urgencyOf({ goal_type: 'DEBT', goal_target_date: '2027-01-01' })).toBe('repeating');
    const yearly = { goal_type: 'NEED', goal_cadence: 13, goal_cadence_frequency: 1 } as const;
    expect(urgencyOf({ ...yearly, goal_target_date: '2027-01-01' })).toBe('due_date');
    expect(urgencyOf(yearly)).toBe('other');
    expect(urgencyOf({ goal_type: 'TBD', goal_target_date: '2027-01-01' })).toBe('due_date');
  });

  it('cuts at the limit, counts the rest in more and keeps the totals whole', () => {
    const r = run(demo, 1729320, 1);
    expect(r.targets.map((t) => t.name)).toEqual(['Groceries']);
    expect(r).toMatchObject({ more: 1, needed: 80, covered: 80 });
    expect(r.notes).toEqual(['1 more target(s) behind are not listed (limit 1); the totals count them.']);
  });

  it('prints target texts with the plan’s decimals, and cleans names', () => {
    const r = run([monthly('x', 'Bad\u202ename\nhere', 450000, 50000, { category_group_name: 'G\u0000' })], 100000, undefined, 0);
    expect(r.targets[0]).toMatchObject({ name: 'Badname here', group: 'G', target: '450 each month' });
    expect(r.message).toBe(
      '1 target(s) need 50 more in 2026-09-01, and Ready to Assign (100) covers them, leaving 50. 0 other target(s) are on track.',
    );
  });
});
