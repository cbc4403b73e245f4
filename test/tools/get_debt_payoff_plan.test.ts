// Pins get_debt_payoff_plan on the demo plan (demo-plan.md §8): the car loan at 4.5 % and 400.00 a month
// is paid off in 53 months (2031-02) with 1,972.80 of interest, in 34 months with 600.00; every refusal in
// the tool's order (bad_amount, unknown_debts, too_many_decimals, no_minimum_known, budget_below_minimums);
// a budget from past payments, payments that do not cover the interest, no debt, a 0-decimal plan.
// Requests: accounts and the plan directory (once per process), plus transactions when a minimum is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import type { Output } from '../../generated/tools/get_debt_payoff_plan.ts';
import { answerOf, onDemo, refusalOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { demoWith, jpy } from './currency-plans.ts';
import { CAR_LOAN, CAR_LOAN_AT_400, PAYOFF_AT_MINIMUMS, PAYOFF_MESSAGE } from '../fixtures/demo-planning-answers.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Answer = Output;

let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess({ fake: demoWith(jpy) });
});
afterAll(async () => s.close());

const answer = (args: Args = {}, session = s) => answerOf<Answer>(session, 'get_debt_payoff_plan', onDemo(args));
/** A refusal: the message, and the number of requests it cost. */
const refusal = (args: Args, session = s) => refusalOf(session, 'get_debt_payoff_plan', onDemo(args));
const paths = (session = s) => session.fake.log.map((l) => l.path).sort();

describe('get_debt_payoff_plan on the demo plan', () => {
  it('answers the defaults: the car loan paid off in 53 months (2031-02), 1,972.80 of interest, both strategies alike', async () => {
    const r = await answer();
    expect(paths()).toEqual(['/plans', '/plans/demo-budget/accounts']);
    expect(r.debts).toEqual([CAR_LOAN]);
    expect(r).toMatchObject(PAYOFF_AT_MINIMUMS);
    expect(r.plans).toEqual([
      { strategy: 'avalanche', ...CAR_LOAN_AT_400 },
      { strategy: 'snowball', ...CAR_LOAN_AT_400 },
    ]);
    expect(r.message).toBe(PAYOFF_MESSAGE);
    expect(r.notes).toEqual([
      'Assumes the interest rates stay as they are, no new debt, and payments from 2026-10 on.',
      'Each month, interest of the yearly rate ÷ 12 on what is owed (rounded to the currency’s smallest unit) is added first; then each debt gets its minimum payment; what is left of the monthly budget goes to the debts in the strategy’s order (avalanche: highest rate first; snowball: smallest balance first), recomputed each month.',
      'The monthly budget is the sum of the minimum payments; pass a larger monthly_budget to see how much sooner extra payments clear the debts.',
    ]);
  });

  it('pays it off in 34 months (2029-07) with 1,269.85 of interest at 600.00 a month; the plan directory is read once', async () => {
    const r = await answer({ monthly_budget: 600 });
    expect(paths()).toEqual(['/plans/demo-budget/accounts']);
    expect(r).toMatchObject({ monthly_budget: 600, budget_from: 'given' });
    for (const plan of r.plans)
      expect(plan).toMatchObject({ months_to_debt_free: 34, debt_free_month: '2029-07', total_interest: 1269.85, total_paid: 20310.66 });
    expect(r.notes).toContain('The monthly budget is the one given; the minimum payments add up to 400.00.');
  });

  it('simulates one strategy when asked, without a comparison', async () => {
    const r = await answer({ strategy: 'snowball', monthly_budget: 600 });
    expect(r.plans.map((p) => p.strategy)).toEqual(['snowball']);
    expect([r.interest_saved_by_avalanche, r.months_saved_by_avalanche]).toEqual([null, null]);
    expect(r.message).toBe(
      'Paying 600.00 a month into the 19040.81 owed on 1 debt(s), from 2026-10: snowball pays everything off in 34 month(s) (debt-free in 2029-07) with 1269.85 of interest.',
    );
  });

  it('applies overrides by name: no interest at 0 %, 48 months of 400.00', async () => {
    const r = await answer({ overrides: [{ account: '  CAR LOAN ', interest_rate: 0 }], strategy: 'avalanche' });
    expect(r.debts[0]).toMatchObject({ interest_rate: 0, rate_from: 'override', minimum_payment: 400, minimum_from: 'YNAB' });
    expect(r.plans[0]).toMatchObject({ months_to_debt_free: 48, debt_free_month: '2030-09', total_interest: 0, total_paid: 19040.81 });
  });

  it('takes the budget from past payments when the only minimum is 0: 400.00 a month over June–August', async () => {
    const r = await answer({ overrides: [{ account: 'acc-car-loan', minimum_payment: 0 }] });
    expect(paths()).toEqual(['/plans/demo-budget/accounts', '/plans/demo-budget/transactions']);
    expect(r).toMatchObject({ monthly_budget: 400, budget_from: 'past payments' });
    expect(r.debts[0]).toMatchObject({ minimum_payment: 0, minimum_from: 'override' });
    expect(r.plans[0]).toMatchObject({ months_to_debt_free: 53, total_interest: 1972.8 });
    expect(r.notes).toContain(
      'A minimum payment is unknown, so the monthly budget (400.00) is what the debts received on average each month over 2026-06 … 2026-08, more than the known minimums (0.00).',
    );
  });

  it('says when the payments do not cover the interest, and stops after one month', async () => {
    const r = await answer({ monthly_budget: 50, overrides: [{ account: 'Car loan', minimum_payment: 50 }] });
    for (const plan of r.plans) {
      expect(plan).toMatchObject({ months_to_debt_free: null, debt_free_month: null, total_interest: 71.4, total_paid: 50 });
      expect(plan.debts).toEqual([{ name: 'Car loan', payoff_month: null, months: null, interest: 71.4, paid: 50 }]);
    }
    expect([r.interest_saved_by_avalanche, r.months_saved_by_avalanche]).toEqual([null, null]);
    expect(r.message).toContain(
      'avalanche never pays the debts off: the payments do not cover the interest, so the total owed does not go down',
    );
    expect(r.message).toMatch(/Pay more each month \(monthly_budget\) for a plan that ends\.$/);
  });

  it('leaves a plan unfinished at max_months', async () => {
    const r = await answer({ max_months: 12, strategy: 'avalanche' });
    expect(r.plans[0]).toMatchObject({ months_to_debt_free: null, debt_free_month: null });
    expect(r.message).toContain('avalanche still leaves');
    expect(r.notes).toContain('The avalanche simulation stopped at max_months (12) with debts still owing.');
  });
});

