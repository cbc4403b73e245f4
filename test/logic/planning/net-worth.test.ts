// Examples of src/logic/planning/net-worth.ts (algorithms.md §15): month ends rebuilt backwards from today's
// balances, debts by account type, and which accounts are named.
import { describe, expect, it } from 'vitest';
import { firstTransactionMonth, monthEndBalances, netWorthMonths, netWorthTrend } from '../../../src/logic/planning/net-worth.ts';

type Valued = Parameters<typeof monthEndBalances>[0][number];
type Moved = Parameters<typeof monthEndBalances>[1][number];

const acc = (id: string, type: Valued['type'], balance: number, extra: Partial<Valued> = {}): Valued => ({
  id,
  name: id,
  type,
  closed: false,
  deleted: false,
  balance,
  ...extra,
});
const tx = (account_id: string, date: string, amount: number, deleted = false): Moved => ({ account_id, date, amount, deleted });

const CURRENT = '2026-09-01';
const accounts = [
  acc('checking', 'checking', 1_000_000),
  acc('card', 'creditCard', -200_000),
  acc('loan', 'studentLoan', 0, { closed: true, name: 'Old\nloan\u200b' }),
  acc('gone', 'savings', 5_000_000, { deleted: true }),
];
const transactions = [
  tx('checking', '2026-08-10', 300_000),
  tx('checking', '2026-09-05', -100_000),
  tx('checking', '2026-09-06', -999_000, true), // deleted: never counted
  tx('card', '2026-09-02', -50_000),
  tx('loan', '2026-07-15', 500_000), // the last payment
  tx('gone', '2026-08-01', 1_000_000), // deleted account
  tx('nowhere', '2026-08-01', 7_000), // an account YNAB no longer lists
];

describe('netWorthMonths', () => {
  it('gives the count months ending with the current one, oldest first', () => {
    expect(netWorthMonths(CURRENT, 3)).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
    expect(netWorthMonths(CURRENT, 1)).toEqual([CURRENT]);
    expect(netWorthMonths('2026-01-01', 2)).toEqual(['2025-12-01', '2026-01-01']);
  });

  it('stops at year 0000 and refuses a count below one', () => {
    expect(netWorthMonths('0000-02-01', 5)).toEqual(['0000-01-01', '0000-02-01']);
    expect(() => netWorthMonths(CURRENT, 0)).toThrow(new RangeError('months_count must be a positive integer: 0'));
  });
});

describe('monthEndBalances', () => {
  it("takes back what was dated after each month end; the current month is today's balance", () => {
    const b = monthEndBalances(accounts, transactions, ['2026-06-01', '2026-07-01', '2026-08-01', CURRENT], CURRENT);
    expect(b.get('checking')).toEqual([800_000, 800_000, 1_100_000, 1_000_000]);
    expect(b.get('card')).toEqual([-150_000, -150_000, -150_000, -200_000]);
    expect(b.get('loan')).toEqual([-500_000, 0, 0, 0]);
    expect(b.has('gone')).toBe(false);
  });

  it('keeps a transaction dated after today out of the current month only', () => {
    const b = monthEndBalances(
      [acc('a', 'cash', 10_000)],
      [tx('a', '2026-10-03', 4_000), tx('a', '2026-09-10', 1_000)],
      ['2026-08-01', CURRENT],
      CURRENT,
    );
    expect(b.get('a')).toEqual([5_000, 10_000]);
  });
});

describe('netWorthTrend', () => {
  it('sums assets and debts by type, in currency units', () => {
    const t = netWorthTrend(accounts, transactions, ['2026-07-01', '2026-08-01', CURRENT], CURRENT);
    expect(t.months).toEqual([
      { month: '2026-07-01', assets: 800, debts: -150, net_worth: 650 },
      { month: '2026-08-01', assets: 1100, debts: -150, net_worth: 950 },
      { month: CURRENT, assets: 1000, debts: -200, net_worth: 800 },
    ]);
    expect([t.first_net_worth, t.last_net_worth, t.change]).toEqual([650, 800, 150]);
  });

  it("names open accounts and closed ones that held money at a month end shown, cleaned, in YNAB's order", () => {
    expect(netWorthTrend(accounts, transactions, ['2026-07-01', '2026-08-01', CURRENT], CURRENT).accounts).toEqual(['checking', 'card']);
    expect(netWorthTrend(accounts, transactions, ['2026-06-01', '2026-07-01'], CURRENT).accounts).toEqual(['checking', 'card', 'Old loan']);
  });

  it('lets a card in credit raise debts above zero: debts is the sum of the debt accounts as they are', () => {
    const t = netWorthTrend([acc('card', 'creditCard', 25_000), acc('cash', 'cash', -5_000)], [], [CURRENT], CURRENT);
    expect(t.months).toEqual([{ month: CURRENT, assets: -5, debts: 25, net_worth: 20 }]);
  });

  it("shows 0 before an account's history begins, and a loss as a negative change", () => {
    const t = netWorthTrend(
      [acc('a', 'checking', 100_000)],
      [tx('a', '2026-09-01', 120_000), tx('a', '2026-09-02', -20_000)],
      ['2026-08-01', CURRENT],
      CURRENT,
    );
    expect(t.months.map((m) => m.net_worth)).toEqual([0, 100]);
    const loss = netWorthTrend([acc('a', 'checking', 100_000)], [tx('a', '2026-09-02', -20_000)], ['2026-08-01', CURRENT], CURRENT);
    expect(loss.change).toBe(-20);
  });

  it('needs at least one month', () => {
    expect(() => netWorthTrend(accounts, transactions, [], CURRENT)).toThrow(new RangeError('at least one month is needed'));
  });
});

describe('firstTransactionMonth', () => {
  it('is the month of the earliest live transaction, whatever the order', () => {
    expect(
      firstTransactionMonth([tx('checking', '2026-03-10', 1), tx('checking', '2026-01-31', 1, true), tx('card', '2026-02-20', 1)]),
    ).toBe('2026-02-01');
    expect(firstTransactionMonth([tx('checking', '2026-01-31', 1, true)])).toBeUndefined();
    expect(firstTransactionMonth([])).toBeUndefined();
  });
});
