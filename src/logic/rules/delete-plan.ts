// delete_rule's plan (issue #32): the rule named, taken out of the list, and the question that shows it.
import { untrusted } from '../core/untrusted.ts';
import { question } from '../writes/preview.ts';
import { describeRule, type RuleNames } from './describe.ts';
import { deleteRule, type RuleEdit } from './edit-plan.ts';
import type { Rule } from './rule.ts';

export type DeletePlan =
  | { ok: false; error: 'unknown_rule'; name: string; names: string }
  | { ok: true; next: Rule[]; edits: RuleEdit[]; question: string };

export function planDeleteRule(rules: readonly Rule[], name: string, names: RuleNames): DeletePlan {
  const deleted = deleteRule(rules, name);
  if (deleted === undefined)
    return {
      ok: false,
      error: 'unknown_rule',
      name: untrusted(name),
      names: rules.map((r) => `‘${untrusted(r.name)}’`).join(', ') || 'none',
    };
  const { edit } = deleted;
  const head = `Delete rule ‘${untrusted(name)}’ (position ${edit.before!.position} of ${rules.length})?`;
  return { ok: true, next: deleted.next, edits: [edit], question: question(head, [`it: ${describeRule(edit.before!.rule, names)}`]) };
}
