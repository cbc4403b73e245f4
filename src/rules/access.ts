// What the rules tools and the undo of a rule edit share (issue #32): the person's rules read and replaced
// through the store, its failures turned into the errors the manifests declare, and the plan facts a rule is
// checked and worded against.
import { sharedErrors } from '../../generated/errors.ts';
import { categoryLookup } from '../logic/classify/category-lookup.ts';
import { lastYearSince } from '../logic/core/period.ts';
import type { RuleNames } from '../logic/rules/describe.ts';
import type { Rule } from '../logic/rules/rule.ts';
import type { RuleFacts } from '../logic/rules/save-plan.ts';
import type { YnabClient } from '../ynab/client.ts';
import { RulesChanged, RulesUnreadable, RulesUnwritable, type PlanRules, type RulesStore } from './store.ts';

/** The store's failure as the error the manifests declare; anything else as it is. */
function declared(error: unknown): unknown {
  if (error instanceof RulesUnreadable)
    return sharedErrors.rulesUnreadable({ where: error.where, line: error.line, problem: error.problem, fix: error.fix });
  if (error instanceof RulesChanged) return sharedErrors.rulesChanged();
  if (error instanceof RulesUnwritable) return sharedErrors.rulesUnwritable({ where: error.where, reason: error.reason, fix: error.fix });
  return error;
}

export async function readRules(store: RulesStore, planId: string): Promise<PlanRules> {
  try {
    return await store.read(planId);
  } catch (error) {
    throw declared(error);
  }
}

export async function writeRules(store: RulesStore, planId: string, rules: readonly Rule[], revision: string): Promise<void> {
  try {
    await store.replace(planId, rules, revision);
  } catch (error) {
    throw declared(error);
  }
}

/** Category and account names for a rule's words; accounts are read only when a rule names one. */
export async function ruleNames(ynab: YnabClient, planId: string, rules: readonly Rule[]): Promise<RuleNames> {
  const namesAccount = rules.some((r) => r.conditions.account_id !== undefined);
  const [groups, accounts] = await Promise.all([ynab.categoryGroups(planId), namesAccount ? ynab.accounts(planId) : []]);
  return { categories: categoryLookup(groups).names, accounts: new Map(accounts.map((a) => [a.id, a.name])) };
}

/**
 * What save_rule checks a rule against and tries it on: the categories, the last 12 months of transactions
 * (newest first, for the sample) and, only when a rule may name an account, the accounts. Transfer payees are
 * read off the transactions, which costs no request of its own.
 */
export async function ruleFacts(ynab: YnabClient, planId: string, today: string, namesAccount: boolean) {
  const [groups, transactions, accounts] = await Promise.all([
    ynab.categoryGroups(planId),
    ynab.transactions(planId, lastYearSince(today)),
    namesAccount ? ynab.accounts(planId) : undefined,
  ]);
  const lookup = categoryLookup(groups);
  const transferPayees = new Set(transactions.filter((t) => t.transfer_account_id != null).map((t) => t.payee_name ?? ''));
  const accountNames = new Map(transactions.map((t) => [t.account_id, t.account_name]));
  for (const a of accounts ?? []) accountNames.set(a.id, a.name);
  const facts: RuleFacts = {
    lookup,
    transferPayees: [...transferPayees].filter((p) => p !== ''),
    accountIds: new Set((accounts ?? []).filter((a) => !a.closed && !a.deleted).map((a) => a.id)),
    names: { categories: lookup.names, accounts: accountNames },
  };
  return { facts, transactions: [...transactions].reverse() };
}
