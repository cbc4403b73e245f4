// The YNAB objects the client returns, named from the generated OpenAPI types (amounts in milliunits).
// client.ts re-exports them; the cache and merge code import them from here to avoid a cycle.
import type { components } from '../../generated/ynab/schema.d.ts';

type Schemas = components['schemas'];

export type PlanSummary = Schemas['PlanSummary'];
export type Account = Schemas['Account'];
export type CategoryGroupWithCategories = Schemas['CategoryGroupWithCategories'];
export type Category = Schemas['Category'];
export type Payee = Schemas['Payee'];
export type TransactionDetail = Schemas['TransactionDetail'];
export type ScheduledTransactionDetail = Schemas['ScheduledTransactionDetail'];
export type MonthSummary = Schemas['MonthSummary'];
export type MonthDetail = Schemas['MonthDetail'];

/** A collection read with a delta request: its entities and the knowledge to send next time. */
export interface DeltaAnswer<T> {
  items: T[];
  knowledge: number;
}
