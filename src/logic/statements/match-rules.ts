// The rules of the statement matching for one line and one transaction: may they pair, at what cost (lower
// is likelier), with what confidence; and when do different amounts still say the same entry (a fee, a rate).

import { BoundedMemo } from '../core/bounded-memo.ts';
import { sameLabel } from './created-label.ts';
import { isCash, printedDates, transferAccount } from './label-evidence.ts';
import type { Confidence, KeyedLine, LedgerTransaction } from './match-types.ts';
import { ALIKE, merchantWords, payeeCoverage, payeeLikeness } from './payee-likeness.ts';

/** Confidence is high up to this many days between the line and the transaction (either way). */
export const HIGH_GAP = 2;
/** Amounts may disagree by this share of the transaction's amount (a card's foreign-currency fee, an exchange rate)… */
export const DISAGREEMENT_SHARE = 0.05;
/** … or, on a small amount, by this much (0.05 in milliunits): a rounding. */
export const DISAGREEMENT_FLOOR = 50;
/** A payment of at least this much (10.00) may have been taken with a tip… */
export const TIP_FLOOR = 10_000;
/** … of at most this share of it. */
export const TIP_SHARE = 0.3;

/** The line's label: its payee, or its memo when the payee names no merchant (some banks put it there). */
export function labelOf(line: KeyedLine): string {
  return merchantWords(line.payee).length > 0 ? line.payee : line.memo;
}

// A statement's lines meet the same few hundred labels again and again (every candidate of an amount).
const likenesses = new BoundedMemo<string, number | null>(100_000);

/** Everything the bank printed for the line: a cash withdrawal's words or a purchase date may be in either field. */
const printedText = (line: KeyedLine): string => `${line.payee} ${line.memo}`;

/** What a transaction is named by: its payee, or for a transfer the other account (never YNAB's "Transfer : "). */
const nameOf = (t: LedgerTransaction): string =>
  t.transfer_account_id === null ? (t.payee_name ?? '') : transferAccount(t.payee_name ?? '');

/**
 * How alike the line's label and the transaction's name are, in [0, 1], or null when nothing can be said. A
 * cash withdrawal on one side and a cash account or payee on the other are alike; one without the other, when
 * the other side names something, is unlike. A transfer's label often names a person or a bank, not the
 * account: a label that meets no word of the account's name says nothing (null), one that does is compared.
 */
export function likeness(line: KeyedLine, transaction: LedgerTransaction): number | null {
  const transfer = transaction.transfer_account_id !== null;
  const name = nameOf(transaction);
  return likenesses.get(`${line.payee}\u0000${line.memo}\u0000${transfer ? 'T' : 'P'}${name}`, () => {
    const label = labelOf(line);
    const [lineCash, nameCash] = [isCash(printedText(line)), isCash(name)];
    if (lineCash && nameCash) return 1;
    const named = (text: string) => merchantWords(text).length > 0;
    if (lineCash) return transfer || named(name) ? 0 : null;
    if (nameCash) return named(label) ? 0 : null;
    const like = payeeLikeness(label, name);
    return transfer && like === 0 ? null : like;
  });
}

// Likeness in five levels, so that the date decides between candidates about as alike (0.7 and 0.8 are
// the same evidence); unknown payees sit between alike and unlike.
function level(like: number | null): number {
  if (like === null) return 2;
  if (like >= 1) return 4;
  if (like >= ALIKE) return 3;
  return like > 0 ? 1 : 0;
}

// The date's part of a cost: the square of the gap, so that of two identical charges the earlier goes
// with the earlier line (a convex cost never crosses pairs), and a transaction after its line costs a little more.
function gapCost(gap: number): number {
  return Math.min(2 * gap * gap + (gap > 0 ? 1 : 0), 999);
}

/** 0 when the label prints the transaction's date, 1 when it prints none, 2 when it prints another. */
function labelledDate(line: KeyedLine, transaction: LedgerTransaction): number {
  const printed = printedDates(printedText(line), line.date);
  if (printed.length === 0) return 1;
  return printed.includes(transaction.date) ? 0 : 2;
}

// A label written exactly as the payee name (YNAB kept the bank's label) breaks the last ties.
function sameText(line: KeyedLine, transaction: LedgerTransaction): boolean {
  return sameLabel(labelOf(line), transaction.payee_name ?? '');
}

