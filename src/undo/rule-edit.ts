// Undo of save_rule and delete_rule, the orchestration: reads the plan's rules, sets back each rule still as the
// edit left it (src/logic/rules/edit-plan.ts says which), and writes the list under the revision it read.
import { undoRuleEdits } from '../logic/rules/edit-plan.ts';
import { parseRuleEdits, undoRulesQuestion } from '../logic/undo/rule-edit.ts';
import { withNeverApplied } from '../logic/undo/never-applied.ts';
import { readRules, ruleNames, writeRules } from '../rules/access.ts';
import type { UndoKind } from './kind.ts';

export const undoRuleEdit: UndoKind = async (entry, planId, ctx, uncertain) => {
  const edits = parseRuleEdits(entry.details);
  const { rules, revision } = await readRules(ctx.rules, planId);
  const undo = undoRuleEdits(rules, edits, uncertain);
  const conflicts = undo.conflicts.length;
  return {
    restored: undo.restored.length,
    conflicts: undo.conflicts,
    notApplied: undo.notApplied.length,
    changes: [],
    nothing:
      undo.restored.length > 0
        ? null
        : withNeverApplied({ reason: 'rules_changed_since', count: conflicts }, conflicts, undo.notApplied.length),
    question: async () =>
      undoRulesQuestion(
        edits,
        undo,
        await ruleNames(
          ctx.ynab,
          planId,
          edits.flatMap((e) => (e.before ? [e.before.rule] : [])),
        ),
      ),
    apply: async () => {
      await writeRules(ctx.rules, planId, undo.next, revision);
    },
  };
};
