// Examples for src/logic/core/calendar.ts: calendar dates, month arguments, month arithmetic and today.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  isCalendarDate,
  isMonth,
  monthOf,
  resolveMonth,
  todayFrom,
  earliestMonth,
  monthsEndingWith,
} from '../../../src/logic/core/calendar.ts';

describe('isCalendarDate', () => {
  it.each(['2026-09-25', '2026-02-28', '2024-02-29', '2000-02-29', '1999-12-31', '2026-01-01'])('accepts %s', (s) => {
    expect(isCalendarDate(s)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-09-00',
    '2026-9-25',
    '26-09-25',
    '2026-09-25T00:00:00Z',
    ' 2026-09-25',
    '2026-09-25 ',
    '2026/09/25',
    '２０２６-09-25',
    '',
  ])('refuses %j', (s) => {
    expect(isCalendarDate(s)).toBe(false);
  });
});

describe('resolveMonth', () => {
  const today = '2026-09-25';

  it('resolves current to the first day of today’s month', () => {
    expect(resolveMonth('current', today)).toBe('2026-09-01');
    expect(resolveMonth('current', '2026-12-31')).toBe('2026-12-01');
  });

  it('keeps a month’s first day', () => {
    expect(resolveMonth('2026-06-01', today)).toBe('2026-06-01');
    expect(resolveMonth('2027-09-01', today)).toBe('2027-09-01');
  });

  it.each(['2026-09', '2026-09-15', '2026-13-01', '2026-00-01', ' current', 'current ', 'CURRENT', 'Current', '', 'last-used'])(
    'refuses %j',
    (value) => {
      expect(resolveMonth(value, today)).toBeUndefined();
    },
  );
});

describe('month arithmetic', () => {
  it('monthOf gives the first day', () => {
    expect(monthOf('2026-09-25')).toBe('2026-09-01');
    expect(monthOf('2026-09-01')).toBe('2026-09-01');
  });

  it.each([
    ['2026-09-01', 1, '2026-10-01'],
    ['2026-09-01', 4, '2027-01-01'],
    ['2026-09-01', -9, '2025-12-01'],
    ['2026-09-01', -12, '2025-09-01'],
    ['2026-01-01', -1, '2025-12-01'],
    ['2026-09-01', 0, '2026-09-01'],
    ['2026-09-25', 1, '2026-10-01'],
  ])('addMonths(%s, %i) = %s', (m, n, expected) => {
    expect(addMonths(m, n)).toBe(expected);
  });

  it.each([
    ['2026-09-01', 30],
    ['2026-02-01', 28],
    ['2024-02-01', 29],
    ['2026-12-01', 31],
  ])('daysInMonth(%s) = %i', (m, days) => {
    expect(daysInMonth(m)).toBe(days);
  });

  it('throws on a date that is not one (a programming fault), saying what it got', () => {
    expect(() => monthOf('2026-02-30')).toThrow(new RangeError('not a calendar date (YYYY-MM-DD): "2026-02-30"'));
    expect(() => addMonths('2026-09', 1)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(new RangeError('month out of range: 9999-12-01 + 1'));
    expect(() => addMonths('0000-01-01', -1)).toThrow(new RangeError('month out of range: 0000-01-01 + -1'));
    expect(() => daysInMonth('x')).toThrow(RangeError);
  });

  it('throws on a count of months that is not a whole number', () => {
    for (const n of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => addMonths('2026-09-01', n)).toThrow(new RangeError(`not an integer number of months: ${n}`));
    }
  });

  it('isMonth accepts only first days of real months', () => {
    expect(isMonth('2026-09-01')).toBe(true);
    expect(isMonth('2026-09-02')).toBe(false);
    expect(isMonth('2026-13-01')).toBe(false);
    expect(isMonth('x2026-09-01')).toBe(false);
    expect(isMonth('2026-09-011')).toBe(false);
  });
});

describe('todayFrom', () => {
  const now = new Date(2026, 8, 25, 23, 59); // local time, whatever the machine's zone

  it('uses the override when set', () => {
    expect(todayFrom('2026-09-25', new Date(2030, 0, 1))).toBe('2026-09-25');
  });

  it('uses the local calendar date otherwise', () => {
    expect(todayFrom(undefined, now)).toBe('2026-09-25');
    expect(todayFrom(undefined, new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('treats an empty override as unset', () => {
    expect(todayFrom('', now)).toBe('2026-09-25');
  });

  it('throws on an override that is not a date', () => {
    expect(() => todayFrom('2026-09', now)).toThrow(/AVENIR_MCP_TODAY/);
  });
});

describe('monthsEndingWith', () => {
  it('gives the count months ending with the last one, oldest first, across years', () => {
    expect(monthsEndingWith('2026-02-01', 3)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(monthsEndingWith('2026-02-01', 1)).toEqual(['2026-02-01']);
    expect(monthsEndingWith('2026-02-01', 0)).toEqual([]);
  });

  it('leaves out months before year 0000', () => {
    expect(monthsEndingWith('0000-02-01', 5)).toEqual(['0000-01-01', '0000-02-01']);
  });
});

describe('earliestMonth', () => {
  const rows = [
    { date: '2026-03-15', kept: true },
    { date: '2025-11-30', kept: false },
    { date: '2026-01-02', kept: true },
  ];

  it('gives the month of the earliest kept item, or undefined when none is kept', () => {
    expect(earliestMonth(rows, (r) => r.kept)).toBe('2026-01-01');
    expect(earliestMonth(rows, () => true)).toBe('2025-11-01');
    expect(earliestMonth(rows, () => false)).toBeUndefined();
    expect(earliestMonth([], () => true)).toBeUndefined();
  });
});
