// A YNAB transaction as the statement matching, plan and journal read it: a copy of the few fields they
// need (the tools hold thousands per account), a split parent by its total, absent texts as null.
import type { LedgerTransaction } from './match-types.ts';
import type { SplitLines, Transaction } from '../core/ynab-slices.ts';

/** The fields of YNAB's TransactionDetail read here; of its split lines, only whether there are any. */
type Read = Pick<
  Transaction,
  | 'id'
  | 'account_id'
  | 'date'
  | 'amount'
  | 'payee_name'
  | 'memo'
  | 'cleared'
  | 'import_id'
  | 'transfer_account_id'
  | 'category_id'
  | 'category_name'
  | 'deleted'
> &
  Required<SplitLines<never>>;

export type Ledgered = LedgerTransaction & {
  account_id: string;
  category_id: string | null;
  category_name: string | null;
  deleted: boolean;
};

export const ledgerOf = (t: Read): Ledgered => ({
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
const memo = new WeakMap<readonly Read[], Map<string, readonly Ledgered[]>>();

/** One account's live transactions (deleted ones left out) as the statement tools read them. */
export function accountLedger(all: readonly Read[], accountId: string): readonly Ledgered[] {
  const byAccount = Object.isFrozen(all) ? (memo.get(all) ?? memo.set(all, new Map()).get(all)!) : undefined;
  let ledger = byAccount?.get(accountId);
  if (ledger === undefined) {
    ledger = Object.freeze(all.filter((t) => t.account_id === accountId && !t.deleted).map(ledgerOf));
    byAccount?.set(accountId, ledger);
  }
  return ledger;
}
