// The YNAB objects the client returns, named from the generated OpenAPI types (amounts in milliunits).
// client.ts re-exports them; the cache and merge code import them from here to avoid a cycle. Most are
// the very types the logic reads (src/logic/core/ynab-slices.ts, which may import nothing of src/ynab/),
// under YNAB's names; categories stay as YNAB sends them, their `internal` flag always there.
import type { components } from '../../generated/ynab/schema.d.ts';

export type {
  Account,
  Payee,
  Month as MonthDetail,
  Plan as PlanSummary,
  ScheduledTransaction as ScheduledTransactionDetail,
  Transaction as TransactionDetail,
} from '../logic/core/ynab-slices.ts';

type Schemas = components['schemas'];

export type CategoryGroupWithCategories = Schemas['CategoryGroupWithCategories'];
export type Category = Schemas['Category'];
export type MonthSummary = Schemas['MonthSummary'];

/** A collection read with a delta request: its entities and the knowledge to send next time. */
export interface DeltaAnswer<T> {
  items: T[];
  knowledge: number;
}
