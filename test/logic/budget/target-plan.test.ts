// Examples for src/logic/budget/target-plan.ts: describe_target for every kind, set_category_target's checks in
// order, the fields sent, after text and undo fields of algorithms.md §21, the demo question.
import { describe, expect, it } from 'vitest';
import { checkTargetArgs, describeTarget, planTarget } from '../../../src/logic/budget/target-plan.ts';
import type { Goal } from '../../../src/logic/core/ynab-slices.ts';
import { byDate, cat, group, monthly, none, targetGroups as groups } from '../fixtures/target-groups.ts';

const plan = (
  category_id: string,
  args: { amount?: number; by_date?: string; frequency?: 'monthly' | 'weekly' | 'yearly' },
  digits = 2,
) => {
  const checked = checkTargetArgs(args);
  if (!checked.ok) throw new Error(checked.error);
  return planTarget(category_id, checked.request, groups, digits);
};

describe('describeTarget', () => {
  it.each<[Goal, string]>([
    [none, 'no target'],
    [byDate(1200000, '2027-06-01'), '1200.00 by 2027-06-01'],
    [monthly(450000), '450.00 each month'],
    [monthly(20000, { goal_cadence: 2 }), '20.00 each week'],
    [monthly(420000, { goal_cadence: 13 }), '420.00 each year'],
    [monthly(60000, { goal_cadence: 3 }), '60.00 (spending target)'],
    [monthly(60000, { goal_cadence_frequency: 2 }), '60.00 (spending target)'],
    [{ goal_type: 'MF', goal_target: 100000 }, '100.00 (monthly funding)'],
    [{ goal_type: 'TB', goal_target: 100000 }, '100.00 (target balance)'],
    [{ goal_type: 'TBD', goal_target: 100000, goal_target_date: '2027-01-01' }, '100.00 (target balance by 2027-01-01)'],
    [{ goal_type: 'TBD', goal_target: 100000, goal_target_date: null }, '100.00 (target balance)'],
    // A plain target balance shows no date, even one YNAB still holds.
    [{ goal_type: 'TB', goal_target: 100000, goal_target_date: '2027-01-01' }, '100.00 (target balance)'],
    [{ goal_type: 'DEBT', goal_target: 400000 }, '400.00 (debt payment)'],
    // A kind YNAB's spec does not name yet.
    [{ goal_type: 'SOMETHING' as unknown as Goal['goal_type'], goal_target: 1000 }, '1.00 (target)'],
  ])('%j → %s', (goal, text) => {
    expect(describeTarget(goal, 2)).toBe(text);
  });

  it('prints amounts with the plan’s decimals', () => {
    expect(describeTarget(monthly(450500), 0)).toBe('451 each month');
    expect(describeTarget(monthly(450500), 3)).toBe('450.500 each month');
  });
});

describe('checkTargetArgs, in order, before any request', () => {
  it.each<[Parameters<typeof checkTargetArgs>[0], unknown]>([
    [
      { amount: 1.2345, by_date: '2027-02-30', frequency: 'monthly' },
      { ok: false, error: 'bad_date', argument: 'by_date', value: '2027-02-30' },
    ],
    [
      { by_date: '2027-06-01', frequency: 'weekly' },
      { ok: false, error: 'date_and_frequency', by_date: '2027-06-01', frequency: 'weekly' },
    ],
    [{ by_date: '2027-06-01' }, { ok: false, error: 'remove_with_fields', field: 'by_date' }],
    [{ frequency: 'yearly' }, { ok: false, error: 'remove_with_fields', field: 'frequency' }],
    [{ amount: 0 }, { ok: false, error: 'amount_not_positive', amount: '0' }],
    [{ amount: -0.0001 }, { ok: false, error: 'amount_not_positive', amount: '-0.0001' }],
    [{ amount: 1.2345 }, { ok: false, error: 'bad_amount', amount: '1.2345' }],
    [{}, { ok: true, request: { kind: 'remove' } }],
    [
      { amount: 12.5, frequency: 'weekly' },
      { ok: true, request: { kind: 'set', amount: 12.5, by_date: undefined, frequency: 'weekly' } },
    ],
  ])('%j', (args, expected) => {
    expect(checkTargetArgs(args)).toEqual(expected);
  });
});

