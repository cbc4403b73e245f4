// The debts of get_debt_payoff_plan and their terms (algorithms.md §20 steps 1–3): open debt accounts that
// owe money, the rate, minimum and escrow in force today from YNAB's dated maps, and the agent's overrides.

import { isDebtType } from '../facts/account-types.ts';
import { compareCodePoints, compareIgnoringCase } from '../core/compare.ts';
import { quotedList, trimWhiteSpace, untrusted } from '../core/untrusted.ts';
import type { Account } from '../core/ynab-slices.ts';

/** A yearly rate in percent as an exact fraction (no float ever multiplies an amount). */
export interface Rate {
  num: bigint;
  den: bigint;
}

export const ZERO_RATE: Rate = { num: 0n, den: 1n };

/** The exact value of a finite number's shortest decimal text, as a fraction; undefined when absent or not finite. */
export function exactDecimal(x: number | undefined): Rate | undefined {
  if (!Number.isFinite(x)) return undefined;
  // The text of a finite number: -?digits, then maybe .digits, then maybe e±digits.
  const [mantissa, exponent] = String(x).split('e') as [string, string?];
  const [whole, fraction = ''] = mantissa.split('.') as [string, string?];
  const e = Number(exponent ?? 0) - fraction.length;
  return { num: BigInt(whole + fraction) * 10n ** BigInt(Math.max(e, 0)), den: 10n ** BigInt(Math.max(-e, 0)) };
}

/** Negative, zero or positive as rate a is lower than, equal to or higher than b. */
export function compareRates(a: Rate, b: Rate): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** YNAB's dated map (`debt_interest_rates`, …): the value at the latest key ≤ today, if any. */
export function valueOn(map: Readonly<Record<string, number>> | null | undefined, today: string): number | undefined {
  if (map == null) return undefined;
  const dated = Object.entries(map).filter(([key, value]) => key <= today && typeof value === 'number');
  return dated.sort(([a], [b]) => compareCodePoints(a, b)).at(-1)?.[1];
}

/** The Account fields §20 reads (milliunits; rates in thousandths of a percent). */
type DebtAccount = Pick<
  Account,
  'id' | 'name' | 'type' | 'closed' | 'deleted' | 'balance' | 'debt_interest_rates' | 'debt_minimum_payments' | 'debt_escrow_amounts'
>;

export type TermSource = 'YNAB' | 'override' | 'missing';

/** One debt with the terms used (milliunits; the rate as an exact percent). */
export interface Debt {
  account_id: string;
  /** Cleaned with untrusted(). */
  name: string;
  type: string;
  owed: number;
  rate: Rate;
  /** The rate as the agent sees it, in percent. */
  rate_shown: number;
  rate_from: TermSource;
  minimum: number;
  minimum_from: TermSource;
  escrow: number;
}

/** §20 step 1: open accounts of a debt type with a negative balance, in the accounts' order. */
export function debtAccounts<A extends DebtAccount>(accounts: readonly A[]): A[] {
  return accounts.filter((a) => !a.closed && !a.deleted && isDebtType(a.type) && a.balance < 0);
}

/** An override as the logic takes it: the minimum already in milliunits. */
export interface OverrideIn {
  account: string;
  interest_rate?: number | undefined;
  minimum?: number | undefined;
}

const sameName = (value: string, account: DebtAccount): boolean => {
  const wanted = trimWhiteSpace(value).toLowerCase();
  return wanted === trimWhiteSpace(account.name).toLowerCase() || wanted === untrusted(account.name).toLowerCase();
};

/** The debts an override names: the one with that id, else every debt of that name (case and spaces ignored). */
export function matchOverride<A extends DebtAccount>(value: string, debts: readonly A[]): A[] {
  const byId = debts.filter((d) => d.id === value);
  return byId.length > 0 ? byId : debts.filter((d) => sameName(value, d));
}

/** Override values that name no debt, in the order given, each once. */
export function unmatchedOverrides(overrides: readonly { account: string }[], debts: readonly DebtAccount[]): string[] {
  return [...new Set(overrides.map((o) => o.account).filter((value) => matchOverride(value, debts).length === 0))];
}

/** unknown_debts: the overrides that name no open debt owing money, and how the debts can be named; undefined when each names one. */
export function unknownDebts(
  overrides: readonly { account: string }[],
  debts: readonly DebtAccount[],
): { ok: false; error: 'unknown_debts'; values: string; debts: string } | undefined {
  const unmatched = unmatchedOverrides(overrides, debts);
  return unmatched.length === 0
    ? undefined
    : { ok: false, error: 'unknown_debts', values: quotedList(unmatched), debts: nameableDebts(debts) };
}

/** How the debts can be named, for the unknown_debts message. */
export function nameableDebts(debts: readonly DebtAccount[]): string {
  if (debts.length === 0) return 'none (no open debt account owes money)';
  return [...debts]
    .sort((a, b) => compareIgnoringCase(a.name, b.name))
    .map((d) => `‘${untrusted(d.name)}’ (${d.id})`)
    .join(', ');
}

/** §20 steps 2–3: each debt's terms in force today, overrides applied (later overrides win). */
export function debtTerms(debts: readonly DebtAccount[], overrides: readonly OverrideIn[], today: string): Debt[] {
  const named = overrides.map((o) => ({ o, ids: new Set(matchOverride(o.account, debts).map((d) => d.id)) }));
  return debts.map((account) => {
    const ynabRate = valueOn(account.debt_interest_rates, today);
    const ynabMinimum = valueOn(account.debt_minimum_payments, today);
    // YNAB stores rates in thousandths of a percent (4500 = 4.5 %).
    const fromYnab = exactDecimal(ynabRate);
    let rate: Rate = fromYnab === undefined ? ZERO_RATE : { num: fromYnab.num, den: fromYnab.den * 1000n };
    let rateShown = fromYnab === undefined ? 0 : ynabRate! / 1000;
    let rateFrom: TermSource = fromYnab === undefined ? 'missing' : 'YNAB';
    let minimum = ynabMinimum ?? 0;
    let minimumFrom: TermSource = ynabMinimum === undefined ? 'missing' : 'YNAB';
    for (const { o, ids } of named) {
      if (!ids.has(account.id)) continue;
      const overridden = exactDecimal(o.interest_rate);
      if (overridden !== undefined) {
        rate = overridden;
        rateShown = o.interest_rate!;
        rateFrom = 'override';
      }
      if (o.minimum !== undefined) {
        minimum = o.minimum;
        minimumFrom = 'override';
      }
    }
    return {
      account_id: account.id,
      name: untrusted(account.name),
      type: account.type,
      owed: -account.balance,
      rate,
      rate_shown: rateShown,
      rate_from: rateFrom,
      minimum,
      minimum_from: minimumFrom,
      escrow: valueOn(account.debt_escrow_amounts, today) ?? 0,
    };
  });
}
