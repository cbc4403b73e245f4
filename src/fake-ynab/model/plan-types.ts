// The in-memory model of a plan: what the fake YNAB stores (amounts in milliunits). Only raw data lives
// here; balances, month figures and goal progress are computed from it (derive.ts), as YNAB does.

import type { Account, ClearedStatus, CurrencyFormat, DateFormat, FlagColor, Frequency, Payee, TransactionSummary } from './api-types.ts';

/** An account as stored: balances are computed from its transactions; accounts are never deleted. */
export type DemoAccount = Omit<Account, 'deleted' | 'debt_original_balance' | 'balance' | 'cleared_balance' | 'uncleared_balance'>;

/** A category's target definition (the writable / fixed goal fields); the computed ones come from goals.ts. */
export interface DemoTarget {
  goal_type: 'NEED';
  goal_target: number;
  /** null: a repeating target; a date: a "by date" target. */
  goal_target_date: string | null;
  goal_cadence: number | null;
  goal_cadence_frequency: number | null;
  goal_needs_whole_amount: boolean;
  goal_day: number | null;
  goal_creation_month: string;
}

export interface DemoCategory {
  id: string;
  name: string;
  hidden: boolean;
  internal: boolean;
  note: string | null;
  target: DemoTarget | null;
}

export interface DemoCategoryGroup {
  id: string;
  name: string;
  hidden: boolean;
  internal: boolean;
  categories: DemoCategory[];
}

export type DemoPayee = Payee;

export interface DemoSubTransaction {
  id: string;
  amount: number;
  memo: string | null;
  payee_id: string | null;
  category_id: string | null;
  deleted: boolean;
}

/** A transaction as stored: the API's summary fields (flag_name is always null) plus its split lines. */
export type DemoTransaction = Omit<TransactionSummary, 'flag_name' | 'cleared' | 'flag_color'> & {
  cleared: ClearedStatus;
  flag_color: FlagColor;
  subtransactions: DemoSubTransaction[];
};

export interface DemoScheduledTransaction {
  id: string;
  date_first: string;
  date_next: string;
  frequency: Frequency;
  amount: number;
  memo: string | null;
  flag_color: FlagColor;
  account_id: string;
  payee_id: string | null;
  category_id: string | null;
  transfer_account_id: string | null;
  deleted: boolean;
}

/** One plan month as stored: what was assigned; activity, balances and Ready to Assign are computed. */
export interface DemoMonth {
  /** YYYY-MM-01 */
  month: string;
  note: string | null;
  /** Fixed data: YNAB's algorithm is not reproduced (demo-plan.md §3). */
  age_of_money: number | null;
  /** Category id → budgeted; a category missing here has 0. */
  budgeted: Record<string, number>;
}

export interface DemoPlan {
  id: string;
  name: string;
  last_modified_on: string;
  first_month: string;
  last_month: string;
  date_format: DateFormat | null;
  currency_format: CurrencyFormat | null;
  accounts: DemoAccount[];
  category_groups: DemoCategoryGroup[];
  payees: DemoPayee[];
  /** Deleted ones are kept with `deleted: true` (they appear in delta reads). */
  transactions: DemoTransaction[];
  scheduled_transactions: DemoScheduledTransaction[];
  /** Ordered oldest first, contiguous. */
  months: DemoMonth[];
}
