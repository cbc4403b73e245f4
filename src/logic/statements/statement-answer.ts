// match_statement's answer (and what apply_statement shares of it): the statement, the match and the
// proposal in currency units, every bank and YNAB text cleaned with untrusted().
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { LedgerTransaction, MatchResult } from './match-types.ts';
import type { Statement } from './statement.ts';
import type { Period, StatementBalance, StatementPlan } from './statement-plan.ts';

const orNull = (m: number | null) => (m === null ? null : fromMilli(m));

/**
 * The most items each list shows (counts gives them all), so that a year's statement still answers within
 * 100 KB; the lists that ask the person something (missing, disagreements) come in statement order.
 */
export const LISTED = { matched: 40, missing: 40, extra: 40, disagreements: 20, duplicates: 40 } as const;

/** How many items each list holds in all, and whether any list was cut. */
export function matchCounts(match: MatchResult) {
  const counts = { matched: match.matched.length, missing: match.missing.length, extra: match.extra.length, disagreements: match.disagreements.length, duplicates: match.duplicates.length };
  return { counts, cut: (Object.keys(counts) as (keyof typeof counts)[]).some((k) => counts[k] > LISTED[k]) };
}

export const shownBalance = (b: StatementBalance) => ({ statement: orNull(b.statement), ynab: fromMilli(b.ynab), difference: orNull(b.difference), agrees: b.agrees });

const shownExtra = (t: LedgerTransaction) => ({ transaction_id: t.id, date: t.date, amount: fromMilli(t.amount), payee: untrusted(t.payee_name), cleared: t.cleared });

export function shownMatch(statement: Statement, period: Period, match: MatchResult, plan: StatementPlan) {
  return {
    statement: {
      format: statement.format,
      account: statement.account === null ? null : untrusted(statement.account),
      currency: statement.currency === null ? null : untrusted(statement.currency),
      from: period.from,
      to: period.to,
      opening_balance: orNull(statement.opening),
      closing_balance: orNull(statement.closing),
      // CSV and QIF: the order the dates were read in and why, and what else the reader decided (a balance not used).
      ...(statement.date_format === undefined ? {} : { date_format: statement.date_format }),
      ...(statement.notes === undefined ? {} : { notes: statement.notes.map((n) => untrusted(n, 300)) }),
    },
    counts: matchCounts(match).counts,
    matched: match.matched.slice(0, LISTED.matched).map((m) => ({
      line: m.line.line,
      date: m.line.date,
      amount: fromMilli(m.line.amount),
      payee: untrusted(m.line.payee),
      transaction_id: m.transaction.id,
      transaction_date: m.transaction.date,
      cleared: m.transaction.cleared,
      confidence: m.confidence,
    })),
    missing: match.missing.slice(0, LISTED.missing).map((l) => ({ line: l.line, date: l.date, amount: fromMilli(l.amount), payee: untrusted(l.payee), memo: untrusted(l.memo), import_id: l.import_id })),
    extra: match.extra.slice(0, LISTED.extra).map(shownExtra),
    disagreements: match.disagreements.slice(0, LISTED.disagreements).map((d) => ({
      line: d.line.line,
      date: d.line.date,
      amount: fromMilli(d.line.amount),
      payee: untrusted(d.line.payee),
      transaction_id: d.transaction.id,
      transaction_amount: fromMilli(d.transaction.amount),
      difference: fromMilli(d.difference),
    })),
    duplicates: match.duplicates.slice(0, LISTED.duplicates),
    balance: shownBalance(plan.balance),
    proposal: { create: plan.create.length, clear: plan.clear.length, correct: plan.corrections.length, reconcile: plan.reconcile.length },
  };
}

/** What the match says to the agent: the counts, what apply_statement would do, and what to look at. */
export function matchMessage(name: string, match: MatchResult, plan: StatementPlan, fmt: (m: number) => string): string {
  const { balance } = plan;
  const counts =
    `${match.matched.length} line(s) matched, ${match.missing.length} missing from YNAB, ${match.extra.length} transaction(s) of ${name} not on the statement, ` +
    `${match.disagreements.length} amount disagreement(s).`;
  const check =
    balance.statement === null
      ? ' The file has no closing balance, so applying it cannot reconcile.'
      : balance.agrees
        ? ` Once applied, YNAB's cleared balance at the period's end (${fmt(balance.ynab)}) equals the statement's closing balance: apply_statement would also reconcile.`
        : ` Once applied, YNAB's cleared balance at the period's end would be ${fmt(balance.ynab)} and the statement closes at ${fmt(balance.statement)} ` +
          `(a difference of ${fmt(balance.statement - balance.ynab)}): apply_statement would not reconcile. Review the transactions not on the statement (extra) with the user.`;
  const left = plan.leftDisagreements.length > 0 ? ` ${plan.leftDisagreements.length} disagreement(s) would be left as they are (a split, a transfer, or fix_amounts=false).` : '';
  const next = plan.nothing ? ' Nothing is left to apply.' : ' Show the user the missing lines and disagreements; with their agreement, call apply_statement with the same arguments.';
  const cut = matchCounts(match).cut ? ` Long lists show their first items only: counts gives every list's size (at most ${LISTED.missing} missing, ${LISTED.disagreements} disagreements listed).` : '';
  return counts + check + left + cut + next;
}
