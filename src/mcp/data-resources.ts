// The readers of the data resources declared in manifest/shared.yaml, by name: each reads through the
// same YNAB client as the tools (path checks, pacing, cache) and shapes the content in src/logic/facts/resource-contents.ts.
import { accountsResource, categoriesResource, plansResource } from '../logic/facts/resource-contents.ts';
import type { ResourceReader } from './resource-definition.ts';

export const readers: Readonly<Record<string, ResourceReader>> = {
  plans: async (_params, ctx) => plansResource(await ctx.ynab.listPlans()),
  categories: async (params, ctx) => categoriesResource(await ctx.ynab.categoryGroups(params.plan_id!)),
  accounts: async (params, ctx) => accountsResource(await ctx.ynab.accounts(params.plan_id!)),
};
