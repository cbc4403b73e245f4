// Undo of a review (review_transactions, issue #32): the details read back, each transaction whose reviewed
// fields are all still as the review left them set back to their values before it, in one PATCH; one with any
// of them changed since, or gone, a conflict (left alone whole); but for an uncertain operation's transaction
// still wholly as before (YNAB never applied it).

import { flagColor } from '../transactions/flag-plan.ts';
import {
  memoOf,
  reviewLineText,
  type ReviewDetails,
  type ReviewJournalChange,
  type ReviewLineIn,
  type Reviewed,
  type ReviewValues,
} from '../transactions/review-plan.ts';
import type { Output as UndoOutput } from '../../../generated/contract/undo_operation.d.ts';
import { type CategoryLookup, shownCategory } from '../classify/category-lookup.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { fieldsOf, isId } from '../writes/journal-fields.ts';
import { question } from '../writes/preview.ts';
import { memoDigest } from '../writes/sent-transactions.ts';
import { withConflicts } from './left-alone.ts';
import { standing } from './standing.ts';

type UndoCategoryChange = UndoOutput['changes'][number];

const isText = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** One side of a change read back: each field checked for its type, or undefined when one is malformed. */
function valuesOf(raw: unknown, memoKey: 'memo' | 'memo_digest'): ReviewJournalChange['from' | 'to'] | undefined {
  const fields = fieldsOf(raw);
  if (fields === undefined) return undefined;
  const out: Record<string, unknown> = {};
  const checks: Record<string, (v: unknown) => boolean> = {
    category_id: isText,
    approved: (v) => typeof v === 'boolean',
    // flagColor reads null as null, and anything outside the six colours as null too.
    flag: (v) => flagColor(v) === v,
    [memoKey]: isText,
  };
  for (const [key, valid] of Object.entries(checks)) {
    if (!Object.hasOwn(fields, key)) continue;
    if (!valid(fields[key])) return undefined;
    out[key] = fields[key];
  }
  // Each field present was checked for its type above.
  return out as ReviewJournalChange['from' | 'to'];
}

// The fields a side names (valuesOf gives them in one order); the memo after is kept as its digest.
const fieldsNamed = (values: object): string =>
  Object.keys(values)
    .map((k) => (k === 'memo_digest' ? 'memo' : k))
    .join();

/**
 * The entry's details, read defensively (a journal line is read from disk): a change is kept only when its
 * id is an id and its two sides name the same fields, each of the right type.
 */
export function parseReviewDetails(details: unknown): ReviewDetails {
  const raw = fieldsOf(details)?.changes;
  if (!Array.isArray(raw)) return { changes: [] };
  return {
    changes: raw.flatMap((item: unknown): ReviewJournalChange[] => {
      const { transaction_id, from: rawFrom, to: rawTo } = fieldsOf(item) ?? {};
      const from = valuesOf(rawFrom, 'memo') as ReviewJournalChange['from'] | undefined;
      const to = valuesOf(rawTo, 'memo_digest');
      if (!isId(transaction_id) || from === undefined || to === undefined) return [];
      const named = fieldsNamed(from);
      return named !== '' && named === fieldsNamed(to) ? [{ transaction_id, from, to }] : [];
    }),
  };
}

/** Whether the transaction holds each value given (the memo compared as text or, for `memo_digest`, by digest). */
function holds(tx: Reviewed, values: ReviewJournalChange['from'] & ReviewJournalChange['to']): boolean {
  return (
    (values.category_id === undefined || values.category_id === (tx.category_id ?? null)) &&
    (values.approved === undefined || values.approved === tx.approved) &&
    (values.flag === undefined || values.flag === flagColor(tx.flag_color)) &&
    (values.memo === undefined || values.memo === memoOf(tx.memo)) &&
    (values.memo_digest === undefined || values.memo_digest === memoDigest(tx.memo))
  );
}

/** One transaction to set back: its values now (as the review left them) and those restored. */
export interface ReviewRevert {
  transaction_id: string;
  tx: Pick<Transaction, 'date' | 'payee_name' | 'amount'>;
  now: ReviewValues;
  back: ReviewValues;
}

export interface ReviewUndoCheck {
  revert: ReviewRevert[];
  /** Transaction ids changed since the operation, or gone, in the operation's order. */
  conflicts: string[];
  /** Of an uncertain operation: transaction ids still wholly as before it (YNAB never applied those). */
  notApplied: string[];
}

/** Splits the reviewed transactions into those still as the review left them, never applied (uncertain) and conflicts. */
export function checkReviewUndo(details: ReviewDetails, transactions: readonly Reviewed[], uncertain = false): ReviewUndoCheck {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const out: ReviewUndoCheck = { revert: [], conflicts: [], notApplied: [] };
  for (const change of details.changes) {
    const tx = byId.get(change.transaction_id);
    const live = tx === undefined || tx.deleted ? undefined : tx;
    const where = standing(uncertain, live !== undefined && holds(live, change.to), live !== undefined && holds(live, change.from));
    if (where === 'revert') {
      // The memo now is the one the review wrote, which the journal kept only as a digest.
      const { memo_digest, ...rest } = change.to;
      const now: ReviewValues = memo_digest === undefined ? rest : { ...rest, memo: memoOf(live!.memo) };
      out.revert.push({ transaction_id: change.transaction_id, tx: live!, now, back: change.from });
    } else if (where === 'not_applied') out.notApplied.push(change.transaction_id);
    else out.conflicts.push(change.transaction_id);
  }
  return out;
}

/** undo_operation's question for a review: `Undo: set {n} reviewed transaction(s) back?`, a line each, and the conflicts line. */
export function undoReviewQuestion(lines: readonly ReviewLineIn[], decimalDigits: number, conflictCount: number): string {
  return withConflicts(
    question(
      `Undo: set ${lines.length} reviewed transaction(s) back?`,
      lines.map((l) => reviewLineText(l, decimalDigits)),
    ),
    conflictCount,
  );
}

/** The reverts that set a category back, as undo_operation lists recategorisations (names as the review's result gives them). */
export function reviewRecategorised(
  revert: readonly ReviewRevert[],
  lookup: Pick<CategoryLookup, 'uncategorizedIds' | 'names'>,
): UndoCategoryChange[] {
  return revert.flatMap(({ transaction_id, tx, now, back }) => {
    // A change's two sides name the same fields (parseReviewDetails), so `now` has a category when `back` does.
    if (back.category_id === undefined) return [];
    const from = shownCategory({ category_id: now.category_id }, lookup);
    const to = shownCategory({ category_id: back.category_id }, lookup);
    return [
      {
        transaction_id,
        date: tx.date,
        amount: fromMilli(tx.amount),
        payee: untrusted(tx.payee_name),
        from_category_id: from.id,
        from_category: from.name === null ? null : untrusted(from.name),
        to_category_id: to.id,
        to_category: to.name === null ? null : untrusted(to.name),
      },
    ];
  });
}
