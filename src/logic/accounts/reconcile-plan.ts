// reconcile_account's analysis (algorithms.md §13) and plan (tools.md): checks in the tool's order, the
// outcome, the confirmed subject, the question, the adjustment and the journal details (its undo:
// src/logic/undo/reconcile.ts). Milliunits inside.

import { isReadyToAssign, type CategoryInfo, type GroupInfo } from '../facts/category-classes.ts';
import { compareCodePoints } from '../core/compare.ts';
import { addDays, daysBetween } from '../core/day-numbers.ts';
import { formatAmount, fromMilli, toMilli } from '../core/money.ts';
import { normalizePayee } from '../classify/payee-keys.ts';
import { question } from '../writes/preview.ts';
import { memoDigest, sentJournal, type SentFields, type SentJournal, type SentTransaction } from '../writes/sent-transactions.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account, Transaction } from '../core/ynab-slices.ts';

/** At most this many uncleared transactions are listed (the count covers them all). */
export const MAX_UNCLEARED = 50;
/** Possible duplicates are looked for among the transactions of the last 60 days … */
export const DUPLICATE_WINDOW_DAYS = 60;
/** … at most 3 days apart. */
export const DUPLICATE_GAP_DAYS = 3;

// YNAB's own "Reconciliation Balance Adjustment" payee name is reserved (a 400 through the API).
export const ADJUSTMENT_PAYEE = 'Bank balance adjustment';
export const ADJUSTMENT_MEMO = 'Added by avenir-mcp reconcile_account';

/** The transaction fields the analysis reads (YNAB's TransactionDetail); amounts in milliunits. */
type Analysed = Pick<Transaction, 'id' | 'account_id' | 'date' | 'amount' | 'cleared' | 'payee_name' | 'deleted'>;

export interface ReconcileAnalysis {
  cleared_balance: number;
  working_balance: number;
  /** bank − cleared_balance. */
  difference: number;
  /** Ids whose status is exactly `cleared`, sorted: the ones to mark. */
  reconcile_ids: string[];
  uncleared_count: number;
  /** The first 50 uncleared, by (date, id). */
  uncleared: Analysed[];
  explained_by: string[];
  possible_duplicates: [string, string][];
}

const isCleared = (t: Analysed): boolean => t.cleared === 'cleared' || t.cleared === 'reconciled';
const byDateThenId = (a: Analysed, b: Analysed): number => compareCodePoints(a.date, b.date) || compareCodePoints(a.id, b.id);

/**
 * Pairs [earlier, later] of transactions dated on or after today − 60 days, at most 3 days apart, with
 * the same amount and the same non-empty normalised payee, in scan order over (date, id).
 */
export function possibleDuplicates(transactions: readonly Analysed[], today: string): [string, string][] {
  // Less than 60 days after 0000-01-01, every date is in the window.
  const since = addDays(today, -DUPLICATE_WINDOW_DAYS) ?? '';
  const recent = transactions.filter((t) => !t.deleted && t.date >= since).sort(byDateThenId);
  // normalizePayee keeps each label's key, so a label is normalised once (algorithms.md §3).
  const merchants = recent.map((t) => normalizePayee(t.payee_name ?? ''));
  const pairs: [string, string][] = [];
  recent.forEach((first, i) => {
    if (merchants[i] === '') return;
    for (let j = i + 1; j < recent.length; j++) {
      const later = recent[j]!;
      if (daysBetween(first.date, later.date) > DUPLICATE_GAP_DAYS) break;
      if (later.amount === first.amount && merchants[j] === merchants[i]) pairs.push([first.id, later.id]);
    }
  });
  return pairs;
}

/** One account's live transactions against the bank's balance (milliunits). */
export function analyzeReconcile(transactions: readonly Analysed[], bank: number, today: string): ReconcileAnalysis {
  const live = transactions.filter((t) => !t.deleted);
  let cleared = 0;
  let working = 0;
  for (const t of live) {
    working += t.amount;
    if (isCleared(t)) cleared += t.amount;
  }
  const difference = bank - cleared;
  const uncleared = live.filter((t) => !isCleared(t)).sort(byDateThenId);
  return {
    cleared_balance: cleared,
    working_balance: working,
    difference,
    reconcile_ids: live
      .filter((t) => t.cleared === 'cleared')
      .map((t) => t.id)
      .sort(compareCodePoints),
    uncleared_count: uncleared.length,
    uncleared: uncleared.slice(0, MAX_UNCLEARED),
    explained_by: difference === 0 ? [] : uncleared.filter((t) => t.amount === difference).map((t) => t.id),
    possible_duplicates: possibleDuplicates(live, today),
  };
}

/** The analysis as the tool returns it: amounts in currency units, payees cleaned. */
export function shownAnalysis(account_id: string, bank: number, a: ReconcileAnalysis) {
  return {
    account_id,
    bank_balance: fromMilli(bank),
    cleared_balance: fromMilli(a.cleared_balance),
    working_balance: fromMilli(a.working_balance),
    difference: fromMilli(a.difference),
    to_reconcile_count: a.reconcile_ids.length,
    uncleared_count: a.uncleared_count,
    uncleared: a.uncleared.map((t) => ({
      transaction_id: t.id,
      date: t.date,
      amount: fromMilli(t.amount),
      payee: untrusted(t.payee_name),
    })),
    explained_by: a.explained_by,
    possible_duplicates: a.possible_duplicates,
  };
}

