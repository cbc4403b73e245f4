// The heavy plan of issue #7: a seeded, deterministic household over ten years (50,000 transactions, 120
// merchants under ever-changing bank labels, 40 categories, 6 accounts, 25 schedules, 3 % pending), in the
// fake YNAB's DemoPlan shape. Serve it with `new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: HEAVY_PLAN_ID, today })`.

import type { ClearedStatus } from '../src/fake-ynab/model/api-types.ts';
import { isIsoDate } from '../src/fake-ynab/model/month-math.ts';
import { DEMO_CURRENCY_FORMAT, DEMO_DATE_FORMAT } from '../src/fake-ynab/demo-plan/accounts.ts';
import type { DemoAccount, DemoPayee, DemoPlan, DemoTransaction } from '../src/fake-ynab/model/plan-types.ts';
import { addMonths, dayIn, dayNumber, isoOfDay, monthOf, monthsFrom, windowStart } from './heavy-dates.ts';
import { heavyMonths, monthlyFlows } from './heavy-months.ts';
import { heavyRows, type Row } from './heavy-rows.ts';
import { heavyScheduled, SCHEDULED_MERCHANTS } from './heavy-scheduled.ts';
import { ACC, heavyAccounts, heavyCategoryGroups, transferPayeeId } from './heavy-structure.ts';
import { seededRng, type Rng } from './rng.ts';

export const HEAVY_PLAN_ID = 'heavy-plan';
export const HEAVY_TODAY = '2026-09-25';
/** Share of the transactions left pending (unapproved and uncategorised), all recent. */
export const PENDING_SHARE = 0.03;

export interface HeavyPlanOptions {
  /** Same seed, same plan (default 1). */
  seed?: number;
  /** Transactions in all, transfer halves counted one by one (default 50,000). */
  transactions?: number;
  /** Length of the history, ending today (default 10). */
  years?: number;
  /** YYYY-MM-DD, the last day of the history (default 2026-09-25, the demo's today). */
  today?: string;
}

const ON_BUDGET = new Set<string>([ACC.checking, ACC.savings, ACC.card]);
/** Days before today that the bank has not cleared yet (entered by hand, not imported). */
const UNCLEARED_DAYS = 3;
/** How far back pending transactions go. */
const PENDING_DAYS = 150;

/** Marks `count` recent imported card payments pending (no category, unapproved), newest most likely. */
function pendingRows(rows: readonly Row[], today: string, rng: Rng, count: number): Set<Row> {
  const from = isoOfDay(dayNumber(today) - PENDING_DAYS);
  const to = isoOfDay(dayNumber(today) - UNCLEARED_DAYS);
  const eligible = rows
    .filter(
      (r) =>
        r.merchant?.kind === 'card' && r.amount < 0 && ON_BUDGET.has(r.account) && r.lines.length === 0 && r.date >= from && r.date <= to,
    )
    .reverse();
  const pending = new Set<Row>();
  while (pending.size < Math.min(count, eligible.length)) {
    for (const r of eligible) if (pending.size < count && !pending.has(r) && rng.next() < 0.75) pending.add(r);
  }
  return pending;
}

/** Transfer payees first (one per account), then every other name, numbered in code point order. */
function payeesOf(rows: readonly Row[], accounts: readonly DemoAccount[]): { payees: DemoPayee[]; idOf: Map<string, string> } {
  const transfer = accounts.map((a) => ({
    id: transferPayeeId(a.id),
    name: `Transfer : ${a.name}`,
    transfer_account_id: a.id,
    deleted: false,
  }));
  const names = new Set<string>(SCHEDULED_MERCHANTS);
  for (const r of rows) if (r.pair === null) names.add(r.payee);
  // The default sort compares UTF-16 units: code point order for these ASCII labels, and much faster.
  const sorted = [...names].sort();
  const width = Math.max(3, String(sorted.length).length);
  const plain = sorted.map((name, i) => ({ id: `pay-${String(i).padStart(width, '0')}`, name, transfer_account_id: null, deleted: false }));
  return { payees: [...transfer, ...plain], idOf: new Map(plain.map((p) => [p.name, p.id])) };
}

