// The six collections YNAB serves with delta requests (ynab-client.md §9): how each one's answer merges
// into its cached state and what callers get back from that state (live entities only).
import { groupsView, mergeCategoryGroups, mergeEntities, withoutDeletedLines, type GroupMap } from './merge.ts';
import type { Account, CategoryGroupWithCategories, MonthSummary, Payee, ScheduledTransactionDetail, TransactionDetail } from './types.ts';

interface CollectionSpec<Item, State, View> {
  merge(old: State | undefined, items: readonly Item[]): State;
  view(state: State): readonly View[];
  /**
   * For the replica (replica/replica.ts): the key of an item of an answer, and the held item of a key, so a
   * delta rewrites only what it touched. Absent for categories: a category moving group changes a group the
   * answer does not name, so their few rows are written whole, by group id.
   */
  keyed?: {
    keyOf(item: Item): string;
    get(state: State, key: string): View | undefined;
    all(state: State): Iterable<[string, View]>;
  };
}

// One frozen list per state: a warm read of 50,000 transactions hands back the same list, so a tool may
// memoise what it derives from it (src/logic/statements/ledger.ts) against that list.
const views = new WeakMap<ReadonlyMap<string, unknown>, readonly unknown[]>();
function viewOf<T>(state: ReadonlyMap<string, T>): readonly T[] {
  let view = views.get(state) as readonly T[] | undefined;
  if (view === undefined) views.set(state, (view = Object.freeze([...state.values()])));
  return view;
}

function entities<T extends { deleted?: boolean }>(
  key: string,
  what: string,
  prune?: (item: T) => T,
): CollectionSpec<T, ReadonlyMap<string, T>, T> {
  return {
    merge: (old, items) => mergeEntities(old, items, key, what, prune),
    view: (state) => viewOf(state),
    keyed: {
      keyOf: (item) => String((item as Record<string, unknown>)[key]),
      get: (state, k) => state.get(k),
      all: (state) => state.entries(),
    },
  };
}

export const COLLECTIONS = {
  accounts: entities<Account>('id', 'account'),
  categories: { merge: mergeCategoryGroups, view: groupsView } satisfies CollectionSpec<
    CategoryGroupWithCategories,
    GroupMap,
    CategoryGroupWithCategories
  >,
  payees: entities<Payee>('id', 'payee'),
  // Months have no id: the month itself (YYYY-MM-01) is the key.
  months: entities<MonthSummary>('month', 'month'),
  scheduled_transactions: entities<ScheduledTransactionDetail>('id', 'scheduled transaction', withoutDeletedLines),
  transactions: entities<TransactionDetail>('id', 'transaction', withoutDeletedLines),
};

export type Collection = keyof typeof COLLECTIONS;
type Spec<C extends Collection> = (typeof COLLECTIONS)[C];
export type ItemOf<C extends Collection> = Parameters<Spec<C>['merge']>[1][number];
export type StateOf<C extends Collection> = ReturnType<Spec<C>['merge']>;
export type ViewOf<C extends Collection> = ReturnType<Spec<C>['view']>[number];

/** The collection's spec with its types tied together (TypeScript cannot correlate them through a union key). */
/** One collection of one plan, as a key (the replica's pending writes, what the cache asked of it). */
export const collectionKey = (plan: string, collection: Collection): string => `${plan}\u0000${collection}`;

/** A held collection's window, without its items. */
type Window = { knowledge: number; since?: string | undefined };

/** Whether two windows are the same: the same knowledge, from the same first date (none: the whole collection). */
export const sameWindow = (a: Window, b: Window): boolean => a.knowledge === b.knowledge && a.since === b.since;

export const specOf = <C extends Collection>(collection: C) =>
  COLLECTIONS[collection] as unknown as CollectionSpec<ItemOf<C>, StateOf<C>, ViewOf<C>>;

/** One collection as the cache holds it (delta-cache.ts, and the replica's load). */
export interface Stored<C extends Collection> {
  knowledge: number;
  state: StateOf<C>;
  /** The client's clock when YNAB last answered for it; -Infinity once a write may have changed it. */
  syncedAt: number;
  /** Transactions only: the window's first date (YYYY-MM-DD); every later date is held. */
  since?: string;
  /**
   * A write changed what YNAB derives for this collection (balances, activity) but not what it holds
   * (names, groups, flags): a read that uses no figure may still take it as current (delta-sync.ts).
   */
  figuresStale?: true;
}
