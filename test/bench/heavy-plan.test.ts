// Pins the heavy plan of the benchmarks (bench/heavy-plan.ts): seeded and deterministic, the sizes issue #7
// names, bank labels that vary for every merchant yet normalise back to it, a consistent plan (transfers,
// splits, loans, months, schedules) — and every read tool's docs example answers on it, in process, with
// every request inside YNAB's OpenAPI spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY_PLAN_ID, HEAVY_TODAY, heavyPlan } from '../../bench/heavy-plan.ts';
import { MERCHANTS } from '../../bench/heavy-merchants.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { normalizePayee } from '../../src/logic/classify/payee-keys.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/paths.ts';

const plan: DemoPlan = heavyPlan();
const userGroups = plan.category_groups.filter((g) => !g.internal && g.name !== 'Credit Card Payments');
const payeeName = new Map(plan.payees.map((p) => [p.id, p.name]));
const merchantNames = new Set(MERCHANTS.map((m) => m.name));
/** Merchant name → the labels of its transactions (transfers and bookkeeping rows have no merchant). */
const labelsByMerchant = new Map<string, string[]>();
for (const t of plan.transactions) {
  const label = payeeName.get(t.payee_id ?? '') ?? '';
  const merchant = normalizePayee(label);
  if (t.transfer_account_id === null && merchantNames.has(merchant))
    labelsByMerchant.set(merchant, [...(labelsByMerchant.get(merchant) ?? []), label]);
}

