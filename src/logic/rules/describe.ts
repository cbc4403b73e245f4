// A rule in words (issue #32), for save_rule's and delete_rule's questions and list_rules' summary: what it
// tests and what it sets, category and account names looked up, every text from the person, the agent or the
// bank cleaned (one line, no invisible characters, capped) since a rule's text is never an instruction.
import { untrusted } from '../core/untrusted.ts';
import type { Rule, RuleConditions, TextMatch } from './rule.ts';

/** Names of the ids a rule names; an id without a name is shown as it is. */
export interface RuleNames {
  categories: ReadonlyMap<string, string>;
  accounts: ReadonlyMap<string, string>;
}

const TEXT_SHOWN = 80;

const quoted = (text: string): string => `‘${untrusted(text, TEXT_SHOWN)}’`;

function textPart(field: string, match: TextMatch): string {
  if ('equals' in match) return `${field} is ${quoted(match.equals)}`;
  if ('contains' in match) return `${field} contains ${quoted(match.contains)}`;
  return `${field} starts with ${quoted(match.starts_with)}`;
}

const named = (id: string, names: ReadonlyMap<string, string>): string => untrusted(names.get(id) ?? id, TEXT_SHOWN);

function conditionParts(when: RuleConditions, names: RuleNames): string[] {
  // As the rule gives it, in currency units: the question then needs no request for the plan's currency format.
  const money = (amount: number): string => String(amount);
  const parts: string[] = [];
  if (when.payee) parts.push(textPart('payee', when.payee));
  if (when.label) parts.push(textPart('bank label', when.label));
  if (when.memo) parts.push(textPart('memo', when.memo));
  const amount = when.amount;
  if (amount !== undefined) {
    if ('equals' in amount) parts.push(`amount is ${money(amount.equals)}`);
    else if (amount.min !== undefined && amount.max !== undefined) parts.push(`amount from ${money(amount.min)} to ${money(amount.max)}`);
    else if (amount.min !== undefined) parts.push(`amount at least ${money(amount.min)}`);
    else if (amount.max !== undefined) parts.push(`amount at most ${money(amount.max)}`);
  }
  if (when.sign) parts.push(when.sign === 'outflow' ? 'an outflow' : 'an inflow');
  if (when.account_id) parts.push(`account ${named(when.account_id, names.accounts)}`);
  if (when.day_of_month) parts.push(`day ${when.day_of_month.from} to ${when.day_of_month.to} of the month`);
  return parts;
}

function actionParts(rule: Rule, names: RuleNames): string[] {
  const set = rule.actions;
  const parts: string[] = [];
  if (set.category_id !== undefined) parts.push(`category ${named(set.category_id, names.categories)}`);
  if (set.flag !== undefined) parts.push(set.flag === null ? 'no flag' : `flag ${set.flag}`);
  if (set.memo !== undefined) parts.push(set.memo.trim() === '' ? 'memo cleared' : `memo ${quoted(set.memo)}`);
  if (set.approve) parts.push('approve');
  return parts;
}

/** `when payee contains ‘MARKET’ and an outflow → category Groceries, approve`, `(disabled)` after when it is. */
export function describeRule(rule: Rule, names: RuleNames): string {
  const text = `when ${conditionParts(rule.conditions, names).join(' and ')} → ${actionParts(rule, names).join(', ')}`;
  return rule.enabled ? text : `${text} (disabled)`;
}

/** A rule as list_rules returns it: every text cleaned as untrusted text is (a hand-edited file may hold anything). */
export function shownRule(rule: Rule): Rule {
  const clean = (value: unknown): unknown =>
    typeof value === 'string'
      ? untrusted(value, 500)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]))
        : value;
  return clean(rule) as Rule;
}
