// What apply_rules asks review_transactions' plan to write (issue #32): the enabled rules run over the plan's
// transactions of a period still to review (unapproved, uncategorised, or either), each transaction given what
// its rules set. A category the transaction cannot carry (a split, an on-budget transfer, an off-budget
// account) is left out of its item, named, rather than refusing the whole run; the conflicts between rules
// are kept per transaction, for the question to show.
import { isOnBudgetAccount, isOnBudgetTransfer, isSplit, type OnBudgetById } from '../classify/classify-inputs.ts';
import { isUncategorised } from '../classify/pending.ts';
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
