// apply_rules: Apply rules (issue #32). Orchestrates only: reads the plan's rules, the last 12 months of
// transactions, the categories and accounts; the rules decide what each transaction still to review gets
// (src/logic/rules/apply-plan.ts), review_transactions' plan words and writes it (src/logic/transactions/
// review-plan.ts), then confirm.write_plan asks, journals (kind `rules_applied`, undone as a review) and sends
// one bulk PATCH of at most 200 transactions.
import { errors, journalKind, messages, nothingToDo, refuse, type Args, type Output } from '../../generated/tools/apply_rules.ts';
import { confirmWrite } from '../confirm/result.ts';
import { categoryLookup } from '../logic/classify/category-lookup.ts';
import { addDays } from '../logic/core/day-numbers.ts';
import { dateRange, lastYearSince } from '../logic/core/period.ts';
import { firstRun, ruleCategoryGone, rulesApplication, rulesQuestionHead } from '../logic/rules/apply-plan.ts';
import { planReview, reviewQuestion } from '../logic/transactions/review-plan.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { requireRange } from './checks.ts';
import { readRules } from '../rules/access.ts';

/** A month back by default: the transactions a person has not reviewed yet. */
const DEFAULT_DAYS = 30;

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const today = ctx.today();
  const earliest = lastYearSince(today);
  const { since, until } = requireRange(
    dateRange(args.since_date, args.until_date, { since: addDays(today, 1 - DEFAULT_DAYS) ?? today, until: () => today }),
  );
  if (since < earliest) throw errors.beforeLastYear({ since, earliest });
  const planId = await ctx.ynab.planId(args.plan_id);
  const { rules } = await readRules(ctx.rules, planId);
  const none = { changes: [], conflicts: 0, left_out: 0, more: 0 };
  if (!rules.some((r) => r.enabled)) return nothingToDo.noRules({}, none);
  const [transactions, groups, accounts] = await Promise.all([
    ctx.ynab.transactions(planId, earliest),
    ctx.ynab.categoryGroups(planId, 'structure'),
    ctx.ynab.accounts(planId, 'structure'),
  ]);
  const lookup = categoryLookup(groups);
  const gone = ruleCategoryGone(rules, lookup.assignableIds);
  if (gone !== undefined) throw refuse(gone);
  const categories = { lookup, accountsById: new Map(accounts.map((a) => [a.id, a])) };
  const run = rulesApplication(
    rules,
    transactions,
    { ...categories, uncategorizedIds: lookup.uncategorizedIds },
    { since, until, scope: args.scope },
  );
  const whole = planReview(run.items, transactions, categories);
  // The rules were saved checked and their categories are checked above: only a memo edited by hand into more
  // than one line can be refused here; any other refusal would be a fault of this code, reported as one.
  if (!whole.ok) throw refuse(whole as Extract<typeof whole, { error: 'not_one_line' }>);
  const { items, more } = firstRun(
    run.items,
    whole.changes.map((c) => c.transaction_id),
  );
  // A part of what was just planned, which planReview accepted whole.
  const plan = more === 0 ? whole : (planReview(items, transactions, categories) as typeof whole);
  const conflicted = new Set(run.conflicts.map((c) => c.transaction_id)).size;
  const result = { changes: plan.changes, conflicts: conflicted, left_out: run.categoryLeftOut.length, more };
  if (plan.changes.length === 0) return nothingToDo.nothingNew({ since, until }, result);
  return confirmWrite(ctx, {
    planId,
    subject: plan.subject,
    seen: plan.seen,
    confirmation: args.confirmation,
    question: async () =>
      reviewQuestion(plan.seen, await ctx.ynab.currencyDigits(planId), rulesQuestionHead(plan.changes.length, conflicted)),
    journal: { kind: journalKind, details: plan.details },
    apply: async () => {
      await ctx.ynab.updateTransactions(planId, plan.subject);
    },
    applied: (id) => messages.applied({ count: plan.changes.length, operation_id: id, more: more > 0 ? { count_more: more } : null }),
    result: ({ status, message, confirmation, operation_id }) => ({ status, message, ...result, confirmation, operation_id }),
  });
};
