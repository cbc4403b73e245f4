// create_transactions' plan (tools.md): checks in the tool's order, look-alike detection, the confirmed
// subject, the POST body, the question, and what the journal keeps (its undo: src/logic/undo/create.ts).

import type { Output } from '../../../generated/contract/create_transactions.d.ts';
import { isAssignable, isCreditCardPayment, isDeleted, isHidden } from '../facts/category-classes.ts';
import type { ClassifyGroup } from '../classify/classify-inputs.ts';
import { compareCodePoints } from '../core/compare.ts';
import { isCalendarDate } from '../core/calendar.ts';
import { daysBetween } from '../core/day-numbers.ts';
import { formatAmount, fromMilli, toMilli } from '../core/money.ts';
import { normalizePayee } from '../classify/payee-keys.ts';
import { question } from '../writes/preview.ts';
import { memoDigest, sentJournal, type SentFields, type SentTransaction } from '../writes/sent-transactions.ts';
import { agentText, untrusted } from '../core/untrusted.ts';
import type { Account, Transaction } from '../core/ynab-slices.ts';

/** One item of the tool's `transactions`, as the agent sent it (amount in currency units). */
export interface CreateRequest {
  date: string;
  amount: number;
  payee_name: string;
  memo?: string | null | undefined;
  category_id?: string | null | undefined;
}

export type CreateRefusal =
  | { ok: false; error: 'bad_amount'; amount: string }
  | { ok: false; error: 'unknown_account'; ids: string }
  | { ok: false; error: 'no_transactions' }
  | { ok: false; error: 'bad_date'; argument: string; value: string }
  | { ok: false; error: 'future_date'; argument: string; date: string; today: string }
  | { ok: false; error: 'not_one_line'; what: string; text: string }
  | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number }
  | { ok: false; error: 'unknown_category' | 'card_payment_category'; category_id: string }
  | { ok: false; error: 'no_category_off_budget'; account: string; argument: string }
  | { ok: false; error: 'likely_duplicate'; count: number; duplicates: string };

/** A transaction that passed every check: trimmed text, amount in milliunits, the category's raw name. */
export interface CheckedItem {
  date: string;
  amount: number;
  payee_name: string;
  memo: string | null;
  category_id: string | null;
  category: string | null;
}

/** The transaction fields look-alike detection reads (YNAB's TransactionDetail); milliunits. */
type Existing = Pick<
  Transaction,
  'id' | 'deleted' | 'account_id' | 'date' | 'amount' | 'payee_name' | 'import_payee_name' | 'import_payee_name_original' | 'import_id'
>;

/** An existing transaction that looks like a new one. */
export interface LookAlike {
  id: string;
  date: string;
}

export interface ItemLookAlikes {
  /** Same amount within 3 days (any payee), or likely: shown in the question, never refused on its own. */
  possible: LookAlike[];
  /** Same amount and payee within 3 days, or the same amount and date as a bank import's id: refused unless allowed. */
  likely: LookAlike[];
}

/** The confirmed subject (confirmation.md §2); absent optional fields as null. */
export interface CreateSubject {
  account_id: string;
  transactions: { date: string; amount: number; payee_name: string; memo: string | null; category_id: string | null }[];
  approved: boolean;
}

/** One item of the POST body: memo and category only when present, never an import id. */
export interface CreateBodyItem {
  account_id: string;
  date: string;
  amount: number;
  payee_name: string;
  cleared: 'cleared';
  approved: boolean;
  memo?: string;
  category_id?: string;
}

/** One row of the tool's `transactions` result, as its contract types it. */
export type CreateRow = Output['transactions'][number];

export interface CreatePlan {
  ok: true;
  account: string;
  rows: CreateRow[];
  subject: CreateSubject;
  body: CreateBodyItem[];
  /** What the question shows besides the subject: the before-state a confirmation binds. */
  seen: CreateSeen;
  question: string;
  /**
   * What the journal keeps ahead of the POST: the ids exist only once YNAB answered (the settlement adds them);
   * should that answer be lost, what was sent and the look-alikes already there let undo find what YNAB created.
   */
  details: CreateDetails;
}

