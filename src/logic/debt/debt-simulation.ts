// The month-by-month payoff simulation of get_debt_payoff_plan (algorithms.md §20 steps 5–6), on integer
// milliunits: interest, then minimums, then the rest of the budget by the strategy's priority.

import { compareCodePoints, compareIgnoringCase } from '../core/compare.ts';
import { compareRates, type Rate } from './debt-terms.ts';
import { roundToUnit } from '../core/money.ts';

export type Strategy = 'avalanche' | 'snowball';

/** What the simulation needs of a debt (milliunits). */
export interface SimDebt {
  account_id: string;
  name: string;
  owed: number;
  rate: Rate;
  minimum: number;
}

export interface SimDebtResult {
  account_id: string;
  name: string;
  /** The month (1 = the first) in which its balance first reaches 0; undefined when never. */
  payoff: number | undefined;
  interest: number;
  paid: number;
  /** Owed when the simulation stopped. */
  left: number;
}

/**
 * paid_off: every debt reaches 0. never_shrinks: after month 1 the total owed is not below the start
 * (§20 step 5). runaway: the total owed passed RUNAWAY_TOTAL, a plan whose debts keep growing (the
 * payments stopped covering the interest later on); stopped so every amount stays an exact integer.
 * max_months: still owing at the cap.
 */
export type SimEnd = 'paid_off' | 'never_shrinks' | 'runaway' | 'max_months';

/** 10^15 milliunits: the largest amount the server accepts from YNAB (algorithms.md §1). */
export const RUNAWAY_TOTAL = 1e15;

export interface SimResult {
  strategy: Strategy;
  debts: SimDebtResult[];
  /** Months simulated. */
  months: number;
  end: SimEnd;
  total_interest: number;
  total_paid: number;
}

/** One month's interest on a balance: round_u(owed × rate / 100 / 12). */
export function monthlyInterest(owed: number, rate: Rate, u: number): number {
  return roundToUnit(BigInt(owed) * rate.num, rate.den * 1200n, u);
}

interface Running {
  debt: SimDebt;
  balance: number;
}

/** §20 step 6: avalanche by (−rate, owed, name), snowball by (owed, −rate, name), on current balances. */
function priority(strategy: Strategy): (a: Running, b: Running) => number {
  const byRate = (a: Running, b: Running) => compareRates(b.debt.rate, a.debt.rate);
  const byOwed = (a: Running, b: Running) => a.balance - b.balance;
  const byName = (a: Running, b: Running) =>
    compareIgnoringCase(a.debt.name, b.debt.name) || compareCodePoints(a.debt.account_id, b.debt.account_id);
  return strategy === 'avalanche'
    ? (a, b) => byRate(a, b) || byOwed(a, b) || byName(a, b)
    : (a, b) => byOwed(a, b) || byRate(a, b) || byName(a, b);
}

/**
 * Simulates months 1, 2, … until every debt is paid, until `maxMonths`, or after month 1 when the total
 * owed did not go down (the payments do not cover the interest: it would never end).
 */
export function simulatePayoff(
  debts: readonly SimDebt[],
  budget: number,
  strategy: Strategy,
  u: number,
  maxMonths: number,
  /** Called at each month's end with every debt's balance (tests watch the balances). */
  onMonth?: (month: number, balances: readonly number[]) => void,
): SimResult {
  const running: Running[] = debts.map((debt) => ({ debt, balance: debt.owed }));
  const interest = debts.map(() => 0);
  const paid = debts.map(() => 0);
  const payoff: (number | undefined)[] = debts.map(() => undefined);
  const index = new Map(running.map((r, i) => [r, i]));
  const startTotal = debts.reduce((sum, d) => sum + d.owed, 0);
  const order = priority(strategy);
  let months = 0;
  let end: SimEnd = 'max_months';
  const owing = () => running.filter((r) => r.balance > 0);

  if (owing().length === 0) end = 'paid_off';
  while (end === 'max_months' && months < maxMonths) {
    months++;
    for (const r of owing()) {
      const charged = monthlyInterest(r.balance, r.debt.rate, u);
      r.balance += charged;
      interest[index.get(r)!]! += charged;
    }
    // The order is computed once a month, on the balances the payments start from.
    const queue = owing().sort(order);
    let money = budget;
    const pay = (r: Running, cap: number) => {
      const amount = Math.max(0, Math.min(cap, r.balance, money));
      r.balance -= amount;
      money -= amount;
      paid[index.get(r)!]! += amount;
    };
    for (const r of queue) pay(r, r.debt.minimum);
    for (const r of queue) pay(r, r.balance);
    running.forEach((r, i) => {
      if (r.balance === 0 && payoff[i] === undefined) payoff[i] = months;
    });
    onMonth?.(
      months,
      running.map((r) => r.balance),
    );
    const total = running.reduce((sum, r) => sum + r.balance, 0);
    if (total === 0) end = 'paid_off';
    else if (months === 1 && total >= startTotal) end = 'never_shrinks';
    else if (total > RUNAWAY_TOTAL) end = 'runaway';
  }

  return {
    strategy,
    debts: running.map((r, i) => ({
      account_id: r.debt.account_id,
      name: r.debt.name,
      payoff: payoff[i],
      interest: interest[i]!,
      paid: paid[i]!,
      left: r.balance,
    })),
    months,
    end,
    total_interest: interest.reduce((a, b) => a + b, 0),
    total_paid: paid.reduce((a, b) => a + b, 0),
  };
}
