// What a bulk transaction update changes besides the transactions it names (ynab-client.md §9, issue #31),
// by the fields it sets: a category or approval moves activity (categories, months), a cleared status an
// account's cleared balance; a flag changes nothing else. Any other field (an amount, a split's lines) may
// change what YNAB derives anywhere, a transfer's other side included: the whole plan is then stale.
import type { Collection } from './collections.ts';

const DERIVED: Readonly<Record<string, readonly Collection[]>> = {
  id: [],
  category_id: ['categories', 'months'],
  approved: ['categories', 'months'],
  flag_color: [],
  cleared: ['accounts'],
};

/** The collections whose figures the update changes; undefined when its effects are not known. */
export function derivedBy(updates: readonly object[]): readonly Collection[] | undefined {
  const derived = new Set<Collection>();
  for (const update of updates)
    for (const field of Object.keys(update)) {
      const effects = Object.hasOwn(DERIVED, field) ? DERIVED[field] : undefined;
      if (effects === undefined) return undefined;
      for (const collection of effects) derived.add(collection);
    }
  return [...derived];
}
