// History-based category suggestions (algorithms.md §6): per direction, a merchant's past categories,
// and the top one suggested when its share of the merchant's history reaches the threshold.

import { compareCodePoints } from './compare.ts';
import { type ClassifyTransactionIn, isOnBudgetAccount, isOnBudgetTransfer, isSplit, type OnBudgetById } from './classify-inputs.ts';
import { normalizePayee } from './payees-normalize.ts';
import { isUncategorised } from './pending.ts';

/** Money out (amount < 0) or in (amount ≥ 0): a lender that once paid you must not make repayments look like income. */
export type Direction = 'out' | 'in';

export function directionOf(amount: number): Direction {
  return amount < 0 ? 'out' : 'in';
}

/** How often a category was used for a merchant, and the latest date it was. */
export interface CategorySeen {
  count: number;
  latest: string;
}

/** Merchant key → category id → use. */
export type HistoryTable = Map<string, Map<string, CategorySeen>>;

export interface History {
  out: HistoryTable;
  in: HistoryTable;
}

export type HistoryTransactionIn = Pick<
  ClassifyTransactionIn,
  'date' | 'amount' | 'account_id' | 'payee_name' | 'category_id' | 'transfer_account_id' | 'deleted' | 'subtransactions'
>;

/**
 * The two history tables from the plan's categorised transactions: not deleted, on budget, not an
 * on-budget transfer, not split, with a real category and a non-empty merchant key.
 */
export function buildHistory(
  transactions: readonly HistoryTransactionIn[],
  accountsById: OnBudgetById,
  uncategorizedIds: ReadonlySet<string>,
): History {
  const history: History = { out: new Map(), in: new Map() };
  for (const tx of transactions) {
    if (tx.deleted || !isOnBudgetAccount(tx.account_id, accountsById)) continue;
    if (isOnBudgetTransfer(tx, accountsById) || isSplit(tx)) continue;
    if (isUncategorised(tx, uncategorizedIds) || tx.category_id == null) continue;
    // normalizePayee remembers the labels it has seen: each distinct label is normalised once.
    const key = normalizePayee(tx.payee_name ?? '');
    if (key === '') continue;
    const table = history[directionOf(tx.amount)];
    let perCategory = table.get(key);
    if (perCategory === undefined) {
      perCategory = new Map();
      table.set(key, perCategory);
    }
    const seen = perCategory.get(tx.category_id);
    if (seen === undefined) perCategory.set(tx.category_id, { count: 1, latest: tx.date });
    else {
      seen.count += 1;
      if (compareCodePoints(tx.date, seen.latest) > 0) seen.latest = tx.date;
    }
  }
  return history;
}

/** The top category and its exact share count/total of the kept history (total 0: nothing kept). */
export interface Score {
  category_id: string | null;
  count: number;
  total: number;
}

/**
 * Scores a transaction against the history of its own direction, keeping only assignable categories.
 * Top: highest count, then latest date seen, then smallest category id (by code point).
 */
export function scoreTransaction(
  tx: Pick<ClassifyTransactionIn, 'amount' | 'payee_name'>,
  history: History,
  assignableIds: ReadonlySet<string>,
): Score {
  const perCategory = history[directionOf(tx.amount)].get(normalizePayee(tx.payee_name ?? ''));
  let top: { id: string; seen: CategorySeen } | undefined;
  let total = 0;
  for (const [id, seen] of perCategory ?? []) {
    if (!assignableIds.has(id)) continue;
    total += seen.count;
    if (
      top === undefined ||
      seen.count > top.seen.count ||
      (seen.count === top.seen.count &&
        (compareCodePoints(seen.latest, top.seen.latest) > 0 ||
          (seen.latest === top.seen.latest && compareCodePoints(id, top.id) < 0)))
    ) {
      top = { id, seen };
    }
  }
  return top === undefined ? { category_id: null, count: 0, total: 0 } : { category_id: top.id, count: top.seen.count, total };
}

/**
 * count/total (counts, so ≥ 0) rounded to 2 decimals half away from zero, from the exact rational
 * rather than a float quotient; 0 when total is 0.
 */
export function roundConfidence(count: number, total: number): number {
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(total) || count < 0 || total < 0) {
    throw new RangeError(`not a count: ${count}/${total}`);
  }
  if (total === 0) return 0;
  // floor(100·count/total + 1/2) = floor((200·count + total) / (2·total)), in integers.
  const n = 200 * count + total;
  const hundredths = (n - (n % (2 * total))) / (2 * total); // exact integer division
  return hundredths / 100;
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** A finite number as the exact decimal fraction its shortest text shows (0.9 → 9/10, not the binary double). */
export function decimalFraction(x: number): { num: bigint; den: bigint } {
  const match = Number.isFinite(x) ? NUMBER_TEXT.exec(String(x)) : null;
  if (!match) throw new RangeError(`not a finite number: ${x}`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let num = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    num *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { num: sign === '-' ? -num : num, den: 10n ** BigInt(scale) };
}

/** count/total ≥ threshold, compared exactly (a total of 0 never meets it: nothing to suggest). */
export function meetsThreshold(count: number, total: number, threshold: number): boolean {
  if (total <= 0) return false;
  const { num, den } = decimalFraction(threshold);
  return BigInt(count) * den >= num * BigInt(total);
}

/** The suggestion for one transaction, or null when nothing is kept or the share is below the threshold. */
export function suggestCategory(
  tx: Pick<ClassifyTransactionIn, 'amount' | 'payee_name'>,
  history: History,
  assignableIds: ReadonlySet<string>,
  threshold: number,
): { category_id: string; confidence: number } | null {
  const score = scoreTransaction(tx, history, assignableIds);
  if (score.category_id === null || !meetsThreshold(score.count, score.total, threshold)) return null;
  return { category_id: score.category_id, confidence: roundConfidence(score.count, score.total) };
}