export function heavyPlan(options: HeavyPlanOptions = {}): DemoPlan {
  const { seed = 1, transactions: count = 50_000, years = 10, today = HEAVY_TODAY } = options;
  if (!isIsoDate(today)) throw new RangeError(`heavyPlan: today ${today} is not a YYYY-MM-DD date`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`heavyPlan: transactions must be a whole number, not ${count}`);
  if (!Number.isSafeInteger(years) || years < 1) throw new RangeError(`heavyPlan: years must be a whole number from 1, not ${years}`);
  const rng = seededRng(seed);
  const start = windowStart(today, years);
  const months = monthsFrom(monthOf(start), monthOf(today));
  const rows = heavyRows({ start, today, months }, rng, count);
  const reconciledThrough = dayIn(addMonths(monthOf(today), -2), 31);
  const accounts = heavyAccounts(months[0]!, `${reconciledThrough}T12:00:00Z`);

  const pending = pendingRows(rows, today, rng, Math.round(count * PENDING_SHARE));
  for (const r of pending) r.category = null;
  const { payees, idOf } = payeesOf(rows, accounts);

  const width = Math.max(3, String(rows.length - 1).length);
  const ids = new Map(rows.map((r, i) => [r, `tx-${String(i).padStart(width, '0')}`]));
  const occurrences = new Map<string, number>();
  const latest = new Map<string, number>();
  const lastCleared = isoOfDay(dayNumber(today) - UNCLEARED_DAYS);
  const transactions = rows.map((r): DemoTransaction => {
    const id = ids.get(r)!;
    const cleared: ClearedStatus =
      r.date <= reconciledThrough ? 'reconciled' : ON_BUDGET.has(r.account) && r.date > lastCleared ? 'uncleared' : 'cleared';
    const imported = r.merchant !== null && cleared !== 'uncleared';
    let importId: string | null = null;
    if (imported) {
      const key = `${r.account}:${r.amount}:${r.date}`;
      const occurrence = (occurrences.get(key) ?? 0) + 1;
      occurrences.set(key, occurrence);
      importId = `YNAB:${r.amount}:${r.date}:${occurrence}`;
    }
    if (r.merchant !== null) latest.set(r.merchant.name, r.amount);
    return {
      id,
      date: r.date,
      amount: r.amount,
      memo: r.memo,
      cleared,
      approved: !pending.has(r),
      flag_color: r.flag,
      account_id: r.account,
      payee_id: r.pair === null ? idOf.get(r.payee)! : transferPayeeId(r.pair.account),
      category_id: r.category,
      transfer_account_id: r.pair?.account ?? null,
      transfer_transaction_id: r.pair === null ? null : ids.get(r.pair)!,
      matched_transaction_id: null,
      import_id: importId,
      import_payee_name: imported ? r.payee : null,
      import_payee_name_original: imported ? r.payee : null,
      debt_transaction_type: null,
      deleted: false,
      subtransactions: r.lines.map((line, n) => ({
        id: `sub-${id}-${n}`,
        amount: line.amount,
        memo: line.memo,
        payee_id: null,
        category_id: line.category,
        deleted: false,
      })),
    };
  });

  const flows = monthlyFlows(rows);
  // A monthly target asks for the average of the last twelve full months.
  const lastYear = months.slice(-13, -1);
  const need = (category: string) =>
    Math.max(
      1000,
      Math.round(lastYear.reduce((s, m) => s + (flows.outflow.get(m)?.get(category) ?? 0), 0) / Math.max(1, lastYear.length) / 1000) * 1000,
    );
  const scheduled = heavyScheduled(today, start, {
    merchant: (name) => idOf.get(name)!,
    latestAmount: (name) => latest.get(name) ?? 0,
    transferPayee: transferPayeeId,
  });
  return {
    id: HEAVY_PLAN_ID,
    name: 'Heavy plan',
    last_modified_on: `${today}T08:00:00Z`,
    first_month: months[0]!,
    last_month: months.at(-1)!,
    // The demo's formats: EUR with 2 decimals.
    date_format: { ...DEMO_DATE_FORMAT },
    currency_format: { ...DEMO_CURRENCY_FORMAT },
    accounts,
    category_groups: heavyCategoryGroups(need),
    payees,
    transactions,
    scheduled_transactions: scheduled,
    months: heavyMonths(months, flows, rng),
  };
}
