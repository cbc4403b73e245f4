// review_transactions' plan (issue #32, part 3): the items checked in the tool's order, the fields of each
// transaction that change (category, approval, flag, memo), the one bulk PATCH they make, the journal details
// its undo reads (src/logic/undo/review.ts) and the question that shows every change.

import type { Output } from '../../../generated/contract/review_transactions.d.ts';
import { type CategoryRefusal, categoryRefusal } from '../classify/categorize-plan.ts';
import { type CategoryLookup, shownCategory } from '../classify/category-lookup.ts';
import type { ClassifyTransaction, OnBudgetById } from '../classify/classify-inputs.ts';
import { formatAmount, fromMilli } from '../core/money.ts';
import { agentText, untrusted } from '../core/untrusted.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { question, transactionHead } from '../writes/preview.ts';
import { memoDigest } from '../writes/sent-transactions.ts';
import { type FlagColor, flagColor } from './flag-plan.ts';

/** One item of the tool's `items`: a field left out stays as it is; flag null removes the flag, memo "" clears it. */
export interface ReviewItem {
  transaction_id: string;
  category_id?: string | undefined;
  approved?: boolean | undefined;
  flag?: FlagColor | null | undefined;
  memo?: string | undefined;
}

/** The transaction fields the review reads (YNAB's TransactionDetail, milliunits). */
export type Reviewed = ClassifyTransaction & Pick<Transaction, 'approved' | 'flag_color' | 'memo'>;

/** The fields a review sets, as YNAB holds them, each present only when the review changes it. */
export interface ReviewValues {
  /** Raw: null or YNAB's Uncategorized id before, so an undo restores exactly it. */
  category_id?: string | null;
  approved?: boolean;
  flag?: FlagColor | null;
  /** null for none (YNAB's null or ""). */
  memo?: string | null;
}

/**
 * One journaled change (kind `review`): the values before, which the undo puts back (the previous memo's text
 * with them: nothing else restores it), and after, the memo only as its digest.
 */
export interface ReviewJournalChange {
  transaction_id: string;
  from: ReviewValues;
  to: Omit<ReviewValues, 'memo'> & { memo_digest?: string | null };
}

export interface ReviewDetails {
  changes: ReviewJournalChange[];
}

/** One item of the bulk PATCH, which is the confirmed subject too. A memo of none is sent as "". */
export interface ReviewPatch {
  id: string;
  category_id?: string | null;
  approved?: boolean;
  flag_color?: FlagColor | null;
  memo?: string;
}

/** A question line's facts, raw (amount in milliunits): each field changed, before and after; names for categories. */
export type ReviewLineIn = {
  date: string;
  payee: string | null;
  amount: number;
  category?: [string | null, string | null];
  approved?: [boolean, boolean];
  flag?: [FlagColor | null, FlagColor | null];
  memo?: [string | null, string | null];
};

export type ReviewChange = Output['changes'][number];

export type ReviewRefusal =
  | { ok: false; error: 'named_twice' | 'nothing_asked' | 'unknown_transaction'; tx_id: string }
  | { ok: false; error: 'not_one_line'; what: string; text: string }
  | CategoryRefusal;

export type ReviewPlan =
  | {
      ok: true;
      /** In the items' order. */
      changes: ReviewChange[];
      subject: ReviewPatch[];
      details: ReviewDetails;
      /** What the question shows, raw: the before-state a confirmation binds. */
      seen: ReviewLineIn[];
    }
  | ReviewRefusal;

/** The category facts the plan needs when an item sets a category (none otherwise: nothing is read for them). */
export interface ReviewCategories {
  lookup: Pick<CategoryLookup, 'uncategorizedIds' | 'assignableIds' | 'names'>;
  accountsById: OnBudgetById;
}

/** YNAB's memo read as text or none. */
export const memoOf = (memo: string | null | undefined): string | null => (memo === undefined || memo === '' ? null : memo);

const sets = (item: ReviewItem): boolean =>
  item.category_id !== undefined || item.approved !== undefined || item.flag !== undefined || item.memo !== undefined;