describe('get_debt_payoff_plan refusals, in order', () => {
  it('bad_amount first, before any request: the budget, then each override minimum', async () => {
    expect(await refusal({ monthly_budget: 600.1234, overrides: [{ account: 'nope' }] })).toEqual({
      text: 'Amount 600.1234 has more than 3 decimals, and YNAB stores at most 3: round it.',
      requests: 0,
    });
    expect(await refusal({ overrides: [{ account: 'Car loan', minimum_payment: 1.23456 }] })).toEqual({
      text: 'Amount 1.23456 has more than 3 decimals, and YNAB stores at most 3: round it.',
      requests: 0,
    });
  });

  it('unknown_debts: names the values matching no open debt, and the debts that can be named', async () => {
    const expected =
      'The overrides name ‘Student loan’, ‘acc-checking’, which match no open debt account owing money in this plan: use one of these debts, by id or by name: ‘Car loan’ (acc-car-loan).';
    // Before too_many_decimals: both wrong, the override is named first.
    const r = await refusal({
      monthly_budget: 600.125,
      overrides: [{ account: 'Student loan', interest_rate: 2 }, { account: 'acc-checking' }, { account: 'Car loan' }],
    });
    expect(r.text).toBe(expected);
  });

  it('too_many_decimals: an amount finer than the plan’s currency, before the budget checks', async () => {
    expect((await refusal({ monthly_budget: 10.125 })).text).toBe(
      "Amount 10.125 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
    );
    expect((await refusal({ monthly_budget: 600.5, plan_id: jpy.id })).text).toBe(
      "Amount 600.5 has more decimals than this plan's currency shows (0): round it to 0 decimal(s).",
    );
    expect((await refusal({ overrides: [{ account: 'Car loan', minimum_payment: 400.001 }] })).text).toBe(
      "Amount 400.001 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
    );
  });

  it('budget_below_minimums: names the budget and the sum of the minimums', async () => {
    expect(await refusal({ monthly_budget: 399.99 })).toEqual({
      text: 'The monthly_budget 399.99 is below the sum of the minimum payments, 400.00: pass a monthly_budget of at least 400.00, or lower a minimum_payment in overrides.',
      requests: 1,
    });
  });
});

