// The forecast reads only the rows of the months it averages (src/logic/planning/forecast-inputs.ts, step 6): on a
// ten-year plan, normalising every row and matching it against every schedule took most of the call. Rows
// older than that window must not even be looked at, and leave the answer unchanged.
import { describe, expect, it } from 'vitest';
import { forecastInputs, type ForecastRequest } from '../../../src/logic/planning/forecast-inputs.ts';
import { accounts, budgetTransactions, schedules, TODAY } from '../fixtures/demo.ts';

const byName = new Map(accounts.map((a) => [a.name, a.id]));
const transactions = budgetTransactions.map((t) => ({
  ...t,
  transfer_account_id: t.payee_name?.startsWith('Transfer : ') ? (byName.get(t.payee_name.slice(11)) ?? null) : null,
}));
const request: ForecastRequest = { today: TODAY, until: '2026-12-01', u: 10 };

/** A Checking row of `date` whose payee must never be read. */
function untouchable(date: string, n: number) {
  const row = { ...transactions.find((t) => t.account_id === 'acc-checking')!, id: `old-${n}`, date, amount: -1000 };
  return Object.defineProperty(row, 'payee_name', {
    get() {
      throw new Error(`the payee of ${date} was read`);
    },
  });
}

describe('forecastInputs on a long history', () => {
  it('never reads the rows before its window, and answers as without them', () => {
    const old = ['2016-01-05', '2020-03-31', '2026-04-30'].map(untouchable);
    const withOld = forecastInputs(accounts, [...old, ...transactions], schedules, request);
    const without = forecastInputs(accounts, transactions, schedules, request);
    expect(withOld).toEqual(without);
  });
});
