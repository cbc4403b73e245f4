// list_rules: List rules (issue #32). Orchestrates only: the plan's rules from the store, each worded with the
// plan's category (and account) names (src/logic/rules/describe.ts); with as_file, the plan's part of the
// rules file (src/logic/rules/rules-file.ts), the export a person keeps.
import { messages, type Args, type Output } from '../../generated/tools/list_rules.ts';
import { describeRule, shownRule } from '../logic/rules/describe.ts';
import { rulesFileText } from '../logic/rules/rules-file.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { readRules, ruleNames } from '../rules/access.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const planId = await ctx.ynab.planId(args.plan_id);
  const { rules } = await readRules(ctx.rules, planId);
  const names = rules.length === 0 ? undefined : await ruleNames(ctx.ynab, planId, rules);
  return {
    message: rules.length === 0 ? messages.none({}) : messages.listed({ count: rules.length }),
    rules: rules.map((rule, i) => ({ position: i + 1, summary: describeRule(rule, names!), rule: shownRule(rule) })),
    file: args.as_file ? rulesFileText(new Map([[planId, rules]])) : null,
  };
};
