// The facts every transaction row shows an agent (find_transactions, suggest_categories): id, date,
// amount in currency units, and the bank's payee and memo cleaned, with the account's name.
import type { Output } from '../../../generated/contract/find_transactions.d.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Transaction } from '../core/ynab-slices.ts';

/** The shared head of a transaction row (currency units, cleaned text): find_transactions' rows begin with it, as suggest_categories' do. */
export type TransactionFacts = Pick<Output['transactions'][number], 'transaction_id' | 'date' | 'amount' | 'payee' | 'memo' | 'account'>;

export function transactionFacts(
  t: Pick<Transaction, 'id' | 'date' | 'amount' | 'payee_name' | 'memo' | 'account_id' | 'account_name'>,
  accounts: ReadonlyMap<string, { name: string }>,
): TransactionFacts {
  return {
    transaction_id: t.id,
    date: t.date,
    amount: fromMilli(t.amount),
    payee: untrusted(t.payee_name),
    memo: t.memo == null ? null : untrusted(t.memo),
    account: untrusted(accounts.get(t.account_id)?.name ?? t.account_name),
  };
}
