// Pins find_recurring_charges on the demo plan (demo-plan.md §8): every row, the yearly insurance known only
// from its schedule, yearly_total and the window; the limit; recurring income; 3 requests (4 on the process's first call); other currencies.
import { describe, expect, it } from 'vitest';
import type { Output } from '../../generated/tools/find_recurring_charges.ts';
import { answerOf, callTool, onDemo, type Args } from '../helpers/calls.ts';
import { demoWith, jpy, kwd } from './currency-plans.ts';
import { readSession } from './read-session.ts';
import { HOMESAFE_INSURANCE } from '../fixtures/demo-planning-answers.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Answer = Output;
type Charge = Answer['charges'][number];

const s = readSession({ fake: demoWith(kwd, jpy) });

const charges = (args: Args = {}, plan_id = 'demo-budget') => answerOf<Answer>(s, 'find_recurring_charges', { plan_id, ...args });

const history = (payee: string, amount: number, day: number, category: string, scheduled: boolean): Charge => ({
  payee,
  monthly_amount: amount,
  yearly_amount: Math.round(amount * 1200) / 100,
  day,
  months_seen: 3,
  category,
  scheduled,
  source: 'history',
});

describe('find_recurring_charges on the demo plan', () => {
  it('lists the monthly charges and the yearly insurance, costliest first, in 3 requests (+1 for the plan directory)', async () => {
    const r = await charges();
    expect(r.charges).toEqual([
      history('LANDLORD SARL', -950, 1, 'Rent', true),
      history('POWERCO ENERGIE', -64.2, 26, 'Electricity', true),
      history('RAIL CO', -45, 18, 'Transport', false),
      HOMESAFE_INSURANCE,
      history('FIBERNET - PRELEV', -29.99, 21, 'Internet', true),
      history('TENNIS CLUB - PRELEV', -22, 20, 'Tennis', false),
      history('TELCO MOBILE - PRELEV', -19.99, 23, 'Phone', true),
      history('STREAMFLIX', -13.49, 15, 'Subscriptions', false),
    ]);
    expect(r.charges.map((c) => c.yearly_amount)).toEqual([-11400, -770.4, -540, -420, -359.88, -264, -239.88, -161.88]);
    expect(r.yearly_total).toBe(-14156.04);
    expect(r.months_looked_at).toEqual(['2026-05', '2026-06', '2026-07', '2026-08']);
    expect(r.more).toBe(0);
    // The plan directory (its currency: averages are rounded to the plan's cent) is read once per process.
    expect(s.fake.log.map((l) => `${l.method} ${l.path}`).sort()).toEqual([
      'GET /plans',
      'GET /plans/demo-budget/accounts',
      'GET /plans/demo-budget/scheduled_transactions',
      'GET /plans/demo-budget/transactions',
    ]);
    await charges();
    expect(s.fake.requestCount).toBe(3);
  });

  it('answers what streaming costs a year: STREAMFLIX 161.88', async () => {
    expect((await charges()).charges.find((c) => c.payee === 'STREAMFLIX')?.yearly_amount).toBe(-161.88);
  });

  it('adds the salary after the charges when asked, leaving the total to the charges', async () => {
    const r = await charges({ include_income: true });
    expect(r.charges).toHaveLength(9);
    expect(r.charges[8]).toEqual(history('ACME EMPLOYER SALAIRE', 2700, 28, 'Inflow: Ready to Assign', true));
    expect(r.yearly_total).toBe(-14156.04);
  });

  it('lists only limit charges and counts the others in more, while the total covers them all', async () => {
    const r = await charges({ limit: 3 });
    expect(r.charges.map((c) => c.payee)).toEqual(['LANDLORD SARL', 'POWERCO ENERGIE', 'RAIL CO']);
    expect(r.more).toBe(5);
    expect(r.yearly_total).toBe(-14156.04);
    expect((await charges({ limit: 3, include_income: true })).more).toBe(6);
  });

  it('refuses a limit outside 1..200 through its input schema, before any request', async () => {
    const result = await callTool(s, 'find_recurring_charges', onDemo({ limit: 0 }));
    expect(result.isError).toBe(true);
    expect(s.fake.requestCount).toBe(0);
  });
});

describe('find_recurring_charges in other currencies', () => {
  it('answers a 3-decimal plan exactly as the 2-decimal demo', async () => {
    expect(await charges({ include_income: true }, kwd.id)).toEqual(await charges({ include_income: true }));
  });

  it('answers whole amounts on a 0-decimal plan', async () => {
    const r = await charges({}, jpy.id);
    expect(r.charges.map((c) => [c.payee, c.monthly_amount, c.yearly_amount])).toEqual([
      ['LANDLORD SARL', -950, -11400],
      ['POWERCO ENERGIE', -64, -768],
      ['RAIL CO', -45, -540],
      ['HOMESAFE INSURANCE', -35, -420],
      ['FIBERNET - PRELEV', -30, -360],
      ['TENNIS CLUB - PRELEV', -22, -264],
      ['TELCO MOBILE - PRELEV', -20, -240],
      ['STREAMFLIX', -13, -156],
    ]);
    expect(r.yearly_total).toBe(-14148);
  });
});
