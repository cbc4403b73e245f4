// Examples for src/logic/planning/recurring-charges.ts (algorithms.md §10): the demo plan's charges, the charges
// known only from a schedule (B13) with their yearly amounts, the order, the limit and recurring income.
import { describe, expect, it } from 'vitest';
import { recurringCharges, scheduleYearly } from '../../../src/logic/planning/recurring-charges.ts';
import { accounts, budgetTransactions, categoriesById, schedules, TODAY } from '../fixtures/demo.ts';
import { HOMESAFE_INSURANCE } from '../../fixtures/demo-planning-answers.ts';

type ChargeTransaction = Parameters<typeof recurringCharges>[1][number];
type ChargeSchedule = Parameters<typeof recurringCharges>[2][number];

const byName = new Map(accounts.map((a) => [a.name, a.id]));
// The demo's budget transactions with what the fixture leaves out: transfer accounts and category names.
const transactions: ChargeTransaction[] = budgetTransactions.map((t) => ({
  ...t,
  category_name: t.category_id == null ? null : (categoriesById.get(t.category_id)?.name ?? null),
  transfer_account_id: t.payee_name?.startsWith('Transfer : ') ? (byName.get(t.payee_name.slice(11)) ?? null) : null,
}));

const options = { today: TODAY, includeIncome: false, limit: 50, u: 10 };
const rows = (r: ReturnType<typeof recurringCharges>) =>
  r.charges.map((c) => [c.payee, c.monthly_amount, c.yearly_amount, c.scheduled, c.source]);

describe('recurringCharges on the demo plan', () => {
  it('lists the seven monthly charges and the yearly insurance, costliest first (demo-plan.md §8)', () => {
    const r = recurringCharges(accounts, transactions, schedules, options);
    expect(rows(r)).toEqual([
      ['LANDLORD SARL', -950, -11400, true, 'history'],
      ['POWERCO ENERGIE', -64.2, -770.4, true, 'history'],
      ['RAIL CO', -45, -540, false, 'history'],
      ['HOMESAFE INSURANCE', -35, -420, true, 'schedule'],
      ['FIBERNET - PRELEV', -29.99, -359.88, true, 'history'],
      ['TENNIS CLUB - PRELEV', -22, -264, false, 'history'],
      ['TELCO MOBILE - PRELEV', -19.99, -239.88, true, 'history'],
      ['STREAMFLIX', -13.49, -161.88, false, 'history'],
    ]);
    expect(r.charges[3]).toEqual(HOMESAFE_INSURANCE);
    expect(r.charges[0]).toMatchObject({ day: 1, months_seen: 3, category: 'Rent' });
    expect(r).toMatchObject({ yearly_total: -14156.04, months_looked_at: ['2026-05', '2026-06', '2026-07', '2026-08'], more: 0 });
  });

  it('adds the salary after the charges when income is asked for', () => {
    const r = recurringCharges(accounts, transactions, schedules, { ...options, includeIncome: true });
    expect(r.charges.at(-1)).toEqual({
      payee: 'ACME EMPLOYER SALAIRE',
      monthly_amount: 2700,
      yearly_amount: 32400,
      day: 28,
      months_seen: 3,
      category: 'Inflow: Ready to Assign',
      scheduled: true,
      source: 'history',
    });
    expect(r.charges).toHaveLength(9);
    expect(r.yearly_total).toBe(-14156.04);
  });

  it('lists only limit charges, counts the others in more, and totals them all', () => {
    const r = recurringCharges(accounts, transactions, schedules, { ...options, limit: 2 });
    expect(rows(r).map((x) => x[0])).toEqual(['LANDLORD SARL', 'POWERCO ENERGIE']);
    expect(r).toMatchObject({ more: 6, yearly_total: -14156.04 });
  });

  it('orders income by yearly amount, largest first, then by payee', () => {
    const monthly = (payee: string, amount: number): ChargeTransaction[] =>
      ['2026-05-10', '2026-06-10', '2026-07-10'].map((date) => ({
        date,
        amount,
        payee_name: payee,
        account_id: 'acc-checking',
        deleted: false,
      }));
    const r = recurringCharges(accounts, [...monthly('RENT IN', 30000), ...monthly('BONUS', 50000), ...monthly('ALLOWANCE', 30000)], [], {
      ...options,
      includeIncome: true,
    });
    expect(r.charges.map((c) => [c.payee, c.yearly_amount])).toEqual([
      ['BONUS', 600],
      ['ALLOWANCE', 360],
      ['RENT IN', 360],
    ]);
    expect(r.charges[0]!.category).toBeNull();
  });

  it('counts only on-budget accounts', () => {
    const offBudget = accounts.map((a) => (a.id === 'acc-checking' ? { ...a, on_budget: false } : a));
    const r = recurringCharges(offBudget, transactions, schedules, options);
    // Nothing recurs on Savings, and Checking's schedules are no longer on an on-budget account.
    expect(r.charges).toEqual([]);
    expect(r.yearly_total).toBe(0);
    const deleted = accounts.map((a) => (a.id === 'acc-checking' ? { ...a, deleted: true } : a));
    expect(recurringCharges(deleted, transactions, schedules, options).charges).toEqual([]);
  });
});

