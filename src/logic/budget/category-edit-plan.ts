// create_category's and update_category's plans (tools.md): each tool's checks in its order, then the
// confirmed subject (confirmation.md §2), the question, and for update what is sent and journaled (its
// undo: src/logic/undo/category.ts).

import { isInternal } from '../facts/category-classes.ts';
import { isUserGroup } from './category-groups.ts';
import { locateCategory } from '../classify/category-lookup.ts';
import { agentName, sameIgnoringCase } from '../core/agent-name.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { CategoryGroup, WithCategories } from '../core/ynab-slices.ts';

/** A group with its categories, as the plans read them (YNAB's CategoryGroupWithCategories). */
type Editable = Pick<CategoryGroup, 'id' | 'name' | 'hidden' | 'deleted' | 'internal'> &
  WithCategories<'id' | 'name' | 'hidden' | 'deleted' | 'internal'>;

/** What create_category's refusals name; the handler turns each into the tool's declared error. */
export type CreateCategoryRefusal =
  | { ok: false; error: 'unknown_group'; group_id: string }
  | { ok: false; error: 'empty_name' }
  | { ok: false; error: 'not_one_line'; what: string; text: string }
  | { ok: false; error: 'name_taken'; group: string; name: string };

/** update_category refuses the same, and a category it cannot change first. */
export type UpdateCategoryRefusal = { ok: false; error: 'unknown_category'; category_id: string } | CreateCategoryRefusal;

/** A live category of `group` (other than `except`) whose name equals `name` ignoring case. */
function takenBy(group: Editable, name: string, except?: string): Editable['categories'][number] | undefined {
  return group.categories.find((c) => !c.deleted && c.id !== except && sameIgnoringCase(c.name, name));
}

/** `‘{name}’ ({group})` as questions show a category (its undo's too: src/logic/undo/category.ts). */
export const named = (name: string, group: string): string => `‘${untrusted(name)}’ (${untrusted(group)})`;

// ---- create_category ----

export interface CreateCategorySubject {
  category_group_id: string;
  name: string;
}

export type CreateCategoryPlan =
  | {
      ok: true;
      /** The trimmed name, as it will be created. */
      name: string;
      /** The group's name, cleaned. */
      group: string;
      subject: CreateCategorySubject;
      /** What the question shows of the plan: the before-state a confirmation binds. */
      seen: { group: string };
      question: string;
    }
  | CreateCategoryRefusal;

/** Checks, in order: unknown_group, empty_name, not_one_line, name_taken. */
export function planCreateCategory(args: { category_group_id: string; name: string }, groups: readonly Editable[]): CreateCategoryPlan {
  const group = groups.find((g) => g.id === args.category_group_id && isUserGroup(g));
  if (group === undefined) return { ok: false, error: 'unknown_group', group_id: args.category_group_id };
  // Categories have no length check of their own: the schema's 1..100 bounds the trimmed name too.
  const name = agentName(args.name, 'Category name');
  if (!name.ok) return name;
  const taken = takenBy(group, name.name);
  if (taken !== undefined) return { ok: false, error: 'name_taken', group: group.name, name: taken.name };
  return {
    ok: true,
    name: name.name,
    group: untrusted(group.name),
    subject: { category_group_id: group.id, name: name.name },
    seen: { group: untrusted(group.name) },
    question: question(`Create category ‘${untrusted(name.name)}’ in ${untrusted(group.name)}?`, []),
  };
}

// ---- update_category ----

/** A category's name and group, as journaled (raw names, so undo restores exactly them). */
export interface CategoryPlace {
  name: string;
  category_group_id: string;
}

/** The journal details of kind `category` (journal-and-undo.md §3). */
export interface CategoryDetails {
  category_id: string;
  from: CategoryPlace;
  to: CategoryPlace;
}

/** The result fields update_category always shows: YNAB's names cleaned. */
export interface CategoryEditFields {
  category_id: string;
  from_name: string;
  to_name: string;
  from_group: string;
  to_group: string;
}

export type UpdateCategoryPlan =
  | { ok: true; changed: false; fields: CategoryEditFields; nothingGiven: boolean }
  | {
      ok: true;
      changed: true;
      fields: CategoryEditFields;
      /** The values after (confirmation.md §2). */
      subject: { category_id: string; name: string; category_group_id: string };
      /** Only the fields that change. */
      send: { name?: string; category_group_id?: string };
      details: CategoryDetails;
      /** What the question shows: the before-state a confirmation binds. */
      seen: { from_name: string; from_group: string; to_name: string; to_group: string };
      question: string;
    }
  | UpdateCategoryRefusal;

/** A category update_category may change: live, visible, not internal, in one of the user's groups. */
function editable(groups: readonly Editable[], id: string): { group: Editable; category: Editable['categories'][number] } | undefined {
  const found = locateCategory(groups, id);
  if (found === undefined) return undefined;
  const { group, category } = found;
  return !isUserGroup(group) || category.deleted || category.hidden || isInternal(category, group) ? undefined : found;
}

/** Checks, in order: unknown_category, unknown_group, empty_name, not_one_line; then nothing_to_do; then name_taken. */
export function planUpdateCategory(
  args: { category_id: string; name?: string | undefined; category_group_id?: string | undefined },
  groups: readonly Editable[],
): UpdateCategoryPlan {
  const found = editable(groups, args.category_id);
  if (found === undefined) return { ok: false, error: 'unknown_category', category_id: args.category_id };
  const { group, category } = found;
  let destination = group;
  if (args.category_group_id !== undefined) {
    const chosen = groups.find((g) => g.id === args.category_group_id && isUserGroup(g));
    if (chosen === undefined) return { ok: false, error: 'unknown_group', group_id: args.category_group_id };
    destination = chosen;
  }
  let toName = category.name;
  if (args.name !== undefined) {
    const name = agentName(args.name, 'Category name');
    if (!name.ok) return name;
    toName = name.name;
  }
  const fields: CategoryEditFields = {
    category_id: category.id,
    from_name: untrusted(category.name),
    // The agent's own name was checked to be one visible line: shown whole, like create_category's.
    to_name: args.name !== undefined ? toName : untrusted(toName),
    from_group: untrusted(group.name),
    to_group: untrusted(destination.name),
  };
  // Exact comparison: a change of case alone is a rename.
  const send = {
    ...(toName !== category.name ? { name: toName } : {}),
    ...(destination.id !== group.id ? { category_group_id: destination.id } : {}),
  };
  // Before name_taken: a call that changes nothing is never refused over a clash it does not create.
  if (Object.keys(send).length === 0) {
    return { ok: true, changed: false, fields, nothingGiven: args.name === undefined && args.category_group_id === undefined };
  }
  const taken = takenBy(destination, toName, category.id);
  if (taken !== undefined) return { ok: false, error: 'name_taken', group: destination.name, name: taken.name };
  return {
    ok: true,
    changed: true,
    fields,
    subject: { category_id: category.id, name: toName, category_group_id: destination.id },
    send,
    details: {
      category_id: category.id,
      from: { name: category.name, category_group_id: group.id },
      to: { name: toName, category_group_id: destination.id },
    },
    seen: { from_name: fields.from_name, from_group: fields.from_group, to_name: fields.to_name, to_group: fields.to_group },
    question: question(`Change category ${named(category.name, group.name)} to ${named(toName, destination.name)}?`, []),
  };
}
