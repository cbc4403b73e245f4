// Creating and updating transactions on a draft plan by YNAB's rules: payee resolution by id or name,
// transfers, splits (only on a transaction without split lines), no future dates. A refusal throws a 400
// naming the batch item (`(index: N)`), and commit() then drops the draft.

import type { NewTransaction, SaveSubTransaction, SaveTransactionWithIdOrImportId } from './api-types.ts';
import { isIsoDate, yearsBefore } from './month-math.ts';
import { refuse } from './fake-types.ts';
import type { DemoPayee, DemoPlan, DemoSubTransaction, DemoTransaction } from './plan-types.ts';
import { fixTransferCategories, linkTransfer, mirrorOf, nextId, syncMirror, unlinkTransfer } from './transfers.ts';

function checkDate(date: string, today: string, index: number): void {
  if (!isIsoDate(date)) refuse('date must be a valid date', index);
  if (date > today || date < yearsBefore(today, 5)) refuse('date must not be in the future or over 5 years ago', index);
}

function checkCategory(plan: DemoPlan, id: string | null | undefined, index: number): void {
  if (id == null) return;
  if (!plan.category_groups.some((g) => g.categories.some((c) => c.id === id))) refuse('category_id does not exist', index);
}

/** The payee a write names: `payee_id` when set, else `payee_name` (an existing payee of that name, or a new one). */
export function resolvePayee(
  plan: DemoPlan,
  payeeId: string | null | undefined,
  payeeName: string | null | undefined,
  index: number,
): DemoPayee | null {
  if (payeeId != null) {
    const byId = plan.payees.find((p) => p.id === payeeId && !p.deleted);
    return byId ?? refuse('payee_id does not exist', index);
  }
  if (payeeName == null || payeeName === '') return null;
  const byName = plan.payees.find((p) => p.name === payeeName && p.transfer_account_id === null && !p.deleted);
  if (byName !== undefined) return byName;
  const created: DemoPayee = {
    id: nextId(
      plan.payees.map((p) => p.id),
      'pay',
    ),
    name: payeeName,
    transfer_account_id: null,
    deleted: false,
  };
  plan.payees.push(created);
  return created;
}

function splitLines(
  plan: DemoPlan,
  parentId: string,
  amount: number,
  lines: readonly SaveSubTransaction[],
  index: number,
): DemoSubTransaction[] {
  if (lines.reduce((s, l) => s + l.amount, 0) !== amount) refuse('amount must equal the sum of subtransaction amounts', index);
  return lines.map((line, i) => {
    const payee = resolvePayee(plan, line.payee_id, line.payee_name, index);
    if (payee?.transfer_account_id != null) refuse('avenir fake: transfer subtransactions are not supported', index);
    checkCategory(plan, line.category_id, index);
    return {
      id: `sub-${parentId}-${i}`,
      amount: line.amount,
      memo: line.memo ?? null,
      payee_id: payee?.id ?? null,
      category_id: line.category_id ?? null,
      deleted: false,
    };
  });
}

function checkAccount(plan: DemoPlan, id: string | undefined, index: number): string {
  if (id === undefined) refuse('account_id is required', index);
  if (!plan.accounts.some((a) => a.id === id)) refuse('account_id does not exist', index);
  return id;
}

/** Adds one new transaction (and its transfer half) to the draft; returns it. */
export function createTransaction(plan: DemoPlan, input: NewTransaction, today: string, index: number): DemoTransaction {
  const account = checkAccount(plan, input.account_id, index);
  if (input.date === undefined) refuse('date is required', index);
  checkDate(input.date, today, index);
  if (input.amount === undefined) refuse('amount is required', index);
  checkCategory(plan, input.category_id, index);
  const payee = resolvePayee(plan, input.payee_id, input.payee_name, index);
  const t: DemoTransaction = {
    id: nextId(
      plan.transactions.map((x) => x.id),
      'tx',
    ),
    date: input.date,
    amount: input.amount,
    memo: input.memo ?? null,
    cleared: input.cleared ?? 'uncleared',
    approved: input.approved ?? false,
    flag_color: input.flag_color === '' ? null : (input.flag_color ?? null),
    account_id: account,
    payee_id: payee?.id ?? null,
    category_id: input.category_id ?? null,
    transfer_account_id: null,
    transfer_transaction_id: null,
    matched_transaction_id: null,
    import_id: input.import_id ?? null,
    import_payee_name: null,
    import_payee_name_original: null,
    debt_transaction_type: null,
    deleted: false,
    subtransactions: [],
  };
  if (input.subtransactions !== undefined && input.subtransactions.length > 0) {
    if (payee?.transfer_account_id != null) refuse('a transfer cannot be split', index);
    t.subtransactions = splitLines(plan, t.id, t.amount, input.subtransactions, index);
    t.category_id = null;
  }
  plan.transactions.push(t);
  const target = payee?.transfer_account_id ?? null;
  if (target !== null) {
    if (target === account) refuse('a transfer needs two different accounts', index);
    linkTransfer(plan, t, target);
  }
  fixTransferCategories(plan, t);
  return t;
}