/**
 * The cost of pairing a line with a transaction of its amount `gap` days away (in its window): payee
 * likeness first (alike, unknown, weak, unlike), then a transaction entered by hand (no import id) rather
 * than one YNAB imported from the bank's feed, and one reconciled before the period (`from`: an earlier
 * statement had it) rather than one still open, then a payee alike in full (level 4), then a purchase date
 * printed in the label, then how much of the label the payee says (payeeCoverage, in quarters), then the
 * date gap, then an exact label, then the line's import id (of two charges alike on one day, YNAB's
 * numbering puts the first first). A part that is the transaction's alone cancels out when every
 * transaction is paired: the hand-entered part only says which of two alike is left over, and a purchase
 * the feed brought is on the bank's statement, its twin typed by hand may not be.
 */
export function pairCost(line: KeyedLine, transaction: LedgerTransaction, gap: number, from: string): number {
  const last = (sameText(line, transaction) ? 0 : 2) + (transaction.import_id === line.import_id ? 0 : 1);
  const uncovered = Math.round((1 - payeeCoverage(labelOf(line), nameOf(transaction))) * 4);
  const like = level(likeness(line, transaction));
  const leftOver = (transaction.import_id === null ? 1 : 0) + (transaction.cleared === 'reconciled' && transaction.date < from ? 1 : 0);
  // Each part outweighs every later one: a gap costs at most 4 × 999, the coverage 4 × 4,000, a printed date 2 × 20,000.
  return (
    (3 - Math.min(like, 3)) * 1_000_000 +
    leftOver * 200_000 +
    (like === 4 ? 0 : 100_000) +
    labelledDate(line, transaction) * 20_000 +
    uncovered * 4_000 +
    gapCost(gap) * 4 +
    last
  );
}

/** Whether a likeness says the same merchant: from ALIKE on; null says nothing, so never. */
const alike = (like: number | null): boolean => (like ?? 0) >= ALIKE;

/**
 * linked: the transaction was created from the line (match.ts). high: at most 2 days apart and the payee
 * alike. medium: alike further apart, or at most 2 days apart with a payee that says nothing (none, only
 * digits, a transfer's label naming no account). low: in the window with an unlike payee.
 */
export function confidenceOf(line: KeyedLine, transaction: LedgerTransaction, gap: number): Confidence {
  const like = likeness(line, transaction);
  const near = Math.abs(gap) <= HIGH_GAP;
  if (alike(like)) return near ? 'high' : 'medium';
  return like === null && near ? 'medium' : 'low';
}

/**
 * Whether a transaction of the line's amount left over in the period could as well be the line as the one
 * it was paired with (`paired`, `gap` days away; the rival `rivalGap`): the feed brought it where the pair
 * was typed by hand (the feed's entries are the bank's; a twin typed by hand may not be), or, its payee not
 * unlike the label, it carries the line's import id (the feed's amount and date) where the pair does not,
 * or it is alike and nearer (and not typed by hand where the pair is the feed's). The pair won on a finer point (a payee alike in full, the label's words all met), which is not
 * proof: such a pair is left unsure, never cleared.
 */
export function rivals(line: KeyedLine, paired: LedgerTransaction, gap: number, rival: LedgerTransaction, rivalGap: number): boolean {
  // The feed's entry left over is the stronger sign, whatever its payee: the person may have renamed it.
  if (rival.import_id !== null && paired.import_id === null) return true;
  // The other way round is the choice pairCost makes on purpose: the twin typed by hand left over.
  if (rival.import_id === null && paired.import_id !== null) return false;
  const like = likeness(line, rival);
  if (like === 0) return false;
  if (rival.import_id === line.import_id && paired.import_id !== line.import_id) return true;
  return alike(like) && Math.abs(rivalGap) < Math.abs(gap);
}

/**
 * Whether the difference between a line and a transaction of `amount` is a fee's or a rate's (at most 5 % of
 * the amount either way, or 0.05 on a small one), or a tip's (a payment of 10.00 or more, the bank having
 * taken up to 30 % more). Another purchase at the same shop is seldom that close.
 */
export function explained(difference: number, amount: number): boolean {
  // Stryker disable next-line EqualityOperator: a difference of 0 is a fee's already (feeOrRate), so `difference <= 0` changes nothing (the line's other operators are killed).
  return feeOrRate(difference, amount) || (amount <= -TIP_FLOOR && difference < 0 && -difference <= -amount * TIP_SHARE);
}

