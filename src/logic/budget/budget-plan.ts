// set_category_budget's plan (tools.md): the checks in the tool's order, then the change, its confirmed
// subject, the question and the journal details. Amounts in milliunits until the result.

import { isCreditCardPayment, isUsable } from '../facts/category-classes.ts';
import { resolveMonth } from '../core/calendar.ts';
import { formatAmount, toMilli } from '../core/money.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Category } from '../core/ynab-slices.ts';

/**
 * A category whose assigned amount these tools may set: usable (not hidden, deleted nor internal) and
 * not a Credit Card Payment category (tools.md, shared `unknown_category`: neither tool says otherwise).
 */
export function findBudgetable<C extends Pick<Category, 'id' | 'name' | 'hidden' | 'deleted' | 'internal' | 'category_group_name'>>(
  categories: readonly C[],
  id: string,
): C | undefined {
  return categories.find((c) => c.id === id && isUsable(c) && !isCreditCardPayment(c));
}

/** The checks made before any request, shared with move_money: bad_month, then bad_amount. */
export type AmountArgs =
  | { ok: true; month: string }
  | { ok: false; error: 'bad_month'; value: string }
  | { ok: false; error: 'bad_amount'; amount: string };

export function checkMonthAndAmount(month: string, amount: number, today: string): AmountArgs {
  const resolved = resolveMonth(month, today);
  if (resolved === undefined) return { ok: false, error: 'bad_month', value: month };
  if (toMilli(amount, 3) === undefined) return { ok: false, error: 'bad_amount', amount: String(amount) };
  return { ok: true, month: resolved };
}

export interface BudgetSubject {
  category_id: string;
  month: string;
  budgeted: number;
}

/** What the journal keeps of a budget change (journal-and-undo.md §3), amounts in milliunits. */
export interface BudgetDetails {
  month: string;
  category_id: string;
  from: number;
  to: number;
}

export type BudgetPlan =
  | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number }
  | { ok: false; error: 'unknown_category'; category_id: string }
  | {
      ok: true;
      /** The name cleaned with untrusted(). */
      name: string;
      /** The amount already assigned: nothing to do. */
      unchanged: boolean;
      subject: BudgetSubject;
      details: BudgetDetails;
      /** What the question shows, raw: the before-state a confirmation binds. */
      seen: { category: string; month: string; from: number; to: number };
      /** The question (confirmation.md §8). */
      question: string;
    };

export interface BudgetRequest {
  category_id: string;
  /** Resolved, YYYY-MM-01. */
  month: string;
  /** Currency units, as the agent sent it. */
  amount: number;
  /** The plan's currency decimals. */
  digits: number;
}

/** The checks after the reads (too_many_decimals, unknown_category), then the change. */
export function planBudget(
  request: BudgetRequest,
  categories: readonly Pick<Category, 'id' | 'name' | 'hidden' | 'deleted' | 'internal' | 'category_group_name' | 'budgeted'>[],
): BudgetPlan {
  const { category_id, month, amount, digits } = request;
  const to = toMilli(amount, digits);
  if (to === undefined) return { ok: false, error: 'too_many_decimals', amount: String(amount), decimals: digits };
  const category = findBudgetable(categories, category_id);
  if (category === undefined) return { ok: false, error: 'unknown_category', category_id };
  const name = untrusted(category.name);
  const from = category.budgeted;
  return {
    ok: true,
    name,
    unchanged: from === to,
    subject: { category_id, month, budgeted: to },
    details: { month, category_id, from, to },
    seen: { category: name, month, from, to },
    question: question(`Budget ${name} for ${month}: ${formatAmount(from, digits)} → ${formatAmount(to, digits)}?`, []),
  };
}
