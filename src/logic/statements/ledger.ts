// A YNAB transaction as the statement matching, plan and journal read it: a copy of the few fields they
// need (the tools hold thousands per account), a split parent by its total, absent texts as null.
import type { LedgerTransaction } from './match-types.ts';

/** The fields of YNAB's TransactionDetail read here (optional ones as the API may leave them out). */
export interface TransactionIn {
  id: string;
  account_id: string;
  date: string;
  amount: number;
  payee_name?: string | null;
  memo?: string | null;
  cleared: string;
  import_id?: string | null;
  transfer_account_id?: string | null;
  subtransactions: readonly unknown[];
  category_id?: string | null;
  category_name?: string | null;
  deleted: boolean;
}

export type Ledgered = LedgerTransaction & { account_id: string; category_id: string | null; category_name: string | null; deleted: boolean };

export const ledgerOf = (t: TransactionIn): Ledgered => ({
  id: t.id,
  account_id: t.account_id,
  date: t.date,
  amount: t.amount,
  payee_name: t.payee_name ?? null,
  memo: t.memo ?? null,
  cleared: t.cleared,
  import_id: t.import_id ?? null,
  transfer_account_id: t.transfer_account_id ?? null,
  is_split: t.subtransactions.length > 0,
  category_id: t.category_id ?? null,
  category_name: t.category_name ?? null,
  deleted: t.deleted,
});

// Memoised per list: the YNAB client hands back one frozen list while its cache is unchanged, so a warm
// match_statement does not copy an account of 30,000 transactions again. A list that is not frozen may still
// change, so it is never memoised. The result depends on the list's contents only: still a pure function.
const memo = new WeakMap<readonly TransactionIn[], Map<string, readonly Ledgered[]>>();

/** One account's live transactions (deleted ones left out) as the statement tools read them. */
export function accountLedger(all: readonly TransactionIn[], accountId: string): readonly Ledgered[] {
  const byAccount = Object.isFrozen(all) ? (memo.get(all) ?? memo.set(all, new Map()).get(all)!) : undefined;
  let ledger = byAccount?.get(accountId);
  if (ledger === undefined) {
    ledger = Object.freeze(all.filter((t) => t.account_id === accountId && !t.deleted).map(ledgerOf));
    byAccount?.set(accountId, ledger);
  }
  return ledger;
}
