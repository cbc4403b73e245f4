// Examples for src/logic/planning/forecast-inputs.ts (algorithms.md §12 steps 2–8) on the demo plan: the accounts,
// the schedules used, the recurring charges kept, the rows left out of the averages, the month to date;
// and forecast-answer's capped lists.
import { describe, expect, it } from 'vitest';
import { LISTED, forecastAnswer } from '../../../src/logic/planning/forecast-answer.ts';
import { forecastInputs, forecastPeriod, type ForecastRequest } from '../../../src/logic/planning/forecast-inputs.ts';
import type { ListedSchedule } from '../../../src/logic/planning/schedules.ts';
import type { Account } from '../../../src/logic/core/ynab-slices.ts';
import { accounts, accountsById, budgetTransactions, schedules, TODAY } from '../fixtures/demo.ts';

type ForecastAccount = Pick<Account, 'id' | 'name' | 'on_budget' | 'closed' | 'balance' | 'deleted'>;
type ForecastTransaction = Parameters<typeof forecastInputs>[1][number];

const byName = new Map(accounts.map((a) => [a.name, a.id]));
const transactions = budgetTransactions.map((t) => ({
  ...t,
  transfer_account_id: t.payee_name?.startsWith('Transfer : ') ? (byName.get(t.payee_name.slice(11)) ?? null) : null,
}));
const request: ForecastRequest = { today: TODAY, until: '2026-12-01', u: 10 };
const inputs = (over: Partial<ForecastRequest> = {}, s: readonly ListedSchedule[] = schedules) =>
  forecastInputs(accounts, transactions, s, { ...request, ...over });

describe('forecastPeriod', () => {
  it('runs from tomorrow to the last day of until', () => {
    expect(forecastPeriod('2026-09-25', '2026-12-01')).toEqual({ since: '2026-09-26', until: '2026-12-31' });
    expect(forecastPeriod('2028-01-31', '2028-02-01')).toEqual({ since: '2028-02-01', until: '2028-02-29' });
    // The last representable day has no tomorrow: the period starts and ends on it.
    expect(forecastPeriod('9999-12-31', '9999-12-01')).toEqual({ since: '9999-12-31', until: '9999-12-31' });
  });
});

describe('forecastInputs on the demo plan', () => {
  it('projects the open on-budget accounts from their balance today', () => {
    const i = inputs();
    expect(i.accounts.map((a) => a.id)).toEqual(['acc-checking', 'acc-savings']);
    expect(i.start).toBe(4112660);
  });

  it('uses every schedule but the transfer between the projected accounts: 18 occurrences to December', () => {
    const i = inputs();
    expect(i.schedules.map((s) => s.id)).toEqual(['sch-rent', 'sch-internet', 'sch-phone', 'sch-power', 'sch-salary', 'sch-insurance']);
    expect(i.upcoming).toHaveLength(18);
    expect(i.upcoming.filter((o) => o.schedule.id === 'sch-insurance').map((o) => o.date)).toEqual(['2026-10-20']);
    // Checking alone: the 200.00 to Savings now leaves the projected money.
    const checking = inputs({ accountIds: ['acc-checking'] });
    expect(checking.start).toBe(3512660);
    expect(checking.upcoming.filter((o) => o.schedule.id === 'sch-savings').map((o) => o.date)).toEqual([
      '2026-09-29',
      '2026-10-29',
      '2026-11-29',
      '2026-12-29',
    ]);
  });

  it('keeps the recurring charges no schedule covers, and averages what remains over 3 months', () => {
    const i = inputs();
    expect(i.recurring.map((r) => [r.payee, r.amount, r.day])).toEqual([
      ['RAIL CO', -45000, 18],
      ['STREAMFLIX', -13490, 15],
      ['TENNIS CLUB - PRELEV', -22000, 20],
    ]);
    // Market Fresh, Chez Lucie and Sushi Go, June–August: 612.12 / 3.
    expect(i.variable).toBe(-204040);
    // The salary is scheduled and the 1,500.00 from Joint savings is a transfer.
    expect(i.income).toBe(0);
    // September so far, besides rent, RAIL CO, STREAMFLIX, TENNIS, FIBERNET and TELCO.
    expect(i.spent).toBe(-360740);
    expect(i.received).toBe(0);
  });

  it('rounds the averages to the plan’s unit, half away from zero', () => {
    expect(inputs({ u: 1000 }).variable).toBe(-204000);
    expect(inputs({ u: 1 }).variable).toBe(-204040);
    const odd = [...transactions, { ...transactions[2]!, id: 'x', date: '2026-08-02', amount: -10 }];
    // 612.13 / 3 = 204.0433…
    expect(forecastInputs(accounts, odd, schedules, { ...request, u: 1 }).variable).toBe(-204043);
    expect(forecastInputs(accounts, odd, schedules, request).variable).toBe(-204040);
  });

  it('with a given income drops every income schedule and recurring income, and takes the values given', () => {
    const i = inputs({ monthlyIncome: 1000000, variableMonthly: 300000 });
    expect(i.schedules.map((s) => s.id)).not.toContain('sch-salary');
    expect(i.income).toBe(1000000);
    expect(i.variable).toBe(-300000);
    expect(inputs({ variableMonthly: -300000 }).variable).toBe(-300000);
  });

  it('counts an uncovered recurring income when income is not given', () => {
    const i = inputs(
      {},
      schedules.filter((s) => s.id !== 'sch-salary'),
    );
    expect(i.recurring.map((r) => r.payee)).toContain('ACME EMPLOYER SALAIRE');
    expect(i.income).toBe(0);
    expect(
      inputs(
        { monthlyIncome: 0 },
        schedules.filter((s) => s.id !== 'sch-salary'),
      ).recurring.map((r) => r.payee),
    ).not.toContain('ACME EMPLOYER SALAIRE');
  });

  it('leaves out closed accounts by default, and takes any account given', () => {
    expect(inputs({ accountIds: ['acc-joint-savings', 'acc-former-bank'] }).accounts.map((a) => a.id)).toEqual([
      'acc-joint-savings',
      'acc-former-bank',
    ]);
    expect(inputs({ accountIds: ['acc-joint-savings'] }).start).toBe(16342360);
  });
});

