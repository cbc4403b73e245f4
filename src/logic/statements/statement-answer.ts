// match_statement's answer (and what apply_statement shares of it): the statement, the match and the
// proposal in currency units, every bank and YNAB text cleaned with untrusted(), a page at a time.
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { LedgerTransaction, MatchResult } from './match-types.ts';
import type { Statement } from './statement.ts';
import { answerDigest, encodePageCursor, pageCount, pageOf, type PageCursor } from './statement-pages.ts';
import type { Period, StatementBalance, StatementPlan, Unsure } from './statement-plan.ts';

const orNull = (m: number | null) => (m === null ? null : fromMilli(m));

/**
 * The most items each list shows a page (counts gives them all), so that a year's statement answers within
 * 24,000 characters (issue #28; bench/answer-sizes.ts): fewer matched lines, which agree and need no word
 * from the person, than of the lists the person must look at. Further pages come by cursor (statement-pages.ts).
 */
export const LISTED = { matched: 25, missing: 40, extra: 40, disagreements: 20, duplicates: 40 } as const;

export const shownBalance = (b: StatementBalance) => ({
  statement: orNull(b.statement),
  ynab: fromMilli(b.ynab),
  difference: orNull(b.difference),
  agrees: b.agrees,
});

const shownExtra = (t: LedgerTransaction) => ({
  transaction_id: t.id,
  date: t.date,
  amount: fromMilli(t.amount),
  payee: untrusted(t.payee_name),
  cleared: t.cleared,
});

/** Every item of every list, in statement order; a doubtful missing line names the transaction it may be. */
function shownLists(match: MatchResult) {
  // Each doubtful line's transaction, looked up once: another account's statement has thousands of each.
  const mayBeOf = new Map(match.doubtful.map((d) => [d.line, d.transaction.id]));
  return {
    matched: match.matched.map((m) => ({
      line: m.line.line,
      date: m.line.date,
      amount: fromMilli(m.line.amount),
      payee: untrusted(m.line.payee),
      transaction_id: m.transaction.id,
      transaction_date: m.transaction.date,
      cleared: m.transaction.cleared,
      confidence: m.confidence,
    })),
    missing: match.missing.map((l) => {
      const mayBe = mayBeOf.get(l);
      return {
        line: l.line,
        date: l.date,
        amount: fromMilli(l.amount),
        payee: untrusted(l.payee),
        memo: untrusted(l.memo),
        import_id: l.import_id,
        ...(mayBe === undefined ? {} : { may_be: mayBe }),
      };
    }),
    extra: match.extra.map(shownExtra),
    disagreements: match.disagreements.map((d) => ({
      line: d.line.line,
      date: d.line.date,
      amount: fromMilli(d.line.amount),
      payee: untrusted(d.line.payee),
      transaction_id: d.transaction.id,
      transaction_amount: fromMilli(d.transaction.amount),
      difference: fromMilli(d.difference),
    })),
    duplicates: match.duplicates,
  };
}

/** The whole answer before paging, its digest (what a cursor is bound to) and how many pages it takes. */
function matchParts(statement: Statement, period: Period, match: MatchResult, plan: StatementPlan) {
  const lists = shownLists(match);
  const names = Object.keys(LISTED) as (keyof typeof LISTED)[];
  const head = {
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
    counts: Object.fromEntries(names.map((k) => [k, lists[k].length])) as Record<keyof typeof LISTED, number>,
  };
  const tail = {
    balance: shownBalance(plan.balance),
    proposal: { create: plan.create.length, clear: plan.clear.length, correct: plan.corrections.length, reconcile: plan.reconcile.length },
  };
  const pages = pageCount(
    names.map((k) => lists[k].length),
    names.map((k) => LISTED[k]),
  );
  return { head, lists, tail, digest: answerDigest([head, lists, tail]), pages };
}

/** Page `page` of the answer: the low matches and the doubtful lines fill the first pages (the person hears of them first). */
function answerAt({ head, lists, tail, digest, pages }: ReturnType<typeof matchParts>, page: number) {
  return {
    ...head,
    matched: pageOf(lists.matched, page, LISTED.matched, (m) => m.confidence === 'low'),
    missing: pageOf(lists.missing, page, LISTED.missing, (l) => l.may_be !== undefined),
    extra: pageOf(lists.extra, page, LISTED.extra),
    disagreements: pageOf(lists.disagreements, page, LISTED.disagreements),
    duplicates: pageOf(lists.duplicates, page, LISTED.duplicates),
    ...tail,
    next_cursor: page + 1 < pages ? encodePageCursor({ page: page + 1, digest }) : null,
  };
}