/** Applies one bulk-PATCH item to `t` (found by id or import_id). A split keeps its date, amount and category. */
export function updateTransaction(
  plan: DemoPlan,
  t: DemoTransaction,
  input: SaveTransactionWithIdOrImportId,
  today: string,
  index: number,
): void {
  const split = t.subtransactions.length > 0;
  if (input.account_id !== undefined && input.account_id !== t.account_id) {
    checkAccount(plan, input.account_id, index);
    if (t.transfer_account_id !== null) refuse('avenir fake: moving a transfer to another account is not supported', index);
    t.account_id = input.account_id;
  }
  if (input.date !== undefined && !split) {
    checkDate(input.date, today, index);
    t.date = input.date;
  }
  if (input.amount !== undefined && !split) t.amount = input.amount;
  if (input.memo !== undefined) t.memo = input.memo;
  if (input.cleared !== undefined) t.cleared = input.cleared;
  if (input.approved !== undefined) t.approved = input.approved;
  if (input.flag_color !== undefined) t.flag_color = input.flag_color === '' ? null : input.flag_color;
  if (input.category_id !== undefined && !split) {
    checkCategory(plan, input.category_id, index);
    t.category_id = input.category_id;
  }
  if ('payee_id' in input || input.payee_name !== undefined) {
    const payee = resolvePayee(plan, input.payee_id, input.payee_name, index);
    if ((payee?.id ?? null) !== t.payee_id) {
      if (t.transfer_account_id !== null) unlinkTransfer(plan, t);
      t.payee_id = payee?.id ?? null;
      const target = payee?.transfer_account_id ?? null;
      if (target !== null) {
        if (target === t.account_id || split) refuse('this transaction cannot become a transfer', index);
        linkTransfer(plan, t, target);
      }
    }
  }
  if (input.subtransactions !== undefined && input.subtransactions.length > 0) {
    if (split) refuse('updating subtransactions on an existing split transaction is not supported', index);
    if (t.transfer_account_id !== null) refuse('a transfer cannot be split', index);
    t.subtransactions = splitLines(plan, t.id, t.amount, input.subtransactions, index);
    t.category_id = null;
  }
  syncMirror(plan, t);
  fixTransferCategories(plan, t);
}

/** Marks `t` deleted, and the other half of a transfer with it (what YNAB's app does). */
export function deleteTransaction(plan: DemoPlan, t: DemoTransaction): void {
  t.deleted = true;
  const mirror = mirrorOf(plan, t);
  if (mirror !== undefined) mirror.deleted = true;
}

/**
 * What a linked-bank import brings: the queued transactions, unapproved, uncategorised and cleared, each with
 * an import id (`YNAB:<milliunits>:<date>:<occurrence>` unless queued with one) and the bank label. An
 * import id already on the account is skipped. Returns the new ids.
 */
export function importQueued(plan: DemoPlan, queued: readonly NewTransaction[], today: string): string[] {
  const ids: string[] = [];
  queued.forEach((q, index) => {
    const prefix = `YNAB:${q.amount}:${q.date}:`;
    const onAccount = plan.transactions.filter((t) => !t.deleted && t.account_id === q.account_id);
    const importId = q.import_id ?? `${prefix}${onAccount.filter((t) => t.import_id?.startsWith(prefix) === true).length + 1}`;
    if (onAccount.some((t) => t.import_id === importId)) return;
    const { subtransactions: _lines, ...fields } = q;
    const t = createTransaction(
      plan,
      { ...fields, import_id: importId, category_id: null, approved: false, cleared: q.cleared ?? 'cleared' },
      today,
      index,
    );
    t.import_payee_name = q.payee_name ?? null;
    t.import_payee_name_original = q.payee_name ?? null;
    ids.push(t.id);
  });
  return ids;
}
