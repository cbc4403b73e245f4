// get_savings_rate (algorithms.md §17): income, spending and money saved per complete month and in total,
// from the budget's lines (budget-lines.ts). Milliunits inside; currency units out.

import type { Output } from '../../../generated/contract/get_savings_rate.d.ts';
import { budgetLines, completeMonths, type BudgetLine, type LineAccount, type LineTransaction } from './budget-lines.ts';
import { isInternal, isReadyToAssign } from '../facts/category-classes.ts';
import { shortMonth } from '../core/calendar.ts';
import { formatAmount, fromMilli, minorUnit, roundToUnit } from '../core/money.ts';
import { round1 } from '../core/ratio.ts';
import type { CategoryGroup, WithCategories } from '../core/ynab-slices.ts';

/** YNAB's payee of the opening balance of an account: never income. */
export const STARTING_BALANCE_PAYEE = 'Starting Balance';

/** A group with its categories, as the classes read them (YNAB's CategoryGroupWithCategories). */
type SavingsGroup = Pick<CategoryGroup, 'name' | 'hidden' | 'deleted' | 'internal'> &
  WithCategories<'id' | 'name' | 'hidden' | 'deleted' | 'internal' | 'category_group_name'>;

export interface SavingsInput {
  accounts: readonly LineAccount[];
  groups: readonly SavingsGroup[];
  transactions: readonly LineTransaction[];
  today: string;
  monthsCount: number;
  /** The plan's currency decimals. */
  digits: number;
  /** The transactions' first month when the plan has on-budget ones before it (completeMonths). */
  startedBy?: string | undefined;
}

/** get_savings_rate's answer, as its contract types it. */
export type SavingsRate = Output;
export type SavingsMonth = Output['months'][number];

/** What a line is for the savings rate (§17 steps 1–5). */
export type LineUse = 'skip' | 'to_tracking' | 'spending' | 'uncategorised' | 'income' | 'starting_balance';

type CategoryKind = 'ready_to_assign' | 'internal' | 'regular';

/** What money in (not a transfer) to each kind of category is. */
const MONEY_IN: Readonly<Record<CategoryKind, LineUse>> = { regular: 'spending', internal: 'uncategorised', ready_to_assign: 'income' };

/** Ready to Assign, another internal category (Uncategorized), or a category of the user's. */
export function categoryKinds(groups: readonly SavingsGroup[]): Map<string, CategoryKind> {
  const kinds = new Map<string, CategoryKind>();
  for (const g of groups) {
    for (const c of g.categories) {
      kinds.set(c.id, isReadyToAssign(c, g) ? 'ready_to_assign' : isInternal(c, g) ? 'internal' : 'regular');
    }
  }
  return kinds;
}

export function lineUse(line: BudgetLine, kinds: ReadonlyMap<string, CategoryKind>): LineUse {
  if (line.amount === 0 || line.transfer === 'on_budget') return 'skip';
  // Stryker disable next-line EqualityOperator: a line of 0 was skipped above, so `<=` acts as `<` (`>=` is killed).
  if (line.amount < 0) {
    return line.transfer === 'asset_tracking' ? 'to_tracking' : 'spending';
  }
  // Money in from a tracking account is no income.
  if (line.transfer !== 'none') return 'skip';
  // Money in, not a transfer: a refund to a category, uncategorised, or income to Ready to Assign.
  // A category the plan no longer lists is taken as the user's own (a refund).
  const use = MONEY_IN[line.category_id === null ? 'internal' : (kinds.get(line.category_id) ?? 'regular')];
  return use === 'income' && line.payee_name === STARTING_BALANCE_PAYEE ? 'starting_balance' : use;
}

interface Tally {
  /** Per month: income, and Σ of the spending lines (negative, or positive when refunds exceed the outflows). */
  months: Map<string, { income: number; net: number }>;
  toTracking: number;
  uncategorised: number;
  startingBalances: number;
}

/** Adds every line to what it counts as (§17 steps 1–5). */
function tally(lines: readonly BudgetLine[], months: readonly string[], kinds: ReadonlyMap<string, CategoryKind>): Tally {
  const t: Tally = { months: new Map(months.map((m) => [m, { income: 0, net: 0 }])), toTracking: 0, uncategorised: 0, startingBalances: 0 };
  for (const line of lines) {
    const month = t.months.get(line.month)!;
    const use = lineUse(line, kinds);
    if (use === 'to_tracking') t.toTracking -= line.amount;
    else if (use === 'spending') month.net += line.amount;
    else if (use === 'uncategorised') t.uncategorised += line.amount;
    else if (use === 'income') month.income += line.amount;
    else if (use === 'starting_balance') t.startingBalances += line.amount;
  }
  return t;
}

type RatedMonth = SavingsMonth & { rate: number };

/** Highest or lowest shown rate among the months with one; ties keep the earlier month. */
function pick(rated: readonly RatedMonth[], better: (a: number, b: number) => boolean): RatedMonth | undefined {
  let best: RatedMonth | undefined;
  for (const r of rated) if (best === undefined || better(r.rate, best.rate)) best = r;
  return best;
}

const monthsText = (n: number): string => (n === 1 ? '1 month' : `${n} months`);
const pct = (rate: number): string => `${rate.toFixed(1)} %`;

interface Totals {
  income: number;
  spending: number;
  saved: number;
  rate: number | null;
  averageSaved: number;
}

