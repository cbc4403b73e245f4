// find_transactions (tools.md): transactions filtered by dates, exact amount, accounts, categories and
// payee, newest first. Takes YNAB's transactions in milliunits; returns currency units with cleaned text.

import type { Output } from '../../../generated/contract/find_transactions.d.ts';
import { fromMilli } from '../core/money.ts';
import { transactionFacts } from '../facts/transaction-facts.ts';
import { normalizePayee } from '../classify/payee-keys.ts';
import { compareNewestFirst } from '../classify/pending.ts';
import { untrusted } from '../core/untrusted.ts';
import type { SplitLines, SubTransaction, Transaction } from '../core/ynab-slices.ts';

/** The split line fields the search reads (YNAB's SubTransaction, milliunits). */
type Line = Pick<SubTransaction, 'amount' | 'memo' | 'category_id' | 'category_name' | 'deleted'>;
/** The transaction fields the search reads (YNAB's TransactionDetail, milliunits). */
type Searched = Pick<
  Transaction,
  | 'id'
  | 'date'
  | 'amount'
  | 'memo'
  | 'cleared'
  | 'approved'
  | 'flag_color'
  | 'account_id'
  | 'account_name'
  | 'payee_name'
  | 'category_id'
  | 'category_name'
  | 'deleted'
> &
  SplitLines<keyof Line>;

export interface TransactionFilters {
  since: string;
  until: string;
  /** Exact signed amount in milliunits. */
  amount?: number | undefined;
  accountIds?: readonly string[] | undefined;
  categoryIds?: readonly string[] | undefined;
  payee?: string | undefined;
  limit: number;
}

/** find_transactions' answer, as its contract types it. */
export type FoundTransactions = Output;
export type FoundTransaction = Output['transactions'][number];

type Names = ReadonlyMap<string, { name: string }>;

/** The requested ids that are not known, in the order given, each once (for unknown_account / unknown_category). */
export function unknownIds(ids: readonly string[], known: { has(id: string): boolean }): string[] {
  return [...new Set(ids)].filter((id) => !known.has(id));
}

function liveLines(t: Searched): Line[] {
  return (t.subtransactions ?? []).filter((s) => !s.deleted);
}

// The payee test: normalised substring, or raw case-insensitive substring when the term normalises to "".
// normalizePayee keeps its keys (§3), so each distinct label is normalised once, however often it is met.
function payeeMatcher(term: string): (label: string) => boolean {
  const key = normalizePayee(term);
  if (key === '') {
    const raw = term.toUpperCase();
    return (label) => label.toUpperCase().includes(raw);
  }
  return (label) => normalizePayee(label).includes(key);
}

function categoryName(id: string | null | undefined, own: string | null | undefined, categories: Names): string | null {
  if (id == null) return null;
  const name = categories.get(id)?.name ?? own;
  return name == null ? null : untrusted(name);
}

function row(t: Searched, accounts: Names, categories: Names): FoundTransaction {
  const lines = liveLines(t);
  const split = lines.length > 0;
  return {
    ...transactionFacts(t, accounts),
    category: split ? null : categoryName(t.category_id, t.category_name, categories),
    split,
    lines: lines.map((s) => ({
      amount: fromMilli(s.amount),
      category: categoryName(s.category_id, s.category_name, categories),
      memo: s.memo == null ? null : untrusted(s.memo),
    })),
    cleared: t.cleared,
    approved: t.approved,
    // YNAB writes "no flag" as null or "".
    flag: t.flag_color == null || t.flag_color === '' ? null : t.flag_color,
  };
}

/** Non-deleted transactions matching every given filter, newest first (date, then id, descending). */
export function findTransactions(
  transactions: readonly Searched[],
  accountsById: Names,
  categoriesById: Names,
  filters: TransactionFilters,
): FoundTransactions {
  const accounts = filters.accountIds === undefined ? undefined : new Set(filters.accountIds);
  // Typed to look up a line's missing category id too, which no requested id matches.
  const categories = filters.categoryIds === undefined ? undefined : new Set<string | null | undefined>(filters.categoryIds);
  const payeeMatches = filters.payee === undefined ? undefined : payeeMatcher(filters.payee);
  const matches = transactions.filter((t) => {
    if (t.deleted || t.date < filters.since || t.date > filters.until) return false;
    if (filters.amount !== undefined && t.amount !== filters.amount) return false;
    if (accounts !== undefined && !accounts.has(t.account_id)) return false;
    if (categories !== undefined) {
      const lines = liveLines(t);
      // A split carries its categories on its lines; its own category_id is YNAB's "Split" placeholder.
      const ids = lines.length > 0 ? lines.map((s) => s.category_id) : [t.category_id];
      if (!ids.some((id) => categories.has(id))) return false;
    }
    // A transaction without a payee has no text to match.
    return payeeMatches === undefined || (t.payee_name != null && payeeMatches(t.payee_name));
  });
  matches.sort(compareNewestFirst);
  const limit = Math.max(0, filters.limit);
  return {
    transactions: matches.slice(0, limit).map((t) => row(t, accountsById, categoriesById)),
    total: matches.length,
    truncated: matches.length > limit,
  };
}
