// Recurring detection and schedule cover (algorithms.md §9), shared by find_recurring_charges and
// forecast_balance. Takes YNAB's transactions in milliunits; amounts stay milliunits here.

import { compareCodePoints } from '../core/compare.ts';
import { addMonths, monthOf, shortMonth } from '../core/calendar.ts';
import { roundToUnit } from '../core/money.ts';
import { normalizePayee } from '../classify/payee-keys.ts';
import type { ScheduledTransaction, Transaction } from '../core/ynab-slices.ts';

/** How many calendar months before today's month the detection looks at. */
export const WINDOW_MONTHS = 4;
/** A recurring payee appears in at least this many months of the window. */
export const MIN_MONTHS = 3;

/** The transaction fields detection reads (YNAB's TransactionDetail). */
export type RecurringRow = Pick<
  Transaction,
  'date' | 'amount' | 'payee_name' | 'category_id' | 'category_name' | 'transfer_account_id' | 'deleted'
>;

/** One recurring payee and direction (milliunits). */
export interface Recurring {
  /** Normalised payee (not yet cleaned for display). */
  payee: string;
  outflow: boolean;
  /** Median of the monthly sums. */
  amount: number;
  /** Median day of month of the group's rows, 1..31. */
  day: number;
  months_seen: number;
  /** Most frequent category among the rows that have one (ties: latest date), with its latest name. */
  category_id: string | null;
  category_name: string | null;
}

/** The window's months (first days), oldest first: the 4 calendar months before today's month. */
export function recurringWindow(today: string): string[] {
  const current = monthOf(today);
  return Array.from({ length: WINDOW_MONTHS }, (_, i) => addMonths(current, i - WINDOW_MONTHS));
}

// Median of sorted integers: the middle one, or the two middle ones' mean rounded with `even`.
function median(sorted: readonly number[], even: (a: number, b: number) => number): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : even(sorted[mid - 1]!, sorted[mid]!);
}

/** The normalised payee of a row or schedule; '' without a payee, which covers and groups nothing. */
const payeeKey = (name: string | null | undefined): string => normalizePayee(name ?? '');

interface Group {
  payee: string;
  outflow: boolean;
  rows: { date: string; amount: number; category_id: string | null; category_name: string | null }[];
}

// Most frequent category id; ties go to the one seen on the latest date, then to the smaller id. Its name is
// the one on its latest row (on one date, the last such row).
function mostFrequentCategory(rows: Group['rows']): { id: string; name: string | null } | null {
  const seen = new Map<string, { id: string; count: number; latest: string; name: string | null }>();
  for (const row of rows) {
    if (row.category_id === null) continue;
    const entry = seen.get(row.category_id) ?? { id: row.category_id, count: 0, latest: row.date, name: row.category_name };
    entry.count++;
    if (row.date >= entry.latest) [entry.latest, entry.name] = [row.date, row.category_name];
    seen.set(row.category_id, entry);
  }
  const [best] = [...seen.values()].sort(
    (a, b) => b.count - a.count || compareCodePoints(b.latest, a.latest) || compareCodePoints(a.id, b.id),
  );
  return best === undefined ? null : { id: best.id, name: best.name };
}

// §9 step 3–4 for one group, or undefined when it is not recurring.
function detect(group: Group, u: number): Recurring | undefined {
  const byMonth = new Map<string, number>();
  for (const row of group.rows) byMonth.set(shortMonth(row.date), (byMonth.get(shortMonth(row.date)) ?? 0) + row.amount);
  if (byMonth.size < MIN_MONTHS) return undefined;
  const sums = [...byMonth.values()].sort((a, b) => a - b);
  // The mean of two middle sums can fall between two cents: rounded to the plan's unit (round_u).
  const amount = median(sums, (a, b) => roundToUnit(a + b, 2, u));
  if (amount === 0) return undefined;
  // Within 20 % of the median: 5 × |s − median| ≤ |median|, on integers.
  if (!sums.every((s) => 5 * Math.abs(s - amount) <= Math.abs(amount))) return undefined;
  const days = group.rows.map((r) => Number(r.date.slice(8, 10))).sort((a, b) => a - b);
  const category = mostFrequentCategory(group.rows);
  return {
    payee: group.payee,
    outflow: group.outflow,
    amount,
    day: median(days, (a, b) => Math.floor((a + b) / 2)),
    months_seen: byMonth.size,
    category_id: category?.id ?? null,
    category_name: category?.name ?? null,
  };
}

/**
 * recurring(rows, today, u): payees paid about the same amount (within 20 %) in at least 3 of the 4 months
 * before today's month, by (normalised payee, direction); transfers and deleted rows never count.
 * Medians are in the plan's unit `u` (milliunits per smallest amount). Sorted by payee, outflows first.
 */
export function recurring(rows: readonly RecurringRow[], today: string, u: number): Recurring[] {
  const window = recurringWindow(today);
  const first = window[0]!;
  const last = monthOf(today); // exclusive
  const groups = new Map<string, Group>();
  for (const row of rows) {
    if (row.deleted || row.transfer_account_id != null || row.date < first || row.date >= last) continue;
    const payee = payeeKey(row.payee_name);
    if (payee === '') continue;
    const outflow = row.amount < 0;
    const key = JSON.stringify([outflow, payee]);
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = { payee, outflow, rows: [] }));
    group.rows.push({ date: row.date, amount: row.amount, category_id: row.category_id ?? null, category_name: row.category_name ?? null });
  }
  const found: Recurring[] = [];
  for (const group of groups.values()) {
    const r = detect(group, u);
    if (r !== undefined) found.push(r);
  }
  return found.sort((a, b) => compareCodePoints(a.payee, b.payee) || Number(b.outflow) - Number(a.outflow));
}

/** A schedule prepared for the cover test: its payee normalised once per call. */
export interface ScheduleCover {
  outflow: boolean;
  payee: string;
  words: readonly string[];
}

const WORD = /[A-Z0-9]+/g;

const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

export function scheduleCover(schedule: Pick<ScheduledTransaction, 'amount' | 'payee_name'>): ScheduleCover {
  const payee = payeeKey(schedule.payee_name);
  return { outflow: schedule.amount < 0, payee, words: wordsOf(payee) };
}

/** True when this schedule covers the payee in that direction (same key, or all its words among the payee's). */
export function covers(cover: ScheduleCover, payee: string, outflow: boolean): boolean {
  if (cover.outflow !== outflow || cover.payee === '') return false;
  if (cover.payee === payee) return true;
  // A key without any [A-Z0-9] word would cover everything by the subset rule: it covers only itself.
  if (cover.words.length === 0) return false;
  const words = new Set(wordsOf(payee));
  return cover.words.every((w) => words.has(w));
}

/**
 * is_scheduled: some schedule of the same direction has a non-empty normalised payee equal to this one,
 * or whose every word is a word of it ("ACME PAYROLL" covers "ACME PAYROLL - ACME PAYROLL - REF-FF01").
 */
export function isScheduled(payee: string, outflow: boolean, schedules: readonly ScheduleCover[]): boolean {
  return schedules.some((s) => covers(s, payee, outflow));
}
