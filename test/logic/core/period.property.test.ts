// Properties of src/logic/core/period.ts: an accepted period is ordered and at most 366 days long.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { dateRange, MAX_SPAN_DAYS, searchDefaults } from '../../../src/logic/core/period.ts';
import { isCalendarDate } from '../../../src/logic/core/calendar.ts';
import { daysBetween } from '../../../src/logic/core/day-numbers.ts';

const realDate = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const anyDate = fc.oneof(realDate, fc.string(), fc.constantFrom('2026-02-29', '2026-13-01', '2026-09-1'));

describe('dateRange', () => {
  it('accepts exactly real, ordered dates at most 366 days apart', () => {
    fc.assert(
      fc.property(anyDate, fc.option(anyDate, { nil: undefined }), realDate, (since, until, today) => {
        const r = dateRange(since, until, searchDefaults(today));
        const to = until ?? today;
        const valid = isCalendarDate(since) && isCalendarDate(to) && since <= to && daysBetween(since, to) <= MAX_SPAN_DAYS;
        return r.ok === valid && (!r.ok || (r.since === since && r.until === to));
      }),
    );
  });
});
