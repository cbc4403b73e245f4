// The heavy plan's months: what was assigned each month (each category gets its trailing twelve-month
// average spending, the rest of the month's income goes to the emergency fund) and a fixed age of money.

import type { DemoMonth } from '../src/fake-ynab/model/plan-types.ts';
import { monthOf } from './heavy-dates.ts';
import type { Row } from './heavy-rows.ts';
import { ACC, READY_TO_ASSIGN, USER_CATEGORY_IDS } from './heavy-structure.ts';
import type { Rng } from './rng.ts';

const ON_BUDGET = new Set<string>([ACC.checking, ACC.savings, ACC.card]);
/** Left unassigned each month, so Ready to Assign stays a little above zero. */
const LEFT_UNASSIGNED = 50_000;
const EMERGENCY = 'cat-emergency';

/** Month → category → outflow (milliunits, positive), and month → income, as YNAB counts them. */
export function monthlyFlows(rows: readonly Row[]): { outflow: Map<string, Map<string, number>>; income: Map<string, number> } {
  const outflow = new Map<string, Map<string, number>>();
  const income = new Map<string, number>();
  const add = (month: string, category: string | null, amount: number) => {
    if (category === null) return;
    if (category === READY_TO_ASSIGN) return void income.set(month, (income.get(month) ?? 0) + amount);
    const row = outflow.get(month) ?? new Map<string, number>();
    row.set(category, (row.get(category) ?? 0) - amount);
    outflow.set(month, row);
  };
  for (const r of rows) {
    // Transfers between two on-budget accounts carry no category; to a tracking account they do.
    if (!ON_BUDGET.has(r.account)) continue;
    const month = monthOf(r.date);
    if (r.lines.length > 0) for (const line of r.lines) add(month, line.category, line.amount);
    else add(month, r.category, r.amount);
  }
  return { outflow, income };
}

/**
 * The plan's months, oldest first. Each category is given its trailing twelve-month average spending, or
 * more when that would leave it overspent (the household covers every overspending); what last month's
 * income leaves goes to the emergency fund, which also gives money back when it falls short. So Ready to
 * Assign holds the current month's income. The first three months have no age of money yet.
 */
export function heavyMonths(months: readonly string[], flows: ReturnType<typeof monthlyFlows>, rng: Rng): DemoMonth[] {
  const { outflow, income } = flows;
  const balances = new Map<string, number>();
  let readyToAssign = 0;
  let age = 12;
  return months.map((month, i) => {
    const budgeted: Record<string, number> = {};
    const recent = months.slice(Math.max(0, i - 11), i + 1);
    let total = 0;
    for (const category of USER_CATEGORY_IDS) {
      if (category === EMERGENCY) continue;
      const spent = outflow.get(month)?.get(category) ?? 0;
      const average = recent.reduce((s, m) => s + (outflow.get(m)?.get(category) ?? 0), 0) / recent.length;
      const carried = balances.get(category) ?? 0;
      const amount = Math.max(0, Math.ceil(average / 1000) * 1000, Math.ceil((spent - carried) / 1000) * 1000);
      if (amount > 0) budgeted[category] = amount;
      balances.set(category, carried + amount - spent);
      total += amount;
    }
    // The household lives on last month's income: what a month brings waits in Ready to Assign until the
    // next one (the first month assigns its own, the starting balances).
    const available = i === 0 ? (income.get(month) ?? 0) : readyToAssign;
    const emergencyBalance = balances.get(EMERGENCY) ?? 0;
    const rest = Math.max(-emergencyBalance, Math.floor((available - total - LEFT_UNASSIGNED) / 1000) * 1000);
    if (rest !== 0) budgeted[EMERGENCY] = rest;
    balances.set(EMERGENCY, emergencyBalance + rest - (outflow.get(month)?.get(EMERGENCY) ?? 0));
    readyToAssign += (income.get(month) ?? 0) - total - rest;
    if (i >= 3) age = Math.max(5, Math.min(120, Math.round(age + 0.4 + 4 * (rng.next() - 0.45))));
    return {
      month,
      note: i === months.length - 1 ? 'Back to school: watch Clothing and School' : null,
      age_of_money: i < 3 ? null : age,
      budgeted,
    };
  });
}