/** Income, spending, saved and rate over the months; best and worst; the no-income and no-month variants. */
interface Ranks {
  rated: number;
  best: RatedMonth | undefined;
  worst: RatedMonth | undefined;
}

function savingsMessage(
  months: readonly SavingsMonth[],
  start: string | null,
  t: Totals,
  ranks: Ranks,
  fmt: (m: number) => string,
): string {
  const n = months.length;
  if (n === 0) {
    const since = start === null ? '' : ` (the plan's transactions start in ${shortMonth(start)})`;
    return `No complete month holds budget transactions yet${since}, so there is no savings rate to measure: ask again once a month has ended.`;
  }
  const span = n === 1 ? months[0]!.month : `${months[0]!.month} to ${months[n - 1]!.month}`;
  const head = `Over the ${n} complete month(s) ${span}, income was ${fmt(t.income)} and spending ${fmt(t.spending)}`;
  if (t.rate === null) {
    // No income: whatever was spent came from money already there.
    const drawn = t.spending > 0 ? `, and the ${fmt(t.spending)} spent came from money already in the accounts` : '';
    return `${head}: with no income (money in assigned to Ready to Assign), no savings rate can be computed${drawn}.`;
  }
  // Income in total means some month had income, and so a rate.
  const best = ranks.best!;
  const worst = ranks.worst!;
  const ends =
    ranks.rated === 1
      ? ` Only ${best.month} had income to rate (${pct(best.rate)}).`
      : ` Best month ${best.month} (${pct(best.rate)}), worst ${worst.month} (${pct(worst.rate)}).`;
  return `${head}: ${fmt(t.saved)} saved, a savings rate of ${pct(t.rate)} (${fmt(t.averageSaved)} a month on average).${ends}`;
}

/** How each kind of money counts, always; what was left out, when it applies. */
function savingsNotes(
  t: Tally,
  excess: readonly string[],
  used: number,
  asked: number,
  start: string | null,
  fmt: (m: number) => string,
): string[] {
  const notes = [
    'Income is money in assigned to Ready to Assign; Starting Balance entries and transfers in from other accounts are not income.',
    'Spending is money out of the budget accounts, less refunds (money in to a category); payments to a tracking loan are spending.',
    'Transfers between budget accounts are neither income nor spending; transfers to tracking accounts that hold assets count as saved (moved_to_tracking).',
  ];
  if (t.uncategorised !== 0)
    notes.push(
      `${fmt(t.uncategorised)} of money in without a category (or in Uncategorized) is counted nowhere: categorise it to count it as income or as a refund.`,
    );
  if (t.startingBalances !== 0) notes.push(`${fmt(t.startingBalances)} of Starting Balance entries was left out of income.`);
  if (excess.length > 0)
    notes.push(`Refunds exceeded spending in ${excess.join(', ')}: that month's spending shows 0 and the excess is not counted.`);
  if (used < asked) {
    notes.push(
      used === 0
        ? `None of the ${monthsText(asked)} asked holds budget transactions.`
        : `Fewer months than asked: only the last ${used} of the ${monthsText(asked)} asked hold transactions (the plan starts in ${shortMonth(start!)}).`,
    );
  }
  return notes;
}

export function savingsRate(input: SavingsInput): SavingsRate {
  const accountsById = new Map(input.accounts.map((a) => [a.id, a]));
  const period = completeMonths(input.transactions, accountsById, input.today, input.monthsCount, input.startedBy);
  const t = tally(budgetLines(input.transactions, accountsById, period.months), period.months, categoryKinds(input.groups));
  const fmt = (m: number) => formatAmount(m, input.digits);

  // Spending is shown as a positive amount; refunds beyond a month's outflows cannot make it negative.
  const excess: string[] = [];
  const rows = period.months.map((m) => {
    const { income, net } = t.months.get(m)!;
    if (net > 0) excess.push(`${shortMonth(m)} (${fmt(net)})`);
    const spending = Math.max(0, -net);
    return { month: m, income, spending, saved: income - spending };
  });
  const rateOf = (saved: number, income: number): number | null => round1(saved, income, 100) ?? null;
  const income = rows.reduce((sum, r) => sum + r.income, 0);
  const spending = rows.reduce((sum, r) => sum + r.spending, 0);
  const saved = income - spending;
  const totals: Totals = {
    income,
    spending,
    saved,
    rate: rateOf(saved, income),
    averageSaved: rows.length === 0 ? 0 : roundToUnit(saved, rows.length, minorUnit(input.digits)),
  };
  const months: SavingsMonth[] = rows.map((r) => ({
    month: shortMonth(r.month),
    income: fromMilli(r.income),
    spending: fromMilli(r.spending),
    saved: fromMilli(r.saved),
    rate: rateOf(r.saved, r.income),
  }));
  const rated = months.filter((m): m is RatedMonth => m.rate !== null);
  const best = pick(rated, (a, b) => a > b);
  const worst = pick(rated, (a, b) => a < b);

  return {
    message: savingsMessage(months, period.start, totals, { rated: rated.length, best, worst }, fmt),
    months,
    income: fromMilli(income),
    spending: fromMilli(spending),
    saved: fromMilli(saved),
    rate: totals.rate,
    average_saved: fromMilli(totals.averageSaved),
    best_month: best?.month ?? null,
    worst_month: worst?.month ?? null,
    moved_to_tracking: fromMilli(t.toTracking),
    notes: savingsNotes(t, excess, rows.length, period.asked, period.start, fmt),
  };
}
