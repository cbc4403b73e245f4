// list_payees (algorithms.md §23): payee usage from transactions, and the listing most used first,
// each payee with its normalised merchant so messy bank names stand out.

import type { Output } from '../../../generated/contract/list_payees.d.ts';
import { compareCodePoints, compareIgnoringCase, laterDate } from '../core/compare.ts';
import { normalizePayee } from '../classify/payee-keys.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Payee, Transaction } from '../core/ynab-slices.ts';

export interface PayeeUsage {
  transactions: number;
  last_date: string;
}

/** list_payees' answer, as its contract types it. */
export type PayeeListing = Output;
export type PayeeRow = Output['payees'][number];

export interface PayeeListOptions {
  /** Case-insensitive substring of the name or of the merchant. */
  search?: string | undefined;
  limit: number;
}

/** Per payee id: how many non-deleted transactions name it, and the latest of their dates. */
export function payeeUsage(transactions: readonly Pick<Transaction, 'payee_id' | 'date' | 'deleted'>[]): Map<string, PayeeUsage> {
  const usage = new Map<string, PayeeUsage>();
  for (const t of transactions) {
    if (t.deleted || t.payee_id == null) continue;
    const seen = usage.get(t.payee_id);
    if (seen === undefined) usage.set(t.payee_id, { transactions: 1, last_date: t.date });
    else {
      seen.transactions += 1;
      seen.last_date = laterDate(seen.last_date, t.date);
    }
  }
  return usage;
}

/** Live, non-transfer payees matching the search, most used first, then by name ignoring case; cut at limit. */
export function listPayees(payees: readonly Payee[], usage: ReadonlyMap<string, PayeeUsage>, options: PayeeListOptions): PayeeListing {
  const term = options.search?.toUpperCase();
  const rows: PayeeRow[] = [];
  for (const p of payees) {
    if (p.deleted || p.transfer_account_id != null) continue;
    const name = untrusted(p.name);
    const merchant = normalizePayee(p.name);
    // Upper case on both sides, the merchant's own case; the shown name is searched too, as the agent sees it.
    if (term !== undefined && ![p.name.toUpperCase(), name.toUpperCase(), merchant].some((s) => s.includes(term))) {
      continue;
    }
    const used = usage.get(p.id);
    rows.push({
      payee_id: p.id,
      name,
      merchant: untrusted(merchant),
      transactions: used?.transactions ?? 0,
      last_date: used?.last_date ?? null,
    });
  }
  rows.sort((a, b) => b.transactions - a.transactions || compareIgnoringCase(a.name, b.name) || compareCodePoints(a.payee_id, b.payee_id));
  const shown = rows.slice(0, Math.max(0, options.limit));
  return { payees: shown, total: rows.length, shown: shown.length };
}
