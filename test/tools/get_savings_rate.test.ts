// Pins get_savings_rate on the demo plan (demo-plan.md §8): June–August income, spending, saved and rate,
// the totals, best and worst month, the "fewer months than asked" note, the requests tools.md counts;
// transfers, a loan payment, a refund, a Starting Balance and an uncategorised inflow seen through the
// fake; a 0-decimal plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import type { Output } from '../../generated/tools/get_savings_rate.ts';
import { answerOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { expectKwdAsDemo, jpy, onPlans } from './currency-plans.ts';
import { demoTransaction, transferFromChecking } from './budget-helpers.ts';
import { SAVINGS_FEWER_MONTHS, SAVINGS_MONTHS, SAVINGS_TOTALS } from '../fixtures/demo-planning-answers.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Savings = Output;

let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess();
});
afterAll(async () => s.close());

const savings = (args: Args = {}, session = s, plan = 'demo-budget') =>
  answerOf<Savings>(session, 'get_savings_rate', { plan_id: plan, ...args });

describe('get_savings_rate on the demo plan', () => {
  it('defaults: June–August, 50.0 % overall, best June, worst August; 4 requests on a cold cache', async () => {
    const r = await savings();
    // GET /plans, accounts, categories, and every transaction in one read: the directory says the demo
    // plan starts in June, after the window's first month, so its whole history is the window.
    expect(s.fake.requestCount).toBe(4);
    expect(r.months).toEqual(SAVINGS_MONTHS);
    expect(r).toMatchObject(SAVINGS_TOTALS);
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, income was 8100.00 and spending 4046.13: 4053.87 saved, a savings rate of 50.0 % (1351.29 a month on average). ' +
        'Best month 2026-06 (51.9 %), worst 2026-08 (47.7 %).',
    );
    expect(r.notes).toContain(SAVINGS_FEWER_MONTHS);
  });

  it('June’s 1,500.00 from Joint savings is a transfer in, not income (YNAB’s month shows 4,200.00)', async () => {
    const r = await savings({ months_count: 3 });
    expect(r.months[0]).toMatchObject({ month: '2026-06', income: 2700 });
    expect(r.notes.some((n) => n.startsWith('Fewer months'))).toBe(false);
  });

  it('one month is August alone, best and worst at once', async () => {
    const r = await savings({ months_count: 1 });
    expect(r.months.map((m) => m.month)).toEqual(['2026-08']);
    expect(r).toMatchObject({ saved: 1287.61, average_saved: 1287.61, rate: 47.7, best_month: '2026-08', worst_month: '2026-08' });
    expect(r.message).toContain('Only 2026-08 had income to rate (47.7 %).');
  });
});

describe('get_savings_rate through the fake’s lines', () => {
  let m: InProcessSession;
  beforeAll(async () => {
    m = await connectInProcess();
    m.fake.mutate('demo-budget', (plan: DemoPlan) => {
      plan.transactions.push(
        // 300.00 kept in Joint savings, 400.00 paid to the Car loan.
        ...transferFromChecking(901, '2026-08-10', 300000, 'acc-joint-savings'),
        ...transferFromChecking(902, '2026-08-11', 400000, 'acc-car-loan'),
        // A 20.00 refund to Restaurants, a 500.00 Starting Balance to Ready to Assign, 35.00 in without a category.
        demoTransaction('tx-903', { date: '2026-08-12', amount: 20000, payee_id: 'pay-004', category_id: 'cat-restaurants' }),
        demoTransaction('tx-904', { date: '2026-08-13', amount: 500000, payee_id: 'pay-029', category_id: 'cat-inflow' }),
        demoTransaction('tx-905', { date: '2026-08-14', amount: 35000, payee_id: 'pay-033', category_id: null }),
      );
    });
  });
  afterAll(async () => m.close());

  it('keeps transfers to savings as saved, counts the loan payment and the refund, never the Starting Balance', async () => {
    const r = await savings({ months_count: 3 }, m);
    // August: 1,412.39 + 400.00 − 20.00 spent; income still 2,700.00.
    expect(r.months[2]).toEqual({ month: '2026-08', income: 2700, spending: 1792.39, saved: 907.61, rate: 33.6 });
    expect(r.moved_to_tracking).toBe(300);
    expect(r.income).toBe(8100);
    expect(r.notes).toContain(
      '35.00 of money in without a category (or in Uncategorized) is counted nowhere: categorise it to count it as income or as a refund.',
    );
    expect(r.notes).toContain('500.00 of Starting Balance entries was left out of income.');
  });
});

describe('get_savings_rate on a 0-decimal plan', () => {
  it('answers whole units, saved = income − spending, and rounds the average to the yen', async () => {
    await onPlans([jpy], async (session) => {
      const r = await savings({}, session, jpy.id);
      for (const row of [...r.months, r]) {
        for (const x of [row.income, row.spending, row.saved]) expect(Number.isInteger(x), String(x)).toBe(true);
        expect(row.saved).toBe(row.income - row.spending);
      }
      // 4,054 saved over 3 months is 1,351.33…: rounded to the yen.
      expect(r).toMatchObject({ income: 8100, spending: 4046, saved: 4054, average_saved: 1351, rate: 50 });
      expect(r.message).toMatch(/income was \d+ and spending \d+: \d+ saved/);
    });
  });
});

describe('get_savings_rate on a 3-decimal plan', () => {
  it('gives the demo’s figures (same milliunits), its message printing 3 decimals', async () => {
    await expectKwdAsDemo('get_savings_rate');
  });
});
