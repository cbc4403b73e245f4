// Turns stored transactions, scheduled transactions and payees into YNAB's TransactionDetail,
// ScheduledTransactionDetail and Payee objects, with the account, payee and category names filled in.

import type { Payee, ScheduledTransactionDetail, SubTransaction, TransactionDetail } from './api-types.ts';
import type { DemoPayee, DemoScheduledTransaction, DemoSubTransaction, DemoTransaction } from './plan-types.ts';
import type { PlanView } from './plan-view.ts';

export const payeeView = (payee: DemoPayee): Payee => ({ ...payee });

function subTransactionView(view: PlanView, parent: DemoTransaction, sub: DemoSubTransaction): SubTransaction {
  return {
    id: sub.id,
    transaction_id: parent.id,
    amount: sub.amount,
    memo: sub.memo,
    payee_id: sub.payee_id,
    payee_name: view.payeeName(sub.payee_id),
    category_id: sub.category_id,
    category_name: view.categoryName(sub.category_id),
    transfer_account_id: null,
    transfer_transaction_id: null,
    deleted: sub.deleted,
  };
}

/** A split's parent has no category of its own; the spec names it 'Split'. */
export function transactionView(view: PlanView, t: DemoTransaction): TransactionDetail {
  const { subtransactions, ...summary } = t;
  const split = subtransactions.length > 0;
  return {
    ...summary,
    flag_name: null,
    account_name: view.accountName(t.account_id),
    payee_name: view.payeeName(t.payee_id),
    category_name: split ? 'Split' : view.categoryName(t.category_id),
    subtransactions: subtransactions.map((s) => subTransactionView(view, t, s)),
  };
}

export function scheduledView(view: PlanView, s: DemoScheduledTransaction): ScheduledTransactionDetail {
  return {
    ...s,
    flag_name: null,
    account_name: view.accountName(s.account_id),
    payee_name: view.payeeName(s.payee_id),
    category_name: view.categoryName(s.category_id),
    subtransactions: [],
  };
}
