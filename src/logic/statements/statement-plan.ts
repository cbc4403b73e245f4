// What applying a matched statement does to one account (issue #17): create the missing lines, mark the
// matched transactions cleared, correct the disagreeing amounts, and, when the closing balance then equals
// YNAB's cleared balance at the period's end, mark that balance reconciled. What the matching is unsure of
// (issue #27) is never written: a low match is not cleared, a doubtful line not created, no line of a statement
// that looks like another account's is created, and while any of these is left nothing is reconciled. Also the confirmed subject, the question and the journal details (its undo:
// src/logic/undo/statement.ts). Milliunits inside.
import { compareCodePoints } from '../core/compare.ts';
import { formatAmount } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { CreatedRecord } from '../transactions/create-plan.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { memoDigest, sentJournal, type SentCandidate, type SentFields, type SentTransaction } from '../writes/sent-transactions.ts';
import { NO_LABEL_PAYEE, payeeOf } from './created-label.ts';
import { importId } from './import-id.ts';
import type { AmountDisagreement, DoubtfulLine, KeyedLine, LedgerTransaction, MatchedPair, MatchResult } from './match-types.ts';

export { NO_LABEL_PAYEE, payeeOf };

/** The most items apply_statement's lists show (its counts give them all): a year's statement answers within 100 KB. */
export const APPLY_LISTED = { created: 40, created_ids: 100 } as const;

/** YNAB's limit on a created transaction's memo. */
const MEMO_LIMIT = 500;

export interface Period {
  from: string;
  to: string;
}

/** A transaction whose state or amount the operation sets, with both values so undo can set them back. */
export interface StatementChange {
  id: string;
  cleared_from: string;
  cleared_to: 'cleared' | 'reconciled';
  amount_from: number;
  amount_to: number;
}

/** The journal details of kind `statement`: what is created (ids after the POST, what was sent before it) and what is changed. */
export type StatementDetails = {
  account_id: string;
  transaction_ids: string[];
  created: CreatedRecord[];
  changes: StatementChange[];
} & SentFields;

export interface StatementBalance {
  /** The statement's closing balance, or null when the file has none. */
  statement: number | null;
  /** YNAB's cleared balance at the period's end once the proposal is applied. */
  ynab: number;
  difference: number | null;
  /** The two are equal and nothing is left unsure (StatementPlan.unsure): applying reconciles. */
  agrees: boolean;
}

/** What the matching is unsure of, listed for the person and never written. */
export interface Unsure {
  /** Matched by the amount alone (confidence low): not cleared. */
  low: MatchedPair[];
  /** Missing lines a transaction left over may still be: not created. */
  doubtful: DoubtfulLine[];
  /** The statement looks like another account's (MatchResult.foreign): no line is created. */
  foreign: boolean;
}

/** One transaction to create, as the POST sends it. */
export interface StatementNewTransaction {
  account_id: string;
  date: string;
  amount: number;
  payee_name: string;
  memo: string | null;
  cleared: 'cleared' | 'reconciled';
  approved: false;
  import_id: string;
}

export interface StatementPlan {
  /** The missing lines to create (the doubtful ones left out; none for a foreign-looking statement), in statement order. */
  create: KeyedLine[];
  newTransactions: StatementNewTransaction[];
  /** Matched (or corrected) transactions now uncleared: marked cleared. */
  clear: string[];
  corrections: AmountDisagreement[];
  /** Disagreements left as they are: fix_amounts is false, a split or transfer (whose amount YNAB ties to more), or a reconciled one. */
  leftDisagreements: AmountDisagreement[];
  /** Transactions marked reconciled (created ones are created so); empty unless the balances agree. */
  reconcile: string[];
  changes: StatementChange[];
  balance: StatementBalance;
  unsure: Unsure;
  nothing: boolean;
  subject: Record<string, unknown>;
  seen: { account: string };
  question: string;
  details: StatementDetails;
}

export interface StatementPlanInput {
  account_id: string;
  /** The account's name, raw. */
  account: string;
  period: Period;
  closing: number | null;
  /** The match of the statement's lines against these transactions (its transactions are among them). */
  match: MatchResult;
  /** The account's live transactions: all of them, or those from a day on with `clearedBefore`. */
  transactions: readonly (LedgerTransaction & SentCandidate)[];
  /** The cleared balance of the transactions left out of `transactions` (all older than any of them); 0 when none is. */
  clearedBefore?: number;
  fix_amounts: boolean;
  digits: number;
}

