// suggest_categories: Suggest categories. Orchestrates only: the cursor is checked before any request,
// then transactions, categories and accounts from YNAB and the plan's rules, paged and scored by
// src/logic/classify/suggest-page.ts (a rule's category first, then the history's).
// A first page with no year of history held (the plan's first review in this server) is answered from
// YNAB's uncategorised list alone, and the year is read for the next call (issue #31).
import { errors, type Args, type Output } from '../../generated/tools/suggest_categories.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { decodeCursor } from '../logic/classify/cursors.ts';
import { suggestPage } from '../logic/classify/suggest-page.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { readRules } from '../rules/access.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const offset = args.cursor === undefined ? 0 : decodeCursor(args.cursor);
  if (offset === undefined) throw errors.badCursor({ cursor: args.cursor ?? '' });
  const since = lastYearSince(ctx.today());
  const firstLook = offset === 0 && !(await ctx.ynab.historyAtHand(args.plan_id, since));
  const [transactions, groups, accounts, rules] = await Promise.all([
    firstLook ? ctx.ynab.uncategorized(args.plan_id, since) : ctx.ynab.transactions(args.plan_id, since),
    ctx.ynab.categoryGroups(args.plan_id),
    ctx.ynab.accounts(args.plan_id),
    ctx.ynab.planId(args.plan_id).then((planId) => readRules(ctx.rules, planId)),
  ]);
  // Asked only now: read beside the first look, the year's answer would delay it.
  if (firstLook) await ctx.ynab.readAhead(args.plan_id, since);
  return suggestPage({
    transactions,
    accounts,
    groups,
    threshold: ctx.confidenceThreshold,
    limit: args.limit,
    offset,
    historyPending: firstLook,
    rules: rules.rules,
  });
};
