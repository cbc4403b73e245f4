// Examples of src/logic/planning/age-of-money.ts (algorithms.md §19): the rows, the headline figure, its trend,
// the message's reading of over and under 30 days, and each note.
import { describe, expect, it } from 'vitest';
import { ageOfMoney, ageRows, trendOf } from '../../../src/logic/planning/age-of-money.ts';

type AgeMonth = Parameters<typeof ageOfMoney>[0][number];

const m = (month: string, age_of_money: number | null, deleted = false): AgeMonth => ({ month, age_of_money, deleted });
const DEMO = [m('2026-09-01', 47), m('2026-06-01', null), m('2026-08-01', 48), m('2026-07-01', 17)];
const HOW =
  "Age of Money is YNAB's own figure, shown as YNAB gives it: on average, how many days passed between money arriving in the budget accounts and being spent, over the most recent spending.";

describe('ageRows', () => {
  it('sorts, keeps the last count months up to the current one, and diffs each row with the one before', () => {
    expect(ageRows(DEMO, '2026-09-01', 12)).toEqual([
      { month: '2026-06', days: null, change: null },
      { month: '2026-07', days: 17, change: null },
      { month: '2026-08', days: 48, change: 31 },
      { month: '2026-09', days: 47, change: -1 },
    ]);
    expect(ageRows(DEMO, '2026-09-01', 2).map((r) => r.month)).toEqual(['2026-08', '2026-09']);
    expect(ageRows(DEMO, '2026-07-01', 12).map((r) => r.month)).toEqual(['2026-06', '2026-07']);
  });

  it('sorts months given in any order', () => {
    const months = ['2026-01-01', '2026-05-01', '2025-12-01', '2026-03-01', '2026-02-01', '2026-04-01'];
    for (const order of [months, [...months].reverse(), [...months].sort()]) {
      expect(
        ageRows(
          order.map((month) => m(month, 1)),
          '2026-05-01',
          12,
        ).map((r) => r.month),
      ).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    }
  });

  it('leaves deleted months out, and a missing figure breaks the chain on both sides', () => {
    const rows = ageRows(
      [m('2026-01-01', 10), m('2026-02-01', 99, true), m('2026-03-01', undefined as unknown as null), m('2026-04-01', 12)],
      '2026-04-01',
      12,
    );
    expect(rows).toEqual([
      { month: '2026-01', days: 10, change: null },
      { month: '2026-03', days: null, change: null },
      { month: '2026-04', days: 12, change: null },
    ]);
  });
});

describe('ageOfMoney', () => {
  it('explains the demo plan: 47 days as of 2026-09, up 30 since 2026-07', () => {
    const a = ageOfMoney(DEMO, '2026-09-01', 12);
    expect(a).toMatchObject({ days: 47, as_of: '2026-09', change: 30, trend: 'up' });
    expect(a.message).toBe(
      "The money was 47 days old as of 2026-09. Over 30 days means the money spent had arrived more than a month earlier: the household lives on last month's income or earlier. It rose by 30 days since 2026-07 (17 days), the first month shown with a figure.",
    );
    expect(a.notes).toEqual([
      HOW,
      'YNAB gives no figure for 2026-06: days is null there, and change and trend compare only months that have one.',
      'YNAB holds only 4 months of this plan up to 2026-09, fewer than the 12 asked.',
    ]);
  });

  it('reads under 30 days as spending soon after money arrives, and says when it fell', () => {
    const a = ageOfMoney([m('2026-08-01', 25), m('2026-09-01', 12)], '2026-09-01', 2);
    expect(a).toMatchObject({ days: 12, change: -13, trend: 'down', notes: [HOW] });
    expect(a.message).toBe(
      "The money was 12 days old as of 2026-09. Under 30 days means money is spent soon after it arrives, before a month's buffer builds up. It fell by 13 days since 2026-08 (25 days), the first month shown with a figure.",
    );
  });

  it('reads exactly 30 days as about a month, and an unchanged figure as steady', () => {
    const a = ageOfMoney([m('2026-08-01', 30), m('2026-09-01', 30)], '2026-09-01', 2);
    expect(a).toMatchObject({ change: 0, trend: 'steady' });
    expect(a.message).toContain('30 days means money is spent about a month after it arrives');
    expect(a.message).toContain('It is the same as in 2026-08');
  });

  it('has no change nor trend with a single figure', () => {
    const a = ageOfMoney([m('2026-09-01', 1)], '2026-09-01', 1);
    expect(a).toMatchObject({ days: 1, as_of: '2026-09', change: null, trend: null });
    expect(a.message).toBe(
      "The money was 1 day old as of 2026-09. Under 30 days means money is spent soon after it arrives, before a month's buffer builds up. Only one month has a figure, so there is no trend yet.",
    );
  });

  it('says when the current month has no figure yet, and headlines the latest known one', () => {
    const a = ageOfMoney([m('2026-08-01', 40), m('2026-09-01', null)], '2026-09-01', 2);
    expect(a).toMatchObject({ days: 40, as_of: '2026-08', change: null, trend: null });
    expect(a.notes).toContain("YNAB has no figure yet for the current month, 2026-09: the latest is 2026-08's.");
    const notListed = ageOfMoney([m('2026-08-01', 40)], '2026-09-01', 1);
    expect(notListed.notes).toContain("YNAB has no figure yet for the current month, 2026-09: the latest is 2026-08's.");
  });

  it('says when no month shown has a figure, or when YNAB holds no month at all', () => {
    const none = ageOfMoney([m('2026-08-01', null), m('2026-09-01', null)], '2026-09-01', 2);
    expect(none).toMatchObject({ days: null, as_of: null, change: null, trend: null });
    expect(none.message).toBe(
      'YNAB has no Age of Money figure for this plan from 2026-08 to 2026-09: it gives one once enough money has been spent.',
    );
    expect(none.notes).toEqual([HOW]);
    const one = ageOfMoney([m('2026-09-01', null)], '2026-09-01', 1);
    expect(one.message).toBe('YNAB has no Age of Money figure for this plan in 2026-09: it gives one once enough money has been spent.');
    const empty = ageOfMoney([m('2026-10-01', 5)], '2026-09-01', 3);
    expect(empty).toMatchObject({ days: null, as_of: null, months: [], change: null, trend: null });
    expect(empty.message).toBe('YNAB holds no month of this plan up to 2026-09, so there is no Age of Money to show.');
    expect(empty.notes).toEqual([HOW]);
  });

  it('lists every month without a figure in the note', () => {
    const a = ageOfMoney([m('2026-06-01', 20), m('2026-07-01', null), m('2026-08-01', null), m('2026-09-01', 25)], '2026-09-01', 4);
    expect(a.notes).toEqual([
      HOW,
      'YNAB gives no figure for 2026-07, 2026-08: days is null there, and change and trend compare only months that have one.',
    ]);
    expect(a).toMatchObject({ change: 5, trend: 'up' });
  });

  it('trendOf follows the sign', () => {
    expect([trendOf(3), trendOf(-2), trendOf(0)]).toEqual(['up', 'down', 'steady']);
  });
});
