// Properties of src/logic/core/calendar.ts: month arguments accept exactly 'current' and real first days.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addMonths, daysInMonth, isCalendarDate, monthOf, resolveMonth, todayFrom } from '../../../src/logic/core/calendar.ts';

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

// Dates built from the platform's own calendar, as an independent oracle.
const realDate = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9998, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const realMonth = realDate.map((d) => `${d.slice(0, 8)}01`);
// Months far enough from years 0000 and 9999 that ±200 years of arithmetic stays in range.
const midMonth = realMonth.filter((m) => m >= '1200' && m < '8800');

// Strings shaped like dates, most of them not real.
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

const anyValue = fc.oneof(fc.string(), dateLike, realDate, realMonth, fc.constantFrom('current', 'CURRENT', ' current'));

describe('isCalendarDate', () => {
  it('accepts every real date', () => {
    fc.assert(fc.property(realDate, isCalendarDate));
  });

  it('agrees with the platform calendar on date-shaped strings', () => {
    fc.assert(
      fc.property(
        dateLike.filter((s) => s >= '1000'),
        (s) => {
          const parsed = new Date(`${s}T00:00:00Z`);
          const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === s;
          return isCalendarDate(s) === real;
        },
      ),
    );
  });
});

describe('resolveMonth', () => {
  it('accepts exactly current and the first days of real months', () => {
    fc.assert(
      fc.property(anyValue, realDate, (value, today) => {
        const resolved = resolveMonth(value, today);
        if (value === 'current') return resolved === monthOf(today);
        const isFirstDay = isCalendarDate(value) && value.endsWith('-01');
        return isFirstDay ? resolved === value : resolved === undefined;
      }),
    );
  });

  it('resolves current to a first day not after today, in the same month', () => {
    fc.assert(
      fc.property(realDate, (today) => {
        const month = resolveMonth('current', today) ?? '';
        return month.endsWith('-01') && month <= today && month.slice(0, 7) === today.slice(0, 7);
      }),
    );
  });
});

describe('month arithmetic', () => {
  const n = fc.integer({ min: -1200, max: 1200 });

  it('addMonths round-trips', () => {
    fc.assert(fc.property(midMonth, n, (m, k) => addMonths(addMonths(m, k), -k) === m));
  });

  it('addMonths composes', () => {
    fc.assert(fc.property(midMonth, n, n, (m, a, b) => addMonths(addMonths(m, a), b) === addMonths(m, a + b)));
  });

  it('addMonths of 1 is the month after the last day', () => {
    fc.assert(
      fc.property(realMonth, (m) => {
        const last = `${m.slice(0, 8)}${pad(daysInMonth(m), 2)}`;
        const next = new Date(`${last}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        return isCalendarDate(last) && addMonths(m, 1) === next.toISOString().slice(0, 10);
      }),
    );
  });

  it('monthOf is the first day of the same month and idempotent', () => {
    fc.assert(
      fc.property(realDate, (d) => {
        const m = monthOf(d);
        return m.endsWith('-01') && m.slice(0, 7) === d.slice(0, 7) && monthOf(m) === m;
      }),
    );
  });
});

describe('todayFrom', () => {
  it('is the local calendar date of now, or the override', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1970, 0, 1), max: new Date(9000, 0, 1), noInvalidDate: true }), realDate, (now, override) => {
        const local = `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
        return todayFrom(undefined, now) === local && isCalendarDate(local) && todayFrom(override, now) === override;
      }),
    );
  });
});
