// Examples for src/logic/planning/schedules.ts: §11's stepping rules and the demo's list_scheduled_transactions.
import { describe, expect, it } from 'vitest';
import { MAX_STEPS, occurrences, type ListedSchedule, type ScheduleDates, scheduledList } from '../../../src/logic/planning/schedules.ts';
import { accountsById, categoriesById, schedules } from '../fixtures/demo.ts';

// A frequency YNAB's enum does not name (read as 'never') is cast where a test gives one.
const at = (frequency: string, date_first: string, date_next = date_first): ScheduleDates => ({
  frequency: frequency as ScheduleDates['frequency'],
  date_first,
  date_next,
});

describe('occurrences', () => {
  it('steps by days from date_next', () => {
    expect(occurrences(at('daily', '2026-01-30'), '2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(occurrences(at('weekly', '2026-01-01'), '2026-01-01', '2026-01-22')).toHaveLength(4);
    expect(occurrences(at('everyOtherWeek', '2026-01-01'), '2026-01-01', '2026-02-12')).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-01-29',
      '2026-02-12',
    ]);
    expect(occurrences(at('every4Weeks', '2026-01-01'), '2026-01-01', '2026-03-01')).toEqual(['2026-01-01', '2026-01-29', '2026-02-26']);
  });

  it('anchors month steps on date_first’s day, clamped to the month', () => {
    expect(occurrences(at('monthly', '2026-01-31', '2026-01-31'), '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    // date_next already clamped (a February), the anchor still brings back the 31st.
    expect(occurrences(at('monthly', '2025-12-31', '2026-02-28'), '2026-01-01', '2026-03-31')).toEqual(['2026-02-28', '2026-03-31']);
    expect(occurrences(at('every3Months', '2026-01-15'), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
    ]);
    expect(occurrences(at('twiceAYear', '2024-02-29'), '2024-01-01', '2025-12-31')).toEqual([
      '2024-02-29',
      '2024-08-29',
      '2025-02-28',
      '2025-08-29',
    ]);
    expect(occurrences(at('everyOtherMonth', '2026-01-10'), '2026-01-01', '2026-06-30')).toHaveLength(3);
    expect(occurrences(at('every4Months', '2026-01-10'), '2026-01-01', '2026-12-31')).toHaveLength(3);
    expect(occurrences(at('yearly', '2024-02-29'), '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(occurrences(at('everyOtherYear', '2026-03-01'), '2026-01-01', '2030-12-31')).toEqual(['2026-03-01', '2028-03-01', '2030-03-01']);
  });

  it('twiceAMonth: date_next, +15 days, then the anchored date each month and 15 days after it', () => {
    expect(occurrences(at('twiceAMonth', '2026-01-05'), '2026-01-01', '2026-03-31')).toEqual([
      '2026-01-05',
      '2026-01-20',
      '2026-02-05',
      '2026-02-20',
      '2026-03-05',
      '2026-03-20',
    ]);
    expect(occurrences(at('twiceAMonth', '2026-01-31'), '2026-01-01', '2026-03-20')).toEqual([
      '2026-01-31',
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
    ]);
  });

  it('gives only date_next for never and for frequencies it does not know', () => {
    expect(occurrences(at('never', '2026-01-05'), '2026-01-01', '2026-12-31')).toEqual(['2026-01-05']);
    expect(occurrences(at('fortnightly', '2026-01-05'), '2026-01-01', '2026-12-31')).toEqual(['2026-01-05']);
    expect(occurrences(at('constructor', '2026-01-05'), '2026-01-01', '2026-12-31')).toEqual(['2026-01-05']);
    expect(occurrences(at('never', '2026-01-05'), '2026-01-06', '2026-12-31')).toEqual([]);
  });

  it('drops dates before since, stops after until (both inclusive)', () => {
    expect(occurrences(at('monthly', '2026-01-10'), '2026-03-10', '2026-05-10')).toEqual(['2026-03-10', '2026-04-10', '2026-05-10']);
    expect(occurrences(at('monthly', '2026-06-10'), '2026-01-01', '2026-05-31')).toEqual([]);
  });

  it('stops after 1,000 steps', () => {
    const dates = occurrences(at('daily', '2020-01-01'), '2020-01-01', '2030-01-01');
    expect(dates).toHaveLength(MAX_STEPS);
    expect(dates.at(-1)).toBe('2022-09-26');
    // A stale schedule never reaches a since more than 1,000 steps away.
    expect(occurrences(at('daily', '2020-01-01'), '2025-01-01', '2025-02-01')).toEqual([]);
  });

  it('skips dates that would go back when date_first and date_next disagree', () => {
    expect(occurrences(at('twiceAMonth', '2026-01-01', '2026-01-31'), '2026-01-01', '2026-03-31')).toEqual([
      '2026-01-31',
      '2026-02-15',
      '2026-02-16',
      '2026-03-01',
      '2026-03-16',
    ]);
  });

  it('stops at year 9999 instead of failing', () => {
    expect(occurrences(at('yearly', '9998-06-01'), '9998-01-01', '9999-12-31')).toEqual(['9998-06-01', '9999-06-01']);
    expect(occurrences(at('twiceAMonth', '9999-11-10'), '9999-11-01', '9999-12-31')).toEqual([
      '9999-11-10',
      '9999-11-25',
      '9999-12-10',
      '9999-12-25',
    ]);
  });

  it('gives no date for a schedule whose dates are not calendar dates', () => {
    expect(occurrences(at('monthly', '2026-01-10', '2026-02-30'), '2026-01-01', '2026-12-31')).toEqual([]);
    expect(occurrences(at('monthly', '2026-01-xx', '2026-02-10'), '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('lists a date once when two steps land on it', () => {
    // From 20 January anchored on the 4th: 20 January + 15 days and the next anchored date are both 4 February.
    expect(occurrences(at('twiceAMonth', '2026-01-04', '2026-01-20'), '2026-01-01', '2026-03-05')).toEqual([
      '2026-01-20',
      '2026-02-04',
      '2026-02-19',
      '2026-03-04',
    ]);
  });
});

describe('scheduledList', () => {
  const defaults = { since: '2026-09-25', until: '2026-10-25' };

  it('gives the demo’s seven occurrences, in and out totals (demo-plan.md §8)', () => {
    const list = scheduledList(schedules, accountsById, categoriesById, defaults);
    expect(list.occurrences.map((o) => [o.date, o.payee, o.amount])).toEqual([
      ['2026-09-26', 'POWERCO ENERGIE', -64.2],
      ['2026-09-28', 'ACME EMPLOYER SALAIRE', 2700],
      ['2026-09-29', 'Transfer : Savings', -200],
      ['2026-10-01', 'LANDLORD SARL', -950],
      ['2026-10-20', 'HOMESAFE INSURANCE', -420],
      ['2026-10-21', 'FIBERNET - PRELEV', -29.99],
      ['2026-10-23', 'TELCO MOBILE - PRELEV', -19.99],
    ]);
    expect(list.inflows).toBe(2700);
    expect(list.outflows).toBe(-1484.18);
    expect(list.occurrences[2]).toEqual({
      scheduled_id: 'sch-savings',
      date: '2026-09-29',
      amount: -200,
      account: 'Checking',
      category: null,
      payee: 'Transfer : Savings',
      memo: null,
      frequency: 'monthly',
      transfer: true,
    });
    expect(list.occurrences.map((o) => o.category)).toEqual([
      'Electricity',
      'Inflow: Ready to Assign',
      null,
      'Rent',
      null,
      'Internet',
      'Phone',
    ]);
    expect(Object.keys(list.occurrences[0] ?? {})).toEqual([
      'scheduled_id',
      'date',
      'amount',
      'account',
      'category',
      'payee',
      'memo',
      'frequency',
      'transfer',
    ]);
  });

  it('finds only the rent between 2026-10-01 and 2026-10-10', () => {
    const list = scheduledList(schedules, accountsById, categoriesById, { since: '2026-10-01', until: '2026-10-10' });
    expect(list.occurrences.map((o) => o.scheduled_id)).toEqual(['sch-rent']);
    expect(list.outflows).toBe(-950);
  });

  it('keeps only the given accounts and leaves out deleted schedules', () => {
    expect(scheduledList(schedules, accountsById, categoriesById, { ...defaults, accountIds: ['acc-savings'] }).occurrences).toEqual([]);
    const deleted = schedules.map((s) => ({ ...s, deleted: s.id !== 'sch-rent' }));
    expect(scheduledList(deleted, accountsById, categoriesById, defaults).occurrences.map((o) => o.scheduled_id)).toEqual(['sch-rent']);
  });

  it('shows Split for live subtransactions, falls back on YNAB’s names, cleans text', () => {
    const odd: ListedSchedule = {
      id: 'sch-odd',
      date_first: '2026-10-02',
      date_next: '2026-10-02',
      frequency: 'never',
      amount: -1234,
      memo: 'line\none\u202E',
      account_id: 'acc-gone',
      account_name: 'Old\taccount',
      payee_name: null,
      category_id: 'cat-unknown',
      category_name: 'Named by YNAB',
      deleted: false,
      subtransactions: [{ deleted: true }],
    };
    const [row] = scheduledList([odd], accountsById, undefined, defaults).occurrences;
    expect(row).toMatchObject({ account: 'Old account', payee: '', memo: 'line one', category: 'Named by YNAB' });
    const split = { ...odd, subtransactions: [{ deleted: true }, { deleted: false }] };
    expect(scheduledList([split], accountsById, undefined, defaults).occurrences[0]?.category).toBe('Split');
  });

  it('shows no category for a transfer or a schedule without one, else the plan’s name, else YNAB’s', () => {
    const base = { ...(schedules[0] as ListedSchedule), id: 's', date_next: '2026-10-01', subtransactions: [] };
    const category = (over: Partial<ListedSchedule>, byId: ReadonlyMap<string, { name: string }> | undefined = categoriesById) =>
      scheduledList([{ ...base, ...over }], accountsById, byId, defaults).occurrences[0]?.category;
    expect(category({ transfer_account_id: 'acc-savings', category_id: 'cat-rent' })).toBeNull();
    expect(category({ category_id: null, category_name: 'Split (Multiple Categories)...' })).toBeNull();
    expect(category({ category_id: 'cat-rent', category_name: 'Old name' })).toBe('Rent');
    expect(category({ category_id: 'cat-unknown', category_name: 'Named by YNAB' })).toBe('Named by YNAB');
    expect(category({ category_id: 'cat-unknown', category_name: null })).toBeNull();
    expect(category({ category_id: 'cat-unknown', category_name: null }, undefined)).toBeNull();
  });

  it('sorts equal dates by payee', () => {
    const base = schedules[0] as ListedSchedule;
    const mk = (id: string, payee_name: string): ListedSchedule => ({ ...base, id, payee_name, date_next: '2026-10-01' });
    const list = scheduledList([mk('s1', 'b'), mk('s2', 'B'), mk('s3', 'a')], accountsById, categoriesById, defaults);
    expect(list.occurrences.map((o) => o.payee)).toEqual(['B', 'a', 'b']);
    // Same date and payee: by schedule id.
    const twins = scheduledList([mk('s9', 'GYM'), mk('s1', 'GYM')], accountsById, categoriesById, defaults);
    expect(twins.occurrences.map((o) => o.scheduled_id)).toEqual(['s1', 's9']);
  });
});
