// split_transaction's plan (tools.md, algorithms.md §22): the split checks in their order, then the result
// fields, the confirmed subject, the question and the lines sent. Amounts in milliunits until the result.

import type { Output } from '../../../generated/contract/split_transaction.d.ts';
import { isCreditCardPayment, isUncategorized, isUsable } from '../facts/category-classes.ts';
import { type ClassifyGroup, type ClassifyTransaction, isOnBudgetAccount, isSplit } from '../classify/classify-inputs.ts';
import type { Account } from '../core/ynab-slices.ts';
import { formatAmount, fromMilli, toMilli } from '../core/money.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { agentText, untrusted } from '../core/untrusted.ts';

/** One line as the agent sends it; `amount` in currency units. */
export interface SplitLineArg {
  amount: number;
  category_id: string;
  memo?: string | undefined;
}

/** One line as YNAB receives it (SaveSubTransaction) and as it is confirmed: milliunits, trimmed memo or null. */
export interface SplitLineSent {
  amount: number;
  category_id: string;
  memo: string | null;
}

/** The line as the result shows it (its contract's). */
export type SplitLineShown = Output['lines'][number];

export interface SplitFields {
  transaction_id: string;
  date: string;
  payee: string;
  amount: number;
  from_category: string | null;
  lines: SplitLineShown[];
}

/** The question's transaction and lines, raw. */
export type SplitSeen = {
  date: string;
  payee: string;
  amount: number;
  lines: { amount: number; category: string; memo: string | null }[];
};

/** The refusals, in check order; `line` numbers lines from 1. */
export type SplitRefusal =
  | { ok: false; error: 'bad_amount'; amount: string }
  | {
      ok: false;
      error: 'unknown_transaction' | 'deleted_transaction' | 'already_split' | 'transfer_split' | 'off_budget_split';
      tx_id: string;
    }
  | { ok: false; error: 'too_few_lines'; count: number }
  | { ok: false; error: 'zero_line'; line: number }
  | { ok: false; error: 'not_one_line'; what: string; text: string }
  | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number }
  | { ok: false; error: 'uncategorized_category' | 'unknown_category' | 'card_payment_category'; category_id: string; line: number }
  | { ok: false; error: 'lines_sum'; total: string; tx_id: string; amount: string };

export type SplitPlan =
  | {
      ok: true;
      fields: SplitFields;
      subject: { transaction_id: string; lines: SplitLineSent[] };
      /** What the question shows, amounts in milliunits: the before-state a confirmation binds. */
      seen: SplitSeen;
      question: string;
    }
  | SplitRefusal;

/** The last line of every split question: the write cannot be taken back through the API. */
export const SPLIT_UNDO_WARNING = "undo_operation cannot revert this split: only YNAB's app can edit it";

/** Before any request: every line amount has at most 3 decimals (bad_amount). */
export function checkSplitAmounts(lines: readonly SplitLineArg[]): { ok: true } | Extract<SplitRefusal, { error: 'bad_amount' }> {
  const bad = lines.find((l) => toMilli(l.amount, 3) === undefined);
  return bad === undefined ? { ok: true } : { ok: false, error: 'bad_amount', amount: String(bad.amount) };
}

type Found = { category: ClassifyGroup['categories'][number]; group: ClassifyGroup };
type CategoryError = 'uncategorized_category' | 'unknown_category' | 'card_payment_category';

function categoriesById(groups: readonly ClassifyGroup[]): Map<string | null | undefined, Found> {
  const byId = new Map<string | null | undefined, Found>();
  for (const group of groups) for (const category of group.categories) byId.set(category.id, { category, group });
  return byId;
}

/** The first line (1-based) for which `bad` holds, or undefined. */
function firstLine<T>(lines: readonly T[], bad: (line: T) => boolean): number | undefined {
  const i = lines.findIndex(bad);
  return i < 0 ? undefined : i + 1;
}

// What is wrong with a line's category, if anything: Uncategorized is named as such, though it is not usable either.
function categoryError(found: Found | undefined): CategoryError | undefined {
  if (found === undefined) return 'unknown_category';
  if (isUncategorized(found.category, found.group)) return 'uncategorized_category';
  if (!isUsable(found.category, found.group)) return 'unknown_category';
  if (isCreditCardPayment(found.category, found.group)) return 'card_payment_category';
  return undefined;
}

// Each category check over every line before the next; on success every line's category, in order.
function checkCategories(
  lines: readonly SplitLineArg[],
  byId: ReadonlyMap<string | null | undefined, Found>,
): { ok: true; found: Found[] } | Extract<SplitRefusal, { category_id: string }> {
  const found = lines.map((l) => byId.get(l.category_id));
  const errors = found.map(categoryError);
  for (const error of ['uncategorized_category', 'unknown_category', 'card_payment_category'] as const) {
    const line = firstLine(errors, (e) => e === error);
    if (line !== undefined) return { ok: false, error, category_id: lines[line - 1]!.category_id, line };
  }
  // No line has an error, so each has its category.
  return { ok: true, found: found as Found[] };
}

