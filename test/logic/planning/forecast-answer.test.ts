// Examples for src/logic/planning/forecast-answer.ts on hand-built inputs: the verdict (no shortfall, or the first
// month below zero and its lowest), the assumptions it names, the capped lists and the fields in currency units.
import { describe, expect, it } from 'vitest';
import { forecastAnswer, LISTED, type ForecastContext } from '../../../src/logic/planning/forecast-answer.ts';
import { forecastPeriod } from '../../../src/logic/planning/forecast-inputs.ts';
import type { Recurring } from '../../../src/logic/planning/recurrence.ts';
import { occurrences, type ListedSchedule } from '../../../src/logic/planning/schedules.ts';

type Inputs = Parameters<typeof forecastAnswer>[0];

const TODAY = '2026-09-30';
const accountsById = new Map([['a-main', { name: 'Main' }]]);
const charge = (payee: string, amount: number, day: number): Recurring => ({
  payee,
  outflow: amount < 0,
  amount,
  day,
  months_seen: 4,
  category_id: null,
  category_name: null,
});
const main = { id: 'a-main', name: 'Main\u200b account', on_budget: true, closed: false, balance: 100000 };
const inputs = (over: Partial<Inputs> = {}): Inputs => ({
  accounts: [main],
  start: 100000,
  schedules: [],
  upcoming: [],
  recurring: [],
  variable: 0,
  income: 0,
  spent: 0,
  received: 0,
  ...over,
});
const context = (over: Partial<ForecastContext> = {}): ForecastContext => ({
  today: TODAY,
  until: '2026-12-01',
  u: 10,
  oneOffs: [],
  ...over,
});
const ASSUMED = (recurring: number, variable: string, income: string, scheduled: number, oneOffs: number) =>
  `This forecast rests on the assumptions listed: ${recurring} recurring amount(s) that no schedule covers, variable spending ${variable} a month, income ${income} a month besides schedules and recurring amounts, ${scheduled} scheduled occurrence(s), ${oneOffs} one-off(s) given. Check them with the user before relying on it.`;

describe('forecastAnswer', () => {
  it('says the balance stays above zero, naming the first month of its lowest point, and gives every figure in currency units', () => {
    // 100.00 today; 1.00 a month on the 28th, and the one-offs: the lowest is the last month's end.
    const oneOffs = [
      { date: '2026-10-05', amount: -50000, label: 'car' },
      { date: '2026-11-05', amount: 50000, label: 'refund' },
      { date: '2026-11-06', amount: -50000, label: 'trip' },
    ];
    const a = forecastAnswer(inputs({ recurring: [charge('STREAM', -1000, 28)] }), accountsById, context({ oneOffs }));
    expect(a.message).toBe(
      `The balance stays at or above zero until the end of 2026-12 (lowest 47, in 2026-12). ${ASSUMED(1, '0', '0', 0, 3)}`,
    );
    expect(a).toMatchObject({
      accounts: ['Main account'],
      start_balance: 100,
      first_shortfall: null,
      assumptions: {
        recurring: [{ payee: 'STREAM', amount: -1, day: 28, months_seen: 4 }],
        recurring_more: 0,
        variable_monthly: 0,
        monthly_income: 0,
        one_offs: [
          { date: '2026-10-05', amount: -50, label: 'car' },
          { date: '2026-11-05', amount: 50, label: 'refund' },
          { date: '2026-11-06', amount: -50, label: 'trip' },
        ],
        scheduled: [],
        scheduled_more: 0,
      },
    });
    expect(a.months).toEqual([
      { month: '2026-09', start: 100, inflows: 0, outflows: 0, end: 100, lowest: 100 },
      { month: '2026-10', start: 100, inflows: 0, outflows: -51, end: 49, lowest: 49 },
      { month: '2026-11', start: 49, inflows: 50, outflows: -51, end: 48, lowest: 48 },
      { month: '2026-12', start: 48, inflows: 0, outflows: -1, end: 47, lowest: 47 },
    ]);
  });

  it('names the earliest month at the lowest point when several reach it', () => {
    const oneOffs = [
      { date: '2026-10-05', amount: -50000, label: 'car' },
      { date: '2026-11-05', amount: 50000, label: 'refund' },
      { date: '2026-11-06', amount: -50000, label: 'trip' },
    ];
    const a = forecastAnswer(inputs(), accountsById, context({ oneOffs }));
    expect(a.months.map((m) => m.lowest)).toEqual([100, 50, 50, 50]);
    expect(a.message).toMatch(/^The balance stays at or above zero until the end of 2026-12 \(lowest 50, in 2026-10\)\./);
  });

  it('names the first month below zero and its own lowest point, not a later, lower one', () => {
    const oneOffs = [
      { date: '2026-11-10', amount: -150000, label: 'repairs' },
      { date: '2026-12-10', amount: -100000, label: 'holidays' },
    ];
    const a = forecastAnswer(inputs({ variable: -20000, income: 10000 }), accountsById, context({ oneOffs }));
    expect(a.first_shortfall).toBe('2026-11');
    expect(a.months.map((m) => m.lowest)).toEqual([100, 90, -70, -180]);
    expect(a.message).toBe(`The balance first goes below zero in 2026-11 (lowest that month -70). ${ASSUMED(0, '-20', '10', 0, 2)}`);
  });

  it(`lists at most ${LISTED} recurring amounts and scheduled occurrences, and says how many more were used`, () => {
    const many = Array.from({ length: LISTED + 2 }, (_, i) => charge(`PAYEE ${String(i).padStart(3, '0')}`, -10, 1));
    const daily: ListedSchedule = {
      id: 'sch-daily',
      amount: -10,
      account_id: 'a-main',
      account_name: 'Main',
      payee_name: 'BAKERY',
      frequency: 'daily',
      date_first: '2026-10-01',
      date_next: '2026-10-01',
      deleted: false,
    };
    const until = '2027-01-01';
    const period = forecastPeriod(TODAY, until);
    const upcoming = occurrences(daily, period.since, period.until).map((date) => ({ schedule: daily, date }));
    expect(upcoming).toHaveLength(123); // 1 October to 31 January
    const a = forecastAnswer(inputs({ recurring: many, schedules: [daily], upcoming }), accountsById, context({ until }));
    expect(a.assumptions.recurring).toHaveLength(LISTED);
    expect(a.assumptions.recurring.at(-1)!.payee).toBe('PAYEE 099');
    expect(a.assumptions.scheduled).toHaveLength(LISTED);
    expect([a.assumptions.recurring_more, a.assumptions.scheduled_more]).toEqual([2, 23]);
    expect(a.message).toMatch(
      / Check them with the user before relying on it\. Only the first 100 scheduled occurrences are listed; 23 more were used\. Only the first 100 recurring amounts are listed; 2 more were used\.$/,
    );
  });

  it(`says nothing of a cut at exactly ${LISTED}`, () => {
    const exactly = Array.from({ length: LISTED }, (_, i) => charge(`PAYEE ${i}`, -10, 1));
    const a = forecastAnswer(inputs({ recurring: exactly }), accountsById, context());
    expect(a.assumptions.recurring).toHaveLength(LISTED);
    expect(a.assumptions.recurring_more).toBe(0);
    expect(a.message).toMatch(/before relying on it\.$/);
  });
});
