// The YNAB response shapes the fake produces, derived from the generated OpenAPI types: every field of the
// spec's base schemas made required (so the fake always fills them), without the optional _formatted/_currency.

import type { components } from '../../generated/ynab/schema.d.ts';

type Schemas = components['schemas'];

export type CurrencyFormat = NonNullable<Schemas['CurrencyFormat']>;
export type DateFormat = NonNullable<Schemas['DateFormat']>;
export type AccountType = Schemas['AccountType'];
export type LoanAccountPeriodicValue = Schemas['LoanAccountPeriodicValue'];

export type Account = Required<Schemas['AccountBase']>;
export type Category = Required<Schemas['CategoryBase']>;
export type CategoryGroup = Required<Schemas['CategoryGroup']>;
export type CategoryGroupWithCategories = CategoryGroup & { categories: Category[] };
export type MonthSummary = Required<Schemas['MonthSummaryBase']>;
export type MonthDetail = MonthSummary & { categories: Category[] };
export type PlanSummary = Required<Omit<Schemas['PlanSummary'], 'accounts'>> & { accounts?: Account[] };
export type PlanSettings = Schemas['PlanSettings'];
export type ErrorDetail = Schemas['ErrorDetail'];
