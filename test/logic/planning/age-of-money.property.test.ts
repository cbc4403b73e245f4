// Properties of src/logic/planning/age-of-money.ts (algorithms.md §19): each row's change is the difference with
// the previous row (null when either is null); trend has the sign of change; at most months_count rows,
// none after the current month; the headline is the latest known figure.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ageOfMoney } from '../../../src/logic/planning/age-of-money.ts';
import { addMonths } from '../../../src/logic/core/calendar.ts';

type AgeMonth = Parameters<typeof ageOfMoney>[0][number];

const CURRENT = '2026-09-01';
// Distinct months from three years back to a year ahead, in any order, some deleted, some without a figure.
const months: fc.Arbitrary<AgeMonth[]> = fc.uniqueArray(fc.integer({ min: -36, max: 12 }), { maxLength: 30 }).chain((offsets) =>
  fc.tuple(
    ...offsets.map((n) =>
      fc.record({
        month: fc.constant(addMonths(CURRENT, n)),
        age_of_money: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        deleted: fc.boolean(),
      }),
    ),
  ),
);
const count = fc.integer({ min: 1, max: 24 });

describe('age of money properties', () => {
  it("each row's change is the difference with the previous row, null when either is null", () => {
    fc.assert(
      fc.property(months, count, (ms, n) => {
        const rows = ageOfMoney(ms, CURRENT, n).months;
        return rows.every((row, i) => {
          const before = i === 0 ? null : rows[i - 1]!.days;
          return row.change === (row.days === null || before === null ? null : row.days - before);
        });
      }),
    );
  });

  it('trend has the sign of change, and both are null with fewer than two figures', () => {
    fc.assert(
      fc.property(months, count, (ms, n) => {
        const a = ageOfMoney(ms, CURRENT, n);
        const known = a.months.filter((r) => r.days !== null);
        const expectedTrend = a.change === null ? null : a.change > 0 ? 'up' : a.change < 0 ? 'down' : 'steady';
        return (
          a.trend === expectedTrend &&
          known.length < 2 === (a.change === null) &&
          (a.change === null || a.change === known.at(-1)!.days! - known[0]!.days!)
        );
      }),
    );
  });

  it('shows at most months_count live months, ascending, none after the current month, the latest ones', () => {
    fc.assert(
      fc.property(months, count, (ms, n) => {
        const rows = ageOfMoney(ms, CURRENT, n).months;
        const eligible = ms
          .filter((m) => !m.deleted && m.month <= CURRENT)
          .map((m) => m.month.slice(0, 7))
          .sort();
        return (
          rows.length <= n &&
          rows.every((r, i) => r.month <= CURRENT.slice(0, 7) && (i === 0 || rows[i - 1]!.month < r.month)) &&
          JSON.stringify(rows.map((r) => r.month)) === JSON.stringify(eligible.slice(-n))
        );
      }),
    );
  });

  it('the headline is the latest row with a figure', () => {
    fc.assert(
      fc.property(months, count, (ms, n) => {
        const a = ageOfMoney(ms, CURRENT, n);
        const latest = a.months.filter((r) => r.days !== null).at(-1);
        return a.days === (latest?.days ?? null) && a.as_of === (latest?.month ?? null) && a.message.length > 0 && a.notes.length >= 1;
      }),
    );
  });
});
