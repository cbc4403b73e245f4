// Properties of src/logic/planning/schedules.ts (algorithms.md §11).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { compareCodePoints } from '../../../src/logic/core/compare.ts';
import { addMonths, daysInMonth, monthOf } from '../../../src/logic/core/calendar.ts';
import { addDays } from '../../../src/logic/core/day-numbers.ts';
import { occurrences, type ListedSchedule, type ScheduleDates, scheduledList } from '../../../src/logic/planning/schedules.ts';

// YNAB's frequencies, and one its enum does not name (read as 'never'), cast.
const FREQUENCIES: ScheduleDates['frequency'][] = [
  'never',
  'daily',
  'weekly',
  'everyOtherWeek',
  'twiceAMonth',
  'every4Weeks',
  'monthly',
  'everyOtherMonth',
  'every3Months',
  'every4Months',
  'twiceAYear',
  'yearly',
  'everyOtherYear',
  'unknown' as ScheduleDates['frequency'],
];

const date = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

// since/until at most 366 days apart, as the tools allow.
const window = fc.tuple(date, fc.nat(366)).map(([since, span]) => ({ since, until: addDays(since, span) ?? since }));

// date_first and date_next chosen independently: consistent or not, the properties must hold.
const schedule = fc.record({ frequency: fc.constantFrom(...FREQUENCIES), date_first: date, date_next: date });

describe('occurrences', () => {
  it('are strictly increasing and within [since, until]', () => {
    fc.assert(
      fc.property(schedule, window, (s, { since, until }) => {
        const dates = occurrences(s, since, until);
        return dates.every((d, i) => d >= since && d <= until && (i === 0 || d > (dates[i - 1] ?? '')));
      }),
    );
  });

  it('monthly anchored on the 31st: the 31st where it exists, else the month’s last day', () => {
    const lastDay = (month: string): string => `${month.slice(0, 8)}${daysInMonth(month)}`;
    fc.assert(
      fc.property(date, fc.nat(24), (start, span) => {
        const month = monthOf(start);
        // Anchored on January 31st; date_next is that month's (clamped) occurrence.
        const s = { frequency: 'monthly' as const, date_first: `${month.slice(0, 4)}-01-31`, date_next: lastDay(month) };
        const dates = occurrences(s, lastDay(month), lastDay(addMonths(month, span)));
        return dates.length === span + 1 && dates.every((d, i) => d === lastDay(addMonths(month, i)));
      }),
    );
  });

  it('yearly yields one date a year', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 10 }), (first, years) => {
        const until = `${String(Number(first.slice(0, 4)) + years - 1).padStart(4, '0')}-12-31`;
        const dates = occurrences({ frequency: 'yearly', date_first: first, date_next: first }, first, until);
        const yearsSeen = dates.map((d) => d.slice(0, 4));
        return dates.length === years && new Set(yearsSeen).size === years;
      }),
    );
  });
});

describe('scheduledList', () => {
  const amount = fc.integer({ min: -1e9, max: 1e9 });
  const item: fc.Arbitrary<ListedSchedule> = fc.record({
    id: fc.uuid(),
    frequency: fc.constantFrom(...FREQUENCIES),
    date_first: date,
    date_next: date,
    amount,
    account_id: fc.constantFrom('a1', 'a2'),
    account_name: fc.constant('Account'),
    payee_name: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
    transfer_account_id: fc.option(fc.constant('a2'), { nil: null }),
    deleted: fc.boolean(),
  });
  const accounts = new Map([
    ['a1', { name: 'One' }],
    ['a2', { name: 'Two' }],
  ]);

  it('is sorted by (date, payee), and in/out sum the non-transfer occurrences exactly', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), window, (items, w) => {
        const list = scheduledList(items, accounts, undefined, w);
        const rows = list.occurrences;
        const sorted = rows.every((r, i) => {
          const prev = rows[i - 1];
          return prev === undefined || prev.date < r.date || (prev.date === r.date && compareCodePoints(prev.payee, r.payee) <= 0);
        });
        let inflows = 0;
        let outflows = 0;
        for (const s of items) {
          if (s.deleted || s.transfer_account_id != null) continue;
          const n = occurrences(s, w.since, w.until).length;
          if (s.amount > 0) inflows += n * s.amount;
          else outflows += n * s.amount;
        }
        return (
          sorted &&
          rows.length === items.filter((s) => !s.deleted).reduce((n, s) => n + occurrences(s, w.since, w.until).length, 0) &&
          list.inflows === inflows / 1000 &&
          list.outflows === outflows / 1000
        );
      }),
    );
  });
});

// Issue #6 asks occurrences to "clamp to month ends": every month-step frequency, any anchor day.
describe('occurrences on month steps', () => {
  const STEPS: Array<[ScheduleDates['frequency'], number]> = [
    ['monthly', 1],
    ['everyOtherMonth', 2],
    ['every3Months', 3],
    ['every4Months', 4],
    ['twiceAYear', 6],
    ['yearly', 12],
    ['everyOtherYear', 24],
  ];
  const clamped = (month: string, day: number) => `${month.slice(0, 8)}${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;

  it('fall on the anchor’s day, or the last day of months too short for it, step after step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STEPS),
        date,
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 30 }),
        ([frequency, step], start, day, count) => {
          const month = monthOf(start);
          // Only date_first's day anchors (a January has every day); date_next is the first month's clamped one.
          const first = clamped(month, day);
          const s = { frequency, date_first: `2000-01-${String(day).padStart(2, '0')}`, date_next: first };
          const last = addMonths(month, step * (count - 1));
          const dates = occurrences(s, first, `${last.slice(0, 8)}${daysInMonth(last)}`);
          return dates.length === count && dates.every((d, n) => d === clamped(addMonths(month, n * step), day));
        },
      ),
    );
  });

  it('twiceAMonth: the anchored date and 15 days later, each month', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 12 }), (start, months) => {
        const month = monthOf(start);
        const first = `${month.slice(0, 8)}01`;
        const last = addMonths(month, months - 1);
        const dates = occurrences(
          { frequency: 'twiceAMonth', date_first: first, date_next: first },
          first,
          `${last.slice(0, 8)}${daysInMonth(last)}`,
        );
        return (
          dates.length === 2 * months &&
          dates.every((d, k) => d === `${addMonths(month, Math.floor(k / 2)).slice(0, 8)}${k % 2 === 0 ? '01' : '16'}`)
        );
      }),
    );
  });
});
