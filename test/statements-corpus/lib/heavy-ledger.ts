// The heavy plan's transactions as YNAB's API gives them (bench/heavy-plan.ts, ≈50,000 of them), the edits a
// fixture makes to them, and the digest that pins the slice a fixture was generated from.
import { createHash } from 'node:crypto';
import { heavyPlan } from '../../../bench/heavy-plan.ts';
import type { HeavyEdits, YnabTransaction } from './truth.ts';

const cache = new Map<number, { transactions: YnabTransaction[]; accounts: { id: string; name: string }[]; today: string }>();

export function heavyLedger(seed: number): { transactions: YnabTransaction[]; accounts: { id: string; name: string }[]; today: string } {
  let hit = cache.get(seed);
  if (hit === undefined) {
    const plan = heavyPlan({ seed });
    const payee = new Map(plan.payees.map((p) => [p.id, p.name]));
    const transactions = plan.transactions.map(
      (t): YnabTransaction => ({
        id: t.id,
        account_id: t.account_id,
        date: t.date,
        amount: t.amount,
        payee_name: t.payee_id === null ? null : (payee.get(t.payee_id) ?? null),
        memo: t.memo,
        cleared: t.cleared as YnabTransaction['cleared'],
        approved: t.approved,
        import_id: t.import_id,
        transfer_account_id: t.transfer_account_id,
        category_id: t.category_id,
        category_name: null,
        deleted: t.deleted,
        subtransactions: t.subtransactions.map((s) => ({
          id: s.id,
          amount: s.amount,
          category_id: s.category_id,
          memo: s.memo,
          deleted: s.deleted,
        })),
      }),
    );
    hit = { transactions, accounts: plan.accounts.map((a) => ({ id: a.id, name: a.name })), today: plan.last_modified_on.slice(0, 10) };
    cache.set(seed, hit);
  }
  return hit;
}

/** The plan's transactions with a fixture's edits: some dropped, some changed, some added. */
export function applyEdits(transactions: readonly YnabTransaction[], edits: HeavyEdits): YnabTransaction[] {
  const drop = new Set(edits.drop);
  const set = new Map(edits.set.map((s) => [s.id, s]));
  const out: YnabTransaction[] = [];
  for (const t of transactions) {
    if (drop.has(t.id)) continue;
    const change = set.get(t.id);
    out.push(change === undefined ? t : { ...t, ...Object.fromEntries(Object.entries(change).filter(([k]) => k !== 'id')) });
  }
  return [...out, ...edits.add];
}

/** A digest of the accounts' transactions dated in the window (id, date, amount, import id, state). */
export function heavyDigest(
  transactions: readonly YnabTransaction[],
  accounts: readonly string[],
  window: { from: string; to: string },
): string {
  const slice = transactions
    .filter((t) => accounts.includes(t.account_id) && t.date >= window.from && t.date <= window.to)
    .map((t) => [t.id, t.account_id, t.date, t.amount, t.import_id, t.cleared, t.payee_name]);
  return createHash('sha256').update(JSON.stringify(slice)).digest('hex').slice(0, 16);
}
