// The in-memory model of a demo plan: what the fake YNAB stores and serves (amounts in milliunits).
// Later issues add transactions, payees and scheduled transactions here.

import type { Account, CurrencyFormat, DateFormat } from './api-types.ts';

/** An account as stored: the API's Account without the fields the fake fills in (deleted, deprecated). */
export type DemoAccount = Omit<Account, 'deleted' | 'debt_original_balance'>;

/** A category's target definition (the writable / fixed goal fields); the computed ones come from goals.ts. */
export interface DemoTarget {
  goal_type: 'NEED';
  goal_target: number;
  /** null: a repeating ("each month") target; a date: a "by date" target. */
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

/** One category's figures in one month. */
export interface MonthCategoryFigures {
  budgeted: number;
  activity: number;
  balance: number;
}

export interface DemoMonth {
  /** YYYY-MM-01 */
  month: string;
  note: string | null;
  income: number;
  budgeted: number;
  activity: number;
  to_be_budgeted: number;
  age_of_money: number | null;
  /** Keyed by category id; a category missing here has zero figures. */
  categories: Record<string, MonthCategoryFigures>;
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
  /** Ordered oldest first. */
  months: DemoMonth[];
}
