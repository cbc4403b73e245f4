// suggest_categories: Suggest categories. Orchestrates only: the cursor is checked before any request,
// then transactions, categories and accounts from YNAB, paged and scored by src/logic/classify/suggest-page.ts.
import { errors, type Args, type Output } from '../../generated/tools/suggest_categories.ts';
import { lastYearSince } from '../logic/core/period.ts';
import { decodeCursor } from '../logic/classify/cursors.ts';
import { suggestPage } from '../logic/classify/suggest-page.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const offset = args.cursor === undefined ? 0 : decodeCursor(args.cursor);
  if (offset === undefined) throw errors.badCursor({ cursor: args.cursor ?? '' });
  const [transactions, groups, accounts] = await Promise.all([
    ctx.ynab.transactions(args.plan_id, lastYearSince(ctx.today())),
    ctx.ynab.categoryGroups(args.plan_id),
    ctx.ynab.accounts(args.plan_id),
  ]);
  return suggestPage({ transactions, accounts, groups, threshold: ctx.confidenceThreshold, limit: args.limit, offset });
};