/**
 * The checks that need no request, item by item: a transaction named twice, an item that sets nothing, a memo
 * that is not one line of visible characters (what the question shows is then what is written).
 */
export function checkReviewItems(items: readonly ReviewItem[]): ReviewRefusal | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.transaction_id)) return { ok: false, error: 'named_twice', tx_id: item.transaction_id };
    seen.add(item.transaction_id);
    if (!sets(item)) return { ok: false, error: 'nothing_asked', tx_id: item.transaction_id };
    if (item.memo !== undefined && agentText(item.memo) === undefined)
      return { ok: false, error: 'not_one_line', what: `Memo of transaction ${item.transaction_id}`, text: untrusted(item.memo) };
  }
  return undefined;
}

/** What one item changes on its transaction: the values before and after, only where they differ. */
function differences(item: ReviewItem, tx: Reviewed): { from: ReviewValues; to: ReviewValues } {
  const from: ReviewValues = {};
  const to: ReviewValues = {};
  if (item.category_id !== undefined && item.category_id !== tx.category_id) {
    from.category_id = tx.category_id ?? null;
    to.category_id = item.category_id;
  }
  if (item.approved !== undefined && item.approved !== tx.approved) {
    from.approved = tx.approved;
    to.approved = item.approved;
  }
  const flag = flagColor(tx.flag_color);
  if (item.flag !== undefined && item.flag !== flag) {
    from.flag = flag;
    to.flag = item.flag;
  }
  const memo = memoOf(tx.memo);
  // Checked before: one line, trimmed (only spaces clears it).
  const asked = item.memo === undefined ? undefined : memoOf(agentText(item.memo));
  if (asked !== undefined && asked !== memo) {
    from.memo = memo;
    to.memo = asked;
  }
  return { from, to };
}

/** The PATCH item that gives a transaction `values`. */
export function reviewPatch(id: string, values: ReviewValues): ReviewPatch {
  const patch: ReviewPatch = { id };
  if (values.category_id !== undefined) patch.category_id = values.category_id;
  if (values.approved !== undefined) patch.approved = values.approved;
  if (values.flag !== undefined) patch.flag_color = values.flag;
  if (values.memo !== undefined) patch.memo = values.memo ?? '';
  return patch;
}

/** The journal's `to`: the memo as its digest, the rest as set. */
function journalTo({ memo, ...rest }: ReviewValues): ReviewJournalChange['to'] {
  return memo === undefined ? rest : { ...rest, memo_digest: memoDigest(memo) };
}

/** The names a question line needs: the categories' own, and which ids are YNAB's Uncategorized. */
type CategoryNames = Pick<CategoryLookup, 'uncategorizedIds' | 'names'>;

/**
 * A category as the question and the result name it: its name, or null for none (null or Uncategorized). The
 * categories are read whenever a category changes, so they are there when this is asked.
 */
const categoryName = (id: string | null, names: CategoryNames | undefined, fallback?: string | null): string | null =>
  shownCategory({ category_id: id, category_name: fallback }, names!).name;

/**
 * The question line of one change, category names looked up. `from` and `to` name the same fields (a change's
 * two sides, as differences and parseReviewDetails give them), so each field is read from `to`.
 */
export function reviewLine(
  tx: Pick<Transaction, 'date' | 'payee_name' | 'amount'> & Partial<Pick<Transaction, 'category_name'>>,
  from: ReviewValues,
  to: ReviewValues,
  names: CategoryNames | undefined,
): ReviewLineIn {
  const line: ReviewLineIn = { date: tx.date, payee: tx.payee_name ?? null, amount: tx.amount };
  // `from` is the transaction's category now, whose own name stands in should the groups not list it.
  if (to.category_id !== undefined)
    line.category = [categoryName(from.category_id!, names, tx.category_name), categoryName(to.category_id, names)];
  if (to.approved !== undefined) line.approved = [from.approved!, to.approved];
  if (to.flag !== undefined) line.flag = [from.flag!, to.flag];
  if (to.memo !== undefined) line.memo = [from.memo!, to.memo];
  return line;
}

