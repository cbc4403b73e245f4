// Examples for src/logic/core/period.ts: the (no request) since/until checks and each tool's defaults.
import { describe, expect, it } from 'vitest';
import { dateRange, lastYearSince, scheduleDefaults, searchDefaults } from '../../../src/logic/core/period.ts';

const today = '2026-09-25';

describe('dateRange', () => {
  it('defaults to today … today + 30 days for schedules (the demo’s 2026-09-25 … 2026-10-25)', () => {
    expect(dateRange(undefined, undefined, scheduleDefaults(today))).toEqual({ ok: true, since: today, until: '2026-10-25' });
    expect(dateRange('2026-10-01', undefined, scheduleDefaults(today))).toEqual({ ok: true, since: '2026-10-01', until: '2026-10-31' });
  });

  it('defaults until to today for searches', () => {
    expect(dateRange('2026-06-01', undefined, searchDefaults(today))).toEqual({ ok: true, since: '2026-06-01', until: today });
  });

  it('refuses a date that is not real, naming the argument (since first)', () => {
    expect(dateRange('2026-02-30', 'nope', searchDefaults(today))).toEqual({
      ok: false,
      error: 'bad_date',
      argument: 'since_date',
      value: '2026-02-30',
    });
    expect(dateRange('2026-02-01', '2026-2-3', searchDefaults(today))).toEqual({
      ok: false,
      error: 'bad_date',
      argument: 'until_date',
      value: '2026-2-3',
    });
  });

  it('refuses until before since, with both dates', () => {
    expect(dateRange('2026-10-01', '2026-09-30', searchDefaults(today))).toEqual({
      ok: false,
      error: 'until_before_since',
      since: '2026-10-01',
      until: '2026-09-30',
    });
    // A since in the future with until defaulted to today is the same mistake.
    expect(dateRange('2026-10-01', undefined, searchDefaults(today))).toMatchObject({ error: 'until_before_since' });
  });

  it('accepts exactly 366 days and refuses 367', () => {
    expect(dateRange('2027-01-01', '2028-01-02', searchDefaults(today))).toMatchObject({ ok: true });
    expect(dateRange('2027-01-01', '2028-01-03', searchDefaults(today))).toEqual({
      ok: false,
      error: 'span_too_long',
      since: '2027-01-01',
      until: '2028-01-03',
    });
    expect(dateRange('2026-09-25', '2026-09-25', searchDefaults(today))).toMatchObject({ ok: true });
  });

  it('stops the schedule default at the last representable day', () => {
    expect(dateRange('9999-12-15', undefined, scheduleDefaults(today))).toEqual({ ok: true, since: '9999-12-15', until: '9999-12-31' });
  });
});

describe('lastYearSince', () => {
  it('is the first of the 366 days ending today, across a leap day too', () => {
    expect([lastYearSince('2026-09-25'), lastYearSince('2024-03-01'), lastYearSince('2025-02-28')]).toEqual([
      '2025-09-25',
      '2023-03-02',
      '2024-02-29',
    ]);
  });

  it('is today itself when a year before cannot be written', () => {
    expect(lastYearSince('0000-06-01')).toBe('0000-06-01');
  });
});
