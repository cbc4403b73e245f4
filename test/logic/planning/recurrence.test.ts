// Examples for src/logic/planning/recurrence.ts (algorithms.md §9): the window, the 20 % rule, medians, day and
// category, the order, and the schedule cover by word subset; then the demo plan's detection.
import { describe, expect, it } from 'vitest';
import { isScheduled, recurring, recurringWindow, scheduleCover, type RecurringRow } from '../../../src/logic/planning/recurrence.ts';
import { budgetTransactions, categoriesById, schedules, TODAY } from '../fixtures/demo.ts';

const row = (date: string, amount: number, payee_name: string, extra: Partial<RecurringRow> = {}): RecurringRow => ({
  date,
  amount,
  payee_name,
  deleted: false,
  ...extra,
});

// One row a month on `day` for each amount (null: no row that month), May to August 2026.
const monthly = (payee: string, amounts: readonly (number | null)[], day = 10, extra: Partial<RecurringRow> = {}) =>
  amounts.flatMap((amount, i) => (amount === null ? [] : [row(`2026-0${5 + i}-${String(day).padStart(2, '0')}`, amount, payee, extra)]));

describe('recurringWindow', () => {
  it('is the 4 calendar months before today’s month', () => {
    expect(recurringWindow('2026-09-25')).toEqual(['2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01']);
    expect(recurringWindow('2027-02-01')).toEqual(['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01']);
  });
});