const isCleared = (state: string) => state === 'cleared' || state === 'reconciled';

const memoOf = (line: KeyedLine): string | null => untrusted(line.memo, MEMO_LIMIT) || null;

/**
 * The import id each created line gets: its own, unless a transaction of the account already holds it
 * (YNAB would refuse it as a duplicate): a bank-linked plan's import ids carry YNAB's dates, so another
 * purchase of that amount may hold it. Then the next occurrence no transaction and no line of the statement holds.
 */
function freeImportIds(create: readonly KeyedLine[], match: MatchResult, transactions: readonly LedgerTransaction[]): string[] {
  const inYnab = new Set(transactions.map((t) => t.import_id));
  const held = new Set([
    ...inYnab,
    ...[...match.matched, ...match.disagreements].map((m) => m.line.import_id),
    ...match.missing.map((l) => l.import_id),
  ]);
  return create.map((line) => {
    if (!inYnab.has(line.import_id)) return line.import_id;
    // Stryker disable next-line StringLiteral: counting from occurrence 0 instead walks through ids that are all held (the statement's own lines of lower occurrences, then this one's in YNAB), so it lands on the same one.
    let occurrence = Number(line.import_id.slice(line.import_id.lastIndexOf(':') + 1));
    let id: string;
    do id = importId(line.amount, line.date, ++occurrence);
    while (held.has(id));
    held.add(id);
    return id;
  });
}

export function planStatement(input: StatementPlanInput): StatementPlan {
  const { account_id, period, closing, match, transactions, fix_amounts, digits } = input;
  // A reconciled transaction was agreed to the cent with a statement: correcting it would undo that (and it may
  // be another visit to the same shop, reconciled on an earlier statement), so it is named, never corrected.
  const correctable = (d: AmountDisagreement) =>
    fix_amounts && !d.transaction.is_split && d.transaction.transfer_account_id === null && d.transaction.cleared !== 'reconciled';
  const corrections = match.disagreements.filter(correctable);
  const leftDisagreements = match.disagreements.filter((d) => !correctable(d));
  const doubted = new Set(match.doubtful.map((d) => d.line));
  const create = match.foreign ? [] : match.missing.filter((l) => !doubted.has(l));
  const unsure: Unsure = { low: match.matched.filter((m) => m.confidence === 'low'), doubtful: match.doubtful, foreign: match.foreign };
  // The transactions the statement shows, with the amount each will have.
  const touched = new Map<string, { t: LedgerTransaction; amount: number }>();
  for (const m of match.matched)
    if (m.confidence !== 'low') touched.set(m.transaction.id, { t: m.transaction, amount: m.transaction.amount });
  for (const d of corrections) touched.set(d.transaction.id, { t: d.transaction, amount: d.line.amount });

  // YNAB's cleared balance at the period's end, after: cleared ones dated in or before it, every one the
  // statement shows (a lag may date it after), the created ones. The pass over the account's whole history
  // only adds (a large account has 30,000); what the statement touches is settled from its own few.
  const counts = (t: LedgerTransaction) => isCleared(t.cleared) && t.date <= period.to;
  let ynab = create.reduce((sum, l) => sum + l.amount, input.clearedBefore ?? 0);
  for (const t of transactions) if (counts(t)) ynab += t.amount;
  for (const { t, amount } of touched.values()) ynab += amount - (counts(t) ? t.amount : 0);
  // Equal balances lock in every pairing: not while one is unsure (a wrong one would be locked in with it).
  const agrees = closing === ynab && unsure.low.length === 0 && unsure.doubtful.length === 0 && !unsure.foreign;
  const balance: StatementBalance = { statement: closing, ynab, difference: closing === null ? null : closing - ynab, agrees };

  const changes: StatementChange[] = [];
  const change = (t: LedgerTransaction, amount: number) => {
    const to = agrees || t.cleared === 'reconciled' ? 'reconciled' : 'cleared';
    if (to !== t.cleared || amount !== t.amount)
      changes.push({ id: t.id, cleared_from: t.cleared, cleared_to: to, amount_from: t.amount, amount_to: amount });
  };
  for (const { t, amount } of touched.values()) change(t, amount);
  // Reconciling also marks every other cleared one counted; without it, those are left as they are.
  // Stryker disable next-line ConditionalExpression: unless reconciling, change() of a cleared one at its own amount records nothing; the test spares a pass over the whole history.
  if (agrees) for (const t of transactions) if (t.cleared === 'cleared' && t.date <= period.to && !touched.has(t.id)) change(t, t.amount);
  changes.sort((a, b) => compareCodePoints(a.id, b.id));
  const clear = changes.filter((c) => !isCleared(c.cleared_from)).map((c) => c.id);
  // A reconciled transaction never changes (it stays reconciled and is never corrected), so these are new reconciliations.
  const reconcile = changes.filter((c) => c.cleared_to === 'reconciled').map((c) => c.id);
  const ids = freeImportIds(create, match, transactions);
  const newTransactions = create.map(
    (line, i): StatementNewTransaction => ({
      account_id,
      date: line.date,
      amount: line.amount,
      payee_name: payeeOf(line),
      memo: memoOf(line),
      cleared: agrees ? 'reconciled' : 'cleared',
      approved: false,
      import_id: ids[i]!,
    }),
  );
  const sent: SentTransaction[] = newTransactions.map((n) => ({
    date: n.date,
    amount: n.amount,
    payee_name: n.payee_name,
    memo_digest: memoDigest(n.memo),
    category_id: null,
  }));
  const name = untrusted(input.account);
  const own = { account_id, transaction_ids: [], created: [], changes };
  // What the POST sends, written ahead of it, lets undo find what it created should YNAB's answer be lost.
  const details: StatementDetails = sent.length > 0 ? { ...own, ...sentJournal(account_id, sent, transactions) } : own;
  return {
    create,
    newTransactions,
    clear,
    corrections,
    leftDisagreements,
    reconcile,
    changes,
    balance,
    unsure,
    nothing: newTransactions.length === 0 && changes.length === 0,
    subject: { account_id, period, create: newTransactions, changes },
    seen: { account: name },
    question: statementQuestion(name, period, newTransactions, corrections, { clear: clear.length, reconcile: reconcile.length }, digits),
    details,
  };
}