describe('the heavy plan generator', () => {
  it('gives the same plan for the same seed and another plan for another seed', () => {
    const again = JSON.stringify(heavyPlan());
    expect(again).toBe(JSON.stringify(plan));
    const small = { transactions: 6000, years: 2 };
    const other = heavyPlan({ ...small, seed: 2 });
    expect(other.transactions).toHaveLength(6000);
    expect(JSON.stringify(other.transactions)).not.toBe(JSON.stringify(heavyPlan(small).transactions));
    expect(JSON.stringify(heavyPlan({ ...small, seed: 2 }))).toBe(JSON.stringify(other));
  });

  it('holds the sizes of the issue: 50,000 transactions over 10 years, 40 categories, 6 accounts, 25 schedules, 3 % pending', () => {
    expect(plan).toMatchObject({ id: HEAVY_PLAN_ID, name: 'Heavy plan', first_month: '2016-09-01', last_month: '2026-09-01' });
    expect(plan.currency_format).toMatchObject({ iso_code: 'EUR', decimal_digits: 2 });
    expect(plan.transactions).toHaveLength(50_000);
    const dates = plan.transactions.map((t) => t.date);
    expect([dates[0], dates.at(-1)]).toEqual(['2016-09-26', HEAVY_TODAY]);
    expect(new Set(plan.transactions.map((t) => t.id)).size).toBe(50_000);
    expect(labelsByMerchant.size).toBe(120);
    expect(MERCHANTS).toHaveLength(120);
    expect(userGroups).toHaveLength(8);
    expect(userGroups.flatMap((g) => g.categories)).toHaveLength(40);
    expect(plan.accounts.map((a) => [a.type, a.on_budget, a.closed])).toEqual([
      ['checking', true, false],
      ['savings', true, false],
      ['creditCard', true, false],
      ['otherAsset', false, false],
      ['mortgage', false, false],
      ['autoLoan', false, true],
    ]);
    expect(plan.scheduled_transactions).toHaveLength(25);
    expect(new Set(plan.scheduled_transactions.map((s) => s.frequency)).size).toBeGreaterThanOrEqual(8);
    for (const s of plan.scheduled_transactions) expect(s.date_next > HEAVY_TODAY && s.date_first <= s.date_next, s.id).toBe(true);
    const pending = plan.transactions.filter((t) => !t.approved);
    expect(pending).toHaveLength(1500);
    // Recent card payments the bank brought in: outflows, no category, no split.
    for (const t of pending)
      expect([t.category_id, t.subtransactions.length, t.date >= '2026-04-28', t.amount < 0, t.import_id !== null]).toEqual([
        null,
        0,
        true,
        true,
        true,
      ]);
  });

  it('keeps YNAB’s internal categories as the demo plan has them, and targets on some categories', () => {
    const internal = plan.category_groups.find((g) => g.internal);
    expect(internal?.name).toBe('Internal Master Category');
    expect(internal?.categories.map((c) => [c.name, c.internal])).toEqual([
      ['Inflow: Ready to Assign', true],
      ['Uncategorized', true],
    ]);
    const targets = userGroups.flatMap((g) => g.categories).filter((c) => c.target !== null);
    expect(targets.length).toBeGreaterThanOrEqual(5);
    expect(new Set(targets.map((c) => c.target?.goal_target_date === null))).toEqual(new Set([true, false]));
    expect(userGroups.map((g) => g.name)).toEqual(expect.arrayContaining(['Bills', 'Everyday']));
  });

  it('varies every merchant’s bank labels, and each normalises back to its merchant', () => {
    for (const [merchant, labels] of labelsByMerchant) {
      expect(new Set(labels).size, merchant).toBeGreaterThan(1);
      for (const label of labels) expect(label).not.toBe(merchant);
    }
    const all = [...labelsByMerchant.values()].flat();
    expect(new Set(all).size / all.length).toBeGreaterThan(0.9);
    for (const style of [/^CB .+ FACT \d{6} \d{6}\*{6}\d$/, /^PRLV SEPA /, /^CARTE .+ \d{2}\/\d{2}\/\d{2}$/, /^VIR /])
      expect(
        all.some((l) => style.test(l)),
        String(style),
      ).toBe(true);
  });

  it('is consistent: paired transfers, splits that add up, loans and a closed account at zero, months with budgets', () => {
    const byId = new Map(plan.transactions.map((t) => [t.id, t]));
    const transfers = plan.transactions.filter((t) => t.transfer_account_id !== null);
    expect(transfers.length).toBeGreaterThan(1000);
    for (const t of transfers) {
      const other = byId.get(t.transfer_transaction_id ?? '');
      expect([other?.account_id, other?.transfer_transaction_id, other?.amount, other?.date], t.id).toEqual([
        t.transfer_account_id,
        t.id,
        -t.amount,
        t.date,
      ]);
    }
    const splits = plan.transactions.filter((t) => t.subtransactions.length > 0);
    expect(splits.length).toBeGreaterThan(50);
    for (const t of splits) expect([t.category_id, t.subtransactions.reduce((s, l) => s + l.amount, 0)]).toEqual([null, t.amount]);
    const balance = (id: string) => plan.transactions.filter((t) => t.account_id === id).reduce((s, t) => s + t.amount, 0);
    expect(balance('acc-car-loan')).toBe(0);
    expect(balance('acc-mortgage')).toBeLessThan(0);
    expect(plan.accounts.find((a) => a.id === 'acc-mortgage')).toMatchObject({
      debt_interest_rates: { '2016-09-01': 1850 },
      debt_minimum_payments: { '2016-09-01': 1_150_000 },
    });
    expect(plan.months).toHaveLength(121);
    plan.months.forEach((m, i) => {
      expect(Object.keys(m.budgeted).length, m.month).toBeGreaterThan(10);
      expect(m.age_of_money === null, m.month).toBe(i < 3);
    });
    for (const t of plan.transactions) expect(Number.isSafeInteger(t.amount) && t.amount % 10 === 0, t.id).toBe(true);
  });

  it('refuses a transaction count too small for its fixed rows', () => {
    expect(() => heavyPlan({ transactions: 100 })).toThrow(RangeError);
    expect(heavyPlan({ transactions: 6000, years: 2, today: '2025-01-31' }).transactions).toHaveLength(6000);
  });
});

describe('every read tool on the heavy plan', () => {
  let fake: FakeYnab;
  let s: InProcessSession;
  beforeAll(async () => {
    fake = new FakeYnab({ plans: [plan], lastUsedPlanId: HEAVY_PLAN_ID, today: HEAVY_TODAY });
    s = await connectInProcess({ fake, env: { AVENIR_MCP_TODAY: HEAVY_TODAY } });
  });
  afterAll(async () => s.close());

  it('answers its docs example without an error, within YNAB’s OpenAPI spec', async () => {
    const tools = (await loadModel(defaultContext(ROOT))).tools.filter((t) => t.kind === 'read');
    expect(tools.length).toBeGreaterThanOrEqual(19);
    for (const tool of tools) {
      const args = 'plan_id' in tool.example.arguments ? { ...tool.example.arguments, plan_id: HEAVY_PLAN_ID } : tool.example.arguments;
      const r = await s.client.callTool({ name: tool.name, arguments: args });
      expect(r.isError, `${tool.name}: ${textOf(r)}`).toBeFalsy();
      expect(r.structuredContent, tool.name).toBeDefined();
    }
    expect(fake.specViolations).toEqual([]);
  });
});
