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

/** A payee in the listing, its shown name cleaned only when it is needed (a tie at the cut, or shown). */
interface Candidate {
  payee: Payee;
  transactions: number;
  last_date: string | null;
  name?: string;
}

const nameOf = (c: Candidate): string => (c.name ??= untrusted(c.payee.name));

/** The listing's order: most used first, then by shown name ignoring case, then by id. */
const byUse = (a: Candidate, b: Candidate): number =>
  b.transactions - a.transactions || compareIgnoringCase(nameOf(a), nameOf(b)) || compareCodePoints(a.payee.id, b.payee.id);

/**
 * Live, non-transfer payees matching the search, most used first, then by name ignoring case; cut at limit.
 * A plan whose bank labels vary has tens of thousands of payees: only the ones shown, and those tied with
 * the last one shown, have their names cleaned and their merchant found.
 */
export function listPayees(payees: readonly Payee[], usage: ReadonlyMap<string, PayeeUsage>, options: PayeeListOptions): PayeeListing {
  const term = options.search?.toUpperCase();
  const candidates: Candidate[] = [];
  for (const p of payees) {
    if (p.deleted || p.transfer_account_id != null) continue;
    // Upper case on both sides, the merchant's own case; the shown name is searched too, as the agent sees it.
    if (
      term !== undefined &&
      ![p.name.toUpperCase(), untrusted(p.name).toUpperCase(), normalizePayee(p.name)].some((s) => s.includes(term))
    ) {
      continue;
    }
    const used = usage.get(p.id);
    candidates.push({ payee: p, transactions: used?.transactions ?? 0, last_date: used?.last_date ?? null });
  }
  const shown = mostUsed(candidates, Math.max(0, options.limit)).map((c) => ({
    payee_id: c.payee.id,
    name: nameOf(c),
    merchant: untrusted(normalizePayee(c.payee.name)),
    transactions: c.transactions,
    last_date: c.last_date,
  }));
  return { payees: shown, total: candidates.length, shown: shown.length };
}

/**
 * The first `limit` candidates in the listing's order. Only those used at least as often as the last one
 * shown can be shown: they alone are sorted, so names are compared only among them.
 */
function mostUsed(candidates: readonly Candidate[], limit: number): Candidate[] {
  const cut = candidates.map((c) => c.transactions).sort((a, b) => b - a)[limit - 1] ?? 0;
  return candidates
    .filter((c) => c.transactions >= cut)
    .sort(byUse)
    .slice(0, limit);
}