/** The account's name, and each line's category name and look-alikes (id and date). */
export type CreateSeen = { account: string; transactions: { category: string | null; looks_like: { id: string; date: string }[] }[] };

/** What the journal keeps of each created transaction (journal-and-undo.md §3, kind `create`). */
export interface CreatedRecord {
  id: string;
  date: string;
  amount: number;
  category_id: string | null;
}

/**
 * The journal details of kind `create` (journal-and-undo.md §3). Written ahead of the POST: the account and
 * what was sent (sent-transactions.ts); added by the settlement: the ids YNAB gave and what each was created
 * as. The reference's lines hold the account and the ids alone.
 */
export type CreateDetails = { account_id?: string; transaction_ids?: string[]; created?: CreatedRecord[] } & SentFields;

/** The look-alike window: a bank may post a day or three after the purchase. */
export const LOOK_ALIKE_DAYS = 3;
// The most a message parameter shows (renderMessage cleans each value with untrusted()).
const PARAM_MAX = 80;

// Whole payee and memo in the question: the tool refused anything but one line, so cleaning suffices.
const whole = (text: string): string => untrusted(text, Number.POSITIVE_INFINITY);
const at = (index: number, field?: string) => `transactions[${index}]${field === undefined ? '' : `.${field}`}`;

/** bad_amount, before any request: an amount with more than 3 decimals, the first in the list's order. */
export function checkCreateAmounts(requests: readonly CreateRequest[]): CreateRefusal | undefined {
  const bad = requests.find((r) => toMilli(r.amount, 3) === undefined);
  return bad === undefined ? undefined : { ok: false, error: 'bad_amount', amount: String(bad.amount) };
}

/** The account among the plan's non-deleted accounts (closed ones included), or unknown_account. */
export function findCreateAccount<A extends Pick<Account, 'id' | 'deleted'>>(
  accountId: string,
  accounts: readonly A[],
): { ok: true; account: A } | CreateRefusal {
  const account = accounts.find((a) => a.id === accountId && a.deleted !== true);
  return account === undefined ? { ok: false, error: 'unknown_account', ids: accountId } : { ok: true, account };
}

type CategoryCheck = { ok: true; name: string } | { ok: false; error: 'unknown_category' | 'card_payment_category' };

// Ready to Assign is accepted (an income needs it); every other internal category, Uncategorized first, is
// not. A hidden or deleted category is unknown, a Credit Card Payment one too.
function checkCategory(id: string, groups: readonly ClassifyGroup[]): CategoryCheck {
  for (const group of groups) {
    const category = group.categories.find((c) => c.id === id);
    if (category === undefined) continue;
    if (isDeleted(category, group) || isHidden(category, group)) break;
    if (isAssignable(category, group)) return { ok: true, name: category.name };
    return { ok: false, error: isCreditCardPayment(category, group) ? 'card_payment_category' : 'unknown_category' };
  }
  return { ok: false, error: 'unknown_category' };
}

export interface CheckContext {
  account: Pick<Account, 'name' | 'on_budget'>;
  /** YYYY-MM-DD. */
  today: string;
  /** The plan's currency decimals. */
  digits: number;
  groups: readonly ClassifyGroup[];
}

function checkItem(r: CreateRequest, i: number, c: CheckContext): CheckedItem | CreateRefusal {
  if (!isCalendarDate(r.date)) return { ok: false, error: 'bad_date', argument: at(i, 'date'), value: r.date };
  if (r.date > c.today) return { ok: false, error: 'future_date', argument: at(i, 'date'), date: r.date, today: c.today };
  // A payee of spaces only has no visible character either.
  const payee = agentText(r.payee_name);
  if (payee === undefined || payee === '') return { ok: false, error: 'not_one_line', what: at(i, 'payee_name'), text: r.payee_name };
  let memo: string | null = null;
  if (r.memo !== undefined && r.memo !== null) {
    const text = agentText(r.memo);
    if (text === undefined) return { ok: false, error: 'not_one_line', what: at(i, 'memo'), text: r.memo };
    memo = text === '' ? null : text;
  }
  const amount = toMilli(r.amount, c.digits);
  if (amount === undefined) return { ok: false, error: 'too_many_decimals', amount: String(r.amount), decimals: c.digits };
  const categoryId = r.category_id ?? null;
  let category: string | null = null;
  if (categoryId !== null) {
    const found = checkCategory(categoryId, c.groups);
    if (!found.ok) return { ok: false, error: found.error, category_id: categoryId };
    if (!c.account.on_budget)
      return { ok: false, error: 'no_category_off_budget', account: c.account.name, argument: at(i, 'category_id') };
    category = found.name;
  }
  return { date: r.date, amount, payee_name: payee, memo, category_id: categoryId, category };
}

