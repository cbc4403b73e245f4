// save_rule: Save rule (issue #32). Orchestrates only: reads the plan's rules and what a rule is checked and
// tried against (src/tools/rules-access.ts), plans the save or the import (src/logic/rules/save-plan.ts), then
// confirm.write_plan asks, journals (kind `rule_saved`) and writes the rules, never a transaction.
import { errors, journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/save_rule.ts';
import { confirmWrite } from '../confirm/result.ts';
import { fromMilli } from '../logic/core/money.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { ruleKey } from '../logic/rules/edit-plan.ts';
import { planImportRules, planSaveRule } from '../logic/rules/save-plan.ts';
import type { DryRun } from '../logic/rules/dry-run.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { readRules, ruleFacts, writeRules } from '../rules/access.ts';

const shownRun = (run: DryRun): NonNullable<Output['dry_run']> => ({
  tried: run.tried,
  matched: run.matched,
  changed: run.changed,
  sample: run.sample.map((t) => ({ transaction_id: t.id, date: t.date, payee: untrusted(t.payee_name), amount: fromMilli(t.amount) })),
  conflicts: run.conflicts.map((c) => ({ rule: untrusted(c.rule), field: c.field, wins: c.kept, count: c.count })),
});

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  if ((args.rule === undefined) === (args.rules_file === undefined)) throw errors.ruleOrFile();
  const planId = await ctx.ynab.planId(args.plan_id);
  const { rules, revision } = await readRules(ctx.rules, planId);
  const importing = args.rules_file !== undefined;
  const { facts, transactions } = await ruleFacts(
    ctx.ynab,
    planId,
    ctx.today(),
    importing || Object.hasOwn(args.rule?.conditions ?? {}, 'account_id'),
  );
  const plan = importing
    ? planImportRules(args.rules_file!, planId, rules, facts, transactions)
    : planSaveRule(args.rule, args.position, rules, facts, transactions);
  if (!plan.ok) throw refuse(plan);
  const dryRun = plan.nothing || plan.run === null ? null : shownRun(plan.run);
  if (plan.nothing)
    return plan.same === undefined ? nothingToDo.sameRules({}, { dry_run: null }) : nothingToDo.sameRule(plan.same, { dry_run: null });
  const edits = plan.edits;
  const preview = plan.question;
  return confirmWrite(ctx, {
    planId,
    subject: { rules: plan.next.map((r) => ruleKey(r)) },
    // The store's revision and the question as asked: a code confirms these rules only while nothing else
    // changed them, and while the names and the dry run the person saw are still so.
    seen: { revision, question: preview },
    confirmation: args.confirmation,
    question: async () => preview,
    journal: { kind: journalKind, details: { edits } },
    apply: async () => {
      await writeRules(ctx.rules, planId, plan.next, revision);
    },
    applied: (id) =>
      importing
        ? messages.imported({ count: plan.next.length, operation_id: id })
        : messages.saved({ name: untrusted(edits[0]!.name), position: edits[0]!.after!.position, operation_id: id }),
    result: ({ status, message, confirmation, operation_id }) => ({
      status,
      message,
      preview,
      dry_run: dryRun,
      confirmation,
      operation_id,
    }),
  });
};
