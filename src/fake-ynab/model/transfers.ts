// Transfers in the fake: a transaction whose payee is an account's transfer payee has a mirror on that
// account. These keep both halves in step when a write creates, edits or removes one of them.

import type { DemoPlan, DemoTransaction } from './plan-types.ts';

const isOnBudget = (plan: DemoPlan, accountId: string | null): boolean => plan.accounts.some((a) => a.id === accountId && a.on_budget);

/** Next free id `<prefix>-NNN` (numbers above every existing one, at least 3 digits). */
export function nextId(ids: Iterable<string>, prefix: string): string {
  let max = -1;
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  for (const id of ids) {
    const n = pattern.exec(id)?.[1];
    if (n !== undefined) max = Math.max(max, Number(n));
  }
  return `${prefix}-${String(max + 1).padStart(3, '0')}`;
}

export const mirrorOf = (plan: DemoPlan, t: DemoTransaction): DemoTransaction | undefined =>
  t.transfer_transaction_id === null ? undefined : plan.transactions.find((o) => o.id === t.transfer_transaction_id);

/**
 * Makes `t` (already on its account, with its transfer payee set) a transfer to `target`: creates the other
 * half there, unapproved-free and uncleared as YNAB does, and clears categories YNAB would not keep.
 */
export function linkTransfer(plan: DemoPlan, t: DemoTransaction, target: string): void {
  const source = plan.accounts.find((a) => a.id === t.account_id);
  const mirror: DemoTransaction = {
    ...t,
    id: nextId(
      plan.transactions.map((x) => x.id),
      'tx',
    ),
    amount: -t.amount,
    memo: t.memo,
    cleared: 'uncleared',
    approved: true,
    flag_color: null,
    account_id: target,
    payee_id: source?.transfer_payee_id ?? null,
    category_id: null,
    transfer_account_id: t.account_id,
    transfer_transaction_id: t.id,
    matched_transaction_id: null,
    import_id: null,
    import_payee_name: null,
    import_payee_name_original: null,
    subtransactions: [],
  };
  t.transfer_account_id = target;
  t.transfer_transaction_id = mirror.id;
  plan.transactions.push(mirror);
  fixTransferCategories(plan, t);
}

/** Turns `t` back into an ordinary transaction; its other half is deleted. */
export function unlinkTransfer(plan: DemoPlan, t: DemoTransaction): void {
  const mirror = mirrorOf(plan, t);
  if (mirror !== undefined) mirror.deleted = true;
  t.transfer_account_id = null;
  t.transfer_transaction_id = null;
}

/** After an edit: the other half follows the date and the (opposite) amount. */
export function syncMirror(plan: DemoPlan, t: DemoTransaction): void {
  const mirror = mirrorOf(plan, t);
  if (mirror === undefined) return;
  mirror.date = t.date;
  mirror.amount = -t.amount;
  fixTransferCategories(plan, t);
}

/** A category only where money crosses the plan's edge: never between two on-budget accounts, never off budget. */
export function fixTransferCategories(plan: DemoPlan, t: DemoTransaction): void {
  const mirror = mirrorOf(plan, t);
  for (const half of mirror === undefined ? [t] : [t, mirror]) {
    const other = half.transfer_account_id;
    if (!isOnBudget(plan, half.account_id) || (other !== null && isOnBudget(plan, other))) half.category_id = null;
  }
}