describe('charges known only from a schedule (B13)', () => {
  const schedule = (over: Partial<ChargeSchedule>): ChargeSchedule => ({
    amount: -120000,
    account_id: 'acc-checking',
    payee_name: 'PRLV SEPA CITY TAX 1234567',
    category_id: 'cat-x',
    category_name: 'Taxes',
    transfer_account_id: null,
    frequency: 'yearly',
    date_next: '2027-01-15',
    deleted: false,
    ...over,
  });
  const only = (s: ChargeSchedule[]) => recurringCharges(accounts, [], s, options);

  it('turns each frequency into a yearly amount, and a monthly one rounded to the milliunit', () => {
    const cases: Array<[ChargeSchedule['frequency'], number]> = [
      ['daily', -43800],
      ['weekly', -6240],
      ['everyOtherWeek', -3120],
      ['twiceAMonth', -2880],
      ['every4Weeks', -1560],
      ['monthly', -1440],
      ['everyOtherMonth', -720],
      ['every3Months', -480],
      ['every4Months', -360],
      ['twiceAYear', -240],
      ['yearly', -120],
      ['everyOtherYear', -60],
    ];
    for (const [frequency, yearly] of cases) {
      expect(only([schedule({ frequency })]).charges[0], frequency).toMatchObject({
        payee: 'CITY TAX',
        yearly_amount: yearly,
        monthly_amount: yearly / 12,
        day: 15,
        months_seen: 0,
        category: 'Taxes',
      });
    }
    // Rounded to the plan's cent (u = 10), never a third of a cent.
    expect(only([schedule({ amount: -100000 })]).charges[0]).toMatchObject({ yearly_amount: -100, monthly_amount: -8.33 });
    expect(only([schedule({ amount: -100010, frequency: 'everyOtherYear' })]).charges[0]).toMatchObject({ yearly_amount: -50.01 });
    expect(scheduleYearly(-1, 'everyOtherYear', 1)).toBe(-1);
    expect(scheduleYearly(-1000, 'fortnightly', 1)).toBeUndefined();
  });

  it('leaves out income, transfers, never, deleted, off-budget and unknown-frequency schedules', () => {
    expect(
      only([
        schedule({ amount: 50000 }),
        schedule({ transfer_account_id: 'acc-savings' }),
        schedule({ frequency: 'never' }),
        schedule({ deleted: true }),
        schedule({ account_id: 'acc-joint-savings' }),
        // A frequency YNAB's enum does not name.
        schedule({ frequency: 'fortnightly' as ChargeSchedule['frequency'] }),
        schedule({ amount: 0 }),
      ]).charges,
    ).toEqual([]);
  });

  it('is added even when the payee receives recurring income', () => {
    const pay = ['2026-05-10', '2026-06-10', '2026-07-10'].map(
      (date): ChargeTransaction => ({ date, amount: 30000, payee_name: 'CITY TAX', account_id: 'acc-checking', deleted: false }),
    );
    const r = recurringCharges(accounts, pay, [schedule({})], { ...options, includeIncome: true });
    expect(r.charges.map((c) => [c.payee, c.source, c.yearly_amount])).toEqual([
      ['CITY TAX', 'schedule', -120],
      ['CITY TAX', 'history', 360],
    ]);
  });

  it('shows the schedule’s own payee when it normalises to nothing', () => {
    expect(only([schedule({ payee_name: 'CB 123456' })]).charges[0]).toMatchObject({ payee: 'CB 123456' });
    expect(only([schedule({ payee_name: null })]).charges[0]).toMatchObject({ payee: '' });
  });

  it('shows no category for a schedule without a category id, such as a split (YNAB names it all the same)', () => {
    expect(only([schedule({ category_id: null, category_name: 'Split (Multiple Categories)...' })]).charges[0]).toMatchObject({
      category: null,
    });
  });

  it('is not added when it covers a charge found in history', () => {
    const r = recurringCharges(
      accounts,
      transactions,
      [...schedules, schedule({ payee_name: 'STREAMFLIX', frequency: 'monthly', amount: -13490 })],
      options,
    );
    expect(r.charges.filter((c) => c.payee === 'STREAMFLIX')).toEqual([expect.objectContaining({ source: 'history', scheduled: true })]);
  });

  it('sorts with the history charges by yearly amount, then payee', () => {
    const r = only([
      schedule({ payee_name: 'B', amount: -1000, frequency: 'monthly' }),
      schedule({ payee_name: 'A', amount: -12000, frequency: 'yearly' }),
      schedule({ payee_name: 'C', amount: -2000 }),
    ]);
    expect(r.charges.map((c) => c.payee)).toEqual(['A', 'B', 'C']);
    expect(r.yearly_total).toBe(-26);
  });

  it('cleans payee and category text', () => {
    const r = only([schedule({ payee_name: 'EVIL\u202eCORP\nNEXT', category_name: 'Tax\u200bes\nnow' })]);
    expect(r.charges[0]).toMatchObject({ payee: 'EVILCORP NEXT', category: 'Taxes now' });
  });
});
