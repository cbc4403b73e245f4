// Properties of src/logic/planning/forecast-projection.ts (algorithms.md §12, issue #6): spread keeps every whole unit and its
// shares differ by at most one unit, for negative totals and 0- to 3-decimal units; the months chain, add
// up, their lowest is at most their start and end, and first_shortfall is null iff every lowest is ≥ 0.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addMonths, monthOf } from '../../../src/logic/core/calendar.ts';
import { addDays } from '../../../src/logic/core/day-numbers.ts';
import { firstShortfall, project, spread } from '../../../src/logic/planning/forecast-projection.ts';

const unit = fc.constantFrom(1, 10, 100, 1000); // 3, 2, 1 and 0 decimals

describe('spread', () => {
  it('keeps every whole unit: sum = floor(total / u) × u, so 0 ≤ total − sum < u', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 31 }), unit, (total, n, u) => {
        const shares = spread(total, n, u);
        const sum = shares.reduce((a, b) => a + b, 0);
        return shares.length === n && sum === Math.floor(total / u) * u && total - sum >= 0 && total - sum < u;
      }),
    );
  });

  it('gives shares that are multiples of u and differ by at most u', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 31 }), unit, (total, n, u) => {
        const shares = spread(total, n, u);
        return shares.every((s) => s % u === 0) && Math.max(...shares) - Math.min(...shares) <= u;
      }),
    );
  });

  it('spreads nothing over no day', () => {
    fc.assert(fc.property(fc.integer(), unit, (total, u) => spread(total, 0, u).length === 0));
  });
});

const date = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const amount = fc.integer({ min: -1e10, max: 1e10 });

const input = date.chain((today) =>
  fc.record({
    today: fc.constant(today),
    until: fc.integer({ min: 0, max: 24 }).map((k) => addMonths(monthOf(today), k)),
    start: amount,
    variable: fc.integer({ min: -1e10, max: 0 }),
    income: fc.integer({ min: 0, max: 1e10 }),
    spent: fc.integer({ min: -1e10, max: 0 }),
    received: fc.integer({ min: 0, max: 1e10 }),
    recurring: fc.array(fc.record({ amount, day: fc.integer({ min: 1, max: 31 }) }), { maxLength: 8 }),
    dated: fc.array(fc.record({ date: fc.integer({ min: -40, max: 800 }).map((k) => addDays(today, k) ?? today), amount }), {
      maxLength: 20,
    }),
    u: unit,
  }),
);

describe('project', () => {
  it('has one month from today’s to until, chained: each start is the previous end', () => {
    fc.assert(
      fc.property(input, (i) => {
        const months = project(i);
        const expected =
          (Number(i.until.slice(0, 4)) - Number(i.today.slice(0, 4))) * 12 + Number(i.until.slice(5, 7)) - Number(i.today.slice(5, 7)) + 1;
        return (
          months.length === expected &&
          months[0]!.month === monthOf(i.today) &&
          months.at(-1)!.month === i.until &&
          months[0]!.start === i.start &&
          months.every((m, k) => k === 0 || m.start === months[k - 1]!.end)
        );
      }),
    );
  });

  it('adds up: inflows + outflows = end − start, with inflows ≥ 0 and outflows ≤ 0', () => {
    fc.assert(
      fc.property(input, (i) => project(i).every((m) => m.inflows + m.outflows === m.end - m.start && m.inflows >= 0 && m.outflows <= 0)),
    );
  });

  it('has lowest ≤ min(start, end)', () => {
    fc.assert(fc.property(input, (i) => project(i).every((m) => m.lowest <= Math.min(m.start, m.end))));
  });

  it('has first_shortfall null iff every lowest ≥ 0, else the first month whose lowest is below 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const months = project(i);
        const shortfall = firstShortfall(months);
        if (shortfall === null) return months.every((m) => m.lowest >= 0);
        const k = months.findIndex((m) => m.month.slice(0, 7) === shortfall);
        return k >= 0 && months[k]!.lowest < 0 && months.slice(0, k).every((m) => m.lowest >= 0);
      }),
    );
  });

  it('moves the balance by exactly the dated amounts after today when nothing else is projected', () => {
    fc.assert(
      fc.property(input, (i) => {
        const months = project({ ...i, variable: 0, income: 0, recurring: [] });
        const last = `${i.until.slice(0, 8)}31`;
        const expected = i.dated.filter((d) => d.date > i.today && d.date <= last).reduce((s, d) => s + d.amount, 0);
        return months.at(-1)!.end - i.start === expected;
      }),
    );
  });
});
