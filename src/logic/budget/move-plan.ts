// move_money's plan (tools.md, algorithms.md §24): the checks in the tool's order, then both categories'
// assigned amounts before and after, the confirmed subject, the question and the journal details.

import { checkMonthAndAmount, findBudgetable } from './budget-plan.ts';
import { formatAmount, toMilli } from '../core/money.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Category } from '../core/ynab-slices.ts';

export type MoveArgs =
  | { ok: true; month: string }
  | { ok: false; error: 'bad_month'; value: string }
  | { ok: false; error: 'same_category'; category_id: string }
  | { ok: false; error: 'bad_amount'; amount: string };

/** The checks made before any request: bad_month, same_category, then bad_amount. */
export function checkMoveArgs(
  args: { month: string; from_category_id: string; to_category_id: string; amount: number },
  today: string,
): MoveArgs {
  const checked = checkMonthAndAmount(args.month, args.amount, today);
  if (!checked.ok && checked.error === 'bad_month') return checked;
  if (args.from_category_id === args.to_category_id) return { ok: false, error: 'same_category', category_id: args.from_category_id };
  return checked;
}

/** One side of a move, amounts in milliunits; the name cleaned with untrusted(). */
export interface MoveSide {
  category_id: string;
  name: string;
  /** Assigned before and after. */
  from: number;
  to: number;
  /** Available (balance) for the month after the move. */
  available_after: number;
}

export interface MoveSubject {
  from_category_id: string;
  to_category_id: string;
  month: string;
  amount: number;
}

/** What the journal keeps of a move (journal-and-undo.md §3): source first, assigned before and after. */
export interface MoveDetails {
  month: string;
  changes: [{ category_id: string; from: number; to: number }, { category_id: string; from: number; to: number }];
}

export type MovePlan =
  | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number }
  | { ok: false; error: 'unknown_category'; category_id: string }
  | {
      ok: true;
      amount: number;
      source: MoveSide;
      target: MoveSide;
      subject: MoveSubject;
      details: MoveDetails;
      seen: MoveSeen;
      question: string;
    };

/** What the question (and result) shows of both categories, milliunits: the before-state a confirmation binds. */
export type MoveSeen = Record<'source' | 'target', { name: string; from: number; to: number; available_after: number }>;

export interface MoveRequest {
  from_category_id: string;
  to_category_id: string;
  /** Resolved, YYYY-MM-01. */
  month: string;
  /** Currency units, as the agent sent it (more than 0: the input schema says so). */
  amount: number;
  digits: number;
}

/** The new assigned amounts `source − x` and `target + x` (algorithms.md §24): their sum is unchanged. */
export function moveAmounts(source: number, target: number, x: number): { source: number; target: number } {
  return { source: source - x, target: target + x };
}

// One side's figures: the assigned amount and the balance move by the same delta.
function side(category: Pick<Category, 'id' | 'name' | 'budgeted' | 'balance'>, after: number): MoveSide {
  return {
    category_id: category.id,
    name: untrusted(category.name),
    from: category.budgeted,
    to: after,
    available_after: category.balance + (after - category.budgeted),
  };
}

const seenSide = ({ name, from, to, available_after }: MoveSide) => ({ name, from, to, available_after });

/** The checks after the reads (too_many_decimals, unknown_category for the source then the target), then the move. */
export function planMove(
  request: MoveRequest,
  categories: readonly Pick<Category, 'id' | 'name' | 'hidden' | 'deleted' | 'internal' | 'category_group_name' | 'budgeted' | 'balance'>[],
): MovePlan {
  const { from_category_id, to_category_id, month, amount, digits } = request;
  const x = toMilli(amount, digits);
  if (x === undefined) return { ok: false, error: 'too_many_decimals', amount: String(amount), decimals: digits };
  const from = findBudgetable(categories, from_category_id);
  if (from === undefined) return { ok: false, error: 'unknown_category', category_id: from_category_id };
  const to = findBudgetable(categories, to_category_id);
  if (to === undefined) return { ok: false, error: 'unknown_category', category_id: to_category_id };
  const after = moveAmounts(from.budgeted, to.budgeted, x);
  const source = side(from, after.source);
  const target = side(to, after.target);
  const fmt = (m: number) => formatAmount(m, digits);
  return {
    ok: true,
    amount: x,
    source,
    target,
    subject: { from_category_id, to_category_id, month, amount: x },
    details: {
      month,
      changes: [
        { category_id: source.category_id, from: source.from, to: source.to },
        { category_id: target.category_id, from: target.from, to: target.to },
      ],
    },
    seen: { source: seenSide(source), target: seenSide(target) },
    question: question(`Move ${fmt(x)} from ${source.name} to ${target.name} for ${month}?`, [
      `${source.name}: ${fmt(source.from)} → ${fmt(source.to)}`,
      `${target.name}: ${fmt(target.from)} → ${fmt(target.to)}`,
    ]),
  };
}
