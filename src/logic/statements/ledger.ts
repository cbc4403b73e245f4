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
