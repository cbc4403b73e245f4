// save_rule's plan (issue #32): the rule given (or a rules file imported) checked in the tool's order, put in
// its place in the list, tried on the last 12 months (dry-run.ts) and worded as the question the person answers
// before it is saved. Saving changes no transaction: apply_rules does, later, with its own question.
import type { CategoryLookup } from '../classify/category-lookup.ts';
import { agentText, trimWhiteSpace, untrusted } from '../core/untrusted.ts';
import { fromMilli } from '../core/money.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { describeRule, type RuleNames } from './describe.ts';
import { dryRun, type DryRun, type Tried } from './dry-run.ts';
import { replaceRules, ruleKey, saveRule, type RuleEdit } from './edit-plan.ts';
import { checkMemoUse, checkReach, checkRule, type RuleRefusal } from './rule-checks.ts';
import type { Rule } from './rule.ts';
import { readRuleValue, readRulesFile } from './rules-file.ts';

/** What the checks and the question read of the plan. */
export interface RuleFacts {
  lookup: Pick<CategoryLookup, 'uncategorizedIds' | 'assignableIds' | 'names'>;
  /** Payee names of transfers (`Transfer : Checking`): a payee or label condition must not hold for one. */
  transferPayees: readonly string[];
  /** The plan's open accounts. */
  accountIds: ReadonlySet<string>;
  /** Category and account names, for the question. */
  names: RuleNames;
}

export type SaveRefusal =
  | RuleRefusal
  | { ok: false; error: 'bad_rule'; problem: string; fix: string }
  | { ok: false; error: 'not_one_line'; what: string; text: string }
  | { ok: false; error: 'unknown_account'; ids: string }
  | { ok: false; error: 'rules_file_refused'; line: number; problem: string; fix: string }
  | { ok: false; error: 'rules_file_plans'; plans: string };

export type SavePlan =
  | SaveRefusal
  /** `same`: the rule saved as given, at its place (save_rule's same_rule); absent for an import (same_rules). */
  | { ok: true; nothing: true; same?: { name: string; position: number } }
  | { ok: true; nothing: false; next: Rule[]; edits: RuleEdit[]; run: DryRun | null; question: string };

/** The agent's texts in a rule, each one line of visible characters, trimmed; or the first that is not. */
function trimmed(rule: Rule): { rule: Rule } | SaveRefusal {
  const texts: [string, string, (t: string) => void][] = [];
  const out: Rule = { ...rule, conditions: { ...rule.conditions }, actions: { ...rule.actions } };
  texts.push(['Rule name', rule.name, (t) => (out.name = t)]);
  for (const field of ['payee', 'label', 'memo'] as const) {
    const match = out.conditions[field];
    if (match === undefined) continue;
    const [kind, text] = Object.entries(match)[0] as [string, string];
    texts.push([`The ${field} condition of rule ${rule.name}`, text, (t) => (out.conditions[field] = { [kind]: t } as typeof match)]);
  }
  for (const [what, text, put] of texts) {
    const clean = agentText(text);
    if (clean === undefined) return { ok: false, error: 'not_one_line', what, text: untrusted(text) };
    put(clean);
  }
  // The memo it sets was read as one line already (rules-file.ts, as YNAB keeps it): only its spaces go.
  if (out.actions.memo !== undefined) out.actions.memo = trimWhiteSpace(out.actions.memo);
  return { rule: out };
}

/** The checks of one rule against the plan, in order; the rule as it will be saved when it passes. */
function checked(rule: Rule, facts: RuleFacts): { rule: Rule } | SaveRefusal {
  const clean = trimmed(rule);
  if (!('rule' in clean)) return clean;
  const refused = checkRule(clean.rule, facts.lookup, facts.transferPayees);
  if (refused !== undefined) return refused;
  const account = clean.rule.conditions.account_id;
  if (account !== undefined && !facts.accountIds.has(account)) return { ok: false, error: 'unknown_account', ids: account };
  return clean;
}

// In currency units as a plain number: the question then needs no request for the plan's currency format.
const amountOf = (m: number): string => String(fromMilli(m));