describe('forecastInputs on small plans', () => {
  const TODAY_SMALL = '2026-09-15';
  const account = (id: string, over: Partial<ForecastAccount> = {}): ForecastAccount => ({
    id,
    name: id,
    on_budget: true,
    closed: false,
    deleted: false,
    balance: 1000,
    ...over,
  });
  const plan = [account('a-main'), account('a-other'), account('a-gone', { deleted: true, balance: 5000 })];
  const row = (date: string, amount: number, over: Partial<ForecastTransaction> = {}): ForecastTransaction => ({
    date,
    amount,
    account_id: 'a-main',
    payee_name: `SHOP ${date}`,
    deleted: false,
    ...over,
  });
  const schedule = (id: string, amount: number, over: Partial<ListedSchedule> = {}): ListedSchedule => ({
    id,
    amount,
    account_id: 'a-main',
    account_name: 'Main',
    payee_name: id,
    frequency: 'monthly',
    date_first: '2026-09-20',
    date_next: '2026-09-20',
    deleted: false,
    ...over,
  });
  const small = (rows: readonly ForecastTransaction[], over: Partial<ForecastRequest> = {}, s: readonly ListedSchedule[] = []) =>
    forecastInputs(plan, rows, s, { today: TODAY_SMALL, until: '2026-10-01', u: 1, ...over });

  it('never projects a deleted account, given or not', () => {
    expect(small([]).accounts.map((a) => a.id)).toEqual(['a-main', 'a-other']);
    expect(small([], { accountIds: ['a-main', 'a-gone'] })).toMatchObject({ accounts: [{ id: 'a-main' }], start: 1000 });
  });

  it('averages only live rows of the projected accounts that are not transfers', () => {
    const rows = [
      row('2026-07-10', -3000),
      row('2026-07-11', -600, { deleted: true }),
      row('2026-07-12', -900, { account_id: 'a-elsewhere' }),
      row('2026-07-13', -1200, { transfer_account_id: 'a-other' }),
    ];
    expect(small(rows).variable).toBe(-1000);
  });

  it('averages June to August, both edges included, and counts September 1 to today as this month', () => {
    const rows = [
      row('2026-05-31', -3000),
      row('2026-06-01', -3000),
      row('2026-08-31', 600),
      row('2026-09-01', -70),
      row('2026-09-15', 40),
      row('2026-09-16', -5),
    ];
    expect(small(rows)).toMatchObject({ variable: -1000, income: 200, spent: -70, received: 40 });
  });

  it('averages a row without a payee like any other', () => {
    expect(small([row('2026-07-10', -300, { payee_name: null })]).variable).toBe(-100);
  });

  it('uses the live schedules of the projected accounts, but not a transfer between them', () => {
    const used = small([], {}, [
      schedule('s-rent', -500),
      schedule('s-gone', -500, { deleted: true }),
      schedule('s-elsewhere', -500, { account_id: 'a-elsewhere' }),
      schedule('s-between', -500, { transfer_account_id: 'a-other' }),
      schedule('s-out', -500, { transfer_account_id: 'a-elsewhere' }),
    ]);
    expect(used.schedules.map((s) => s.id)).toEqual(['s-rent', 's-out']);
  });

  it('drops only the income schedules when income is given, keeping a schedule of 0', () => {
    const s = [schedule('s-pay', 2000), schedule('s-rent', -500), schedule('s-zero', 0)];
    expect(small([], {}, s).schedules.map((x) => x.id)).toEqual(['s-pay', 's-rent', 's-zero']);
    expect(small([], { monthlyIncome: 3000 }, s).schedules.map((x) => x.id)).toEqual(['s-rent', 's-zero']);
  });
});

describe('forecastAnswer', () => {
  it('lists at most 100 scheduled occurrences but projects them all, and says so', () => {
    const daily: ListedSchedule = {
      ...schedules[0]!,
      id: 'sch-daily',
      frequency: 'daily',
      date_first: '2026-09-26',
      date_next: '2026-09-26',
      amount: -1000,
      payee_name: 'BAKERY',
    };
    const i = forecastInputs(accounts, transactions, [daily], { ...request, until: '2027-03-01' });
    const answer = forecastAnswer(i, accountsById, { today: TODAY, until: '2027-03-01', u: 10, oneOffs: [] });
    expect(i.upcoming).toHaveLength(187);
    expect(answer.assumptions.scheduled).toHaveLength(LISTED);
    expect(answer.assumptions.scheduled_more).toBe(87);
    expect(answer.message).toContain('187 scheduled occurrence(s)');
    expect(answer.message).toContain('Only the first 100 scheduled occurrences are listed; 87 more were used.');
    const outflows = answer.months.reduce((s, m) => s + m.outflows, 0);
    // 187 × 1.00 plus the recurring charges and variable spending: the unlisted ones are projected too.
    expect(outflows).toBeLessThan(-187);
    expect(
      forecastAnswer({ ...i, upcoming: i.upcoming.slice(0, 100) }, accountsById, {
        today: TODAY,
        until: '2027-03-01',
        u: 10,
        oneOffs: [],
      }).months.at(-1)!.end,
    ).toBe(Math.round((answer.months.at(-1)!.end + 87) * 100) / 100);
  });
});
