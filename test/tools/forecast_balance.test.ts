// Pins forecast_balance on the demo plan (demo-plan.md §8): every month until 2026-12, the assumptions
// (recurring kept, variable spending, income, the 18 scheduled occurrences with the yearly insurance), the
// one-off that makes October fall below zero, the request counts, every refusal in order, and the
// rounding to the plan's currency (0 and 3 decimals).
import { describe, expect, it } from 'vitest';
import type { Output } from '../../generated/tools/forecast_balance.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { answerOf, callTool, countedCall, expectRequests, onDemo, textOf, type Args } from '../helpers/calls.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { demoWith, jpy, kwd } from './currency-plans.ts';
import { readSession } from './read-session.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Answer = Output;
type Month = Answer['months'][number];

const s = readSession({ fake: demoWith(kwd, jpy) });

const call = (args: Args, plan_id = 'demo-budget') => countedCall(s, 'forecast_balance', { plan_id, ...args });
const forecast = (args: Args, plan_id = 'demo-budget') => answerOf<Answer>(s, 'forecast_balance', { plan_id, ...args });

const month = (m: string, start: number, inflows: number, outflows: number, end: number, lowest: number): Month => ({
  month: m,
  start,
  inflows,
  outflows,
  end,
  lowest,
});

describe('forecast_balance until 2026-12 on the demo plan', () => {
  it('costs 4 requests on a fresh server (accounts, transactions, schedules, the plan directory), 3 after', async () => {
    const fresh = await connectInProcess();
    try {
      const first = await callTool(fresh, 'forecast_balance', onDemo({ until: '2026-12' }));
      expectRequests(first, fresh.fake, 4);
      expect(fresh.fake.log.map((l) => l.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
      const again = await callTool(fresh, 'forecast_balance', onDemo({ until: '2026-12' }));
      expect(again._meta?.[REQUESTS_META]).toBe(3);
      expect(again.structuredContent).toEqual(first.structuredContent);
    } finally {
      await fresh.close();
    }
  });

  it('projects every month from 4,112.66 and stays above zero (demo-plan.md §8)', async () => {
    const r = await forecast({ until: '2026-12' });
    expect(r.accounts).toEqual(['Checking', 'Savings']);
    expect(r.start_balance).toBe(4112.66);
    expect(r.months).toEqual([
      month('2026-09', 4112.66, 2700, -64.2, 6748.46, 4048.46),
      month('2026-10', 6748.46, 2700, -1768.71, 7679.75, 5006.11),
      month('2026-11', 7679.75, 2700, -1348.71, 9031.04, 6351.47),
      month('2026-12', 9031.04, 2700, -1348.71, 10382.33, 7708.69),
    ]);
    expect(r.first_shortfall).toBeNull();
    expect(r.message).toMatch(/^The balance stays at or above zero until the end of 2026-12 \(lowest 4048\.46, in 2026-09\)\. /);
    expect(r.message).toContain('Check them with the user before relying on it.');
  });

  it('lists its assumptions: the recurring charges kept, variable spending, income and 18 occurrences', async () => {
    const { assumptions: a } = await forecast({ until: '2026-12' });
    expect(a.recurring).toEqual([
      { payee: 'RAIL CO', amount: -45, day: 18, months_seen: 3 },
      { payee: 'STREAMFLIX', amount: -13.49, day: 15, months_seen: 3 },
      { payee: 'TENNIS CLUB - PRELEV', amount: -22, day: 20, months_seen: 3 },
    ]);
    expect(a.variable_monthly).toBe(-204.04);
    expect(a.monthly_income).toBe(0);
    expect(a.one_offs).toEqual([]);
    expect(a.scheduled).toHaveLength(18);
    expect([a.scheduled_more, a.recurring_more]).toEqual([0, 0]);
    // The transfer to Savings stays between the projected accounts.
    expect(a.scheduled.some((o) => o.transfer === true)).toBe(false);
    expect(a.scheduled.map((o) => o.date)).toEqual([...a.scheduled.map((o) => o.date)].sort());
  });

  it('shows the yearly insurance as a scheduled occurrence: HOMESAFE INSURANCE −420.00 on 2026-10-20', async () => {
    const { assumptions } = await forecast({ until: '2026-12' });
    expect(assumptions.scheduled.filter((o) => o.payee === 'HOMESAFE INSURANCE')).toEqual([
      {
        scheduled_id: 'sch-insurance',
        date: '2026-10-20',
        amount: -420,
        account: 'Checking',
        category: null,
        payee: 'HOMESAFE INSURANCE',
        memo: null,
        frequency: 'yearly',
        transfer: false,
      },
    ]);
  });

  it('with a one-off −7,000.00 on 2026-10-02 falls below zero in October: lowest −1,993.89', async () => {
    const oneOffs = [{ date: '2026-10-02', amount: -7000, label: 'Car repair' }];
    const r = await forecast({ until: '2026-10', one_offs: oneOffs });
    expect(r.months).toEqual([
      month('2026-09', 4112.66, 2700, -64.2, 6748.46, 4048.46),
      month('2026-10', 6748.46, 2700, -8768.71, 679.75, -1993.89),
    ]);
    expect(r.first_shortfall).toBe('2026-10');
    expect(r.assumptions.one_offs).toEqual(oneOffs);
    expect(r.assumptions.scheduled).toHaveLength(8);
    expect(r.message).toMatch(/^The balance first goes below zero in 2026-10 \(lowest that month -1993\.89\)\. /);
  });

  it('leaves out one-offs dated today or earlier, or after until', async () => {
    const r = await forecast({
      until: '2026-10',
      one_offs: [
        { date: '2026-09-25', amount: -7000, label: 'today' },
        { date: '2026-11-02', amount: -7000, label: 'later' },
      ],
    });
    expect(r.months.map((m) => m.end)).toEqual([6748.46, 7679.75]);
    expect(r.assumptions.one_offs).toHaveLength(2);
  });

  it('takes the income and variable spending given: the salary schedule gives way to the income', async () => {
    const r = await forecast({ until: '2026-12', monthly_income: 2000, variable_monthly: 300 });
    expect(r.assumptions).toMatchObject({ monthly_income: 2000, variable_monthly: -300 });
    expect(r.assumptions.scheduled.some((o) => o.payee === 'ACME EMPLOYER SALAIRE')).toBe(false);
    expect(r.assumptions.scheduled).toHaveLength(14);
    // September: 2,000.00 spread over the 5 days left; 360.74 already spent is more than 300.
    expect(r.months[0]).toEqual(month('2026-09', 4112.66, 2000, -64.2, 6048.46, 4112.66));
    expect(r.months.slice(1).every((m) => m.inflows === 2000)).toBe(true);
  });

  it('projects the accounts given: Checking alone sees the 200.00 going to Savings', async () => {
    const r = await forecast({ until: '2026-10', account_ids: ['acc-checking'] });
    expect(r.accounts).toEqual(['Checking']);
    expect(r.start_balance).toBe(3512.66);
    expect(r.assumptions.scheduled.filter((o) => o.transfer === true).map((o) => [o.date, o.amount])).toEqual([
      ['2026-09-29', -200],
      ['2026-10-29', -200],
    ]);
    expect(r.months[0]).toEqual(month('2026-09', 3512.66, 2700, -264.2, 5948.46, 3448.46));
  });

  it('projects the current month alone', async () => {
    const r = await forecast({ until: '2026-09' });
    expect(r.months).toEqual([month('2026-09', 4112.66, 2700, -64.2, 6748.46, 4048.46)]);
    expect(r.assumptions.scheduled.map((o) => o.date)).toEqual(['2026-09-26', '2026-09-28']);
  });

  it('goes up to 24 months ahead', async () => {
    const r = await forecast({ until: '2028-09' });
    expect(r.months).toHaveLength(25);
    expect(r.months.at(-1)!.month).toBe('2028-09');
    expect(r.assumptions.scheduled.length + r.assumptions.scheduled_more).toBe(25 + 25 + 3 * 24 + 2);
    expect(r.assumptions.scheduled_more).toBe(24);
    expect(r.message).toContain('Only the first 100 scheduled occurrences are listed; 24 more were used.');
  });
});

describe('forecast_balance refusals', () => {
  it.each([
    [{ until: '2026-12-01' }, 'until ‘2026-12-01’ is not a month written YYYY-MM: pass the last month to project, for example 2028-09.'],
    [{ until: '2026-13' }, 'until ‘2026-13’ is not a month written YYYY-MM: pass the last month to project, for example 2028-09.'],
    [{ until: '2026-08' }, 'until 2026-08 is before the current month 2026-09: pass 2026-09 or a later month, up to 2028-09.'],
    [{ until: '2028-10' }, 'until 2028-10 is more than 24 months after the current month 2026-09: pass 2028-09 or an earlier month.'],
    [
      {
        until: '2026-12',
        one_offs: [
          { date: '2026-10-02', amount: -1, label: 'a' },
          { date: '2026-10-32', amount: -1, label: 'b' },
        ],
      },
      'one_offs[1].date ‘2026-10-32’ is not a real date: write it YYYY-MM-DD (for example 2026-09-25).',
    ],
    [{ until: '2026-12', variable_monthly: 204.0401 }, 'Amount 204.0401 has more than 3 decimals, and YNAB stores at most 3: round it.'],
  ])('refuses %j before any request, saying what to pass', async (args, message) => {
    const r = await call(args);
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    expect(textOf(r)).toBe(message);
    expect(s.fake.requestCount).toBe(0);
  });

  it('checks in order: until, then one-off dates, then amounts', async () => {
    const all = { until: 'next', variable_monthly: 0.0001, one_offs: [{ date: 'soon', amount: 1, label: 'x' }] };
    expect(textOf(await call(all))).toMatch(/^until ‘next’ is not a month/);
    expect(textOf(await call({ ...all, until: '2026-08' }))).toMatch(/^until 2026-08 is before the current month/);
    expect(textOf(await call({ ...all, until: '2026-12' }))).toMatch(/^one_offs\[0\]\.date ‘soon’ is not a real date/);
    expect(textOf(await call({ ...all, until: '2026-12', one_offs: [] }))).toMatch(/^Amount 0\.0001 has more than 3 decimals/);
  });

  it('names every unknown account, pointing to list_accounts, before judging decimals', async () => {
    const r = await call({ until: '2026-12', account_ids: ['acc-checking', 'acc-nope', 'acc-gone'], variable_monthly: 1.234 });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe('Account id(s) acc-nope, acc-gone are not open accounts of this plan: use the ids that list_accounts returns.');
    expect(s.fake.log.every((l) => l.method === 'GET')).toBe(true);
  });

  it('refuses an amount with more decimals than the plan’s currency, after reading it', async () => {
    const cents = await call({ until: '2026-12', one_offs: [{ date: '2026-10-02', amount: -7000.005, label: 'x' }] });
    expect(textOf(cents)).toBe("Amount -7000.005 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).");
    const yen = await call({ until: '2026-12', monthly_income: 2700.5 }, jpy.id);
    expect(textOf(yen)).toBe("Amount 2700.5 has more decimals than this plan's currency shows (0): round it to 0 decimal(s).");
    expect(s.fake.log.every((l) => l.method === 'GET')).toBe(true);
  });

  it('refuses a negative income through its input schema', async () => {
    s.fake.resetLog();
    const r = await s.client.callTool({
      name: 'forecast_balance',
      arguments: { plan_id: 'demo-budget', until: '2026-12', monthly_income: -1 },
    });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('monthly_income');
    expect(s.fake.requestCount).toBe(0);
  });
});

describe('forecast_balance in other currencies', () => {
  it('rounds to whole units on a 0-decimal plan', async () => {
    const r = await forecast({ until: '2026-12' }, jpy.id);
    // Market Fresh, Chez Lucie and Sushi Go rounded to whole yen: 614 / 3 = 204.67.
    expect(r.assumptions.variable_monthly).toBe(-205);
    expect(r.months).toEqual([
      month('2026-09', 4113, 2700, -64, 6749, 4049),
      month('2026-10', 6749, 2700, -1769, 7680, 5008),
      month('2026-11', 7680, 2700, -1349, 9031, 6352),
      month('2026-12', 9031, 2700, -1349, 10382, 7710),
    ]);
  });

  it('spreads in the plan’s unit on a 3-decimal plan: only the lowest points differ from the 2-decimal demo', async () => {
    const euros = await forecast({ until: '2026-12' });
    const dinars = await forecast({ until: '2026-12' }, kwd.id);
    expect(dinars.months.map((m) => m.lowest)).toEqual([4048.46, 5006.078, 6351.446, 7708.658]);
    const withoutLowest = (a: Answer) => ({ ...a, months: a.months.map(({ lowest: _, ...m }) => m) });
    expect(withoutLowest(dinars)).toEqual(withoutLowest(euros));
  });
});
