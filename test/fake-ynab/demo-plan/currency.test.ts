// The demo in a 0-decimal (JPY) and a 3-decimal (KWD) currency: the same transaction set, every amount a
// multiple of the minor unit, and the same consistency checks as the EUR plan, through the fake.

import { afterAll, describe, expect, it } from 'vitest';
import type { Account, MonthDetail, PlanSummary, TransactionDetail } from '../../../src/fake-ynab/model/api-types.ts';
import { demoPlanWithCurrency, JPY_CURRENCY_FORMAT, KWD_CURRENCY_FORMAT } from '../../../src/fake-ynab/demo-plan/currency.ts';
import { minorUnitStep, roundToStep } from '../../../src/fake-ynab/model/money-steps.ts';
import { demoPlan } from '../../../src/fake-ynab/demo-plan/plan.ts';
import type { DemoPlan } from '../../../src/fake-ynab/model/plan-types.ts';
import { checkedFake, data, get } from '../fake-helpers.ts';

const { fake, problems } = checkedFake();
const jpy = demoPlanWithCurrency(JPY_CURRENCY_FORMAT);
const kwd = demoPlanWithCurrency(KWD_CURRENCY_FORMAT);
fake.addPlan(jpy);
fake.addPlan(kwd);
afterAll(() => {
  expect(problems).toEqual([]);
  expect(fake.specViolations).toEqual([]);
});

function amountsOf(plan: DemoPlan): number[] {
  return [
    ...plan.transactions.flatMap((t) => [t.amount, ...t.subtransactions.map((s) => s.amount)]),
    ...plan.scheduled_transactions.map((s) => s.amount),
    ...plan.months.flatMap((m) => Object.values(m.budgeted)),
    ...plan.category_groups.flatMap((g) => g.categories.flatMap((c) => (c.target === null ? [] : [c.target.goal_target]))),
    ...plan.accounts.flatMap((a) => Object.values(a.debt_minimum_payments ?? {})),
  ];
}

describe('rounding rule', () => {
  it('rounds half away from zero, sign-symmetric', () => {
    expect([roundToStep(54500, 1000), roundToStep(-54500, 1000), roundToStep(-46350, 1000), roundToStep(13490, 1000)]).toEqual([
      55000, -55000, -46000, 13000,
    ]);
    expect([minorUnitStep(0), minorUnitStep(2), minorUnitStep(3)]).toEqual([1000, 10, 1]);
  });

  it('keeps the EUR milliunits for 3 decimals and rounds to whole yen for 0', () => {
    expect(kwd.transactions).toEqual(demoPlan().transactions);
    expect(kwd.currency_format).toEqual(KWD_CURRENCY_FORMAT);
    expect(jpy).toMatchObject({ id: 'demo-budget-jpy', name: 'Demo household (JPY)' });
    expect(jpy.transactions.map((t) => t.id)).toEqual(demoPlan().transactions.map((t) => t.id));
    expect(jpy.transactions.find((t) => t.id === 'tx-056')?.amount).toBe(-55000);
    expect(jpy.transactions.find((t) => t.id === 'tx-050')?.import_id).toBe('YNAB:-72000:2026-09-19:1');
  });
});

describe.each([
  ['demo-budget', 2],
  ['demo-budget-jpy', 0],
  ['demo-budget-kwd', 3],
])('%s (%i decimals)', (planId, digits) => {
  const path = `/plans/${planId}`;
  const plan = fake.snapshot().plans.find((p) => p.id === planId);
  if (plan === undefined) throw new Error(`no ${planId}`);

  it('serves its currency format, and every amount is a multiple of the minor unit', () => {
    const summary = data<{ plans: PlanSummary[] }>(get(fake, '/plans')).plans.find((p) => p.id === planId);
    expect(summary?.currency_format?.decimal_digits).toBe(digits);
    const step = minorUnitStep(digits);
    for (const amount of amountsOf(plan.data)) expect(Math.abs(amount % step), String(amount)).toBe(0);
  });

  it('keeps transfers opposite, closed accounts at zero and balances = cleared + uncleared', () => {
    const all = data<{ transactions: TransactionDetail[] }>(get(fake, `${path}/transactions`, 'since_date=1970-01-01')).transactions;
    expect(all).toHaveLength(224);
    for (const t of all.filter((x) => x.transfer_transaction_id !== null)) {
      expect(all.find((o) => o.id === t.transfer_transaction_id)?.amount, t.id).toBe(-t.amount);
    }
    for (const t of all.filter((x) => x.import_id !== null))
      expect(t.import_id?.startsWith(`YNAB:${t.amount}:${t.date}:`), t.id).toBe(true);
    const accounts = data<{ accounts: Account[] }>(get(fake, `${path}/accounts`)).accounts;
    for (const a of accounts) expect(a.balance, a.id).toBe(a.cleared_balance + a.uncleared_balance);
    expect(accounts.filter((a) => a.closed).map((a) => a.balance)).toEqual([0, 0]);
  });

  it('follows the month rules: carry-over, totals and Ready to Assign', () => {
    const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01'].map(
      (m) => data<{ month: MonthDetail }>(get(fake, `${path}/months/${m}`)).month,
    );
    let previous: MonthDetail | undefined;
    let income = 0;
    let budgeted = 0;
    let overspent = 0;
    for (const month of months) {
      const categories = month.categories.filter((c) => c.name !== 'Inflow: Ready to Assign');
      for (const c of categories) {
        const carried = Math.max(0, previous?.categories.find((p) => p.id === c.id)?.balance ?? 0);
        expect(c.balance, `${month.month} ${c.id}`).toBe(carried + c.budgeted + c.activity);
      }
      expect(categories.reduce((s, c) => s + c.budgeted, 0)).toBe(month.budgeted);
      expect(categories.reduce((s, c) => s + c.activity, 0)).toBe(month.activity);
      income += month.income;
      budgeted += month.budgeted;
      expect(month.to_be_budgeted, month.month).toBe(income - budgeted - overspent);
      overspent += categories.filter((c) => !c.internal).reduce((s, c) => s + Math.max(0, -c.balance), 0);
      previous = month;
    }
    // The habit: Groceries and Restaurants end June–August at zero.
    for (const month of months.slice(0, 3)) {
      for (const id of ['cat-groceries', 'cat-restaurants'])
        expect(month.categories.find((c) => c.id === id)?.balance, `${month.month} ${id}`).toBe(0);
    }
  });
});