// The category before the split: none for no category or Uncategorized; one the plan no longer lists
// shows YNAB's name for it.
function categoryBefore(tx: ClassifyTransaction, byId: ReadonlyMap<string | null | undefined, Found>): string | null {
  const before = byId.get(tx.category_id);
  if (before !== undefined) return isUncategorized(before.category, before.group) ? null : untrusted(before.category.name);
  return tx.category_id == null ? null : untrusted(tx.category_name ?? tx.category_id);
}

/**
 * The split checks of §22 in order, each over every line before the next: transaction found, not deleted,
 * not split, not a transfer, on budget; at least 2 lines; no zero line; memos one line; decimals;
 * no Uncategorized; usable and not Credit Card Payment; the lines sum exactly to the amount.
 */
export function planSplit(
  transaction_id: string,
  lines: readonly SplitLineArg[],
  data: {
    transactions: readonly ClassifyTransaction[];
    accounts: readonly Pick<Account, 'id' | 'name' | 'on_budget'>[];
    groups: readonly ClassifyGroup[];
    digits: number;
  },
): SplitPlan {
  const { digits } = data;
  const tx = data.transactions.find((t) => t.id === transaction_id);
  if (tx === undefined) return { ok: false, error: 'unknown_transaction', tx_id: transaction_id };
  if (tx.deleted) return { ok: false, error: 'deleted_transaction', tx_id: tx.id };
  if (isSplit(tx)) return { ok: false, error: 'already_split', tx_id: tx.id };
  // Any transfer (decision, §22): even one to a tracking account, which YNAB lets carry a category.
  if (tx.transfer_account_id != null) return { ok: false, error: 'transfer_split', tx_id: tx.id };
  if (!isOnBudgetAccount(tx.account_id, new Map(data.accounts.map((a) => [a.id, a]))))
    return { ok: false, error: 'off_budget_split', tx_id: tx.id };
  if (lines.length < 2) return { ok: false, error: 'too_few_lines', count: lines.length };

  const zero = firstLine(lines, (l) => toMilli(l.amount, 3) === 0);
  if (zero !== undefined) return { ok: false, error: 'zero_line', line: zero };
  const memos = lines.map((l) => (l.memo === undefined ? null : agentText(l.memo)));
  const badMemo = firstLine(memos, (m) => m === undefined);
  if (badMemo !== undefined)
    return { ok: false, error: 'not_one_line', what: `Memo of line ${badMemo}`, text: untrusted(lines[badMemo - 1]!.memo) };
  const milli: number[] = [];
  for (const l of lines) {
    const m = toMilli(l.amount, digits);
    if (m === undefined) return { ok: false, error: 'too_many_decimals', amount: String(l.amount), decimals: digits };
    milli.push(m);
  }

  const byId = categoriesById(data.groups);
  const checked = checkCategories(lines, byId);
  if (!checked.ok) return checked;

  // Integer milliunits: no float accumulation (algorithms.md §1).
  const total = milli.reduce((s, m) => s + m, 0);
  if (total !== tx.amount) {
    return { ok: false, error: 'lines_sum', total: formatAmount(total, digits), tx_id: tx.id, amount: formatAmount(tx.amount, digits) };
  }

  const sent: SplitLineSent[] = lines.map((l, i) => ({ amount: milli[i]!, category_id: l.category_id, memo: memos[i] || null }));
  const names = checked.found.map((f) => untrusted(f.category.name));
  const payee = untrusted(tx.payee_name);
  const head = transactionHead(tx.date, payee, formatAmount(tx.amount, digits));
  const detail = sent.map(
    (s, i) => `${names[i]!} ${formatAmount(s.amount, digits)}${s.memo === null ? '' : ` — memo: ${untrusted(s.memo)}`}`,
  );
  return {
    ok: true,
    fields: {
      transaction_id: tx.id,
      date: tx.date,
      payee,
      amount: fromMilli(tx.amount),
      from_category: categoryBefore(tx, byId),
      lines: sent.map((s, i) => ({ amount: fromMilli(s.amount), category: names[i]!, memo: s.memo })),
    },
    subject: { transaction_id: tx.id, lines: sent },
    seen: { date: tx.date, payee, amount: tx.amount, lines: sent.map((s, i) => ({ amount: s.amount, category: names[i]!, memo: s.memo })) },
    // The warning comes last even when the lines are cut at 20.
    question: `${question(`Split ${head} into ${lines.length} lines?`, detail)}\n- ${SPLIT_UNDO_WARNING}`,
  };
}