describe('get_debt_payoff_plan with changed data', () => {
  const sessions: InProcessSession[] = [];
  const open = async (change: (plan: DemoPlan) => void, today?: string) => {
    const session = await connectInProcess(today ? { env: { AVENIR_MCP_TODAY: today } } : {});
    session.fake.mutate('demo-budget', change);
    sessions.push(session);
    return session;
  };
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });
  const carLoan = (plan: DemoPlan) => plan.accounts.find((a) => a.id === 'acc-car-loan')!;

  it('takes the budget from past payments when YNAB knows no minimum', async () => {
    const session = await open((plan) => {
      carLoan(plan).debt_minimum_payments = null;
    });
    const r = await answer({}, session);
    expect(session.fake.requestCount).toBe(3);
    expect(r.debts[0]).toMatchObject({ minimum_payment: 0, minimum_from: 'missing', rate_from: 'YNAB' });
    expect(r).toMatchObject({ monthly_budget: 400, budget_from: 'past payments' });
    expect(r.plans[0]).toMatchObject(CAR_LOAN_AT_400);
    expect(r.notes).toContain('No minimum payment is known for ‘Car loan’: counted as 0; pass minimum_payment in overrides.');
  });

  it('no_minimum_known: no minimum and nothing paid in the 3 complete months before this one', async () => {
    // On 2025-04-15 the months looked at are January–March 2025: the car loan received no payment yet.
    const session = await open((plan) => {
      carLoan(plan).debt_minimum_payments = null;
    }, '2025-04-15');
    expect(await refusal({}, session)).toEqual({
      text: 'No minimum payment above 0 is known for ‘Car loan’, and the debts received no payment in the 3 complete months before this one: pass monthly_budget (the total to pay into the debts each month), or minimum_payment for each debt in overrides.',
      requests: 3,
    });
    // Before budget_below_minimums (which needs a budget): a budget gives a plan.
    expect((await answer({ monthly_budget: 500, strategy: 'avalanche' }, session)).plans[0]!.months_to_debt_free).toBeGreaterThan(0);
  });

  it('says when no open debt account owes money, and refuses overrides then', async () => {
    const session = await open((plan) => {
      carLoan(plan).closed = true;
    });
    const r = await answer({}, session);
    expect(r).toEqual({
      message:
        'No open debt account of this plan owes money (loans, mortgages, credit cards and other debts with a negative balance): there is nothing to pay off.',
      monthly_budget: null,
      budget_from: null,
      first_month: '2026-10',
      debts: [],
      plans: [],
      interest_saved_by_avalanche: null,
      months_saved_by_avalanche: null,
      notes: ['Closed accounts, accounts with a balance of 0 or more, and asset accounts are not debts here.'],
    });
    expect((await refusal({ overrides: [{ account: 'Car loan' }] }, session)).text).toBe(
      'The overrides name ‘Car loan’, which match no open debt account owing money in this plan: use one of these debts, by id or by name: none (no open debt account owes money).',
    );
  });
});

describe('get_debt_payoff_plan on a 0-decimal plan', () => {
  it('rounds interest to whole units: 53 months, 1,972 of interest on 19,041 owed', async () => {
    const r = await answer({ plan_id: jpy.id });
    expect(r.debts[0]).toMatchObject({ owed: 19041, interest_rate: 4.5, minimum_payment: 400 });
    for (const plan of r.plans)
      expect(plan).toMatchObject({ months_to_debt_free: 53, debt_free_month: '2031-02', total_interest: 1972, total_paid: 21013 });
    expect(r.message).toContain('Paying 400 a month into the 19041 owed on 1 debt(s)');
  });
});