describe('recurring', () => {
  it('needs 3 distinct months of the window; today’s month and older months do not count', () => {
    expect(recurring(monthly('GYM', [-30000, -30000, null, null]), TODAY, 1)).toEqual([]);
    const outside = [row('2026-04-10', -30000, 'GYM'), row('2026-09-10', -30000, 'GYM'), ...monthly('GYM', [-30000, -30000, null, null])];
    expect(recurring(outside, TODAY, 1)).toEqual([]);
    expect(recurring(monthly('GYM', [-30000, null, -30000, -30000]), TODAY, 1)).toEqual([
      { payee: 'GYM', outflow: true, amount: -30000, day: 10, months_seen: 3, category_id: null, category_name: null },
    ]);
  });

  it('sums each month, takes the median, and keeps every month within 20 % of it', () => {
    // Two rows in June sum to the others' amount.
    const split = [...monthly('GYM', [-30000, null, -30000, -30000]), row('2026-06-02', -10000, 'GYM'), row('2026-06-20', -20000, 'GYM')];
    expect(recurring(split, TODAY, 1)[0]).toMatchObject({ amount: -30000, months_seen: 4 });
    // 20 % exactly is kept (5 × 20 = 100), just over is not.
    expect(recurring(monthly('X', [-100000, -100000, -120000, null]), TODAY, 1)[0]?.amount).toBe(-100000);
    expect(recurring(monthly('X', [-100000, -100000, -120001, null]), TODAY, 1)).toEqual([]);
    expect(recurring(monthly('X', [-100000, -100000, -80000, null]), TODAY, 1)[0]?.amount).toBe(-100000);
    expect(recurring(monthly('X', [-100000, -100000, -79999, null]), TODAY, 1)).toEqual([]);
  });

  it('rounds an even median half away from zero, to the milliunit', () => {
    expect(recurring(monthly('X', [-1000, -1001, -1000, -1001]), TODAY, 1)[0]?.amount).toBe(-1001);
    expect(recurring(monthly('X', [1000, 1001, 1000, 1001]), TODAY, 1)[0]).toMatchObject({ amount: 1001, outflow: false });
  });

  it('rounds an even median to the plan’s unit, so a 2-decimal plan never shows half a cent', () => {
    expect(recurring(monthly('X', [-10000, -10010, -10000, -10010]), TODAY, 10)[0]?.amount).toBe(-10010);
    expect(recurring(monthly('X', [-10000, -10010, -10000, -10010]), TODAY, 1)[0]?.amount).toBe(-10005);
    expect(recurring(monthly('X', [-1000, -2000, -1000, -2000]), TODAY, 1000)).toEqual([]); // −1.5 → −2: 1.0 is then 50 % off
  });

  it('skips a median of 0', () => {
    expect(recurring(monthly('X', [0, 0, 0, 0]), TODAY, 1)).toEqual([]);
  });

  it('takes the median day of all rows (even count: floor of the two middle days’ mean)', () => {
    const rows = [
      row('2026-05-03', -5000, 'X'),
      row('2026-06-04', -5000, 'X'),
      row('2026-07-10', -5000, 'X'),
      row('2026-08-11', -5000, 'X'),
    ];
    expect(recurring(rows, TODAY, 1)[0]?.day).toBe(7);
    expect(recurring(rows.slice(1), TODAY, 1)[0]?.day).toBe(10);
  });

  it('names the most frequent category, ties going to the latest date', () => {
    const rows = [
      row('2026-05-10', -5000, 'X', { category_id: 'a', category_name: 'A' }),
      row('2026-06-10', -5000, 'X', { category_id: 'b', category_name: 'B' }),
      row('2026-07-10', -5000, 'X', { category_id: 'a', category_name: 'A renamed' }),
      row('2026-08-10', -5000, 'X', { category_id: null }),
    ];
    expect(recurring(rows, TODAY, 1)[0]).toMatchObject({ category_id: 'a', category_name: 'A renamed' });
    // a and b twice each, both last seen on 07-10: the smaller id.
    const tie = [
      row('2026-05-10', -5000, 'X', { category_id: 'b', category_name: 'B' }),
      row('2026-06-10', -5000, 'X', { category_id: 'a', category_name: 'A' }),
      row('2026-07-10', -2500, 'X', { category_id: 'b', category_name: 'B' }),
      row('2026-07-10', -2500, 'X', { category_id: 'a', category_name: 'A' }),
    ];
    expect(recurring(tie, TODAY, 1)[0]).toMatchObject({ category_id: 'a', category_name: 'A' });
    const later = [...rows.slice(0, 3), row('2026-08-10', -5000, 'X', { category_id: 'b', category_name: 'B' })];
    expect(recurring(later, TODAY, 1)[0]).toMatchObject({ category_id: 'b', category_name: 'B' });
  });

  it('counts only rows with a category, and takes its name from its latest row in any order', () => {
    const rows = [
      row('2026-08-10', -5000, 'X', { category_id: 'a', category_name: 'A renamed' }),
      row('2026-05-10', -5000, 'X', { category_id: null }),
      row('2026-06-10', -5000, 'X', { category_id: null }),
      row('2026-07-10', -5000, 'X', { category_id: 'a', category_name: 'A' }),
    ];
    expect(recurring(rows, TODAY, 1)[0]).toMatchObject({ category_id: 'a', category_name: 'A renamed' });
    const sameDay = [
      ...rows.slice(1),
      row('2026-08-10', -2500, 'X', { category_id: 'a', category_name: 'A first' }),
      row('2026-08-10', -2500, 'X', { category_id: 'a', category_name: 'A last' }),
    ];
    expect(recurring(sameDay, TODAY, 1)[0]).toMatchObject({ category_id: 'a', category_name: 'A last' });
    expect(recurring(monthly('X', [-5000, -5000, -5000, null]), TODAY, 1)[0]).toMatchObject({ category_id: null, category_name: null });
    // Uncategorised rows outnumber the one categorised row: the category is still that one.
    const mostlyNone = [
      row('2026-05-10', -5000, 'X'),
      row('2026-06-10', -5000, 'X'),
      row('2026-07-10', -5000, 'X'),
      row('2026-08-10', -5000, 'X', { category_id: 'a', category_name: 'A' }),
    ];
    expect(recurring(mostlyNone, TODAY, 1)[0]).toMatchObject({ category_id: 'a', category_name: 'A' });
  });

  it('takes the median day whatever the order of the days across months', () => {
    const rows = [row('2026-05-28', -5000, 'X'), row('2026-06-01', -5000, 'X'), row('2026-07-15', -5000, 'X')];
    expect(recurring(rows, TODAY, 1)[0]?.day).toBe(15);
  });

  it('keeps a month with a row of 0 out of an outflow’s months, and out of its median', () => {
    const rows = [...monthly('GYM', [-30000, -30000, -30000, null]), row('2026-08-10', 0, 'GYM')];
    expect(recurring(rows, TODAY, 1)).toEqual([
      { payee: 'GYM', outflow: true, amount: -30000, day: 10, months_seen: 3, category_id: null, category_name: null },
    ]);
  });

  it('leaves out transfers, deleted rows and payees that normalise to nothing', () => {
    expect(
      recurring(monthly('Transfer : Savings', [-200000, -200000, -200000, null], 29, { transfer_account_id: 'acc-savings' }), TODAY, 1),
    ).toEqual([]);
    expect(recurring(monthly('GYM', [-30000, -30000, -30000, null], 10, { deleted: true }), TODAY, 1)).toEqual([]);
    expect(recurring(monthly('CB 123456', [-30000, -30000, -30000, null]), TODAY, 1)).toEqual([]);
    expect(
      recurring(
        monthly('x', [-30000, -30000, -30000, null]).map((r) => ({ ...r, payee_name: null })),
        TODAY,
        1,
      ),
    ).toEqual([]);
  });

  it('groups by merchant and direction, sorted by payee with outflows first', () => {
    const rows = [
      ...monthly('VIR ACME', [100000, 100000, 100000, null]),
      ...monthly('CB ACME FACT 010126 1234**1', [-5000, -5000, -5000, null]),
      ...monthly('ZED', [-7000, -7000, -7000, -7000]),
      ...monthly('ACME', [null, null, null, -5000]),
    ];
    expect(recurring(rows, TODAY, 1).map((r) => [r.payee, r.outflow, r.amount, r.months_seen])).toEqual([
      ['ACME', true, -5000, 4],
      ['ACME', false, 100000, 3],
      ['ZED', true, -7000, 4],
    ]);
  });

  it('finds the demo plan’s monthly payees (demo-plan.md §4)', () => {
    const rows = budgetTransactions.map((t) => ({
      ...t,
      category_name: t.category_id == null ? null : (categoriesById.get(t.category_id)?.name ?? null),
      transfer_account_id: t.payee_name?.startsWith('Transfer : ') ? 'other' : null,
    }));
    expect(recurring(rows, TODAY, 1).map((r) => [r.payee, r.amount, r.day, r.months_seen, r.category_name])).toEqual([
      ['ACME EMPLOYER SALAIRE', 2700000, 28, 3, 'Inflow: Ready to Assign'],
      ['FIBERNET - PRELEV', -29990, 21, 3, 'Internet'],
      ['LANDLORD SARL', -950000, 1, 3, 'Rent'],
      ['POWERCO ENERGIE', -64200, 26, 3, 'Electricity'],
      ['RAIL CO', -45000, 18, 3, 'Transport'],
      ['STREAMFLIX', -13490, 15, 3, 'Subscriptions'],
      ['TELCO MOBILE - PRELEV', -19990, 23, 3, 'Phone'],
      ['TENNIS CLUB - PRELEV', -22000, 20, 3, 'Tennis'],
    ]);
  });
});