/** The first page of the answer, or page `page`. */
export const shownMatch = (statement: Statement, period: Period, match: MatchResult, plan: StatementPlan, page = 0) =>
  answerAt(matchParts(statement, period, match, plan), page);

export interface Paging {
  /** 0 for the first page. */
  page: number;
  pages: number;
  next_cursor: string | null;
}

/**
 * The page a cursor names (none: the first), or why not: it was issued for another answer (another statement,
 * other arguments, or YNAB changed since), or it names a page this answer does not have.
 */
export function matchPage(statement: Statement, period: Period, match: MatchResult, plan: StatementPlan, cursor?: PageCursor) {
  const parts = matchParts(statement, period, match, plan);
  if (cursor !== undefined && cursor.digest !== parts.digest) return { ok: false as const, error: 'stale_cursor' as const };
  const page = cursor?.page ?? 0;
  if (page >= parts.pages) return { ok: false as const, error: 'bad_cursor' as const };
  const answer = answerAt(parts, page);
  return { ok: true as const, answer, paging: { page, pages: parts.pages, next_cursor: answer.next_cursor } satisfies Paging };
}

/** What the matching is unsure of, for the agent to name to the person: apply_statement writes none of it. */
function unsureText({ low, doubtful, foreign }: Unsure): string {
  const parts = [
    ...(low.length > 0
      ? [`${low.length} match(es) rest on the amount and dates alone (confidence low) and would not be marked cleared`]
      : []),
    ...(doubtful.length > 0 ? [`${doubtful.length} missing line(s) may be a transaction left over (may_be) and would not be created`] : []),
    ...(foreign
      ? [
          "the statement looks like another account's (most lines not in YNAB, most of its transactions not on it), so no line would be created",
        ]
      : []),
  ];
  return parts.length === 0 ? '' : ` Unsure, so nothing would be reconciled: ${parts.join('; ')}. Name these to the user.`;
}

/** Where this page stands and how to get the next one. */
function pagingText({ page, pages, next_cursor }: Paging): string {
  if (pages === 1) return '';
  const where =
    ` Long lists come in ${pages} pages of at most ${LISTED.missing} items a list (${LISTED.matched} matched lines, ${LISTED.disagreements} disagreements), low matches and doubtful lines first: ` +
    `counts gives every list's size. This is page ${page + 1}`;
  return next_cursor === null
    ? `${where}, the last.`
    : `${where}; for the next, call match_statement again with the same arguments and cursor ‘${next_cursor}’.`;
}

/** What the match says to the agent: the counts, what apply_statement would do, what to look at, and the pages. */
export function matchMessage(
  name: string,
  match: MatchResult,
  plan: StatementPlan,
  fmt: (m: number) => string,
  paging: Paging = { page: 0, pages: 1, next_cursor: null },
): string {
  const { balance } = plan;
  const counts =
    `${match.matched.length} line(s) matched, ${match.missing.length} missing from YNAB, ${match.extra.length} transaction(s) of ${name} not on the statement, ` +
    `${match.disagreements.length} amount disagreement(s).`;
  const check =
    balance.statement === null
      ? ' The file has no closing balance, so applying it cannot reconcile.'
      : balance.agrees
        ? ` Once applied, YNAB's cleared balance at the period's end (${fmt(balance.ynab)}) equals the statement's closing balance: apply_statement would also reconcile.`
        : balance.difference === 0
          ? ` Once applied, YNAB's cleared balance at the period's end (${fmt(balance.ynab)}) equals the statement's closing balance, but apply_statement would not reconcile while something is unsure.`
          : ` Once applied, YNAB's cleared balance at the period's end would be ${fmt(balance.ynab)} and the statement closes at ${fmt(balance.statement)} ` +
            `(a difference of ${fmt(balance.difference!)}): apply_statement would not reconcile. Review the transactions not on the statement (extra) with the user.`;
  const left =
    plan.leftDisagreements.length > 0
      ? ` ${plan.leftDisagreements.length} disagreement(s) would be left as they are (a split, a transfer, a reconciled transaction, or fix_amounts=false).`
      : '';
  // apply_statement takes no cursor: the same arguments, less that one.
  const same = paging.pages > 1 ? 'the same arguments, without cursor' : 'the same arguments';
  const next = plan.nothing
    ? ' Nothing is left to apply.'
    : ` Show the user the missing lines and disagreements; with their agreement, call apply_statement with ${same}.`;
  return counts + check + left + unsureText(plan.unsure) + pagingText(paging) + next;
}
