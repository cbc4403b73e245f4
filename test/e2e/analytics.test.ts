// The eight analytics tools through the real server process over stdio, against the loopback fake YNAB:
// the headline answers of demo-plan.md §8 (the in-process tests in test/tools/ pin every figure).
import { describe, expect, it } from 'vitest';
import { answerOf, onDemo, type Args } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';
import { SAVINGS_TOTALS } from '../fixtures/demo-planning-answers.ts';

const s = stdioOver(loopbackYnab('analytics-e2e'), { era: 'modern' });

type Answer = Record<string, unknown>;
async function call(name: string, args: Args = {}): Promise<Answer> {
  const answer = await answerOf<Answer>(s, name, onDemo(args));
  expect(
    s.fake.log.every((r) => r.method === 'GET'),
    name,
  ).toBe(true);
  return answer;
}

describe('analytics over stdio on the demo plan', () => {
  it('find_recurring_charges: costliest first, the yearly insurance from its schedule, −14,156.04 a year', async () => {
    const r = await call('find_recurring_charges');
    const charges = r.charges as Answer[];
    expect(charges.map((c) => [c.payee, c.yearly_amount])).toEqual([
      ['LANDLORD SARL', -11400],
      ['POWERCO ENERGIE', -770.4],
      ['RAIL CO', -540],
      ['HOMESAFE INSURANCE', -420],
      ['FIBERNET - PRELEV', -359.88],
      ['TENNIS CLUB - PRELEV', -264],
      ['TELCO MOBILE - PRELEV', -239.88],
      ['STREAMFLIX', -161.88],
    ]);
    expect(charges[3]).toMatchObject({ monthly_amount: -35, source: 'schedule', scheduled: true });
    expect(r.yearly_total).toBe(-14156.04);
  });

  it('forecast_balance until 2026-12: no shortfall; a one-off of −7,000 on 2026-10-02 makes October short', async () => {
    const r = await call('forecast_balance', { until: '2026-12' });
    expect(r.start_balance).toBe(4112.66);
    expect((r.months as Answer[]).map((m) => [m.month, m.end, m.lowest])).toEqual([
      ['2026-09', 6748.46, 4048.46],
      ['2026-10', 7679.75, 5006.11],
      ['2026-11', 9031.04, 6351.47],
      ['2026-12', 10382.33, 7708.69],
    ]);
    expect(r.first_shortfall).toBeNull();
    const assumptions = r.assumptions as { scheduled: Answer[]; variable_monthly: number };
    expect(assumptions.variable_monthly).toBe(-204.04);
    expect(assumptions.scheduled).toHaveLength(18);
    expect(assumptions.scheduled).toContainEqual(
      expect.objectContaining({ payee: 'HOMESAFE INSURANCE', date: '2026-10-20', amount: -420 }),
    );
    const short = await call('forecast_balance', { until: '2026-10', one_offs: [{ date: '2026-10-02', amount: -7000, label: 'repair' }] });
    expect((short.months as Answer[])[1]).toMatchObject({ month: '2026-10', lowest: -1993.89 });
    expect(short.first_shortfall).toBe('2026-10');
  });

  it('get_net_worth_trend: −9,191.03 in 2025-10 to 1,414.21 in 2026-09', async () => {
    const r = await call('get_net_worth_trend', { months_count: 12 });
    expect(r).toMatchObject({ first_net_worth: -9191.03, last_net_worth: 1414.21, change: 10605.24 });
    expect(r.accounts).toHaveLength(6);
  });

  it('get_runway: 4,112.66 lasts 3.0 months of 1,348.71; essential spending 1,313.22 → 3.1', async () => {
    const r = await call('get_runway');
    expect(r).toMatchObject({
      liquid: 4112.66,
      months: ['2026-06', '2026-07', '2026-08'],
      spending: { monthly_spending: 1348.71, runway_months: 3 },
      left_out: ['Joint savings', 'Car loan'],
    });
    const essential = await call('get_runway', { essential_groups: ['Bills', 'Everyday'] });
    expect(essential.essential).toEqual({ monthly_spending: 1313.22, runway_months: 3.1 });
  });

  it('get_savings_rate: 8,100.00 in, 4,053.87 saved, 50.0 %', async () => {
    const r = await call('get_savings_rate', { months_count: 6 });
    expect(r).toMatchObject(SAVINGS_TOTALS);
  });

  it('get_underfunded_targets: Groceries 50.00 then Restaurants 30.00, covered by Ready to Assign', async () => {
    const r = await call('get_underfunded_targets');
    expect((r.targets as Answer[]).map((t) => [t.name, t.needed, t.urgency])).toEqual([
      ['Groceries', 50, 'repeating'],
      ['Restaurants', 30, 'repeating'],
    ]);
    expect(r).toMatchObject({ needed: 80, ready_to_assign: 1729.32, enough: true, covered: 80, short_by: 0, on_track: 4 });
  });

  it('get_debt_payoff_plan: the car loan is paid off in 53 months (2031-02), 1,972.80 of interest', async () => {
    const r = await call('get_debt_payoff_plan');
    expect(r).toMatchObject({
      monthly_budget: 400,
      budget_from: 'minimum payments',
      first_month: '2026-10',
      interest_saved_by_avalanche: 0,
    });
    for (const plan of r.plans as Answer[]) {
      expect(plan).toMatchObject({ months_to_debt_free: 53, debt_free_month: '2031-02', total_interest: 1972.8, total_paid: 21013.61 });
    }
    const faster = await call('get_debt_payoff_plan', { monthly_budget: 600, strategy: 'avalanche' });
    expect((faster.plans as Answer[])[0]).toMatchObject({ months_to_debt_free: 34, debt_free_month: '2029-07', total_interest: 1269.85 });
  });

  it('get_age_of_money: 47 days as of 2026-09, up 30', async () => {
    const r = await call('get_age_of_money');
    expect(r).toMatchObject({ days: 47, as_of: '2026-09', change: 30, trend: 'up' });
    expect((r.months as Answer[]).map((m) => [m.month, m.days, m.change])).toEqual([
      ['2026-06', null, null],
      ['2026-07', 17, null],
      ['2026-08', 48, 31],
      ['2026-09', 47, -1],
    ]);
  });
});
