// YNAB's objects as the logic takes them. The YNAB client returns YNAB's own objects (src/ynab/types.ts:
// the generated OpenAPI types, amounts in milliunits) and the tools hand them on unchanged, so these are
// the same generated types: each function names the fields it reads with Pick<>, and its tests build only
// those. Amounts stay in milliunits; the logic turns them into currency units itself (money.ts fromMilli).
// Two laxities, said where they are: a category's or group's `internal` flag and a transaction's split lines
// may be absent. Type-only: nothing of generated/ runs in the logic.
import type { components } from '../../../generated/ynab/schema.d.ts';

type Schemas = components['schemas'];
type WithoutFlag<T extends { internal: boolean }> = Omit<T, 'internal'> & { internal?: boolean | undefined };

export type Plan = Schemas['PlanSummary'];
export type CurrencyFormat = NonNullable<Schemas['CurrencyFormat']>;
export type Account = Schemas['Account'];
export type Payee = Schemas['Payee'];
export type Transaction = Schemas['TransactionDetail'];
export type SubTransaction = Schemas['SubTransaction'];
export type ScheduledTransaction = Schemas['ScheduledTransactionDetail'];
export type ScheduledSubTransaction = Schemas['ScheduledSubTransaction'];
/**
 * With its categories (YNAB's CategoryGroupWithCategories), as the client reads groups. Here and in
 * Category, `internal` may be absent: payloads from before YNAB added the flag lack it, and the logic then
 * goes by the group's name (facts/category-classes.ts).
 */
export type CategoryGroup = WithoutFlag<Schemas['CategoryGroupWithCategories']>;
export type Category = WithoutFlag<Schemas['Category']>;
/** The goal fields a category's target is described by (algorithms.md §21). */
export type Goal = Pick<Category, 'goal_type' | 'goal_target' | 'goal_target_date' | 'goal_cadence' | 'goal_cadence_frequency'>;
/** A month with its categories (MonthDetail); the months list (MonthSummary) has the same fields but those. */
export type Month = Schemas['MonthDetail'];

/**
 * A transaction's (or a schedule's) split lines, narrowed to the fields L a function reads. YNAB always
 * sends the list; the logic reads an absent one as no lines (a transaction that is not split).
 */
export interface SplitLines<L extends keyof Line, Line = SubTransaction> {
  subtransactions?: readonly Pick<Line, L>[] | undefined;
}

/** A group's (or a month's) categories, narrowed to the fields C a function reads. */
export interface WithCategories<C extends keyof Category> {
  categories: readonly Pick<Category, C>[];
}