/** A difference of at most 5 % of the amount, or 0.05 on a small one (never more than half of it). */
const feeOrRate = (difference: number, amount: number): boolean =>
  Math.abs(difference) <= Math.max(Math.abs(amount) * DISAGREEMENT_SHARE, Math.min(DISAGREEMENT_FLOOR, Math.abs(amount) / 2));

/**
 * The cost of reading a line and a transaction left over, `gap` days apart (in the window), as one entry
 * with a different amount, or null: same sign, typed by hand (never the feed's, whose amount is the bank's),
 * the payee alike (never a transfer, which YNAB ties to another account,
 * nor a payee that says nothing), and a difference a fee or an exchange rate explains (explained). A tip,
 * a fee charged apart or another purchase at the same shop shows as a missing line and an extra
 * transaction. Of several candidates the cost prefers the bank having taken more (a fee: 2 days' worth),
 * then weighs the squared date gap against the relative difference, 2 gap² against 2 per 1 % (one day against 1 %).
 */
export function disagreementCost(line: KeyedLine, transaction: LedgerTransaction, gap: number): number | null {
  const difference = line.amount - transaction.amount;
  // Stryker disable next-line ConditionalExpression: a difference across signs (or from 0) is at least the transaction's amount, more than explained allows, so the sign test as `false` changes nothing (the line's other conditions are killed).
  if (difference === 0 || Math.sign(line.amount) !== Math.sign(transaction.amount) || transaction.transfer_account_id !== null) return null;
  // The feed's amount is the bank's own: one it brought at another amount is another entry, never corrected.
  if (transaction.import_id !== null) return null;
  if (!explained(difference, transaction.amount)) return null;
  if (!alike(likeness(line, transaction))) return null;
  const size = Math.abs(transaction.amount);
  const basisPoints = Math.round((Math.abs(difference) * 10_000) / size);
  // Stryker disable next-line EqualityOperator: equal sizes of one sign are a difference of 0, returned null above, so `<=` acts as `<` (`>=` is killed).
  const tookLess = Math.abs(line.amount) < size;
  return gapCost(gap) * 100 + basisPoints * 2 + (tookLess ? 800 : 0);
}

/** The most lines of one word a payee is compared with, to tell whether the statement names it (a bound on the cost). */
const NAMED_LINES = 20;

/**
 * Whether a transaction's payee is a merchant the statement prints on a line other than the one asked about:
 * the person named it as the bank does, so a payee unlike a label is another merchant.
 */
export function namedByLines(lines: readonly KeyedLine[]): (transaction: LedgerTransaction, line: KeyedLine) => boolean {
  const byWord = new Map<string, KeyedLine[]>();
  for (const l of lines)
    for (const w of new Set(merchantWords(labelOf(l)))) byWord.set(w, [...(byWord.get(w) ?? []).slice(0, NAMED_LINES - 1), l]);
  return (transaction, line) =>
    transaction.transfer_account_id === null &&
    // Stryker disable next-line StringLiteral: a transaction without a payee is alike no line (its likeness is null or 0), so the words looked up for it change nothing.
    merchantWords(transaction.payee_name ?? '').some((w) =>
      (byWord.get(w) ?? []).some((l) => l !== line && alike(likeness(l, transaction))),
    );
}

/**
 * Whether a transaction left over, in the line's window and the statement's period, may still be a line left
 * over, so that the line is listed for the person and never created: of the same sign, not a transfer, and
 * either off by a fee's or a rate's share, its payee alike or one the bank prints on no other line
 * (`named`: the person may have named it as the bank never does, "Metro" for "RATP"), or alike and off
 * by what a tip explains (explained). An alike payee off by more is another purchase at the same shop: a
 * missing line and an extra transaction. (One carrying the line's import id may be, whatever its date: match.ts.)
 */
export function mayBe(
  line: KeyedLine,
  transaction: LedgerTransaction,
  named: (transaction: LedgerTransaction, line: KeyedLine) => boolean,
): boolean {
  // Stryker disable next-line ConditionalExpression: a difference across signs (or from 0) is more than a fee, a rate or a tip explains, so the sign test as `false` changes nothing (the line's other conditions are killed).
  if (Math.sign(line.amount) !== Math.sign(transaction.amount) || transaction.transfer_account_id !== null) return false;
  const difference = line.amount - transaction.amount;
  if (feeOrRate(difference, transaction.amount)) {
    return alike(likeness(line, transaction)) || !named(transaction, line);
  }
  // The amounts first: most of a window's transactions are far off, and a likeness costs a memo entry.
  if (!explained(difference, transaction.amount)) return false;
  return alike(likeness(line, transaction));
}
