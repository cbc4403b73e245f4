// A deep, JSON-safe copy of one plan's state for field-by-field checks in tests: the stored data plus what
// the API would show now (balances, month figures, names), deleted transactions included.

import type { Account, MonthDetail, NewTransaction, Payee, ScheduledTransactionDetail, TransactionDetail } from './api-types.ts';
import { accountView, monthDetailView } from './api-views.ts';
import type { PlanState } from './plan-state.ts';
import type { DemoPlan } from './plan-types.ts';
import type { PlanView } from './plan-view.ts';
import { payeeView, scheduledView, transactionView } from './transaction-views.ts';

export interface PlanSnapshot {
  id: string;
  server_knowledge: number;
  /** The stored data (what mutate() changes). */
  data: DemoPlan;
  accounts: Account[];
  months: MonthDetail[];
  transactions: TransactionDetail[];
  payees: Payee[];
  scheduled_transactions: ScheduledTransactionDetail[];
  import_queue: NewTransaction[];
}

export function snapshotOf(state: PlanState, view: PlanView): PlanSnapshot {
  const { plan } = state;
  return structuredClone({
    id: plan.id,
    server_knowledge: state.serverKnowledge,
    data: plan,
    accounts: plan.accounts.map((a) => accountView(view, a)),
    months: plan.months.flatMap((m) => monthDetailView(view, m.month) ?? []),
    transactions: plan.transactions.map((t) => transactionView(view, t)),
    payees: plan.payees.map(payeeView),
    scheduled_transactions: plan.scheduled_transactions.map((s) => scheduledView(view, s)),
    import_queue: state.importQueue,
  });
}
