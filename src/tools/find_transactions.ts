// find_transactions: Find transactions. Orchestrates only: the period and amount are checked before any
// request, then accounts, transactions and categories from YNAB, filtered by src/logic/transactions/find-transactions.ts.
import { errors, type Args, type Output } from '../../generated/tools/find_transactions.ts';
import { requireFilterAmount, requireKnownAccounts, requireRange } from './checks.ts';
import { dateRange, searchDefaults } from '../logic/core/period.ts';
import { findTransactions, unknownIds } from '../logic/transactions/find-transactions.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const { since, until } = requireRange(dateRange(args.since_date, args.until_date, searchDefaults(ctx.today())));
  const amount = args.amount === undefined ? undefined : requireFilterAmount(args.amount);
  const [accounts, transactions, groups] = await Promise.all([
    ctx.ynab.accounts(args.plan_id),
    ctx.ynab.transactions(args.plan_id, since),
    ctx.ynab.categoryGroups(args.plan_id),
  ]);
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  const categoriesById = new Map(groups.flatMap((g) => g.categories).map((c) => [c.id, c]));
  requireKnownAccounts(unknownIds(args.account_ids ?? [], accountsById));
  const unknownCategories = unknownIds(args.category_ids ?? [], categoriesById);
  if (unknownCategories.length > 0) throw errors.unknownCategory({ ids: unknownCategories.join(', ') });
  return findTransactions(transactions, accountsById, categoriesById, {
    since,
    until,
    amount,
    accountIds: args.account_ids,
    categoryIds: args.category_ids,
    payee: args.payee,
    limit: args.limit,
  });
};