/** no_transactions, then each transaction's checks in order: the first failing check of the first failing one. */
export function checkCreateItems(requests: readonly CreateRequest[], c: CheckContext): { ok: true; items: CheckedItem[] } | CreateRefusal {
  if (requests.length === 0) return { ok: false, error: 'no_transactions' };
  const items: CheckedItem[] = [];
  for (const [i, r] of requests.entries()) {
    const item = checkItem(r, i, c);
    if ('ok' in item) return item;
    items.push(item);
  }
  return { ok: true, items };
}

const IMPORT_ID = /^YNAB:(-?\d+):(\d{4}-\d{2}-\d{2}):\d+$/;

const byDateThenId = (a: LookAlike, b: LookAlike) => compareCodePoints(a.date, b.date) || compareCodePoints(a.id, b.id);

/**
 * The live transactions of the account that look like each new one. Possible (tools.md): same amount
 * within 3 days, any payee. Likely: same amount and payee (normalised, algorithms.md §3) within 3 days,
 * or an import id `YNAB:<amount>:<date>:<n>` with this amount and date — the bank already sent it, even
 * if its date or payee was edited since. A likely one is always listed as possible too.
 */
export function findLookAlikes(items: readonly CheckedItem[], accountId: string, existing: readonly Existing[]): ItemLookAlikes[] {
  const onAccount = existing.filter((t) => !t.deleted && t.account_id === accountId && isCalendarDate(t.date));
  // normalizePayee keeps each label's key, so a label is normalised once (algorithms.md §3).
  return items.map((item) => {
    const payeeKey = normalizePayee(item.payee_name);
    const possible: LookAlike[] = [];
    const likely: LookAlike[] = [];
    for (const t of onAccount) {
      const near = t.amount === item.amount && Math.abs(daysBetween(item.date, t.date)) <= LOOK_ALIKE_DAYS;
      // A payee that normalises to nothing (only a prefix and noise) tells nothing.
      const samePayee =
        payeeKey !== '' &&
        [t.payee_name, t.import_payee_name, t.import_payee_name_original].some((l) => l != null && normalizePayee(l) === payeeKey);
      const imported = t.import_id?.match(IMPORT_ID);
      const sameImport = imported != null && Number(imported[1]) === item.amount && imported[2] === item.date;
      const isLikely = (near && samePayee) || sameImport;
      if (near || isLikely) possible.push({ id: t.id, date: t.date });
      if (isLikely) likely.push({ id: t.id, date: t.date });
    }
    return { possible: possible.sort(byDateThenId), likely: likely.sort(byDateThenId) };
  });
}

/**
 * likely_duplicate's list: `transactions[i] looks like {id} of {date}, …` items joined by `; `, as many
 * whole items as fit in a message parameter, then `; … and N more`.
 */
export function duplicateList(entries: readonly { index: number; likely: readonly LookAlike[] }[], max = PARAM_MAX): string {
  const items = entries.map((e) => `${at(e.index)} looks like ${e.likely.map((l) => `${l.id} of ${l.date}`).join(', ')}`);
  const listed = (shown: number) => items.slice(0, shown).join('; ') + (shown < items.length ? `; … and ${items.length - shown} more` : '');
  // The first item is given whole however long it is (renderMessage cuts the parameter).
  let shown = items.length;
  while (shown > 1 && Array.from(listed(shown)).length > max) shown--;
  return listed(shown);
}

