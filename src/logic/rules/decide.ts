// What the enabled rules set on one transaction (issue #32): for each field, the first matching rule in the
// list's order that sets it wins; a later matching rule setting another value there is overruled, and the two
// are a conflict the person is shown. The same list and transaction always give the same answer.
import type { ReviewItem } from '../transactions/review-plan.ts';
import { type RuleInput, ruleMatches } from './match.ts';
import { RULE_FIELDS, type Rule, type RuleActions, type RuleField } from './rule.ts';

/** A field's value as the winning rule sets it, and that rule's name. */
export interface Decided<V> {
  value: V;
  rule: string;
}

export type RuleSettings = { [F in RuleField]?: Decided<NonNullable<RuleActions[F]> | (F extends 'flag' ? null : never)> };

/** Two matching rules setting one field differently: `kept` wins by its place in the list. */
export interface RuleConflict {
  field: RuleField;
  kept: string;
  overruled: string;
}

export interface RuleOutcome {
  set: RuleSettings;
  conflicts: RuleConflict[];
}

export function decide(rules: readonly Rule[], tx: RuleInput): RuleOutcome {
  const set: Record<string, Decided<unknown>> = {};
  const conflicts: RuleConflict[] = [];
  for (const rule of rules) {
    if (!rule.enabled || !ruleMatches(rule.conditions, tx)) continue;
    for (const field of RULE_FIELDS) {
      const value = rule.actions[field];
      // null is a value (a flag removed); a field left out is not set.
      if (value === undefined) continue;
      const held = set[field];
      if (held === undefined) set[field] = { value, rule: rule.name };
      else if (held.value !== value) conflicts.push({ field, kept: held.rule, overruled: rule.name });
    }
  }
  return { set: set as RuleSettings, conflicts };
}

/** The review item that gives a transaction what the rules set (src/logic/transactions/review-plan.ts). */
export function ruleItem(id: string, set: RuleSettings): ReviewItem {
  const item: ReviewItem = { transaction_id: id };
  if (set.category_id !== undefined) item.category_id = set.category_id.value;
  if (set.flag !== undefined) item.flag = set.flag.value;
  if (set.memo !== undefined) item.memo = set.memo.value;
  if (set.approve !== undefined) item.approved = true;
  return item;
}
