// flag_transactions' plan (tools.md): checks in the tool's order, the flags that change, the confirmed
// subject, the journal details, the question (its undo: src/logic/undo/flag.ts).

import type { Output } from '../../../generated/contract/flag_transactions.d.ts';
import { formatAmount, fromMilli } from '../core/money.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Transaction } from '../core/ynab-slices.ts';

/** The transaction fields the flag flow reads (YNAB's TransactionDetail); amounts in milliunits. */
type Flagged = Pick<Transaction, 'id' | 'date' | 'amount' | 'payee_name' | 'flag_color' | 'deleted'>;

export const FLAG_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type FlagColor = (typeof FLAG_COLORS)[number];

/** One item of the tool's `flags`: color absent or null removes the flag. */
export interface FlagRequest {
  transaction_id: string;
  color?: FlagColor | null | undefined;
}

/** One flag as the tool shows it (its contract's): before and after, amount in currency units. */
export type FlagChange = Output['changes'][number];

/** The confirmed subject's item (confirmation.md §2): the colour after, null for none. */
export interface FlagSubjectItem {
  transaction_id: string;
  flag_color: FlagColor | null;
}

/** One journaled change (journal-and-undo.md §3, kind `flag`): colours before and after, null for none. */
export interface FlagJournalChange {
  transaction_id: string;
  from: FlagColor | null;
  to: FlagColor | null;
}

/** The journal details of kind `flag` (journal-and-undo.md §3). */
export interface FlagDetails {
  changes: FlagJournalChange[];
}

/** flag_transactions' own refusals, in the order they are checked. */
export type FlagRefusal = { ok: false; error: 'no_flags' } | { ok: false; error: 'named_twice' | 'unknown_transaction'; tx_id: string };

export type FlagPlan =
  | {
      ok: true;
      /** In the order of the flags. */
      changes: FlagChange[];
      unchanged_count: number;
      subject: FlagSubjectItem[];
      journal: FlagJournalChange[];
      /** Each change's amount in milliunits, aligned with `changes`, for the question's format. */
      changeMilli: number[];
      /** What the question shows of each change, amounts in milliunits: the before-state a confirmation binds. */
      seen: FlagSeen[];
    }
  | FlagRefusal;

/** One change's question line, raw: date, payee, amount (milliunits), colour before → after. */
export type FlagSeen = Omit<FlagChange, 'amount'> & { amount: number };

const COLORS: ReadonlySet<unknown> = new Set(FLAG_COLORS);

/** A flag as read from YNAB: anything outside the six colours (e.g. `""`) reads as no flag. */
export function flagColor(raw: unknown): FlagColor | null {
  return COLORS.has(raw) ? (raw as FlagColor) : null;
}

/** The checks that need no request (no_flags, then named_twice), or undefined when the list passes. */
export function checkFlagRequests(flags: readonly FlagRequest[]): FlagRefusal | undefined {
  if (flags.length === 0) return { ok: false, error: 'no_flags' };
  const seen = new Set<string>();
  for (const f of flags) {
    if (seen.has(f.transaction_id)) return { ok: false, error: 'named_twice', tx_id: f.transaction_id };
    seen.add(f.transaction_id);
  }
  return undefined;
}

export function planFlags(flags: readonly FlagRequest[], transactions: readonly Flagged[]): FlagPlan {
  const early = checkFlagRequests(flags);
  if (early !== undefined) return early;
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const found: Flagged[] = [];
  for (const f of flags) {
    const tx = byId.get(f.transaction_id);
    if (tx === undefined || tx.deleted) return { ok: false, error: 'unknown_transaction', tx_id: f.transaction_id };
    found.push(tx);
  }
  const changes: FlagChange[] = [];
  const subject: FlagSubjectItem[] = [];
  const journal: FlagJournalChange[] = [];
  const changeMilli: number[] = [];
  let unchanged = 0;
  flags.forEach((f, i) => {
    const tx = found[i]!;
    const from = flagColor(tx.flag_color);
    const to = f.color ?? null;
    if (from === to) {
      unchanged += 1;
      return;
    }
    changes.push({
      transaction_id: tx.id,
      date: tx.date,
      payee: untrusted(tx.payee_name),
      amount: fromMilli(tx.amount),
      from_color: from,
      to_color: to,
    });
    subject.push({ transaction_id: tx.id, flag_color: to });
    journal.push({ transaction_id: tx.id, from, to });
    changeMilli.push(tx.amount);
  });
  const seen = changes.map((c, i) => ({ ...c, amount: changeMilli[i]! }));
  return { ok: true, changes, unchanged_count: unchanged, subject, journal, changeMilli, seen };
}

/** A question line's facts: amount in milliunits, colours before and after. */
export interface FlagLineIn {
  date: string;
  payee: string | null | undefined;
  amount: number;
  before: FlagColor | null;
  after: FlagColor | null;
}

const colorText = (c: FlagColor | null): string => c ?? 'no flag';

/** `{date} {payee} {amount}: {before} → {after}`, a flag change's line (its undo's too: src/logic/undo/flag.ts). */
export function flagLine(line: FlagLineIn, decimalDigits: number): string {
  return `${transactionHead(line.date, line.payee, formatAmount(line.amount, decimalDigits))}: ${colorText(line.before)} → ${colorText(line.after)}`;
}

/** flag_transactions' question: `Change the flag of {n} transaction(s)?` and one line per change. */
export function flagQuestion(lines: readonly FlagLineIn[], decimalDigits: number): string {
  return question(
    `Change the flag of ${lines.length} transaction(s)?`,
    lines.map((l) => flagLine(l, decimalDigits)),
  );
}

/** The plan's changes as question lines (amounts back in milliunits, as the plan kept them). */
export function flagPlanLines(plan: Extract<FlagPlan, { ok: true }>): FlagLineIn[] {
  return plan.changes.map((c, i) => ({
    date: c.date,
    payee: c.payee,
    amount: plan.changeMilli[i]!,
    before: c.from_color,
    after: c.to_color,
  }));
}
