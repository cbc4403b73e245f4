// Pins get_net_worth_trend on the demo plan (demo-plan.md §5 and §8): every month end of the 12-month
// answer, the docs example (6 months), the debts going down over 24 months, two YNAB requests per call,
// and the bounds of months_count refused before any request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../generated/tools/get_net_worth_trend.ts';
import { answerOf, callTool, onDemo, textOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Trend = Output;

let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess();
});
afterAll(async () => s.close());

async function trend(args: Args = {}): Promise<Trend> {
  const answer = await answerOf<Trend>(s, 'get_net_worth_trend', onDemo(args));
  // GET accounts, GET transactions of the months shown and the month before; when the plan has none in that
  // month (the demo plan's history is short), one more GET of the older ones tells whether it started earlier;
  // a window held from an earlier test of this session adds its delta.
  expect([2, 3, 4]).toContain(s.fake.requestCount);
  return answer;
}

// demo-plan.md §5: month-end balances of the two loans and the net worth, 2025-04 … 2026-09.
const SECTION_5: Array<[string, number, number, number]> = [
  ['2025-04-01', -24442.81, -2454.5, -12861.57],
  ['2025-05-01', -24134.47, -2208.59, -12035.42],
  ['2025-06-01', -23824.97, -1962.27, -11254.35],
  ['2025-07-01', -23514.31, -1715.54, -10356.26],
  ['2025-08-01', -23202.49, -1468.4, -10853.85],
  ['2025-09-01', -22889.5, -1220.85, -10034.51],
  ['2025-10-01', -22575.34, -972.88, -9191.03],
  ['2025-11-01', -22260, -724.5, -8410.11],
  ['2025-12-01', -21943.48, -475.71, -7582.15],
  ['2026-01-01', -21625.77, -226.5, -7719.93],
  ['2026-02-01', -21306.87, 0, -6824.56],
  ['2026-03-01', -20986.77, 0, -4182.36],
  ['2026-04-01', -20665.47, 0, -3362.51],
  ['2026-05-01', -20342.97, 0, -2500.61],
  ['2026-06-01', -20019.26, 0, -1176.22],
  ['2026-07-01', -19694.33, 0, 114.29],
  ['2026-08-01', -19368.18, 0, 1328.05],
  ['2026-09-01', -19040.81, 0, 1414.21],
];
const cents = (x: number) => Math.round(x * 100);
const ALL_SIX = ['Checking', 'Savings', 'Joint savings', 'Car loan', 'Student loan', 'Former bank'];

describe('get_net_worth_trend on the demo plan', () => {
  it('12 months (the default): 2025-10 −9,191.03 … 2026-09 1,414.21, change 10,605.24, all six accounts', async () => {
    const t = await trend();
    expect(t.months.map((m) => [m.month, m.net_worth])).toEqual(SECTION_5.slice(6).map(([month, , , net]) => [month, net]));
    expect(t).toMatchObject({ first_net_worth: -9191.03, last_net_worth: 1414.21, change: 10605.24, accounts: ALL_SIX });
    expect(await trend({ months_count: 12 })).toEqual(t);
  });

  it('every row: assets + debts = net worth, debts = Car loan + Student loan (§5), assets ≥ 0', async () => {
    const t = await trend();
    for (const row of t.months) {
      const [, car, student] = SECTION_5.find(([month]) => month === row.month)!;
      expect(cents(row.debts)).toBe(cents(car) + cents(student));
      expect(cents(row.assets) + cents(row.debts)).toBe(cents(row.net_worth));
      expect(row.assets).toBeGreaterThanOrEqual(0);
    }
    // September is today: Checking 3,512.66 + Savings 600 + Joint savings 16,342.36; Car loan −19,040.81.
    expect(t.months.at(-1)).toEqual({ month: '2026-09-01', assets: 20455.02, debts: -19040.81, net_worth: 1414.21 });
  });

  it('the docs example (6 months) leaves out the Student loan, closed and empty over those months', async () => {
    const t = await trend({ months_count: 6 });
    expect(t.months.map((m) => m.month)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01']);
    expect(t).toMatchObject({ first_net_worth: -3362.51, last_net_worth: 1414.21, change: 4776.72 });
    // Former bank is closed too, but held 3,811.70 at the end of 2026-04.
    expect(t.accounts).toEqual(['Checking', 'Savings', 'Joint savings', 'Car loan', 'Former bank']);
  });

  it('debts going down over 24 months: Car loan −24,442.81 in 2025-04 → −19,040.81, Student loan paid off 2026-02', async () => {
    const t = await trend({ months_count: 24 });
    // The history starts with the balances of 2025-03-31: the months before it are left out, not shown as 0.
    expect(t.months).toHaveLength(19);
    expect([t.months[0]!.month, t.months.at(-1)!.month]).toEqual(['2025-03-01', '2026-09-01']);
    const byMonth = new Map(t.months.map((m) => [m.month, m]));
    for (const [month, car, student, net] of SECTION_5) {
      expect(byMonth.get(month)).toMatchObject({ debts: (cents(car) + cents(student)) / 100, net_worth: net });
    }
    // From 2026-02 on, the Student loan owes nothing: the debts are the Car loan alone.
    expect(byMonth.get('2026-01-01')!.debts).toBe(-21852.27);
    expect(byMonth.get('2026-02-01')!.debts).toBe(-21306.87);
    expect(byMonth.get('2026-09-01')!.debts).toBe(-19040.81);
    // Every month from 2025-04, less is owed than the month before.
    const owed = t.months.filter((m) => m.month >= '2025-04-01').map((m) => m.debts);
    expect(owed.every((d, i) => i === 0 || d > owed[i - 1]!)).toBe(true);
    expect(byMonth.get('2025-03-01')).toEqual({ month: '2025-03-01', assets: 13718.14, debts: -27450, net_worth: -13731.86 });
    expect(t).toMatchObject({ first_net_worth: -13731.86, last_net_worth: 1414.21, change: 15146.07, accounts: ALL_SIX });
  });

  it("one month is today's balances alone", async () => {
    const t = await trend({ months_count: 1 });
    expect(t).toEqual({
      months: [{ month: '2026-09-01', assets: 20455.02, debts: -19040.81, net_worth: 1414.21 }],
      first_net_worth: 1414.21,
      last_net_worth: 1414.21,
      change: 0,
      accounts: ['Checking', 'Savings', 'Joint savings', 'Car loan'],
    });
  });

  it.each([0, 25, 2.5])('refuses months_count %s through the input schema, before any request', async (months_count) => {
    const r = await callTool(s, 'get_net_worth_trend', onDemo({ months_count }));
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('months_count');
    expect(s.fake.requestCount).toBe(0);
  });
});
