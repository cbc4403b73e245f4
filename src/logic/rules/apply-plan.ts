// What apply_rules asks review_transactions' plan to write (issue #32): the enabled rules run over the plan's
// transactions of a period still to review (unapproved, uncategorised, or either), each transaction given what
// its rules set. A category the transaction cannot carry (a split, an on-budget transfer, an off-budget
// account) is left out of its item, named, rather than refusing the whole run; the conflicts between rules
// are kept per transaction, for the question to show.
import { isOnBudgetAccount, isOnBudgetTransfer, isSplit, type OnBudgetById } from '../classify/classify-inputs.ts';
import { isUncategorised } from '../classify/pending.ts';
import { untrusted } from '../core/untrusted.ts';
import type { ReviewItem, Reviewed } from '../transactions/review-plan.ts';
import { decide, type RuleConflict, ruleItem } from './decide.ts';
import type { RuleInput } from './match.ts';
import type { Rule } from './rule.ts';

/** Which transactions of the period the rules run over. */
export type RulesScope = 'unapproved' | 'uncategorized' | 'both';

export interface RulesApplication {
  /** One per transaction the rules set something on, in the order given. */
  items: ReviewItem[];
  conflicts: (RuleConflict & { transaction_id: string })[];
  /** Transactions a rule would have categorised, that cannot carry a category. */
  categoryLeftOut: string[];
}

export function rulesApplication(
  rules: readonly Rule[],
  transactions: readonly (Reviewed & RuleInput)[],
  facts: { accountsById: OnBudgetById; uncategorizedIds: ReadonlySet<string> },
  period: { since: string; until: string; scope: RulesScope },
): RulesApplication {
  const out: RulesApplication = { items: [], conflicts: [], categoryLeftOut: [] };
  for (const tx of transactions) {
    if (tx.deleted || tx.date < period.since || tx.date > period.until) continue;
    const unapproved = !tx.approved;
    const uncategorised = isUncategorised(tx, facts.uncategorizedIds);
    const inScope =
      period.scope === 'unapproved' ? unapproved : period.scope === 'uncategorized' ? uncategorised : unapproved || uncategorised;
    if (!inScope) continue;
    const { set, conflicts } = decide(rules, tx);
    out.conflicts.push(...conflicts.map((c) => ({ ...c, transaction_id: tx.id })));
    const item = ruleItem(tx.id, set);
    const carries = !isSplit(tx) && isOnBudgetAccount(tx.account_id, facts.accountsById) && !isOnBudgetTransfer(tx, facts.accountsById);
    if (item.category_id !== undefined && !carries) {
      delete item.category_id;
      out.categoryLeftOut.push(tx.id);
    }
    if (Object.keys(item).length > 1) out.items.push(item);
  }
  return out;
}

/** An enabled rule setting a category the plan no longer offers (deleted or hidden since it was saved). */
export function ruleCategoryGone(
  rules: readonly Rule[],
  assignableIds: ReadonlySet<string>,
): { ok: false; error: 'rule_category_gone'; name: string; category_id: string } | undefined {
  const gone = rules.find((r) => r.enabled && r.actions.category_id !== undefined && !assignableIds.has(r.actions.category_id));
  return gone === undefined
    ? undefined
    : { ok: false, error: 'rule_category_gone', name: untrusted(gone.name), category_id: gone.actions.category_id! };
}

/** The most transactions one apply_rules writes: review_transactions' bound, one bulk PATCH. */
export const RULES_RUN_MAX = 200;

/** The items of the first `max` transactions that change, and how many changing ones are left for another call. */
export function firstRun(
  items: readonly ReviewItem[],
  changing: readonly string[],
  max = RULES_RUN_MAX,
): { items: ReviewItem[]; more: number } {
  const kept = new Set(changing.slice(0, max));
  return { items: items.filter((i) => kept.has(i.transaction_id)), more: Math.max(0, changing.length - max) };
}

/** apply_rules' question head: `Apply the rules to {n} transaction(s)?`, and how conflicts were settled when there were some. */
export const rulesQuestionHead = (count: number, conflicted: number): string =>
  conflicted === 0
    ? `Apply the rules to ${count} transaction(s)?`
    : `Apply the rules to ${count} transaction(s)? Where two rules disagree (${conflicted} transaction(s)), the one higher in the list wins.`;
