// The demo plan "Demo household" (demo-plan.md §1–§7) assembled from its data files; demoPlan() hands out
// a fresh deep copy each time, and the fake YNAB mutates its own copy.

import { buildPayees, buildScheduled, buildTransactions, type RawTransaction } from './assemble.ts';
import { DEMO_CURRENCY_FORMAT, DEMO_DATE_FORMAT, demoAccounts } from './accounts.ts';
import { BUDGET_MEMOS, BUDGET_ROWS } from './budget-rows.ts';
import { demoCategoryGroups, demoMonths, habitBudgets } from './categories.ts';
import { SCHEDULED_ROWS } from './scheduled.ts';
import { sortedTrackingRows } from './tracking.ts';
import { roundToStep } from '../model/money-steps.ts';
import type { DemoMonth, DemoPlan, DemoTransaction } from '../model/plan-types.ts';

/** The fixed "today" of the demo (demo-plan.md §1). */
export const DEMO_TODAY = '2026-09-25';
export const DEMO_PLAN_ID = 'demo-budget';

const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(3, '0')}`;

function budgetRows(round: (m: number) => number): RawTransaction[] {
  return BUDGET_ROWS.map(([date, account, payee, amount, category, cleared, approved], n) => ({
    id: id('tx', n),
    date,
    account,
    payee,
    amount: round(amount),
    category,
    cleared,
    approved,
    memo: BUDGET_MEMOS[id('tx', n)] ?? null,
    // §4 "Import ids": every cleared Checking transaction that is not a transfer came from the bank.
    imported: cleared === 'cleared' && account === 'acc-checking' && !payee.startsWith('Transfer : '),
  }));
}

function trackingRows(step: number): RawTransaction[] {
  return sortedTrackingRows(step).map((row, n) => ({
    ...row,
    id: id('nw', n),
    category: null,
    cleared: row.date >= '2026-09-01' ? 'cleared' : 'reconciled',
    approved: true,
    memo: null,
    imported: false,
  }));
}

/** Re-derives June–August Groceries, Restaurants and Holidays from the (rounded) spending by the §3 habit. */
function applyHabit(months: DemoMonth[], transactions: readonly DemoTransaction[]): void {
  for (const month of months.slice(0, 3)) {
    const spent = (category: string) =>
      -transactions
        .filter((t) => t.category_id === category && t.date.slice(0, 7) === month.month.slice(0, 7))
        .reduce((s, t) => s + t.amount, 0);
    const habit = habitBudgets(spent('cat-groceries'), spent('cat-restaurants'));
    Object.assign(month.budgeted, {
      'cat-groceries': habit.groceries,
      'cat-restaurants': habit.restaurants,
      'cat-holidays': habit.holidays,
    });
  }
}

/**
 * The demo plan with every amount a multiple of `step` milliunits (10: the published cent data). A coarser
 * step (1000 for a 0-decimal currency) rounds each amount half away from zero, regenerates the tracking
 * history at that step and re-derives the habit budgets, so every rule of the spec still holds exactly.
 */
export function buildDemoPlan(step = 10): DemoPlan {
  const round = (milli: number) => roundToStep(milli, step);
  const accounts = demoAccounts(round);
  const rows = [...budgetRows(round), ...trackingRows(step)];
  const scheduled = SCHEDULED_ROWS.map((row) => ({ ...row, amount: round(row.amount) }));
  const payees = buildPayees(
    accounts,
    [...rows, ...scheduled].map((r) => r.payee),
  );
  const transactions = buildTransactions(rows, payees);
  const months = demoMonths(round);
  if (step !== 10) applyHabit(months, transactions);
  return {
    id: DEMO_PLAN_ID,
    name: 'Demo household',
    last_modified_on: '2026-09-24T18:00:00Z',
    first_month: '2026-06-01',
    last_month: '2026-09-01',
    date_format: { ...DEMO_DATE_FORMAT },
    currency_format: { ...DEMO_CURRENCY_FORMAT },
    accounts,
    category_groups: demoCategoryGroups(round),
    payees,
    transactions,
    scheduled_transactions: buildScheduled(scheduled, payees, 'acc-checking'),
    months,
  };
}

const DEMO_PLAN: DemoPlan = buildDemoPlan();

/** A fresh deep copy of the demo plan. */
export function demoPlan(): DemoPlan {
  return structuredClone(DEMO_PLAN);
}
