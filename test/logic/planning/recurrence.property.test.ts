// Properties of src/logic/planning/recurrence.ts (algorithms.md §9): a payee charged the same amount in 3 of the 4
// window months is detected with that amount; one whose monthly sums vary by more than 20 % is not; results
// never include transfers; day is in 1..31.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addMonths, daysInMonth, monthOf } from '../../../src/logic/core/calendar.ts';
import { recurring, recurringWindow, type RecurringRow } from '../../../src/logic/planning/recurrence.ts';

const today = fc
  .date({ min: new Date(Date.UTC(2001, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const dayIn = (month: string, day: number) => `${month.slice(0, 8)}${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;

// Rows of other merchants, and of the target outside the window or as transfers: none may change its result.
const noise = (todayDate: string, target: string) =>
  fc
    .array(
      fc.record({
        monthsBack: fc.integer({ min: 0, max: 6 }),
        day: fc.integer({ min: 1, max: 31 }),
        amount: fc.integer({ min: -1e9, max: 1e9 }),
        payee: fc.constantFrom('OTHER SHOP', 'CB CAFE FACT 010126 1234**1', target),
        transfer: fc.boolean(),
      }),
      { maxLength: 12 },
    )
    .map((items) =>
      items.flatMap(({ monthsBack, day, amount, payee, transfer }): RecurringRow[] => {
        const month = addMonths(monthOf(todayDate), -monthsBack);
        const inWindow = monthsBack >= 1 && monthsBack <= 4;
        // The target only as a transfer, or outside the window.
        if (payee === target && inWindow && !transfer) return [];
        return [{ date: dayIn(month, day), amount, payee_name: payee, transfer_account_id: transfer ? 'acc-x' : null, deleted: false }];
      }),
    );

const nonZero = fc.oneof(fc.integer({ min: -1e9, max: -1 }), fc.integer({ min: 1, max: 1e9 }));

describe('recurring', () => {
  it('detects a payee charged the same amount in 3 (or 4) of the 4 window months, with that amount', () => {
    const arb = fc
      .record({
        today,
        amount: nonZero,
        skipped: fc.integer({ min: -1, max: 3 }), // the window month without a charge; −1: none
        days: fc.array(fc.integer({ min: 1, max: 31 }), { minLength: 4, maxLength: 4 }),
      })
      .chain((g) => noise(g.today, 'GYM CLUB').map((rows) => ({ ...g, rows })));
    fc.assert(
      fc.property(arb, ({ today: t, amount, skipped, days, rows }) => {
        const charges = recurringWindow(t).flatMap((month, i) =>
          i === skipped ? [] : [{ date: dayIn(month, days[i]!), amount, payee_name: 'GYM CLUB', deleted: false }],
        );
        const found = recurring([...rows, ...charges], t, 1).filter((r) => r.payee === 'GYM CLUB' && r.outflow === amount < 0);
        return found.length === 1 && found[0]!.amount === amount && found[0]!.months_seen === (skipped === -1 ? 4 : 3);
      }),
    );
  });

  it('does not detect a payee whose monthly sums vary by more than 20 %', () => {
    const arb = fc
      .record({
        today,
        a: nonZero,
        percent: fc.oneof(fc.integer({ min: 1, max: 79 }), fc.integer({ min: 121, max: 1000 })),
        months: fc.constantFrom(3, 4),
        odd: fc.nat(3),
      })
      .map((g) => ({ ...g, b: Math.trunc((g.a * g.percent) / 100) }))
      .filter(({ a, b }) => b !== 0 && Math.sign(a) === Math.sign(b) && 5 * Math.abs(b - a) > Math.abs(a));
    fc.assert(
      fc.property(arb, ({ today: t, a, b, months, odd }) => {
        const window = recurringWindow(t).slice(4 - months);
        const rows = window.map((month, i) => ({
          date: dayIn(month, 12),
          amount: i === odd % months ? b : a,
          payee_name: 'GYM CLUB',
          deleted: false,
        }));
        return recurring(rows, t, 1).length === 0;
      }),
    );
  });

  // Rows with few payees and amounts, so that many groups are detected.
  const rows = (t: string) =>
    fc
      .array(
        fc.record({
          monthsBack: fc.integer({ min: 0, max: 5 }),
          day: fc.integer({ min: 1, max: 31 }),
          amount: fc.constantFrom(-45000, -13490, -13500, 2700000, 0, -1),
          payee_name: fc.constantFrom('RAIL CO', 'STREAMFLIX', 'CB STREAMFLIX FACT 150626 1234**1', 'Transfer : Savings', '', null),
          transfer: fc.boolean(),
          deleted: fc.boolean(),
        }),
        { maxLength: 40 },
      )
      .map((items) =>
        items.map(({ monthsBack, day, amount, payee_name, transfer, deleted }) => ({
          date: dayIn(addMonths(monthOf(t), -monthsBack), day),
          amount,
          payee_name,
          transfer_account_id: transfer ? 'acc-x' : null,
          deleted,
        })),
      );
  const plan = today.chain((t) => rows(t).map((r) => ({ t, r })));

  it('never counts a transfer: the result is the same without them', () => {
    fc.assert(
      fc.property(plan, ({ t, r }) => {
        const without = r.filter((x) => x.transfer_account_id === null);
        return JSON.stringify(recurring(r, t, 1)) === JSON.stringify(recurring(without, t, 1));
      }),
    );
  });

  it('gives a day in 1..31, 3 or 4 months seen and a non-zero amount of the group’s direction', () => {
    fc.assert(
      fc.property(plan, ({ t, r }) =>
        recurring(r, t, 1).every(
          (x) =>
            Number.isInteger(x.day) &&
            x.day >= 1 &&
            x.day <= 31 &&
            (x.months_seen === 3 || x.months_seen === 4) &&
            x.amount !== 0 &&
            x.amount < 0 === x.outflow,
        ),
      ),
    );
  });
});