describe('isScheduled', () => {
  const cover = (payee_name: string | null, amount = -1000) => scheduleCover({ payee_name, amount });

  it('covers the same merchant, or one whose label holds every word of the schedule’s', () => {
    expect(isScheduled('ACME PAYROLL - ACME PAYROLL - REF-FF01', false, [cover('ACME PAYROLL', 1000)])).toBe(true);
    expect(isScheduled('LANDLORD SARL', true, [cover('LANDLORD SARL')])).toBe(true);
    expect(isScheduled('LANDLORD', true, [cover('LANDLORD SARL')])).toBe(false);
    expect(isScheduled('TENNIS CLUB - PRELEV', true, [cover('CB TENNIS CLUB')])).toBe(true);
  });

  it('needs the same direction and a schedule payee that normalises to something', () => {
    expect(isScheduled('LANDLORD SARL', false, [cover('LANDLORD SARL')])).toBe(false);
    expect(isScheduled('', true, [cover(null)])).toBe(false);
    expect(isScheduled('', true, [cover('CB')])).toBe(false);
  });

  it('does not let a key without any A–Z/0–9 word cover everything', () => {
    expect(isScheduled('RAIL CO', true, [cover('ÉÉ')])).toBe(false);
    expect(isScheduled('ÉÉ', true, [cover('ÉÉ')])).toBe(true);
    expect(isScheduled('+++', true, [cover('***')])).toBe(false);
  });

  it('matches whole words, not letters', () => {
    expect(isScheduled('MACE STORE', true, [cover('ACME')])).toBe(false);
    expect(isScheduled('ACME STORE', true, [cover('ACME')])).toBe(true);
  });

  it('puts a schedule of 0 on the money-in side, as a row of 0', () => {
    expect(scheduleCover({ payee_name: 'GYM', amount: 0 }).outflow).toBe(false);
    expect(scheduleCover({ payee_name: 'GYM', amount: -1 }).outflow).toBe(true);
  });

  it('covers four of the demo’s outflows and its salary', () => {
    const covers = schedules.map(scheduleCover);
    const covered = [
      'LANDLORD SARL',
      'POWERCO ENERGIE',
      'RAIL CO',
      'FIBERNET - PRELEV',
      'TENNIS CLUB - PRELEV',
      'TELCO MOBILE - PRELEV',
      'STREAMFLIX',
    ].filter((p) => isScheduled(p, true, covers));
    expect(covered).toEqual(['LANDLORD SARL', 'POWERCO ENERGIE', 'FIBERNET - PRELEV', 'TELCO MOBILE - PRELEV']);
    expect(isScheduled('ACME EMPLOYER SALAIRE', false, covers)).toBe(true);
  });
});
