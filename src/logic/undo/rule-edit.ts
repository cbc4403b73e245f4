// Undo of save_rule and delete_rule (issue #32): the journaled edits read back (each rule's content checked as
// the rules file checks it), and the question that says which rules are set back as they were.
import { untrusted } from '../core/untrusted.ts';
import { describeRule, type RuleNames } from '../rules/describe.ts';
import type { RuleEdit, RulePlace, RuleUndo } from '../rules/edit-plan.ts';
import { readRuleValue } from '../rules/rules-file.ts';
import { fieldsOf } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import { withConflicts } from './left-alone.ts';

/** A place read back: a positive whole position and a rule the file would read; undefined when malformed. */
function placeOf(raw: unknown): RulePlace | null | undefined {
  if (raw === null) return null;
  const { position, rule } = fieldsOf(raw) ?? {};
  if (!Number.isSafeInteger(position) || (position as number) < 1) return undefined;
  const read = readRuleValue(rule);
  return read.ok ? { position: position as number, rule: read.rule } : undefined;
}

/** The entry's edits, read defensively: an edit is kept only when its name and both places read back. */
export function parseRuleEdits(details: unknown): RuleEdit[] {
  const raw = fieldsOf(details)?.edits;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): RuleEdit[] => {
    const { name, before: rawBefore, after: rawAfter } = fieldsOf(item) ?? {};
    const before = placeOf(rawBefore);
    const after = placeOf(rawAfter);
    // A place's rule has a name (the reader checked it): a name that is no text matches none.
    const named = (p: RulePlace | null) => p === null || p.rule.name === name;
    if (before === undefined || after === undefined || (before ?? after) === null) return [];
    return named(before) && named(after) ? [{ name: name as string, before, after }] : [];
  });
}

/** `Undo: set {n} rule(s) back as they were?`, a line each, then the conflicts line. */
export function undoRulesQuestion(edits: readonly RuleEdit[], undo: Pick<RuleUndo, 'restored' | 'conflicts'>, names: RuleNames): string {
  const lines = undo.restored.map((name) => {
    const edit = edits.find((e) => e.name === name)!;
    return edit.before === null
      ? `remove ‘${untrusted(name)}’`
      : `restore ‘${untrusted(name)}’ at position ${edit.before.position}: ${describeRule(edit.before.rule, names)}`;
  });
  return withConflicts(question(`Undo: set ${undo.restored.length} rule(s) back as they were?`, lines), undo.conflicts.length);
}
