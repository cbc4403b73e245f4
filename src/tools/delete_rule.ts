// delete_rule: Delete rule (issue #32). Orchestrates only: reads the plan's rules, takes the one named out
// (src/logic/rules/delete-plan.ts), then confirm.write_plan asks, journals (kind `rule_deleted`) and writes
// the rules. Transactions the rule changed stay as they are.
import { journalKind, messages, refuse, type Args, type Output } from '../../generated/tools/delete_rule.ts';
import { confirmWrite } from '../confirm/result.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { planDeleteRule } from '../logic/rules/delete-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { readRules, ruleNames, writeRules } from '../rules/access.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const { rules, revision } = await readRules(ctx.rules, planId);
  const named = rules.filter((r) => r.name === args.name);
  const plan = planDeleteRule(rules, args.name, await ruleNames(ctx.ynab, planId, named));
  if (!plan.ok) throw refuse(plan);
  return confirmWrite(ctx, {
    planId,
    subject: { delete: args.name },
    // As save_rule's: the store's revision and the question the person saw.
    seen: { revision, question: plan.question },
    confirmation: args.confirmation,
    question: async () => plan.question,
    journal: { kind: journalKind, details: { edits: plan.edits } },
    apply: async () => {
      await writeRules(ctx.rules, planId, plan.next, revision);
    },
    applied: (id) => messages.deleted({ name: untrusted(args.name), operation_id: id }),
    result: ({ status, message, confirmation, operation_id }) => ({ status, message, preview: plan.question, confirmation, operation_id }),
  });
};
