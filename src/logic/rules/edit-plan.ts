// How save_rule and delete_rule change a plan's list of rules (issue #32), and how undo_operation sets it back:
// each edit journals the rule's place and content before and after, by name, so the undo restores exactly the
// rule as it was (its place too) when the rule is still as the edit left it, and leaves it alone otherwise.
import type { Rule } from './rule.ts';

/** A rule at its 1-based place in the list. */
export interface RulePlace {
  position: number;
  rule: Rule;
}

/** One rule's change: none before (added), none after (deleted), or both (changed or moved). */
export interface RuleEdit {
  name: string;
  before: RulePlace | null;
  after: RulePlace | null;
}

export interface RuleEditDetails {
  edits: RuleEdit[];
}

function sorted(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}

/** A rule as one text, whatever order its fields were written in: two rules are the same when their keys are. */
export const ruleKey = (rule: Rule | null | undefined): string | null => (rule == null ? null : JSON.stringify(sorted(rule)));

const placeOf = (rules: readonly Rule[], name: string): RulePlace | null => {
  const i = rules.findIndex((r) => r.name === name);
  return i < 0 ? null : { position: i + 1, rule: rules[i]! };
};

/** `rules` with `place`'s rule put at its position (after the end: last). */
function inserted(rules: readonly Rule[], place: RulePlace): Rule[] {
  const next = [...rules];
  next.splice(Math.min(place.position, next.length + 1) - 1, 0, place.rule);
  return next;
}

const without = (rules: readonly Rule[], name: string): Rule[] => rules.filter((r) => r.name !== name);

/**
 * The list with `rule` saved: a rule of the same name replaced, at `position` if given, else where it stood
 * (a new one last); a position past the end puts it last.
 */
export function saveRule(rules: readonly Rule[], rule: Rule, position?: number): { next: Rule[]; edit: RuleEdit } {
  const before = placeOf(rules, rule.name);
  const rest = without(rules, rule.name);
  const at = Math.min(position ?? before?.position ?? rest.length + 1, rest.length + 1);
  const next = inserted(rest, { position: at, rule });
  return { next, edit: { name: rule.name, before, after: { position: at, rule } } };
}

/** The list without the rule named; undefined when there is none. */
export function deleteRule(rules: readonly Rule[], name: string): { next: Rule[]; edit: RuleEdit } | undefined {
  const before = placeOf(rules, name);
  return before === null ? undefined : { next: without(rules, name), edit: { name, before, after: null } };
}

/** The edits that turn `rules` into `imported` (import replaces the plan's whole list), by name. */
export function replaceRules(rules: readonly Rule[], imported: readonly Rule[]): RuleEdit[] {
  const edits: RuleEdit[] = [];
  for (const [i, rule] of imported.entries()) {
    const before = placeOf(rules, rule.name);
    const after = { position: i + 1, rule };
    if (before === null || before.position !== after.position || ruleKey(before.rule) !== ruleKey(rule))
      edits.push({ name: rule.name, before, after });
  }
  for (const [i, rule] of rules.entries())
    if (!imported.some((r) => r.name === rule.name)) edits.push({ name: rule.name, before: { position: i + 1, rule }, after: null });
  return edits;
}

export interface RuleUndo {
  next: Rule[];
  /** Names set back. */
  restored: string[];
  /** Names changed since the edit: left alone. */
  conflicts: string[];
  /** Names of an uncertain edit still as before it: it never happened. */
  notApplied: string[];
}

/**
 * The list with each edit set back, last edit first, where its rule is still as the edit left it (its place
 * may have moved); a rule changed, deleted or added again since is a conflict. For an uncertain edit (the store's
 * write failed after the journal entry), a rule still as before it was never changed.
 */
export function undoRuleEdits(rules: readonly Rule[], edits: readonly RuleEdit[], uncertain: boolean): RuleUndo {
  // An edit names each rule once, so the edits are checked in any order against the list as it is now.
  const reverted: RuleEdit[] = [];
  const conflicts: string[] = [];
  const notApplied: string[] = [];
  for (const edit of edits) {
    const now = ruleKey(placeOf(rules, edit.name)?.rule);
    if (now === ruleKey(edit.after?.rule)) reverted.push(edit);
    else if (uncertain && now === ruleKey(edit.before?.rule)) notApplied.push(edit.name);
    else conflicts.push(edit.name);
  }
  // Taken out first, then put back in their places from the first: each place is the one it had in the list before.
  let next = rules.filter((r) => !reverted.some((e) => e.name === r.name));
  const back = reverted.filter((e) => e.before !== null).sort((a, b) => a.before!.position - b.before!.position);
  for (const edit of back) next = inserted(next, edit.before!);
  return { next, restored: reverted.map((e) => e.name), conflicts, notApplied };
}
