// save_rule's refusals (issue #32), in the order they are checked, each with the values its message names:
// a rule must test something and set something, name a real category, leave transfers alone, not both set
// and test memos across the list (one rule's memo would decide whether another matches the next time, so
// applying the list twice could change more), and not match every transaction of the last 12 months.
import type { CategoryLookup } from '../classify/category-lookup.ts';
import { READY_TO_ASSIGN_NAME } from '../facts/category-classes.ts';
import type { DryRun } from './dry-run.ts';
import { fold, textHolds } from './match.ts';
import type { Rule, TextMatch } from './rule.ts';

export type RuleRefusal =
  | { ok: false; error: 'no_condition' | 'no_action'; name: string }
  | { ok: false; error: 'empty_text'; name: string; field: 'payee' | 'label' | 'memo' }
  | { ok: false; error: 'bad_range'; name: string; min: number; max: number }
  | { ok: false; error: 'uncategorized_category' | 'unknown_category'; category_id: string }
  | { ok: false; error: 'transfer_payee'; name: string; payee: string }
  | { ok: false; error: 'memo_both'; name: string; other: string }
  | { ok: false; error: 'matches_everything'; name: string; count: number };

const TEXT_FIELDS = ['payee', 'label', 'memo'] as const;
const textOf = (match: TextMatch): string => ('equals' in match ? match.equals : 'contains' in match ? match.contains : match.starts_with);

/** The checks on the rule alone and the plan's categories and transfer payees; undefined when it passes. */
export function checkRule(
  rule: Rule,
  lookup: Pick<CategoryLookup, 'uncategorizedIds' | 'assignableIds' | 'names'>,
  transferPayees: readonly string[],
): RuleRefusal | undefined {
  const { name, conditions: when, actions } = rule;
  if (Object.keys(when).length === 0) return { ok: false, error: 'no_condition', name };
  for (const field of TEXT_FIELDS) {
    const match = when[field];
    if (match !== undefined && fold(textOf(match)) === '') return { ok: false, error: 'empty_text', name, field };
  }
  const range = when.amount === undefined || 'equals' in when.amount ? {} : when.amount;
  // An open end never makes a range empty.
  if ((range.min ?? Number.NEGATIVE_INFINITY) > (range.max ?? Number.POSITIVE_INFINITY))
    return { ok: false, error: 'bad_range', name, min: range.min!, max: range.max! };
  if (Object.keys(actions).length === 0) return { ok: false, error: 'no_action', name };
  const category = actions.category_id;
  if (category !== undefined) {
    if (lookup.uncategorizedIds.has(category)) return { ok: false, error: 'uncategorized_category', category_id: category };
    // Ready to Assign takes transactions, but issue #32 keeps rules off YNAB's internal categories.
    if (!lookup.assignableIds.has(category) || lookup.names.get(category) === READY_TO_ASSIGN_NAME)
      return { ok: false, error: 'unknown_category', category_id: category };
  }
  for (const payee of transferPayees) {
    const folded = fold(payee);
    if ((when.payee !== undefined && textHolds(when.payee, folded)) || (when.label !== undefined && textHolds(when.label, folded)))
      return { ok: false, error: 'transfer_payee', name, payee };
  }
  return undefined;
}

/** A list where one enabled rule sets memos and another (or the same) tests them; undefined when none does. */
export function checkMemoUse(rules: readonly Rule[]): RuleRefusal | undefined {
  const enabled = rules.filter((r) => r.enabled);
  const setter = enabled.find((r) => r.actions.memo !== undefined);
  const tester = enabled.find((r) => r.conditions.memo !== undefined);
  return setter !== undefined && tester !== undefined
    ? { ok: false, error: 'memo_both', name: setter.name, other: tester.name }
    : undefined;
}

/** A rule matching every transaction it was tried on (at least one): it tests nothing that tells them apart. */
export function checkReach(name: string, run: Pick<DryRun, 'tried' | 'matched'>): RuleRefusal | undefined {
  return run.tried > 0 && run.matched === run.tried ? { ok: false, error: 'matches_everything', name, count: run.tried } : undefined;
}
