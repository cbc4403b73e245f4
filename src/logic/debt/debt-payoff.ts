// get_debt_payoff_plan's answer (algorithms.md §20 steps 5–8): one simulation per strategy (debt-simulation.ts)
// for the budget chosen in debt-budget.ts, shaped for the agent with its message and notes.
// Milliunits inside; currency units and cleaned names out.

import type { Output } from '../../../generated/contract/get_debt_payoff_plan.d.ts';
import { compareIgnoringCase } from '../core/compare.ts';
import { addMonths, monthOf, shortMonth } from '../core/calendar.ts';
import { pastWindow, type BudgetFrom } from './debt-budget.ts';
import type { Debt } from './debt-terms.ts';
import { RUNAWAY_TOTAL, simulatePayoff, type SimResult, type Strategy } from './debt-simulation.ts';
import { formatAmount, fromMilli } from '../core/money.ts';

/** get_debt_payoff_plan's answer, as its contract types it. */
export type PayoffAnswer = Output;

export interface PayoffInput {
  debts: readonly Debt[];
  budget: number;
  from: BudgetFrom;
  strategy: Strategy | 'both';
  today: string;
  digits: number;
  /** The minor unit, 10^(3 − digits) milliunits. */
  u: number;
  maxMonths: number;
}

/** The first month of payments: the month after today's, YYYY-MM. */
export function firstPaymentMonth(today: string): string {
  return shortMonth(addMonths(monthOf(today), 1));
}

/** The month (YYYY-MM) of simulated month k, k = 1 being next month. */
const monthNumber = (today: string, k: number) => shortMonth(addMonths(monthOf(today), k));

function planRows(result: SimResult, today: string): PayoffAnswer['plans'][number]['debts'] {
  // By payoff month, a debt never paid off last (∞ − ∞ is NaN, which falls through to the name like 0).
  const month = (payoff: number | undefined) => payoff ?? Number.POSITIVE_INFINITY;
  const rows = [...result.debts].sort((a, b) => month(a.payoff) - month(b.payoff) || compareIgnoringCase(a.name, b.name));
  return rows.map((r) => ({
    name: r.name,
    payoff_month: r.payoff === undefined ? null : monthNumber(today, r.payoff),
    months: r.payoff ?? null,
    interest: fromMilli(r.interest),
    paid: fromMilli(r.paid),
  }));
}

function debtRow(d: Debt): PayoffAnswer['debts'][number] {
  return {
    account_id: d.account_id,
    name: d.name,
    type: d.type,
    owed: fromMilli(d.owed),
    interest_rate: d.rate_shown,
    rate_from: d.rate_from,
    minimum_payment: fromMilli(d.minimum),
    minimum_from: d.minimum_from,
    escrow: fromMilli(d.escrow),
  };
}

const list = (names: readonly string[]) => names.map((n) => `‘${n}’`).join(', ');

/** One strategy's outcome, as a clause of the message. */
function outcome(r: SimResult, today: string, fmt: (m: number) => string): string {
  const left = r.debts.reduce((sum, d) => sum + d.left, 0);
  switch (r.end) {
    case 'paid_off':
      return `${r.strategy} pays everything off in ${r.months} month(s) (debt-free in ${monthNumber(today, r.months)}) with ${fmt(r.total_interest)} of interest`;
    case 'never_shrinks':
      return `${r.strategy} never pays the debts off: the payments do not cover the interest, so the total owed does not go down`;
    case 'runaway':
      return `${r.strategy} never pays the debts off: after ${r.months} month(s) the interest outgrows the payments and the total owed keeps growing`;
    case 'max_months':
      return `${r.strategy} still leaves ${fmt(left)} owed after ${r.months} month(s)`;
  }
}

/**
 * What avalanche saves over snowball. Every month but the last pays the whole budget, so the cheaper plan never
 * takes longer: equal interest means equal months, and avalanche saving interest means it is not later.
 */
function comparison(saved: number, months: number, fmt: (m: number) => string): string {
  if (saved > 0)
    return ` Avalanche saves ${fmt(saved)} of interest over snowball${months > 0 ? ` and finishes ${months} month(s) sooner` : ''}.`;
  if (saved === 0) return ' Both strategies cost the same here.';
  // Each month's interest is rounded per debt: on small balances that can outweigh a small rate difference.
  return ` Snowball costs ${fmt(-saved)} less interest here: rounding each month's interest to the currency's smallest unit outweighs the rate difference on these balances.`;
}

function message(input: PayoffInput, results: readonly SimResult[], fmt: (m: number) => string): string {
  const owed = input.debts.reduce((sum, d) => sum + d.owed, 0);
  const head = `Paying ${fmt(input.budget)} a month into the ${fmt(owed)} owed on ${input.debts.length} debt(s), from ${firstPaymentMonth(input.today)}: `;
  const clauses = results.map((r) => outcome(r, input.today, fmt));
  let text = `${head}${clauses.join('; ')}.`;
  const [avalanche, snowball] = results;
  if (results.length === 2 && avalanche!.end === 'paid_off' && snowball!.end === 'paid_off') {
    text += comparison(snowball!.total_interest - avalanche!.total_interest, snowball!.months - avalanche!.months, fmt);
  }
  if (results.some((r) => r.end === 'never_shrinks' || r.end === 'runaway')) {
    text += ' Pay more each month (monthly_budget) for a plan that ends.';
  } else if (results.some((r) => r.end === 'max_months')) {
    text += ' Pay more each month (monthly_budget), or simulate longer (max_months).';
  }
  return text;
}

