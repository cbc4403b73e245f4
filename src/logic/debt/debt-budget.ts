// get_debt_payoff_plan's arguments and budget (algorithms.md §20 step 4): the amount checks, the amounts in
// milliunits, the past-payments average and the choice of the monthly budget. Milliunits throughout.

import { addMonths, monthOf } from '../core/calendar.ts';
import type { Debt, OverrideIn } from './debt-terms.ts';
import { checkedMilli, formatAmount, roundToUnit, toMilli } from '../core/money.ts';
import type { SplitLines, Transaction } from '../core/ynab-slices.ts';

export type BudgetFrom = 'given' | 'minimum payments' | 'past payments';

// ---- argument checks ----

export interface PayoffAmountsIn {
  monthly_budget?: number | undefined;
  overrides: readonly { minimum_payment?: number | undefined }[];
}

/** The amount arguments in the order they are checked: monthly_budget, then each override's minimum. */
function amountArgs(args: PayoffAmountsIn): number[] {
  const all = [args.monthly_budget, ...args.overrides.map((o) => o.minimum_payment)];
  return all.filter((x): x is number => x !== undefined);
}

/** The first amount with more than `maxDecimals` decimals. */
export function amountWithTooManyDigits(args: PayoffAmountsIn, maxDecimals = 3): string | undefined {
  const bad = amountArgs(args).find((x) => toMilli(x, maxDecimals) === undefined);
  return bad === undefined ? undefined : String(bad);
}

/** bad_amount (no request): an amount with more than 3 decimals, which no plan takes. */
export function amountRefusal(args: PayoffAmountsIn): { ok: false; error: 'bad_amount'; amount: string } | undefined {
  const amount = amountWithTooManyDigits(args);
  return amount === undefined ? undefined : { ok: false, error: 'bad_amount', amount };
}

/** too_many_decimals, once the plan's currency is known: an amount with more decimals than it has. */
export function decimalsRefusal(
  args: PayoffAmountsIn,
  digits: number,
): { ok: false; error: 'too_many_decimals'; amount: string; decimals: number } | undefined {
  const amount = amountWithTooManyDigits(args, digits);
  return amount === undefined ? undefined : { ok: false, error: 'too_many_decimals', amount, decimals: digits };
}

export interface PayoffOverrideArg {
  account: string;
  interest_rate?: number | undefined;
  minimum_payment?: number | undefined;
}

/** The amounts in milliunits, once both decimal checks passed (each converts exactly). */
export function payoffAmounts(
  args: { monthly_budget?: number | undefined; overrides: readonly PayoffOverrideArg[] },
  digits: number,
): { given: number | undefined; overrides: OverrideIn[] } {
  const milli = (x: number) => checkedMilli(x, digits);
  return {
    given: args.monthly_budget === undefined ? undefined : milli(args.monthly_budget),
    overrides: args.overrides.map((o) => ({
      account: o.account,
      interest_rate: o.interest_rate,
      minimum: o.minimum_payment === undefined ? undefined : milli(o.minimum_payment),
    })),
  };
}

// ---- the budget (§20 step 4) ----

/** The 3 complete months before today's month, first and last (YYYY-MM-01). */
export function pastWindow(today: string): { first: string; last: string } {
  const current = monthOf(today);
  return { first: addMonths(current, -3), last: addMonths(current, -1) };
}

/** round_u(Σ positive transfer inflows into the debts over the 3 complete months before today's / 3). */
export function pastPayments(
  transactions: readonly (Pick<Transaction, 'account_id' | 'date' | 'amount' | 'deleted' | 'transfer_account_id'> &
    SplitLines<'amount' | 'deleted' | 'transfer_account_id'>)[],
  debtIds: ReadonlySet<string>,
  today: string,
  u: number,
): number {
  const { first } = pastWindow(today);
  const end = monthOf(today);
  let sum = 0;
  for (const t of transactions) {
    if (t.deleted || !debtIds.has(t.account_id) || t.date < first || t.date >= end) continue;
    const lines = (t.subtransactions ?? []).filter((s) => !s.deleted);
    // A split's own transfer lines count; its parent carries no transfer.
    for (const part of lines.length > 0 ? lines : [t]) {
      if (part.transfer_account_id != null) sum += Math.max(part.amount, 0);
    }
  }
  return roundToUnit(sum, 3, u);
}

/**
 * No budget was given and a minimum is unknown, or the minimums add up to 0: the past payments are needed
 * (one more request). The second case keeps no_minimum_known true to its word: nothing was received either.
 */
export function needsPastPayments(debts: readonly Debt[], given: number | undefined): boolean {
  return given === undefined && (debts.some((d) => d.minimum_from === 'missing') || sumOfMinimums(debts) === 0);
}

export type BudgetChoice =
  | { ok: true; budget: number; from: BudgetFrom }
  | { ok: false; error: 'no_minimum_known'; debts: string }
  /** The amounts as the message shows them, with the plan's decimals. */
  | { ok: false; error: 'budget_below_minimums'; budget: string; minimums: string };

export const sumOfMinimums = (debts: readonly Debt[]): number => debts.reduce((sum, d) => sum + d.minimum, 0);

/** §20 step 4: the given budget (at least the minimums), else past payments when more, else the minimums. */
export function chooseBudget(debts: readonly Debt[], given: number | undefined, past: number | undefined, digits: number): BudgetChoice {
  const minimums = sumOfMinimums(debts);
  if (given !== undefined) {
    if (given >= minimums) return { ok: true, budget: given, from: 'given' };
    return { ok: false, error: 'budget_below_minimums', budget: formatAmount(given, digits), minimums: formatAmount(minimums, digits) };
  }
  // Stryker disable next-line ConditionalExpression: `undefined > minimums` is false, so `true` changes nothing (`false` is killed).
  if (past !== undefined) {
    if (past > minimums) return { ok: true, budget: past, from: 'past payments' };
  }
  if (minimums > 0) return { ok: true, budget: minimums, from: 'minimum payments' };
  const names = debts.filter((d) => d.minimum <= 0).map((d) => `‘${d.name}’`);
  return { ok: false, error: 'no_minimum_known', debts: names.join(', ') };
}