/**
 * The result's view of a change: payee cleaned, amount in currency units, each field changed as the question
 * words it, a memo cut to 80 code points (the question shows it whole; 200 whole memos would pass the answer's cap).
 */
const resultChange = (id: string, line: ReviewLineIn): ReviewChange => ({
  transaction_id: id,
  date: line.date,
  payee: untrusted(line.payee),
  amount: fromMilli(line.amount),
  set: reviewParts(line, RESULT_MEMO),
});

export function planReview(
  items: readonly ReviewItem[],
  transactions: readonly Reviewed[],
  categories: ReviewCategories | undefined,
): ReviewPlan {
  const early = checkReviewItems(items);
  if (early !== undefined) return early;
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const found: Reviewed[] = [];
  for (const item of items) {
    const tx = byId.get(item.transaction_id);
    if (tx === undefined || tx.deleted) return { ok: false, error: 'unknown_transaction', tx_id: item.transaction_id };
    if (item.category_id !== undefined) {
      // The tool reads the categories whenever an item sets one.
      const refused = categoryRefusal(item.category_id, tx, categories!.lookup, categories!.accountsById);
      if (refused !== undefined) return refused;
    }
    found.push(tx);
  }
  const plan = { ok: true as const, changes: [] as ReviewChange[], subject: [] as ReviewPatch[], seen: [] as ReviewLineIn[] };
  const journal: ReviewJournalChange[] = [];
  items.forEach((item, i) => {
    const tx = found[i]!;
    const { from, to } = differences(item, tx);
    // Already as asked: left out of the write and of the result.
    if (Object.keys(to).length === 0) return;
    const line = reviewLine(tx, from, to, categories?.lookup);
    plan.changes.push(resultChange(tx.id, line));
    plan.subject.push(reviewPatch(tx.id, to));
    plan.seen.push(line);
    journal.push({ transaction_id: tx.id, from, to: journalTo(to) });
  });
  return { ...plan, details: { changes: journal } };
}

const flagText = (c: FlagColor | null): string => c ?? 'no flag';
const approvalText = (approved: boolean): string => (approved ? 'approved' : 'unapproved');
const categoryText = (name: string | null): string => (name === null ? 'no category' : untrusted(name));
// The longest memo YNAB keeps: the question shows a memo whole, cleaned, so the person sees all that will be written.
const MEMO_SHOWN = 500;
const RESULT_MEMO = 80;

/** Each field the line changes, before → after: `category: A → B`, `approval: unapproved → approved`, `flag: no flag → red`, `memo: no memo → “…”`. */
export function reviewParts(line: ReviewLineIn, memoMax = MEMO_SHOWN): string[] {
  const memoText = (memo: string | null): string => (memo === null ? 'no memo' : `“${untrusted(memo, memoMax)}”`);
  const parts: string[] = [];
  if (line.category !== undefined) parts.push(`category: ${line.category.map(categoryText).join(' → ')}`);
  if (line.approved !== undefined) parts.push(`approval: ${line.approved.map(approvalText).join(' → ')}`);
  if (line.flag !== undefined) parts.push(`flag: ${line.flag.map(flagText).join(' → ')}`);
  if (line.memo !== undefined) parts.push(`memo: ${line.memo.map(memoText).join(' → ')}`);
  return parts;
}

/** `{date} {payee} {amount}: ` and the parts that change, `; ` between them. */
export function reviewLineText(line: ReviewLineIn, decimalDigits: number): string {
  return `${transactionHead(line.date, line.payee, formatAmount(line.amount, decimalDigits))}: ${reviewParts(line).join('; ')}`;
}

/**
 * review_transactions' question: `Review {n} transaction(s)?` and one line per change, those that change a memo
 * first: free text is what the 20 lines shown should not leave out.
 */
export function reviewQuestion(
  lines: readonly ReviewLineIn[],
  decimalDigits: number,
  head = `Review ${lines.length} transaction(s)?`,
): string {
  const ordered = [...lines.filter((l) => l.memo !== undefined), ...lines.filter((l) => l.memo === undefined)];
  return question(
    head,
    ordered.map((l) => reviewLineText(l, decimalDigits)),
  );
}
