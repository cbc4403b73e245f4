// Examples for src/logic/planning/forecast-projection.ts (algorithms.md §12 steps 9–10): cent spreading, the days walked in
// today's month, dated amounts, short months, the month-to-date adjustment and the first shortfall.
import { describe, expect, it } from 'vitest';
import { firstShortfall, project, spread, type ProjectionInput } from '../../../src/logic/planning/forecast-projection.ts';

const count = (shares: number[]) => Object.fromEntries([...new Set(shares)].map((s) => [s, shares.filter((x) => x === s).length]));

describe('spread', () => {
  it('spreads the demo’s variable spending over October, larger shares first', () => {
    const shares = spread(-204040, 31, 10);
    expect(shares.slice(0, 25).every((s) => s === -6580)).toBe(true);
    expect(shares.slice(25).every((s) => s === -6590)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(-204040);
  });

  it('works in any unit: milliunits (3 decimals) and whole units (0 decimals)', () => {
    expect(count(spread(-204040, 31, 1))).toEqual({ '-6581': 2, '-6582': 29 });
    expect(spread(-204000, 5, 1000)).toEqual([-40000, -41000, -41000, -41000, -41000]);
    expect(spread(10000, 3, 1000)).toEqual([4000, 3000, 3000]);
  });

  it('keeps every whole unit, rounding toward −∞ what is not one', () => {
    expect(spread(-1, 2, 10)).toEqual([0, -10]);
    expect(spread(19, 2, 10)).toEqual([10, 0]);
    expect(spread(999, 3, 1000)).toEqual([0, 0, 0]);
  });

  it('spreads nothing over no day', () => {
    expect(spread(-204040, 0, 10)).toEqual([]);
  });
});

const base: ProjectionInput = {
  today: '2026-02-10',
  until: '2026-04-01',
  start: 5000,
  variable: 0,
  income: 0,
  spent: 0,
  received: 0,
  recurring: [],
  dated: [],
  u: 1000,
};

describe('project', () => {
  it('places dated amounts after today and recurring ones on their day (the last day of shorter months)', () => {
    const months = project({
      ...base,
      recurring: [{ amount: -2000, day: 31 }],
      dated: [
        { date: '2026-02-10', amount: -9999 }, // today: already in the balance
        { date: '2026-02-11', amount: 1000 },
        { date: '2026-03-15', amount: -10000 },
        { date: '2026-05-01', amount: -5 }, // after until
      ],
    });
    expect(months).toEqual([
      { month: '2026-02-01', start: 5000, inflows: 1000, outflows: -2000, end: 4000, lowest: 4000 },
      { month: '2026-03-01', start: 4000, inflows: 0, outflows: -12000, end: -8000, lowest: -8000 },
      { month: '2026-04-01', start: -8000, inflows: 0, outflows: -2000, end: -10000, lowest: -10000 },
    ]);
    expect(firstShortfall(months)).toBe('2026-03');
  });

  it('records the lowest point inside the month, not only at its end', () => {
    const months = project({
      ...base,
      until: '2026-02-01',
      dated: [
        { date: '2026-02-12', amount: -6000 },
        { date: '2026-02-13', amount: 7000 },
      ],
    });
    expect(months).toEqual([{ month: '2026-02-01', start: 5000, inflows: 7000, outflows: -6000, end: 6000, lowest: -1000 }]);
    expect(firstShortfall(months)).toBe('2026-02');
  });

  it('in today’s month spreads only what is left to spend and to receive, over the days after today', () => {
    const september = (spent: number, received: number) =>
      project({
        ...base,
        today: '2026-09-25',
        until: '2026-09-01',
        start: 0,
        variable: -204040,
        income: 300000,
        spent,
        received,
        u: 10,
      })[0]!;
    // Already spent more than the month's variable spending, and received the month's income.
    expect(september(-360740, 300000)).toMatchObject({ inflows: 0, outflows: 0, end: 0 });
    // 104.04 left to spend over 5 days; the income still to come: 300 − 100.
    expect(september(-100000, 100000)).toMatchObject({ inflows: 200000, outflows: -104040, end: 95960 });
    expect(project({ ...base, today: '2026-10-25', until: '2026-11-01', variable: -204040, income: 0, u: 10 })[1]).toMatchObject({
      outflows: -204040,
    });
  });

  it('walks no day of today’s month on its last day', () => {
    const months = project({
      ...base,
      today: '2026-04-30',
      until: '2026-05-01',
      variable: -31000,
      recurring: [{ amount: -1000, day: 31 }],
    });
    expect(months[0]).toEqual({ month: '2026-04-01', start: 5000, inflows: 0, outflows: 0, end: 5000, lowest: 5000 });
    expect(months[1]).toMatchObject({ outflows: -32000, end: -27000 });
  });

  it('has no shortfall when every lowest is at or above zero', () => {
    expect(firstShortfall(project({ ...base, start: 0 }))).toBeNull();
  });
});
