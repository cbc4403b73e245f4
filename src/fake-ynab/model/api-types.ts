// The YNAB response shapes the fake produces, derived from the generated OpenAPI types: every field of the
// spec's base schemas made required (so the fake always fills them), without the optional _formatted/_currency.

import type { components } from '../../../generated/ynab/schema.d.ts';

type Schemas = components['schemas'];

export type CurrencyFormat = NonNullable<Schemas['CurrencyFormat']>;
export type DateFormat = NonNullable<Schemas['DateFormat']>;
export type FlagColor = Schemas['TransactionFlagColor'];
export type ClearedStatus = Schemas['TransactionClearedStatus'];
export type Frequency = Schemas['ScheduledTransactionFrequency'];

export type Account = Required<Schemas['AccountBase']>;
export type Category = Required<Schemas['CategoryBase']>;
export type CategoryGroup = Required<Schemas['CategoryGroup']>;
export type CategoryGroupWithCategories = CategoryGroup & { categories: Category[] };
export type MonthSummary = Required<Schemas['MonthSummaryBase']>;
export type MonthDetail = MonthSummary & { categories: Category[] };
export type PlanSummary = Required<Omit<Schemas['PlanSummary'], 'accounts'>> & { accounts?: Account[] };
export type PlanSettings = Schemas['PlanSettings'];
export type ErrorDetail = Schemas['ErrorDetail'];
export type Payee = Required<Schemas['Payee']>;
export type SubTransaction = Required<Schemas['SubTransactionBase']>;
export type TransactionSummary = Required<Schemas['TransactionSummaryBase']>;
export type TransactionDetail = TransactionSummary & {
  account_name: string;
  payee_name: string | null;
  category_name: string | null;
  subtransactions: SubTransaction[];
};
export type ScheduledSubTransaction = Required<Schemas['ScheduledSubTransactionBase']>;
export type ScheduledTransactionDetail = Required<Schemas['ScheduledTransactionSummaryBase']> & {
  account_name: string;
  payee_name: string | null;
  category_name: string | null;
  subtransactions: ScheduledSubTransaction[];
};

/** The request bodies' item shapes the write routes read (already checked against the spec). */
export type NewTransaction = Schemas['NewTransaction'];
export type SaveTransactionWithIdOrImportId = Schemas['SaveTransactionWithIdOrImportId'];
export type SaveSubTransaction = Schemas['SaveSubTransaction'];
export type SaveCategory = Schemas['SaveCategory'];