/** The check made before any request: the bank balance has at most 3 decimals (bad_amount). */
export function checkBankBalance(bank_balance: number): { ok: true } | { ok: false; error: 'bad_amount'; amount: string } {
  return toMilli(bank_balance, 3) === undefined ? { ok: false, error: 'bad_amount', amount: String(bank_balance) } : { ok: true };
}

/** The confirmed subject (confirmation.md §2): bank balance and adjustment (0 when none) in milliunits. */
export interface ReconcileSubject {
  account_id: string;
  bank_balance: number;
  adjustment: number;
  reconcile_ids: string[];
}

/**
 * The journal details of kind `reconcile` (journal-and-undo.md §3): the adjustment id comes with the
 * settlement, and with an adjustment, what its POST sends is written ahead (sent-transactions.ts).
 */
export type ReconcileDetails = { account_id: string; reconciled_ids: string[]; adjustment_id: string | null } & SentFields;

export interface ReconcileRequest {
  account_id: string;
  /** Currency units, as the agent sent it. */
  bank_balance: number;
  adjust: boolean;
  /** The plan's currency decimals. */
  digits: number;
  today: string;
}

export type ReconcilePlan =
  | { ok: false; error: 'unknown_account'; ids: string }
  | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number }
  | {
      ok: true;
      /** difference_found: a gap and no adjust; nothing_to_do: no gap, nothing to mark; else confirm. */
      outcome: 'difference_found' | 'nothing_to_do' | 'confirm';
      account: Pick<Account, 'id' | 'name' | 'on_budget' | 'deleted'>;
      /** The name cleaned with untrusted(). */
      name: string;
      bank: number;
      analysis: ReconcileAnalysis;
      /** The amount to record (the difference), or null when none is. */
      adjustment: number | null;
      subject: ReconcileSubject;
      details: ReconcileDetails;
      /** What the question shows of the plan besides the subject: the before-state a confirmation binds. */
      seen: { account: string };
      question: string;
    };

/** `Reconcile {account}: mark {n} cleared transaction(s) reconciled?`, the adjustment at the end when there is one. */
export function reconcileQuestion(name: string, count: number, adjustment: number | null, digits: number): string {
  const tail = adjustment === null ? '' : ` and record an adjustment of ${formatAmount(adjustment, digits)}`;
  return question(`Reconcile ${untrusted(name)}: mark ${count} cleared transaction(s) reconciled${tail}?`, []);
}

/** The checks after the reads (unknown_account, too_many_decimals), then the analysis and what follows. */
export function planReconcile(
  request: ReconcileRequest,
  accounts: readonly Pick<Account, 'id' | 'name' | 'on_budget' | 'deleted'>[],
  transactions: readonly Analysed[],
): ReconcilePlan {
  const { account_id, bank_balance, adjust, digits, today } = request;
  const account = accounts.find((a) => a.id === account_id && !a.deleted);
  if (account === undefined) return { ok: false, error: 'unknown_account', ids: account_id };
  const bank = toMilli(bank_balance, digits);
  if (bank === undefined) return { ok: false, error: 'too_many_decimals', amount: String(bank_balance), decimals: digits };
  const analysis = analyzeReconcile(
    transactions.filter((t) => t.account_id === account_id),
    bank,
    today,
  );
  const { difference, reconcile_ids } = analysis;
  const outcome =
    difference !== 0 && !adjust ? 'difference_found' : difference === 0 && reconcile_ids.length === 0 ? 'nothing_to_do' : 'confirm';
  const adjustment = adjust && difference !== 0 ? difference : null;
  return {
    ok: true,
    outcome,
    account,
    name: untrusted(account.name),
    bank,
    analysis,
    adjustment,
    subject: { account_id, bank_balance: bank, adjustment: adjustment ?? 0, reconcile_ids },
    details: { account_id, reconciled_ids: reconcile_ids, adjustment_id: null },
    seen: { account: untrusted(account.name) },
    question: reconcileQuestion(account.name, reconcile_ids.length, adjustment, digits),
  };
}

/** The id of YNAB's "Inflow: Ready to Assign", where an adjustment on a budget account goes; null if absent. */
export function readyToAssignId(
  groups: readonly (GroupInfo & { categories: readonly (CategoryInfo & { id: string })[] })[],
): string | null {
  for (const group of groups) {
    const found = group.categories.find((c) => !c.deleted && isReadyToAssign(c, group));
    if (found !== undefined) return found.id;
  }
  return null;
}

/** The adjustment transaction (tools.md, apply step 1): dated today, already reconciled and approved. */
export function adjustmentTransaction(account_id: string, today: string, amount: number, category_id: string | null) {
  return {
    account_id,
    date: today,
    amount,
    payee_name: ADJUSTMENT_PAYEE,
    memo: ADJUSTMENT_MEMO,
    cleared: 'reconciled' as const,
    approved: true,
    category_id,
  };
}

/** The adjustment as the journal announces it before the POST, so undo can find it if the answer is lost (sent-transactions.ts). */
export const adjustmentSent = (today: string, amount: number): SentTransaction => ({
  date: today,
  amount,
  payee_name: ADJUSTMENT_PAYEE,
  memo_digest: memoDigest(ADJUSTMENT_MEMO),
});

/** What the journal keeps ahead of the adjustment's POST: the adjustment as sent, among the account's transactions. */
export const adjustmentJournal = (
  accountId: string,
  today: string,
  amount: number,
  transactions: Parameters<typeof sentJournal>[2],
): SentJournal => sentJournal(accountId, [adjustmentSent(today, amount)], transactions);
