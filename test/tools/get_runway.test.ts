// Pins get_runway on the demo plan (demo-plan.md §8): the money available, the complete months averaged,
// the essential groups, include_savings; the requests tools.md counts; the unknown_groups refusal; a split
// line, a loan payment and a transfer to a tracking account seen through the fake; a 0-decimal plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import type { Output } from '../../generated/tools/get_runway.ts';
import { answerOf, countedCall, onDemo, textOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { expectKwdAsDemo, jpy, onPlans } from './currency-plans.ts';
import { addTransactions, demoTransaction, transactionReads, transferFromChecking } from './budget-helpers.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Runway = Output;

let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess();
});
afterAll(async () => s.close());

const call = (session: InProcessSession, args: Args) => countedCall(session, 'get_runway', onDemo(args));
const runway = (args: Args = {}, session = s, plan = 'demo-budget') => answerOf<Runway>(session, 'get_runway', { plan_id: plan, ...args });

describe('get_runway on the demo plan', () => {
  it('defaults: 4,112.66 available, 1,348.71 a month over June–August, 3.0 months; 3 requests on a cold cache', async () => {
    const r = await runway();
    // Accounts, the plan directory, and every transaction in one read: the directory says the demo plan
    // starts in June, after the window's first month, so its whole history is the window.
    expect(s.fake.requestCount).toBe(3);
    expect(r).toMatchObject({
      liquid: 4112.66,
      owed_on_cards: 0,
      spending: { monthly_spending: 1348.71, runway_months: 3 },
      essential: null,
      essential_groups: [],
      months: ['2026-06', '2026-07', '2026-08'],
      accounts: [
        { name: 'Checking', type: 'checking', balance: 3512.66 },
        { name: 'Savings', type: 'savings', balance: 600 },
      ],
      accounts_more: 0,
      left_out: ['Joint savings', 'Car loan'],
      left_out_more: 0,
    });
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, spending averaged 1348.71 a month. The money available is 4112.66 (2 account(s)), which lasts 3.0 months at that pace.',
    );
    expect(r.notes.some((n) => n.startsWith('No future income is assumed'))).toBe(true);
    expect(r.notes).toContain(
      'Only the last 3 of the 6 months asked hold transactions (the plan starts in 2026-06): the average covers those.',
    );
    expect(r.notes.some((n) => n.includes('owed on credit cards'))).toBe(false);
  });

  it('essential_groups [Bills, Everyday]: 1,313.22 a month, 3.1 months; GET categories too', async () => {
    const cold = await connectInProcess();
    try {
      const r = await runway({ essential_groups: ['Bills', 'Everyday'] }, cold);
      expect(cold.fake.requestCount).toBe(4);
      expect(r.spending).toEqual({ monthly_spending: 1348.71, runway_months: 3 });
      expect(r.essential).toEqual({ monthly_spending: 1313.22, runway_months: 3.1 });
      expect(r.essential_groups).toEqual(['Bills', 'Everyday']);
      expect(r.message).toContain(
        'Essential spending (Bills, Everyday) averaged 1313.22 a month: the money available lasts 3.1 months on essentials alone.',
      );
    } finally {
      await cold.close();
    }
  });

  it('matches groups by id or by name ignoring case and surrounding spaces, each once, in YNAB order', async () => {
    const r = await runway({ essential_groups: ['  everyday ', 'grp-bills', 'BILLS'] });
    expect(r.essential_groups).toEqual(['Bills', 'Everyday']);
    expect(r.essential).toEqual({ monthly_spending: 1313.22, runway_months: 3.1 });
  });

  it('include_savings false: Checking alone, 2.6 months, Savings left out', async () => {
    const r = await runway({ include_savings: false });
    expect(r.liquid).toBe(3512.66);
    expect(r.spending).toEqual({ monthly_spending: 1348.71, runway_months: 2.6 });
    expect(r.accounts.map((a) => a.name)).toEqual(['Checking']);
    expect(r.left_out).toEqual(['Savings', 'Joint savings', 'Car loan']);
    expect(r.notes).toContain('Savings accounts were left out of the money available (include_savings is false).');
  });

  it('averages only the months asked: one month is August alone', async () => {
    const r = await runway({ months_count: 1 });
    expect(r.months).toEqual(['2026-08']);
    expect(r.spending).toEqual({ monthly_spending: 1412.39, runway_months: 2.9 });
    expect(r.notes.some((n) => n.startsWith('Only the last'))).toBe(false);
  });

  it('refuses unknown groups, naming them and the groups list_category_groups shows, and writes nothing', async () => {
    const r = await call(s, { essential_groups: ['Bills', 'Food', 'Internal Master Category'] });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      'essential_groups ‘Food’, ‘Internal Master Category’ match no category group of this plan, by name or by id: nothing was computed. ' +
        'Use group names or ids as list_category_groups shows them: ‘Bills’, ‘Everyday’, ‘Fun’, ‘Savings goals’.',
    );
    expect(s.fake.log.every((entry) => entry.method === 'GET')).toBe(true);
  });
});

