// The rules of the statement matching for one line and one transaction: may they pair, at what cost (lower
// is likelier), with what confidence; and when do different amounts still say the same entry (a fee, a rate).

import { BoundedMemo } from '../core/bounded-memo.ts';
import { dayNumber } from '../core/day-numbers.ts';
import type { Confidence, KeyedLine, LedgerTransaction, MatchOptions } from './match-types.ts';
import { ALIKE, merchantWords, payeeLikeness } from './payee-likeness.ts';

/** Confidence is high up to this many days between the line and the transaction (either way). */
export const HIGH_GAP = 2;
/** Amounts may disagree by this share of the transaction's amount… */
export const DISAGREEMENT_SHARE = 0.05;
/** … plus this much (1.00 in milliunits): a card's foreign-currency fee is a share and a fixed part. */
export const DISAGREEMENT_FLOOR = 1000;

/** The line's label: its payee, or its memo when the payee names no merchant (some banks put it there). */
export function labelOf(line: KeyedLine): string {
  return merchantWords(line.payee).length > 0 ? line.payee : line.memo;
}

// A statement's lines meet the same few hundred dates and labels again and again (every candidate of an amount).
const days = new BoundedMemo<string, number>(100_000);
const likenesses = new BoundedMemo<string, number | null>(100_000);
const day = (date: string): number => days.get(date, dayNumber);

/** transaction date − line date in days, or null outside [−days_before, +days_after]. */
export function dateGap(line: KeyedLine, transaction: LedgerTransaction, options: MatchOptions): number | null {
  const gap = day(transaction.date) - day(line.date);
  return gap >= -options.days_before && gap <= options.days_after ? gap : null;
}

/** A transfer's payee names the other account ("Transfer : Savings"), never the bank's label: likeness is not asked. */
function likeness(line: KeyedLine, transaction: LedgerTransaction): number | null | 'transfer' {
  if (transaction.transfer_account_id !== null) return 'transfer';
  const label = labelOf(line);
  const payee = transaction.payee_name ?? '';
  return likenesses.get(`${label}\u0000${payee}`, () => payeeLikeness(label, payee));
}

// Likeness in five levels, so that the date decides between candidates about as alike (0.7 and 0.8 are
// the same evidence); unknown payees and transfers sit between alike and unlike.
function level(like: number | null | 'transfer'): number {
  if (like === 'transfer' || like === null) return 2;
  if (like >= 1) return 4;
  if (like >= ALIKE) return 3;
  return like > 0 ? 1 : 0;
}

// The date's part of a cost: the square of the gap, so that of two identical charges the earlier goes
// with the earlier line (a convex cost never crosses pairs), and a transaction after its line costs a little more.
function gapCost(gap: number): number {
  return Math.min(2 * gap * gap + (gap > 0 ? 1 : 0), 999);
}

// Card labels often print the purchase date ("CB CARREFOUR 12/09", "… FACT 120926"): the day and month.
const LABEL_DATE = /\b(\d{2})\/(\d{2})(?:\/\d{2}(?:\d{2})?)?\b|\bFACT (\d{2})(\d{2})\d{2}\b/u;

/** 0 when the label prints the transaction's day and month, 1 when it prints none, 2 when it prints another. */
function labelledDate(line: KeyedLine, transaction: LedgerTransaction): number {
  const found = LABEL_DATE.exec(labelOf(line));
  if (found === null) return 1;
  const day = found[1] ?? found[3]!;
  const month = found[2] ?? found[4]!;
  if (Number(day) < 1 || Number(day) > 31 || Number(month) < 1 || Number(month) > 12) return 1;
  return transaction.date.slice(5) === `${month}-${day}` ? 0 : 2;
}

// A label written exactly as the payee name (YNAB kept the bank's label) breaks the last ties.
function sameText(line: KeyedLine, transaction: LedgerTransaction): boolean {
  const squeeze = (s: string): string => s.replace(/\s+/gu, ' ').trim().toUpperCase();
  return squeeze(labelOf(line)) === squeeze(transaction.payee_name ?? '');
}

/**
 * The cost of pairing a line with a transaction of its amount, or null when the dates are too far apart:
 * payee likeness first (by level), then a purchase date printed in the label, then the date gap, then an
 * exact label.
 */
export function pairCost(line: KeyedLine, transaction: LedgerTransaction, options: MatchOptions): number | null {
  const gap = dateGap(line, transaction, options);
  if (gap === null) return null;
  return (4 - level(likeness(line, transaction))) * 6000 + labelledDate(line, transaction) * 2000 + gapCost(gap) * 2 + (sameText(line, transaction) ? 0 : 1);
}

/**
 * linked: the transaction carries the line's import_id. high: at most 2 days apart and the payee alike (a
 * transfer counts as alike: its payee is not compared). medium: alike further apart, or at most 2 days apart
 * with a payee that says nothing (none, or only digits). low: in the window with an unlike payee.
 */
export function confidenceOf(line: KeyedLine, transaction: LedgerTransaction, gap: number): Confidence {
  const like = likeness(line, transaction);
  const alike = like === 'transfer' || (like !== null && like >= ALIKE);
  const near = Math.abs(gap) <= HIGH_GAP;
  if (alike) return near ? 'high' : 'medium';
  return like === null && near ? 'medium' : 'low';
}

/**
 * The cost of reading a line and a transaction left over as one entry with a different amount, or null:
 * same sign, dates in the window, payee alike (so never a transfer nor a payee-less one), and the amounts
 * apart by no more than 5 % of the transaction plus 1.00 (a foreign-currency rate and its fee, a card fee,
 * a rounding; a large tip is beyond it and shows as a missing line and an extra transaction). Of several
 * candidates the cost prefers the bank having taken more (a fee, a tip: 2 days' worth), then weighs the
 * squared date gap against the relative difference, 2 gap² against 2 per 1 % (one day against 1 %).
 */
export function disagreementCost(line: KeyedLine, transaction: LedgerTransaction, options: MatchOptions): number | null {
  const difference = line.amount - transaction.amount;
  if (difference === 0 || Math.sign(line.amount) !== Math.sign(transaction.amount) || transaction.amount === 0) return null;
  const size = Math.abs(transaction.amount);
  if (Math.abs(difference) > size * DISAGREEMENT_SHARE + DISAGREEMENT_FLOOR) return null;
  const gap = dateGap(line, transaction, options);
  if (gap === null) return null;
  const like = likeness(line, transaction);
  if (like === 'transfer' || like === null || like < ALIKE) return null;
  const basisPoints = Math.round((Math.abs(difference) * 10_000) / size);
  const tookLess = Math.abs(line.amount) < size;
  return gapCost(gap) * 100 + basisPoints * 2 + (tookLess ? 800 : 0);
}
