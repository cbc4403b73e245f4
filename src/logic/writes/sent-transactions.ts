// New transactions as the journal announces them before their POST (journal-and-undo.md §3, `sent`): when
// YNAB's answer, which holds their ids, is lost, undo finds them again by what was sent, on the account,
// among the transactions that did not exist before the write. No import id is sent to make this easier:
// YNAB would match an imported transaction to one the user entered (same account and amount, ±10 days)
// and skip one whose import id it already has, so what it holds would no longer be what was sent.

import { createHash } from 'node:crypto';
import { sameIgnoringCase } from '../core/agent-name.ts';
import { UNCATEGORIZED_NAME } from '../facts/category-classes.ts';
import { fieldsOf } from './journal-fields.ts';
import type { Transaction } from '../core/ynab-slices.ts';

/** One transaction as sent; milliunits. */
export interface SentTransaction {
  date: string;
  amount: number;
  payee_name: string;
  /** The memo's digest (memoDigest), never the memo itself; null for none. */
  memo_digest: string | null;
  /** Absent: not compared (the category is chosen after the entry is written). */
  category_id?: string | null;
}

/** What the journal keeps ahead of the POST. */
export interface SentJournal {
  account_id: string;
  sent: SentTransaction[];
  /** Live transactions of the account that already had the date and amount of one sent: never taken for a new one. */
  existing_ids: string[];
}

/** A transaction the search may take for a sent one: the fields it reads (YNAB's TransactionDetail, milliunits). */
export type SentCandidate = Pick<
  Transaction,
  'id' | 'account_id' | 'date' | 'amount' | 'payee_name' | 'memo' | 'category_id' | 'category_name' | 'import_id' | 'deleted'
>;

/** First 16 hex characters of the memo's SHA-256: enough to recognise it, and the memo is not stored. */
export const memoDigest = (memo: string | null | undefined): string | null =>
  memo === null || memo === undefined || memo === '' ? null : createHash('sha256').update(memo).digest('hex').slice(0, 16);

/**
 * No category sent, and YNAB's internal Uncategorized should YNAB file it there: both mean none (the
 * transaction carries the category's name, which spares a categories read).
 */
export function sameCategory(tx: Pick<Transaction, 'category_id' | 'category_name'>, recorded: string | null): boolean {
  const now = tx.category_id ?? null;
  if (now === recorded) return true;
  return recorded === null && tx.category_name === UNCATEGORIZED_NAME;
}

/** The `sent` record of a POST about to go: the items, and the ids of the account's look-alikes already there. */
export function sentJournal(
  account_id: string,
  sent: SentTransaction[],
  existing: readonly Pick<Transaction, 'id' | 'account_id' | 'date' | 'amount' | 'deleted'>[],
): SentJournal {
  const keys = new Set(sent.map((s) => `${s.date}|${s.amount}`));
  const existing_ids = existing
    .filter((t) => !t.deleted && t.account_id === account_id && keys.has(`${t.date}|${t.amount}`))
    .map((t) => t.id);
  return { account_id, sent, existing_ids };
}

/**
 * What was sent, as the details of a `create` or a `reconcile` line hold it beside their own fields: whole,
 * or not at all (a line written before `sent` existed, or without an adjustment).
 */
export type SentFields = SentJournal | { sent?: undefined; existing_ids?: undefined };

/** The `sent` record of a journal line (read from disk, so checked); undefined when absent or malformed. */
export function parseSent(details: unknown): SentJournal | undefined {
  const { account_id, sent, existing_ids } = fieldsOf(details) ?? {};
  if (typeof account_id !== 'string' || !Array.isArray(sent) || sent.length === 0 || !Array.isArray(existing_ids)) return undefined;
  const items: SentTransaction[] = [];
  for (const item of sent) {
    const s = fieldsOf(item);
    if (s === undefined || typeof s.date !== 'string' || typeof s.amount !== 'number' || typeof s.payee_name !== 'string') return undefined;
    if (s.memo_digest !== null && typeof s.memo_digest !== 'string') return undefined;
    if ('category_id' in s && s.category_id !== null && typeof s.category_id !== 'string') return undefined;
    const category = 'category_id' in s ? { category_id: s.category_id as string | null } : {};
    items.push({ date: s.date, amount: s.amount, payee_name: s.payee_name, memo_digest: s.memo_digest, ...category });
  }
  return { account_id, sent: items, existing_ids: existing_ids.filter((id): id is string => typeof id === 'string') };
}

const matches = (s: SentTransaction, t: SentCandidate): boolean =>
  t.date === s.date &&
  t.amount === s.amount &&
  // YNAB files the name under an existing payee of that name, whose case may differ; every one sent has a name.
  t.payee_name != null &&
  sameIgnoringCase(t.payee_name, s.payee_name) &&
  memoDigest(t.memo) === s.memo_digest &&
  (s.category_id === undefined || sameCategory(t, s.category_id));

export interface SentSearch<T> {
  /** Transactions taken for sent ones, in the order sent. */
  found: T[];
  /** Sent ones with no match. */
  missing: number;
  /** Ids of look-alikes more numerous than the sent ones they look like: which are new cannot be told. */
  ambiguous: string[];
}

/**
 * The transactions that are the sent ones: live, on the account, without an import id (a bank's), not
 * among those there before the write, nor among `claimed` (ids other operations created). Sent ones
 * alike are matched as a group: when more transactions look like them than were sent, none is taken.
 */
export function findSent<T extends SentCandidate>(
  journal: SentJournal,
  transactions: readonly T[],
  claimed: ReadonlySet<string>,
): SentSearch<T> {
  const before = new Set(journal.existing_ids);
  let pool = transactions.filter(
    (t) => !t.deleted && t.account_id === journal.account_id && (t.import_id ?? null) === null && !before.has(t.id) && !claimed.has(t.id),
  );
  const found: T[] = [];
  const ambiguous: string[] = [];
  let missing = 0;
  const done = new Set<number>();
  journal.sent.forEach((s, i) => {
    if (done.has(i)) return;
    const alike = journal.sent.flatMap((other, j) => (JSON.stringify(other) === JSON.stringify(s) ? [j] : []));
    for (const j of alike) done.add(j);
    const candidates = pool.filter((t) => matches(s, t));
    pool = pool.filter((t) => !candidates.includes(t));
    if (candidates.length > alike.length) ambiguous.push(...candidates.map((t) => t.id));
    else {
      found.push(...candidates);
      missing += alike.length - candidates.length;
    }
  });
  return { found, missing, ambiguous };
}