describe('get_runway through the fake’s lines', () => {
  let m: InProcessSession;
  beforeAll(async () => {
    m = await connectInProcess();
    m.fake.mutate('demo-budget', (plan: DemoPlan) => {
      // Market Fresh on 2026-07-05 split: 30.00 groceries (Everyday) and 11.90 tennis (Fun).
      const tx = plan.transactions.find((t) => t.id === 'tx-016')!;
      tx.category_id = null;
      tx.subtransactions = [
        { id: 'sub-a', amount: -30000, memo: null, payee_id: null, category_id: 'cat-groceries', deleted: false },
        { id: 'sub-b', amount: -11900, memo: null, payee_id: null, category_id: 'cat-tennis', deleted: false },
      ];
      // 100.00 to Joint savings (kept, not spent) and 400.00 to the Car loan (spent), both in July.
      plan.transactions.push(
        ...transferFromChecking(901, '2026-07-10', 100000, 'acc-joint-savings'),
        ...transferFromChecking(902, '2026-07-11', 400000, 'acc-car-loan'),
      );
    });
  });
  afterAll(async () => m.close());

  it('counts split lines one by one and a loan payment as spending, not a transfer to savings', async () => {
    const r = await runway({ essential_groups: ['Bills', 'Everyday'] }, m);
    // Checking paid out 500.00 more: 3,012.66 + 600.00.
    expect(r.liquid).toBe(3612.66);
    // (4,046.13 + 400.00) / 3 = 1,482.043… → 1,482.04; essential loses the 11.90 of tennis: 3,927.76 / 3.
    expect(r.spending).toEqual({ monthly_spending: 1482.04, runway_months: 2.4 });
    expect(r.essential).toEqual({ monthly_spending: 1309.25, runway_months: 2.8 });
  });
});

describe('get_runway and the plan’s first month (from the plan directory)', () => {
  const MARCH_TO_AUGUST = ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08'];
  const december = demoTransaction('tx-dec', { date: '2025-12-10', amount: -10000, category_id: 'cat-groceries' });

  it('reads a plan begun before the window from the month before it, then back in full when that month is empty', async () => {
    const m = await connectInProcess();
    try {
      m.fake.mutate('demo-budget', (plan: DemoPlan) => {
        plan.first_month = '2025-12-01';
        plan.transactions.push(december);
      });
      const r = await runway({}, m);
      // The window is read from a month before the margin month (February), which holds nothing.
      expect(transactionReads(m.fake)).toEqual(['2026-01-01', '1970-01-01']);
      expect(r.months).toEqual(MARCH_TO_AUGUST);
    } finally {
      await m.close();
    }
  });

  it('reads a plan begun inside the window once, in full, and still sees a transaction dated before its first month', async () => {
    const m = await connectInProcess();
    try {
      addTransactions(m.fake, december);
      const r = await runway({}, m);
      expect(transactionReads(m.fake)).toEqual(['1970-01-01']);
      expect(r.months).toEqual(MARCH_TO_AUGUST);
    } finally {
      await m.close();
    }
  });
});

describe('get_runway on a 0-decimal plan', () => {
  it('rounds the average to whole units', async () => {
    await onPlans([jpy], async (session) => {
      const r = await runway({ essential_groups: ['Bills', 'Everyday'] }, session, jpy.id);
      const savings = await answerOf<{ spending: number }>(session, 'get_savings_rate', { plan_id: jpy.id });
      for (const x of [r.liquid, r.spending.monthly_spending, r.essential!.monthly_spending, ...r.accounts.map((a) => a.balance)])
        expect(Number.isInteger(x), String(x)).toBe(true);
      // No refund in the demo: the runway's spending is the savings rate's 4,046, averaged (1,348.67) and
      // rounded to the yen, where the EUR plan keeps 1,348.71.
      expect(savings.spending).toBe(4046);
      expect(r.spending).toEqual({ monthly_spending: 1349, runway_months: 3 });
      expect(r.liquid).toBe(4113);
      expect(r.message).toMatch(/spending averaged \d+ a month\. The money available is \d+ /);
    });
  });
});

describe('get_runway on a 3-decimal plan', () => {
  it('gives the demo’s figures (same milliunits), its message printing 3 decimals', async () => {
    await expectKwdAsDemo('get_runway', { essential_groups: ['Bills', 'Everyday'] });
  });
});