// "{date} {payee} {amount}: {category}", then " — memo: {memo}" and one " — looks like {id} of {date}" each.
function itemLine(item: CheckedItem, lookAlikes: readonly LookAlike[], digits: number): string {
  let line = `${item.date} ${whole(item.payee_name)} ${formatAmount(item.amount, digits)}: ${item.category === null ? 'no category' : untrusted(item.category)}`;
  if (item.memo !== null) line += ` — memo: ${whole(item.memo)}`;
  for (const l of lookAlikes) line += ` — looks like ${l.id} of ${l.date}`;
  return line;
}

/** A checked transaction with its possible look-alikes. */
interface ItemWithLookAlikes {
  item: CheckedItem;
  possible: LookAlike[];
}

/** create_transactions' question: `Create {n} transaction(s) on {account}?` and one line per transaction. */
function createQuestion(account: string, entries: readonly ItemWithLookAlikes[], digits: number): string {
  return question(
    `Create ${entries.length} transaction(s) on ${untrusted(account)}?`,
    entries.map((e) => itemLine(e.item, e.possible, digits)),
  );
}

export interface PlanInput {
  account: Pick<Account, 'id' | 'name'>;
  items: readonly CheckedItem[];
  existing: readonly Existing[];
  approved: boolean;
  allowDuplicates: boolean;
  digits: number;
}

/** The plan once every transaction passed its checks; likely_duplicate unless duplicates are allowed. */
export function planCreate(input: PlanInput): CreatePlan | CreateRefusal {
  const { account, items, approved, digits } = input;
  const lookAlikes = findLookAlikes(items, account.id, input.existing);
  const entries = items.map((item, i): ItemWithLookAlikes => ({ item, possible: lookAlikes[i]!.possible }));
  const flagged = lookAlikes.flatMap((l, index) => (l.likely.length > 0 ? [{ index, likely: l.likely }] : []));
  if (flagged.length > 0 && !input.allowDuplicates)
    return { ok: false, error: 'likely_duplicate', count: flagged.length, duplicates: duplicateList(flagged) };
  const subject: CreateSubject = {
    account_id: account.id,
    transactions: items.map((t) => ({
      date: t.date,
      amount: t.amount,
      payee_name: t.payee_name,
      memo: t.memo,
      category_id: t.category_id,
    })),
    approved,
  };
  const body = items.map(
    (t): CreateBodyItem => ({
      account_id: account.id,
      date: t.date,
      amount: t.amount,
      payee_name: t.payee_name,
      cleared: 'cleared',
      approved,
      ...(t.memo !== null ? { memo: t.memo } : {}),
      ...(t.category_id !== null ? { category_id: t.category_id } : {}),
    }),
  );
  const rows = entries.map(({ item: t, possible }) => ({
    date: t.date,
    amount: fromMilli(t.amount),
    payee: t.payee_name,
    category: t.category === null ? null : untrusted(t.category),
    memo: t.memo,
    possible_duplicates: possible.map((l) => l.id),
  }));
  const seen = {
    account: untrusted(account.name),
    transactions: entries.map(({ item, possible }) => ({ category: item.category, looks_like: possible })),
  };
  const question = createQuestion(account.name, entries, digits);
  const details = sentJournal(account.id, sentItems(items), input.existing);
  return { ok: true, account: untrusted(account.name), rows, subject, body, seen, question, details };
}

/**
 * The journal's `created` records from YNAB's answer: ids in the order sent (nothing is skipped, since no
 * import id is sent). Should the counts ever differ, no record: the undo then only checks each id exists.
 */
export function createdRecords(ids: readonly string[], items: readonly CheckedItem[]): CreatedRecord[] {
  if (ids.length !== items.length) return [];
  return ids.map((id, i) => ({ id, date: items[i]!.date, amount: items[i]!.amount, category_id: items[i]!.category_id }));
}

/** What the journal announces of each transaction before the POST (sent-transactions.ts). */
export const sentItems = (items: readonly CheckedItem[]): SentTransaction[] =>
  items.map((t) => ({
    date: t.date,
    amount: t.amount,
    payee_name: t.payee_name,
    memo_digest: memoDigest(t.memo),
    category_id: t.category_id,
  }));