function runLines(rule: Rule, run: DryRun): string[] {
  const lines = [
    run.matched === 0
      ? `in the last 12 months it matches no transaction: it does nothing until one comes`
      : `in the last 12 months it matches ${run.matched} of ${run.tried} transaction(s); apply_rules would change ${run.changed}`,
  ];
  for (const c of run.conflicts)
    lines.push(
      `conflict with rule ‘${untrusted(c.rule)}’ on ${c.field} in ${c.count} transaction(s): ‘${untrusted(c.kept ? rule.name : c.rule)}’ wins, being higher in the list`,
    );
  for (const tx of run.sample) lines.push(`would change ${transactionHead(tx.date, tx.payee_name, amountOf(tx.amount))}`);
  return lines;
}

/** save_rule with `rule`: checks, its place, its dry run and the question. */
export function planSaveRule(
  given: unknown,
  position: number | undefined,
  rules: readonly Rule[],
  facts: RuleFacts,
  transactions: readonly Tried[],
): SavePlan {
  const read = readRuleValue(given);
  if (!read.ok) return { ok: false, error: 'bad_rule', problem: read.problem, fix: read.fix };
  const clean = checked(read.rule, facts);
  if (!('rule' in clean)) return clean;
  const rule = clean.rule;
  const { next, edit } = saveRule(rules, rule, position);
  const memo = checkMemoUse(next);
  if (memo !== undefined) return memo;
  if (edit.before !== null && edit.before.position === edit.after!.position && ruleKey(edit.before.rule) === ruleKey(rule))
    return { ok: true, nothing: true, same: { name: untrusted(rule.name), position: edit.before.position } };
  const run = dryRun(rule, next, transactions);
  const reach = checkReach(rule.name, run);
  if (reach !== undefined) return reach;
  const place = `position ${edit.after!.position} of ${next.length}`;
  const head =
    edit.before === null ? `Save the new rule ‘${untrusted(rule.name)}’ (${place})?` : `Change rule ‘${untrusted(rule.name)}’ (${place})?`;
  const lines = [
    `${edit.before === null ? 'it' : 'now'}: ${describeRule(rule, facts.names)}`,
    ...(edit.before === null ? [] : [`was: ${describeRule(edit.before.rule, facts.names)} (position ${edit.before.position})`]),
    ...runLines(rule, run),
  ];
  return { ok: true, nothing: false, next, edits: [edit], run, question: question(head, lines) };
}

/** save_rule with `rules_file`: the file's rules for this plan replace the plan's list, each checked as one saved. */
export function planImportRules(
  text: string,
  planId: string,
  rules: readonly Rule[],
  facts: RuleFacts,
  transactions: readonly Tried[],
): SavePlan {
  const read = readRulesFile(text);
  if (!read.ok) return { ok: false, error: 'rules_file_refused', line: read.line, problem: read.problem, fix: read.fix };
  const only = read.plans.size === 1 ? [...read.plans.values()][0] : undefined;
  const given = read.plans.get(planId) ?? only;
  if (given === undefined) return { ok: false, error: 'rules_file_plans', plans: [...read.plans.keys()].join(', ') || 'none' };
  const imported: Rule[] = [];
  for (const rule of given) {
    const clean = checked(rule, facts);
    if (!('rule' in clean)) return clean;
    imported.push(clean.rule);
  }
  const memo = checkMemoUse(imported);
  if (memo !== undefined) return memo;
  const edits = replaceRules(rules, imported);
  if (edits.length === 0) return { ok: true, nothing: true };
  const runs = new Map<string, DryRun>();
  for (const edit of edits) {
    if (edit.after === null) continue;
    const run = dryRun(edit.after.rule, imported, transactions);
    const reach = checkReach(edit.name, run);
    if (reach !== undefined) return reach;
    runs.set(edit.name, run);
  }
  const line = (edit: RuleEdit): string => {
    const name = untrusted(edit.name);
    if (edit.after === null) return `remove ‘${name}’`;
    const run = runs.get(edit.name)!;
    const verb = edit.before === null ? 'add' : 'change';
    return `${verb} ‘${name}’ at position ${edit.after.position}: ${describeRule(edit.after.rule, facts.names)} (matches ${run.matched}, would change ${run.changed})`;
  };
  const head = `Replace this plan's ${rules.length} rule(s) with the file's ${imported.length}?`;
  return {
    ok: true,
    nothing: false,
    next: imported,
    edits,
    run: null,
    question: question(head, edits.map(line)),
  };
}
