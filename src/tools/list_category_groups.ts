// list_category_groups: List category groups. Orchestrates only: one YNAB read, src/logic/budget/category-groups.ts.
import type { Args, Output } from '../../generated/tools/list_category_groups.ts';
import { userGroups } from '../logic/budget/category-groups.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => ({
  groups: userGroups(await ctx.ynab.categoryGroups(args.plan_id)),
});