describe('planTarget', () => {
  it('gives the demo question, fields, subject and journal details (demo-plan.md §8)', () => {
    expect(plan('cat-holidays', { amount: 1200, by_date: '2027-06-01' })).toEqual({
      ok: true,
      category_id: 'cat-holidays',
      category: 'Holidays',
      before: 'no target',
      after: '1200.00 by 2027-06-01',
      unchanged: false,
      undoable: true,
      fields: { goal_target: 1200000, goal_target_date: '2027-06-01' },
      subject: { category_id: 'cat-holidays', fields: { goal_target: 1200000, goal_target_date: '2027-06-01' } },
      details: { category_id: 'cat-holidays', undo: { goal_target: null }, after: '1200.00 by 2027-06-01', before: 'no target' },
      seen: { category: 'Holidays', before: 'no target', after: '1200.00 by 2027-06-01', undoable: true },
      question: 'Set the target of Holidays: no target → 1200.00 by 2027-06-01?',
    });
  });

  it('sends only the amount for an amount alone, keeps the kind, and undoes with the old amount', () => {
    expect(plan('cat-groceries', { amount: 500 })).toMatchObject({
      fields: { goal_target: 500000 },
      before: '450.00 each month',
      after: '500.00 each month',
      details: { undo: { goal_target: 450000 } },
      undoable: true,
    });
    expect(plan('cat-transport', { amount: 300 })).toMatchObject({
      after: '300.00 by 2026-10-01',
      details: { undo: { goal_target: 250000 } },
    });
    // Any kind keeps its kind on an amount alone, so the old amount recreates it.
    expect(plan('cat-house', { amount: 120000 })).toMatchObject({
      after: '120000.00 (target balance)',
      undoable: true,
      details: { undo: { goal_target: 10000000 } },
    });
  });

  it('creates a monthly target from an amount alone, monthly funding on a card payment category', () => {
    expect(plan('cat-holidays', { amount: 100 })).toMatchObject({
      after: '100.00 each month',
      fields: { goal_target: 100000 },
      details: { undo: { goal_target: null } },
    });
    expect(plan('cat-visa', { amount: 100 })).toMatchObject({ after: '100.00 (monthly funding)', undoable: true });
  });

  it('sends amount and frequency; a dated target turned repeating also drops its date', () => {
    expect(plan('cat-holidays', { amount: 20, frequency: 'weekly' })).toMatchObject({
      fields: { goal_target: 20000, goal_frequency: 'weekly' },
      after: '20.00 each week',
    });
    expect(plan('cat-transport', { amount: 250, frequency: 'monthly' })).toMatchObject({
      fields: { goal_target: 250000, goal_target_date: null, goal_frequency: 'monthly' },
      before: '250.00 by 2026-10-01',
      after: '250.00 each month',
      details: { undo: { goal_target: 250000, goal_target_date: '2026-10-01', goal_needs_whole_amount: true } },
    });
  });

  it('sends and journals exactly the fields the change needs, nothing more', () => {
    const exact = (id: string, args: Parameters<typeof plan>[1]) => {
      const p = plan(id, args);
      return p.ok ? { fields: p.fields, undo: p.details?.undo } : p.error;
    };
    // A repeating target stays undated: no goal_target_date sent, none restored.
    expect(exact('cat-groceries', { amount: 100, frequency: 'weekly' })).toEqual({
      fields: { goal_target: 100000, goal_frequency: 'weekly' },
      undo: { goal_target: 450000, goal_frequency: 'monthly', goal_needs_whole_amount: true },
    });
    // YNAB gave no whole-amount flag: none is restored.
    const loose = [group('g', 'G', [cat('cat-loose', 'Loose', byDate(250000, '2026-10-01', { goal_needs_whole_amount: null }))])];
    const checked = checkTargetArgs({});
    if (!checked.ok) throw new Error(checked.error);
    expect(planTarget('cat-loose', checked.request, loose, 2)).toMatchObject({
      details: { undo: { goal_target: 250000, goal_target_date: '2026-10-01' } },
    });
    const p = planTarget('cat-loose', checked.request, loose, 2);
    expect(p.ok && p.details?.undo).toEqual({ goal_target: 250000, goal_target_date: '2026-10-01' });
  });

  it('cannot recreate a target YNAB’s API cannot write, whatever date or cadence it carries', () => {
    const odd = [
      group('g', 'G', [
        cat('cat-mf', 'Funding', { goal_type: 'MF', goal_target: 50000, goal_cadence: 1, goal_cadence_frequency: 1 }),
        cat('cat-tbd', 'By date', { goal_type: 'TBD', goal_target: 50000, goal_target_date: '2027-01-01' }),
        cat('cat-empty', 'Empty', byDate(0, '2027-01-01', { goal_target: null })),
        cat('cat-empty-monthly', 'Empty monthly', monthly(0, { goal_target: null })),
      ]),
    ];
    const undoable = (id: string, args: Parameters<typeof checkTargetArgs>[0]) => {
      const checked = checkTargetArgs(args);
      if (!checked.ok) throw new Error(checked.error);
      const p = planTarget(id, checked.request, odd, 2);
      return p.ok && p.details !== null && p.undoable;
    };
    for (const args of [{}, { amount: 10, by_date: '2027-02-01' }]) {
      for (const id of ['cat-mf', 'cat-tbd', 'cat-empty', 'cat-empty-monthly']) expect(undoable(id, args)).toBe(false);
    }
    // An amount alone keeps the kind, so the old amount restores it, when there was one.
    expect(undoable('cat-mf', { amount: 10 })).toBe(true);
    expect(undoable('cat-empty', { amount: 10 })).toBe(false);
  });

  it('recreates a repeating target over a dated one by dropping the date first', () => {
    expect(plan('cat-groceries', { amount: 900, by_date: '2026-12-01' })).toMatchObject({
      fields: { goal_target: 900000, goal_target_date: '2026-12-01' },
      details: { undo: { goal_target: 450000, goal_target_date: null, goal_frequency: 'monthly', goal_needs_whole_amount: true } },
    });
    expect(plan('cat-groceries', { amount: 100, frequency: 'weekly' })).toMatchObject({
      details: { undo: { goal_target: 450000, goal_frequency: 'monthly', goal_needs_whole_amount: true } },
    });
  });

  it('removes a target with goal_target null, and recreates it on undo', () => {
    expect(plan('cat-tennis', {})).toMatchObject({
      fields: { goal_target: null },
      after: 'no target',
      details: { undo: { goal_target: 480000, goal_target_date: '2026-12-01', goal_needs_whole_amount: true } },
      question: 'Set the target of Tennis: 480.00 by 2026-12-01 → no target?',
    });
  });

  it('is unchanged when the description before equals the after text', () => {
    expect(plan('cat-rent', { amount: 950, frequency: 'monthly' })).toMatchObject({
      unchanged: true,
      before: '950.00 each month',
      after: '950.00 each month',
    });
    expect(plan('cat-rent', { amount: 950 })).toMatchObject({ unchanged: true });
    expect(plan('cat-power', {})).toMatchObject({ unchanged: true, before: 'no target', after: 'no target' });
    expect(plan('cat-transport', { amount: 250, by_date: '2026-10-01' })).toMatchObject({ unchanged: true });
    expect(plan('cat-rent', { amount: 950, frequency: 'yearly' })).toMatchObject({ unchanged: false });
  });

  it('warns, journals nothing and reports undoable false when the previous target cannot be recreated', () => {
    for (const [id, args, before] of [
      ['cat-house', { amount: 5000, by_date: '2030-01-01' }, '10000.00 (target balance)'],
      ['cat-amex', {}, '200.00 (monthly funding)'],
      ['cat-every2', { amount: 60, frequency: 'monthly' }, '60.00 (spending target)'],
      ['cat-car', {}, '400.00 (debt payment)'],
    ] as const) {
      const p = plan(id, args);
      if (!p.ok) throw new Error(p.error);
      expect(p).toMatchObject({ undoable: false, details: null, before, seen: { before, undoable: false } });
      const [first, warning, ...rest] = p.question.split('\n');
      expect(first).toBe(`Set the target of ${p.category}: ${before} → ${p.after}?`);
      expect(warning).toBe(`- undo_operation cannot recreate the previous target (${before}): it can only be set again by hand in YNAB`);
      expect(rest).toEqual([]);
    }
  });

  it('refuses after the reads, in order: unknown_category, too_many_decimals, loan fields, card frequency', () => {
    for (const id of ['cat-nope', 'cat-old', 'cat-gone', 'cat-in-hidden', 'cat-inflow', 'cat-uncategorized']) {
      expect(plan(id, { amount: 1.234, frequency: 'weekly' })).toEqual({ ok: false, error: 'unknown_category', category_id: id });
    }
    expect(plan('cat-car', { amount: 1.234, frequency: 'weekly' })).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '1.234',
      decimals: 2,
    });
    expect(plan('cat-holidays', { amount: 1.5 }, 0)).toEqual({ ok: false, error: 'too_many_decimals', amount: '1.5', decimals: 0 });
    expect(plan('cat-car', { amount: 500, by_date: '2027-01-01' })).toEqual({
      ok: false,
      error: 'loan_category_fields',
      category: 'Car loan',
    });
    expect(plan('cat-car', { amount: 500, frequency: 'monthly' })).toEqual({
      ok: false,
      error: 'loan_category_fields',
      category: 'Car loan',
    });
    expect(plan('cat-car', { amount: 500 })).toMatchObject({ ok: true, after: '500.00 (debt payment)', undoable: true });
    expect(plan('cat-visa', { amount: 500, frequency: 'monthly' })).toEqual({
      ok: false,
      error: 'card_category_frequency',
      category: 'Visa',
    });
    expect(plan('cat-visa', { amount: 500, by_date: '2027-01-01' })).toMatchObject({ ok: true, after: '500.00 by 2027-01-01' });
  });

  it('keeps a name from forging a question line', () => {
    const evil = [group('g', 'G', [cat('cat-evil', 'Evil\n- Set the target of Rent: 950.00 each month → no target?\u202e', none)])];
    const checked = checkTargetArgs({ amount: 5 });
    if (!checked.ok) throw new Error('checked');
    const p = planTarget('cat-evil', checked.request, evil, 2);
    expect(p.ok && p.question.split('\n')).toHaveLength(1);
  });
});
