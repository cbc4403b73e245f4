// Computes what YNAB derives from a plan's data, by demo-plan.md §3: account balances, each month's category
// activity and balances (positive balances carry over), income, activity and Ready to Assign.

import { monthOf, monthRange } from './month-math.ts';
import type { DemoCategory, DemoPlan } from './plan-types.ts';

export interface CategoryFigures {
  budgeted: number;
  activity: number;
  balance: number;
  /** The previous month's balance when positive, else 0 (what the goal rules call "carried"). */
  carried: number;
}

export interface MonthFigures {
  month: string;
  income: number;
  budgeted: number;
  activity: number;
  to_be_budgeted: number;
  /** By category id; Ready to Assign is absent (its figures are in the month's income and to_be_budgeted). */
  categories: Map<string, CategoryFigures>;
}

export interface AccountBalances {
  balance: number;
  cleared_balance: number;
  uncleared_balance: number;
}

export interface Derived {
  accounts: Map<string, AccountBalances>;
  /** Every month from the plan's first month to max(last month, `through`). */
  months: Map<string, MonthFigures>;
}

const isReadyToAssign = (c: DemoCategory) => c.internal && c.name === 'Inflow: Ready to Assign';
const isUncategorized = (c: DemoCategory) => c.internal && c.name === 'Uncategorized';

export function accountBalances(plan: DemoPlan): Map<string, AccountBalances> {
  const balances = new Map(plan.accounts.map((a) => [a.id, { balance: 0, cleared_balance: 0, uncleared_balance: 0 }]));
  for (const t of plan.transactions) {
    const b = balances.get(t.account_id);
    if (t.deleted || b === undefined) continue;
    b.balance += t.amount;
    if (t.cleared === 'uncleared') b.uncleared_balance += t.amount;
    else b.cleared_balance += t.amount;
  }
  return balances;
}

/**
 * Month → category id → activity, and month → income. Only on-budget accounts count; a transfer between two
 * on-budget accounts has no category; a missing category is Uncategorized; split lines count one by one.
 * On-budget transactions dated before the plan's first month are counted in the first month.
 */
function activityByMonth(plan: DemoPlan, readyToAssign: string | undefined, uncategorized: string | undefined) {
  const onBudget = new Set(plan.accounts.filter((a) => a.on_budget).map((a) => a.id));
  const activity = new Map<string, Map<string, number>>();
  const income = new Map<string, number>();
  const add = (month: string, category: string | null, amount: number) => {
    const id = category ?? uncategorized;
    if (id === undefined) return;
    if (id === readyToAssign) return void income.set(month, (income.get(month) ?? 0) + amount);
    const row = activity.get(month) ?? new Map<string, number>();
    row.set(id, (row.get(id) ?? 0) + amount);
    activity.set(month, row);
  };
  for (const t of plan.transactions) {
    if (t.deleted || !onBudget.has(t.account_id)) continue;
    const month = monthOf(t.date) < plan.first_month ? plan.first_month : monthOf(t.date);
    const lines = t.subtransactions.filter((s) => !s.deleted);
    if (lines.length > 0) for (const line of lines) add(month, line.category_id, line.amount);
    else if (!(t.transfer_account_id !== null && onBudget.has(t.transfer_account_id))) add(month, t.category_id, t.amount);
  }
  return { activity, income };
}

export function derive(plan: DemoPlan, through: string): Derived {
  const categories = plan.category_groups.flatMap((g) => g.categories);
  const readyToAssign = categories.find(isReadyToAssign)?.id;
  const { activity, income } = activityByMonth(plan, readyToAssign, categories.find(isUncategorized)?.id);
  const budgetedIn = new Map(plan.months.map((m) => [m.month, m.budgeted]));
  const last = [plan.last_month, through, ...activity.keys(), ...income.keys()].reduce((a, b) => (a > b ? a : b));
  const months = new Map<string, MonthFigures>();
  let previous: Map<string, CategoryFigures> | undefined;
  let incomeSoFar = 0;
  let budgetedSoFar = 0;
  let overspentBefore = 0;
  for (const month of monthRange(plan.first_month, last)) {
    const figures = new Map<string, CategoryFigures>();
    let budgetedTotal = 0;
    let activityTotal = 0;
    for (const c of categories) {
      if (c.id === readyToAssign) continue;
      const carried = Math.max(0, previous?.get(c.id)?.balance ?? 0);
      const budgeted = budgetedIn.get(month)?.[c.id] ?? 0;
      const spent = activity.get(month)?.get(c.id) ?? 0;
      figures.set(c.id, { budgeted, activity: spent, balance: carried + budgeted + spent, carried });
      budgetedTotal += budgeted;
      activityTotal += spent;
    }
    incomeSoFar += income.get(month) ?? 0;
    budgetedSoFar += budgetedTotal;
    const monthIncome = income.get(month) ?? 0;
    months.set(month, {
      month,
      income: monthIncome,
      budgeted: budgetedTotal,
      activity: activityTotal,
      to_be_budgeted: incomeSoFar - budgetedSoFar - overspentBefore,
      categories: figures,
    });
    for (const c of categories) if (!c.internal) overspentBefore += Math.max(0, -(figures.get(c.id)?.balance ?? 0));
    previous = figures;
  }
  return { accounts: accountBalances(plan), months };
}
