// History-based category suggestions (algorithms.md §6): per direction, a merchant's past categories,
// and the top one suggested when its share of the merchant's history reaches the threshold.

import { compareCodePoints, laterDate } from '../core/compare.ts';
import { isOnBudgetAccount, isOnBudgetTransfer, isSplit, type OnBudgetById } from './classify-inputs.ts';
import type { SplitLines, Transaction } from '../core/ynab-slices.ts';
import { normalizePayee } from './payee-keys.ts';
import { realCategoryId } from './pending.ts';

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

// The merchant key of a transaction: '' without a payee, which the history never keeps. normalizePayee
// remembers the labels it has seen: each distinct label is normalised once.
function merchantOf(tx: Pick<Transaction, 'payee_name'>): string {
  return normalizePayee(tx.payee_name ?? '');
}

/**
 * The two history tables from the plan's categorised transactions: not deleted, on budget, not an
 * on-budget transfer, not split, with a real category and a non-empty merchant key.
 */
export function buildHistory(
  transactions: readonly (Pick<
    Transaction,
    'date' | 'amount' | 'account_id' | 'payee_name' | 'category_id' | 'transfer_account_id' | 'deleted'
  > &
    SplitLines<'deleted'>)[],
  accountsById: OnBudgetById,
  uncategorizedIds: ReadonlySet<string>,
): History {
  const history: History = { out: new Map(), in: new Map() };
  for (const tx of transactions) {
    if (tx.deleted || !isOnBudgetAccount(tx.account_id, accountsById)) continue;
    if (isOnBudgetTransfer(tx, accountsById) || isSplit(tx)) continue;
    const categoryId = realCategoryId(tx, uncategorizedIds);
    if (categoryId === undefined) continue;
    const key = merchantOf(tx);
    if (key === '') continue;
    const table = history[directionOf(tx.amount)];
    let perCategory = table.get(key);
    if (perCategory === undefined) {
      perCategory = new Map();
      table.set(key, perCategory);
    }
    const seen = perCategory.get(categoryId);
    if (seen === undefined) perCategory.set(categoryId, { count: 1, latest: tx.date });
    else {
      seen.count += 1;
      seen.latest = laterDate(seen.latest, tx.date);
    }
  }
  return history;
}

/** The top category and its exact share count/total of the kept history. */
export interface Score {
  category_id: string;
  count: number;
  total: number;
}

/**
 * Scores a transaction against the history of its own direction, keeping only assignable categories;
 * null when none is kept. Top: highest count, then latest date seen, then smallest category id (by code point).
 */
export function scoreTransaction(
  tx: Pick<Transaction, 'amount' | 'payee_name'>,
  history: History,
  assignableIds: ReadonlySet<string>,
): Score | null {
  const perCategory = history[directionOf(tx.amount)].get(merchantOf(tx));
  const kept = perCategory === undefined ? [] : [...perCategory].filter(([id]) => assignableIds.has(id));
  const top = kept.sort(
    ([idA, a], [idB, b]) => b.count - a.count || compareCodePoints(b.latest, a.latest) || compareCodePoints(idA, idB),
  )[0];
  if (top === undefined) return null;
  const total = kept.reduce((sum, [, seen]) => sum + seen.count, 0);
  return { category_id: top[0], count: top[1].count, total };
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

// String(x) of a finite number: an optional minus, digits, an optional fraction, an optional exponent
// (always signed).
const NUMBER_TEXT = /(-?\d+)(?:\.(\d+))?(?:e([+-]\d+))?/;

/** A finite number as the exact decimal fraction its shortest text shows (0.9 → 9/10, not the binary double). */
export function decimalFraction(x: number): { num: bigint; den: bigint } {
  const match = Number.isFinite(x) ? NUMBER_TEXT.exec(String(x)) : null;
  if (!match) throw new RangeError(`not a finite number: ${x}`);
  const [, whole, fraction = '', exponent] = match;
  // Decimal places: a negative count is trailing zeros (1.5e21 = 15 followed by 20 zeros).
  const places = fraction.length - Number(exponent ?? 0);
  const digits = BigInt(`${whole}${fraction}`);
  return { num: digits * 10n ** BigInt(Math.max(0, -places)), den: 10n ** BigInt(Math.max(0, places)) };
}

/** count/total ≥ threshold, compared exactly (a total of 0 never meets it: nothing to suggest). */
export function meetsThreshold(count: number, total: number, threshold: number): boolean {
  if (total <= 0) return false;
  const { num, den } = decimalFraction(threshold);
  return BigInt(count) * den >= num * BigInt(total);
}

/** The suggestion for one transaction, or null when nothing is kept or the share is below the threshold. */
export function suggestCategory(
  tx: Pick<Transaction, 'amount' | 'payee_name'>,
  history: History,
  assignableIds: ReadonlySet<string>,
  threshold: number,
): { category_id: string; confidence: number } | null {
  const score = scoreTransaction(tx, history, assignableIds);
  if (score === null || !meetsThreshold(score.count, score.total, threshold)) return null;
  return { category_id: score.category_id, confidence: roundConfidence(score.count, score.total) };
}
