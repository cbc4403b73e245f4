// Turns the demo's rows (payees by name) into stored entities: payees with the ids of demo-plan.md §6,
// transactions with payee ids, import ids and paired transfer halves, scheduled transactions.

import type { ClearedStatus, Frequency } from '../model/api-types.ts';
import type { DemoAccount, DemoPayee, DemoScheduledTransaction, DemoTransaction } from '../model/plan-types.ts';

export interface RawTransaction {
  id: string;
  date: string;
  account: string;
  /** A payee name; "Transfer : <account name>" makes a transfer to that account. */
  payee: string;
  amount: number;
  category: string | null;
  cleared: ClearedStatus;
  approved: boolean;
  memo: string | null;
  /** Imported from the bank: carries `YNAB:<milliunits>:<date>:<occurrence>` and the bank label. */
  imported: boolean;
}

export interface RawScheduled {
  id: string;
  payee: string;
  amount: number;
  frequency: Frequency;
  date_first: string;
  date_next: string;
  category: string | null;
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const transferPayeeId = (accountId: string): string => `pay-tr-${accountId.replace(/^acc-/, '')}`;

/** Transfer payees first (one per account), then every other name as pay-NNN, numbered by code point. */
export function buildPayees(accounts: readonly DemoAccount[], names: Iterable<string>): DemoPayee[] {
  const transfer = accounts.map((a) => ({
    id: a.transfer_payee_id ?? transferPayeeId(a.id),
    name: `Transfer : ${a.name}`,
    transfer_account_id: a.id,
    deleted: false,
  }));
  const taken = new Set(transfer.map((p) => p.name));
  const plain = [...new Set(names)].filter((n) => !taken.has(n)).sort(byCodePoint);
  return [
    ...transfer,
    ...plain.map((name, i) => ({ id: `pay-${String(i).padStart(3, '0')}`, name, transfer_account_id: null, deleted: false })),
  ];
}

function payeeByName(payees: readonly DemoPayee[], name: string): DemoPayee {
  const payee = payees.find((p) => p.name === name);
  if (payee === undefined) throw new Error(`demo data: no payee named ${name}`);
  return payee;
}

/** Stored transactions; each transfer half is linked to the other half (same date, opposite amount). */
export function buildTransactions(rows: readonly RawTransaction[], payees: readonly DemoPayee[]): DemoTransaction[] {
  const occurrences = new Map<string, number>();
  const transactions = rows.map((row): DemoTransaction => {
    const payee = payeeByName(payees, row.payee);
    let importId: string | null = null;
    if (row.imported) {
      const key = `${row.account}:${row.amount}:${row.date}`;
      const occurrence = (occurrences.get(key) ?? 0) + 1;
      occurrences.set(key, occurrence);
      importId = `YNAB:${row.amount}:${row.date}:${occurrence}`;
    }
    return {
      id: row.id,
      date: row.date,
      amount: row.amount,
      memo: row.memo,
      cleared: row.cleared,
      approved: row.approved,
      flag_color: null,
      account_id: row.account,
      payee_id: payee.id,
      category_id: row.category,
      transfer_account_id: payee.transfer_account_id,
      transfer_transaction_id: null,
      matched_transaction_id: null,
      import_id: importId,
      import_payee_name: row.imported ? row.payee : null,
      import_payee_name_original: row.imported ? row.payee : null,
      debt_transaction_type: null,
      deleted: false,
      subtransactions: [],
    };
  });
  for (const t of transactions) {
    if (t.transfer_account_id === null || t.transfer_transaction_id !== null) continue;
    const other = transactions.find(
      (o) =>
        o.account_id === t.transfer_account_id &&
        o.transfer_account_id === t.account_id &&
        o.transfer_transaction_id === null &&
        o.date === t.date &&
        o.amount === -t.amount,
    );
    if (other === undefined) throw new Error(`demo data: ${t.id} has no other transfer half`);
    t.transfer_transaction_id = other.id;
    other.transfer_transaction_id = t.id;
  }
  return transactions;
}

export function buildScheduled(rows: readonly RawScheduled[], payees: readonly DemoPayee[], accountId: string): DemoScheduledTransaction[] {
  return rows.map((row) => {
    const payee = payeeByName(payees, row.payee);
    return {
      id: row.id,
      date_first: row.date_first,
      date_next: row.date_next,
      frequency: row.frequency,
      amount: row.amount,
      memo: null,
      flag_color: null,
      account_id: accountId,
      payee_id: payee.id,
      category_id: row.category,
      transfer_account_id: payee.transfer_account_id,
      deleted: false,
    };
  });
}