function notes(input: PayoffInput, results: readonly SimResult[], past: number | undefined, fmt: (m: number) => string): string[] {
  const { debts, today, budget, from } = input;
  const out = [
    `Assumes the interest rates stay as they are, no new debt, and payments from ${firstPaymentMonth(today)} on.`,
    'Each month, interest of the yearly rate ÷ 12 on what is owed (rounded to the currency’s smallest unit) is added first; then each debt gets its minimum payment; what is left of the monthly budget goes to the debts in the strategy’s order (avalanche: highest rate first; snowball: smallest balance first), recomputed each month.',
  ];
  const noRate = debts.filter((d) => d.rate_from === 'missing').map((d) => d.name);
  if (noRate.length > 0) {
    out.push(
      `No interest rate is known for ${list(noRate)}: counted as 0 %, so the interest shown is too low; pass interest_rate in overrides.`,
    );
  }
  const noMinimum = debts.filter((d) => d.minimum_from === 'missing').map((d) => d.name);
  if (noMinimum.length > 0) {
    out.push(`No minimum payment is known for ${list(noMinimum)}: counted as 0; pass minimum_payment in overrides.`);
  }
  const minimums = fmt(debts.reduce((sum, d) => sum + d.minimum, 0));
  const { first, last } = pastWindow(today);
  const window = `${shortMonth(first)} … ${shortMonth(last)}`;
  if (from === 'given') out.push(`The monthly budget is the one given; the minimum payments add up to ${minimums}.`);
  else if (from === 'minimum payments') {
    out.push(
      past === undefined
        ? `The monthly budget is the sum of the minimum payments; pass a larger monthly_budget to see how much sooner extra payments clear the debts.`
        : `The monthly budget is the sum of the minimum payments: the debts received ${fmt(past)} a month on average over ${window}, not more.`,
    );
  } else
    out.push(
      `A minimum payment is unknown, so the monthly budget (${fmt(budget)}) is what the debts received on average each month over ${window}, more than the known minimums (${minimums}).`,
    );
  const escrow = debts.filter((d) => d.escrow > 0);
  if (escrow.length > 0) {
    out.push(`Escrow recorded with ${list(escrow.map((d) => d.name))} (taxes, insurance) is paid apart and is not part of the plan.`);
  }
  for (const r of results) {
    if (r.end === 'never_shrinks') out.push(`The ${r.strategy} simulation stopped after its first month: the total owed did not go down.`);
    if (r.end === 'runaway')
      out.push(
        `The ${r.strategy} simulation stopped after ${r.months} month(s), when the total owed passed ${fmt(RUNAWAY_TOTAL)}: the payments do not cover the interest.`,
      );
    if (r.end === 'max_months') out.push(`The ${r.strategy} simulation stopped at max_months (${r.months}) with debts still owing.`);
  }
  return out;
}

/** §20 steps 5–8 for debts that owe money and a budget chosen by chooseBudget. */
export function payoffPlan(input: PayoffInput, past?: number): PayoffAnswer {
  const fmt = (m: number) => formatAmount(m, input.digits);
  const strategies: Strategy[] = input.strategy === 'both' ? ['avalanche', 'snowball'] : [input.strategy];
  const sims = input.debts.map((d) => ({ account_id: d.account_id, name: d.name, owed: d.owed, rate: d.rate, minimum: d.minimum }));
  const results = strategies.map((s) => simulatePayoff(sims, input.budget, s, input.u, input.maxMonths));
  const [avalanche, snowball] = results;
  const compared = results.length === 2 && results.every((r) => r.end === 'paid_off');
  return {
    message: message(input, results, fmt),
    monthly_budget: fromMilli(input.budget),
    budget_from: input.from,
    first_month: firstPaymentMonth(input.today),
    debts: input.debts.map(debtRow),
    plans: results.map((r) => {
      const done = r.end === 'paid_off';
      return {
        strategy: r.strategy,
        debts: planRows(r, input.today),
        months_to_debt_free: done ? r.months : null,
        debt_free_month: done ? monthNumber(input.today, r.months) : null,
        total_interest: fromMilli(r.total_interest),
        total_paid: fromMilli(r.total_paid),
      };
    }),
    interest_saved_by_avalanche: compared ? fromMilli(snowball!.total_interest - avalanche!.total_interest) : null,
    months_saved_by_avalanche: compared ? snowball!.months - avalanche!.months : null,
    notes: notes(input, results, past, fmt),
  };
}

/** No open debt account owes money: nothing to simulate. */
export function noDebtAnswer(given: number | undefined, today: string): PayoffAnswer {
  return {
    message:
      'No open debt account of this plan owes money (loans, mortgages, credit cards and other debts with a negative balance): there is nothing to pay off.',
    monthly_budget: given === undefined ? null : fromMilli(given),
    budget_from: given === undefined ? null : 'given',
    first_month: firstPaymentMonth(today),
    debts: [],
    plans: [],
    interest_saved_by_avalanche: null,
    months_saved_by_avalanche: null,
    notes: ['Closed accounts, accounts with a balance of 0 or more, and asset accounts are not debts here.'],
  };
}
