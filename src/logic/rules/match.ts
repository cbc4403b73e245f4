// Whether a rule's conditions hold for a transaction (issue #32): every condition given must hold; a rule
// with none holds for nothing (the tools refuse it before). Text is folded first: no case, no accents, one
// space between words, so "Café  du Port" and "CAFE DU PORT" are the same.
import { normalizePayee } from '../classify/payee-keys.ts';
import { toMilli } from '../core/money.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import type { RuleConditions, TextMatch } from './rule.ts';

/** The transaction fields conditions read (YNAB's TransactionDetail, milliunits). */
export type RuleInput = Pick<Transaction, 'date' | 'amount' | 'account_id' | 'payee_name' | 'memo'> &
  Partial<Pick<Transaction, 'import_payee_name_original'>>;

const MARKS = /\p{M}/gu;
const SPACES = /\s+/gu;

/** Text as conditions compare it: decomposed without its marks, upper case, single spaces, trimmed. */
export const fold = (text: string | null | undefined): string =>
  (text ?? '').normalize('NFKD').replace(MARKS, '').toUpperCase().replace(SPACES, ' ').trim();

/** Whether folded `text` holds the match (its own text folded the same way). */
export function textHolds(match: TextMatch, text: string): boolean {
  if ('equals' in match) return text === fold(match.equals);
  if ('contains' in match) return text.includes(fold(match.contains));
  return text.startsWith(fold(match.starts_with));
}

// Cent-exact comparison: the rule's amount in milliunits (3 decimals at most, as YNAB's).
const milli = (amount: number): number => toMilli(amount, 3) ?? Number.NaN;

function amountHolds(amount: NonNullable<RuleConditions['amount']>, value: number): boolean {
  if ('equals' in amount) return value === milli(amount.equals);
  return (amount.min === undefined || value >= milli(amount.min)) && (amount.max === undefined || value <= milli(amount.max));
}

function dayHolds({ from, to }: NonNullable<RuleConditions['day_of_month']>, date: string): boolean {
  const day = Number(date.slice(8, 10));
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** Every condition given holds for the transaction; a rule without conditions holds for none. */
export function ruleMatches(when: RuleConditions, tx: RuleInput): boolean {
  const checks: boolean[] = [];
  if (when.payee !== undefined) checks.push(textHolds(when.payee, fold(normalizePayee(tx.payee_name ?? ''))));
  if (when.label !== undefined) checks.push(textHolds(when.label, fold(tx.import_payee_name_original ?? tx.payee_name)));
  if (when.memo !== undefined) checks.push(textHolds(when.memo, fold(tx.memo)));
  if (when.amount !== undefined) checks.push(amountHolds(when.amount, tx.amount));
  if (when.sign !== undefined) checks.push(when.sign === 'outflow' ? tx.amount < 0 : tx.amount > 0);
  if (when.account_id !== undefined) checks.push(tx.account_id === when.account_id);
  if (when.day_of_month !== undefined) checks.push(dayHolds(when.day_of_month, tx.date));
  return checks.length > 0 && checks.every(Boolean);
}
