// Merging a delta answer into a cached collection (ynab-client.md §9): upsert by key, `deleted: true`
// removes; categories merge by id inside their groups. Pure and copy-on-write, so a merge that throws
// leaves the cache (and its server_knowledge) exactly as it was.
import { notDocumented } from './errors.ts';
import type { Category, CategoryGroupWithCategories } from './types.ts';

/** Cached entities are shared by every caller: frozen so one tool cannot change what the next one reads. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function keyOf(item: unknown, key: string, what: string): string {
  const value = isObject(item) ? item[key] : undefined;
  if (typeof value !== 'string' || value === '') throw notDocumented(200, `${what} without ${key === 'id' ? 'an id' : `a ${key}`}`);
  return value;
}

function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw notDocumented(200, `${what} is not a list`);
  return value;
}

/** Upserts `delta` into a copy of `old` by `key`; deleted entities are removed; `prune` tidies each kept one. */
export function mergeEntities<T extends { deleted?: boolean }>(
  old: ReadonlyMap<string, T> | undefined,
  delta: readonly T[],
  key: string,
  what: string,
  prune: (item: T) => T = (item) => item,
): ReadonlyMap<string, T> {
  const items = listOf(delta, `the ${what} list`) as T[];
  // An empty delta (a warm read) keeps the state itself, so what is derived from it stays valid (views below).
  if (old !== undefined && items.length === 0) return old;
  const merged = new Map(old ?? []);
  for (const item of items) {
    const id = keyOf(item, key, `a ${what}`);
    // A changed entity comes back whole (a transaction with all its subtransactions): replace it.
    if (item.deleted === true) merged.delete(id);
    else merged.set(id, deepFreeze(prune(item)));
  }
  return merged;
}

/** Subtransactions (or scheduled ones) deleted inside a live transaction never reach callers either. */
export function withoutDeletedLines<T extends { subtransactions: readonly { deleted?: boolean }[] }>(item: T): T {
  const lines = listOf(item.subtransactions ?? [], 'subtransactions');
  return lines.some((line) => isObject(line) && line.deleted === true)
    ? { ...item, subtransactions: lines.filter((line) => !(isObject(line) && line.deleted === true)) }
    : item;
}

export interface GroupEntry {
  group: Omit<CategoryGroupWithCategories, 'categories'>;
  categories: ReadonlyMap<string, Category>;
}

export type GroupMap = ReadonlyMap<string, GroupEntry>;

/**
 * A delta group may carry only its changed categories: its fields are replaced, its categories merged by
 * id. A deleted group takes its categories with it; a category that moved leaves its former group.
 */
export function mergeCategoryGroups(old: GroupMap | undefined, delta: readonly CategoryGroupWithCategories[]): Map<string, GroupEntry> {
  const groups = new Map(old ?? []);
  for (const incoming of listOf(delta, 'the category group list') as CategoryGroupWithCategories[]) {
    const groupId = keyOf(incoming, 'id', 'a category group');
    if (incoming.deleted === true) {
      groups.delete(groupId);
      continue;
    }
    const { categories: changed, ...fields } = incoming;
    const categories = new Map(groups.get(groupId)?.categories ?? []);
    for (const category of listOf(changed ?? [], "a group's categories") as Category[]) {
      const id = keyOf(category, 'id', 'a category');
      for (const [otherId, other] of groups) {
        if (otherId !== groupId && other.categories.has(id)) {
          const rest = new Map(other.categories);
          rest.delete(id);
          groups.set(otherId, { group: other.group, categories: rest });
        }
      }
      if (category.deleted === true) categories.delete(id);
      else categories.set(id, deepFreeze(category));
    }
    groups.set(groupId, { group: deepFreeze(fields), categories });
  }
  return groups;
}

/** Live groups with their live categories, in the order YNAB first sent them. */
export const groupsView = (groups: GroupMap): CategoryGroupWithCategories[] =>
  [...groups.values()].map(({ group, categories }) => ({ ...group, categories: [...categories.values()] }));