/** `Apply the statement of {account} ({from} → {to}): create 2 transaction(s), mark 3 cleared, …?`, then one line per creation and correction. */
export function statementQuestion(
  name: string,
  period: Period,
  created: readonly StatementNewTransaction[],
  corrections: readonly AmountDisagreement[],
  counts: { clear: number; reconcile: number },
  digits: number,
): string {
  const fmt = (m: number) => formatAmount(m, digits);
  const parts = [
    ...(created.length > 0 ? [`create ${created.length} transaction(s)`] : []),
    ...(counts.clear > 0 ? [`mark ${counts.clear} cleared`] : []),
    ...(corrections.length > 0 ? [`correct ${corrections.length} amount(s)`] : []),
    ...(counts.reconcile > 0 || created.some((c) => c.cleared === 'reconciled')
      ? [`reconcile the balance (${counts.reconcile} marked reconciled)`]
      : []),
  ];
  const said = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const lines = [
    ...created.map((c) => `new: ${transactionHead(c.date, c.payee_name, fmt(c.amount))}`),
    ...corrections.map(
      (d) => `amount: ${transactionHead(d.transaction.date, d.transaction.payee_name, fmt(d.transaction.amount))} → ${fmt(d.line.amount)}`,
    ),
  ];
  return question(`Apply the statement of ${name} (${period.from} → ${period.to}): ${said}?`, lines);
}

/** The bulk PATCH of the changes: each state, and the amount only where it is corrected. */
export const statementPatch = (changes: readonly StatementChange[]) =>
  changes.map((c) => ({ id: c.id, cleared: c.cleared_to, ...(c.amount_to === c.amount_from ? {} : { amount: c.amount_to }) }));

/** The created transactions as the journal records them, once YNAB gave their ids (in the order sent). */
export function statementCreated(ids: readonly string[], sent: readonly StatementNewTransaction[]): CreatedRecord[] {
  if (ids.length !== sent.length) return [];
  return ids.map((id, i) => ({ id, date: sent[i]!.date, amount: sent[i]!.amount, category_id: null }));
}

/** The first line dated after today, which YNAB would refuse to create (apply_statement's future_line). */
export function futureLine(
  lines: readonly KeyedLine[],
  today: string,
): { ok: true } | { ok: false; error: 'future_line'; line: number; date: string; today: string } {
  const late = lines.find((l) => l.date > today);
  return late === undefined ? { ok: true } : { ok: false, error: 'future_line', line: late.line, date: late.date, today };
}
