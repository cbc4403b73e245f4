// apply_categories' plan (tools.md): the checks in the tool's order, then what would change, the
// confirmed subject and the moves journaled for undo. Amounts shown in currency units.

import type { Output } from '../../../generated/contract/apply_categories.d.ts';
import { categoryLookup, type CategoryLookup, shownCategory } from './category-lookup.ts';
import {
  type ClassifyGroup,
  type ClassifyTransaction,
  isOnBudgetAccount,
  isOnBudgetTransfer,
  isSplit,
  type OnBudgetById,
} from './classify-inputs.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account } from '../core/ynab-slices.ts';

export interface Assignment {
  transaction_id: string;
  category_id: string;
}

/** One change as apply_categories answers it (Uncategorized shows as no category, null); a planned change always has its target. */
export type CategoryChange = Output['changes'][number] & { to_category_id: string; to_category: string };

/** One journaled move: the raw previous id (null or YNAB's Uncategorized id), so undo restores exactly it. */
export interface CategoryMove {
  transaction_id: string;
  from_category_id: string | null;
  to_category_id: string;
}

/** One change's question line, raw: date, payee, amount (milliunits), category before → after. */
export type CategorizeSeen = Pick<CategoryChange, 'transaction_id' | 'date' | 'payee' | 'from_category' | 'to_category'> & {
  amount: number;
};

/** apply_categories' own refusals, in the order they are checked, each with the id its message names. */
export type CategorizeRefusal =
  | { ok: false; error: 'assigned_twice' | 'unknown_transaction'; tx_id: string }
  | { ok: false; error: 'uncategorized_category' | 'unknown_category'; category_id: string }
  | { ok: false; error: 'split_transaction' | 'off_budget' | 'transfer'; tx_id: string };

export type CategorizePlan =
  | {
      ok: true;
      /** In assignment order. */
      changes: CategoryChange[];
      unchanged_count: number;
      /** The confirmed subject (confirmation.md §2): one item per change, skipped assignments left out. */
      subject: Assignment[];
      moves: CategoryMove[];
      /** Each change's amount in milliunits, aligned with `changes`, for the question's format. */
      changeMilli: number[];
      /** What the question shows of each change, amounts in milliunits: the before-state a confirmation binds. */
      seen: CategorizeSeen[];
    }
  | CategorizeRefusal;

/**
 * Check 1, on the arguments alone (tools.md: *no request*): the tool runs it before reading anything.
 * Reports the first assignment whose id was already seen, the earliest point the list stops being one
 * per transaction.
 */
export function checkAssignments(assignments: readonly Assignment[]): CategorizeRefusal | undefined {
  const seen = new Set<string>();
  for (const a of assignments) {
    if (seen.has(a.transaction_id)) return { ok: false, error: 'assigned_twice', tx_id: a.transaction_id };
    seen.add(a.transaction_id);
  }
  return undefined;
}

/** Refusals of a category on a transaction (checks 3–7), shared with review_transactions. */
export type CategoryRefusal = Exclude<CategorizeRefusal, { error: 'assigned_twice' | 'unknown_transaction' }>;

/**
 * Checks 3–7 of one assignment, in order: the category is a real, assignable one, and the transaction can
 * carry it (not split, on budget, not an on-budget transfer). Undefined when it can.
 */
export function categoryRefusal(
  categoryId: string,
  tx: ClassifyTransaction,
  lookup: Pick<CategoryLookup, 'uncategorizedIds' | 'assignableIds'>,
  accountsById: OnBudgetById,
): CategoryRefusal | undefined {
  if (lookup.uncategorizedIds.has(categoryId)) return { ok: false, error: 'uncategorized_category', category_id: categoryId };
  // Hidden, deleted and Credit Card Payment categories share this refusal: YNAB ignores them on a transaction.
  if (!lookup.assignableIds.has(categoryId)) return { ok: false, error: 'unknown_category', category_id: categoryId };
  if (isSplit(tx)) return { ok: false, error: 'split_transaction', tx_id: tx.id };
  if (!isOnBudgetAccount(tx.account_id, accountsById)) return { ok: false, error: 'off_budget', tx_id: tx.id };
  // A transfer to a tracking account needs a category in YNAB, so only on-budget transfers are refused.
  if (isOnBudgetTransfer(tx, accountsById)) return { ok: false, error: 'transfer', tx_id: tx.id };
  return undefined;
}

export function planCategorization(
  assignments: readonly Assignment[],
  transactions: readonly ClassifyTransaction[],
  accounts: readonly Pick<Account, 'id' | 'name' | 'on_budget'>[],
  groups: readonly ClassifyGroup[],
): CategorizePlan {
  const early = checkAssignments(assignments);
  if (early !== undefined) return early;

  const byId = new Map(transactions.map((t) => [t.id, t]));
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  const lookup = categoryLookup(groups);

  // Checks 2–7, assignment by assignment: the first failing check of the first failing assignment.
  const found: { a: Assignment; tx: ClassifyTransaction }[] = [];
  for (const a of assignments) {
    const tx = byId.get(a.transaction_id);
    if (tx === undefined || tx.deleted) return { ok: false, error: 'unknown_transaction', tx_id: a.transaction_id };
    const refused = categoryRefusal(a.category_id, tx, lookup, accountsById);
    if (refused !== undefined) return refused;
    found.push({ a, tx });
  }

  const changes: CategoryChange[] = [];
  const subject: Assignment[] = [];
  const moves: CategoryMove[] = [];
  const changeMilli: number[] = [];
  let unchanged = 0;
  for (const { a, tx } of found) {
    const before = tx.category_id ?? null;
    if (before === a.category_id) {
      unchanged += 1;
      continue;
    }
    // YNAB's internal Uncategorized shows as no category.
    const shownBefore = shownCategory(tx, lookup);
    changes.push({
      transaction_id: tx.id,
      date: tx.date,
      amount: fromMilli(tx.amount),
      payee: untrusted(tx.payee_name),
      from_category_id: shownBefore.id,
      from_category: shownBefore.name === null ? null : untrusted(shownBefore.name),
      to_category_id: a.category_id,
      to_category: untrusted(lookup.names.get(a.category_id)),
    });
    subject.push({ transaction_id: tx.id, category_id: a.category_id });
    moves.push({ transaction_id: tx.id, from_category_id: before, to_category_id: a.category_id });
    changeMilli.push(tx.amount);
  }
  const seen = changes.map(({ transaction_id, date, payee, from_category, to_category }, i) => ({
    transaction_id,
    date,
    payee,
    amount: changeMilli[i]!,
    from_category,
    to_category,
  }));
  return { ok: true, changes, unchanged_count: unchanged, subject, moves, changeMilli, seen };
}
