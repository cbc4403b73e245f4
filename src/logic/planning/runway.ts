// get_runway (algorithms.md §16): the money at hand, the average monthly spending of the complete months,
// and how many months the one covers of the other; the same for essential groups when asked.
// Milliunits inside; currency units and cleaned names out.

import type { Output } from '../../../generated/contract/get_runway.d.ts';
import { isDebtType } from '../facts/account-types.ts';
import { budgetLines, completeMonths, type BudgetLine, type LineAccount, type LineTransaction } from './budget-lines.ts';
import { isUserGroup, userGroups } from '../budget/category-groups.ts';
import { shortMonth } from '../core/calendar.ts';
import { formatAmount, fromMilli, minorUnit, roundToUnit } from '../core/money.ts';
import { round1 } from '../core/ratio.ts';
import { quotedList, trimWhiteSpace, untrusted } from '../core/untrusted.ts';
import type { Account, CategoryGroup, WithCategories } from '../core/ynab-slices.ts';

/** At most this many accounts are listed in `accounts` and in `left_out` (the counts say how many more). */
export const MAX_LISTED_ACCOUNTS = 50;

const MONEY_TYPES = new Set(['checking', 'cash', 'savings', 'creditCard', 'lineOfCredit']);

/** A group that essential spending may name, with its categories' ids (YNAB's CategoryGroupWithCategories). */
type EssentialGroup = Pick<CategoryGroup, 'id' | 'name' | 'hidden' | 'deleted' | 'internal'> & WithCategories<'id'>;

/** The account fields the runway reads (YNAB's Account). */
type RunwayAccount = LineAccount & Pick<Account, 'name' | 'closed' | 'deleted' | 'balance'>;

export interface RunwayInput {
  accounts: readonly RunwayAccount[];
  transactions: readonly LineTransaction[];
  /** The plan's groups; needed only with `essentialGroups`. */
  groups?: readonly EssentialGroup[] | undefined;
  today: string;
  monthsCount: number;
  /** Group names or ids whose spending is essential. */
  essentialGroups?: readonly string[] | undefined;
  includeSavings: boolean;
  /** The plan's currency decimals. */
  digits: number;
  /** The transactions' first month when the plan has on-budget ones before it (completeMonths). */
  startedBy?: string | undefined;
}

/** get_runway's answer, as its contract types it. */
export type Runway = Output;
export type SpendingRunway = Output['spending'];

export type RunwayOutcome =
  | { ok: true; runway: Runway }
  /** unknown_groups: `values`, those given that match no group; `groups`, the names list_category_groups shows (quoted lists). */
  | { ok: false; error: 'unknown_groups'; values: string; groups: string };

const isOpen = (a: RunwayAccount): boolean => !a.closed && !a.deleted;
// Among counted accounts the debt types are the cards and lines of credit: what is owed on them.
const isCard = (a: RunwayAccount): boolean => isDebtType(a.type);

/** Counted: open, on budget, money at hand (checking, cash, savings unless left out) or a card. */
export function isCounted(a: RunwayAccount, includeSavings: boolean): boolean {
  return isOpen(a) && a.on_budget && MONEY_TYPES.has(a.type) && (includeSavings || a.type !== 'savings');
}

/** Spending: money out that leaves the budget, except into an asset tracking account (a loan payment is spending). */
export function isSpending(line: BudgetLine): boolean {
  return line.amount < 0 && line.transfer !== 'on_budget' && line.transfer !== 'asset_tracking';
}

// Names are compared ignoring case and surrounding white space, raw or as list_category_groups shows them.
const nameKey = (name: string): string => trimWhiteSpace(name).toLowerCase();

/** The user groups each value names (by id, or by name), and the values that name none. */
export function matchGroups(groups: readonly EssentialGroup[], given: readonly string[]): { matched: EssentialGroup[]; unknown: string[] } {
  const shown = groups.filter(isUserGroup);
  const hits = new Set<EssentialGroup>();
  const unknown: string[] = [];
  for (const value of given) {
    const key = nameKey(value);
    const found = shown.filter((g) => g.id === value || nameKey(g.name) === key || nameKey(untrusted(g.name)) === key);
    if (found.length === 0) unknown.push(value);
    for (const g of found) hits.add(g);
  }
  // YNAB's order, each group once.
  return { matched: shown.filter((g) => hits.has(g)), unknown };
}

/** round_u(Σ / months) ≤ 0 as a positive monthly spending, and the months `liquid` covers at that pace. */
function spendingRunway(total: number, monthCount: number, liquid: number, u: number): { average: number; shown: SpendingRunway } {
  const average = monthCount === 0 ? 0 : roundToUnit(total, monthCount, u);
  const runwayMonths = average === 0 ? null : round1(Math.max(liquid, 0), -average)!;
  return { average, shown: { monthly_spending: fromMilli(-average), runway_months: runwayMonths } };
}

const list = <T>(items: readonly T[]): { shown: T[]; more: number } => ({
  shown: items.slice(0, MAX_LISTED_ACCOUNTS),
  more: Math.max(0, items.length - MAX_LISTED_ACCOUNTS),
});

const monthsText = (n: number): string => (n === 1 ? '1 month' : `${n} months`);
const tenths = (x: number): string => x.toFixed(1);

interface Figures {
  months: string[];
  start: string | null;
  asked: number;
  liquid: number;
  owed: number;
  counted: number;
  all: { average: number; shown: SpendingRunway };
  essential: { average: number; shown: SpendingRunway } | null;
  essentialNames: string[];
}

/** The pace, the money, how long it lasts; then the essential share when asked (tools.md). */
function runwayMessage(f: Figures, fmt: (m: number) => string): string {
  const n = f.months.length;
  const money = `The money available is ${fmt(f.liquid)} (${f.counted} account(s))`;
  if (n === 0) {
    const since = f.start === null ? ' (the plan has no budget transaction)' : ` (the plan's transactions start in ${shortMonth(f.start)})`;
    return `No complete month of spending exists yet${since}, so there is no spending to average and no runway to measure. ${money}.`;
  }
  const span = n === 1 ? f.months[0]! : `${f.months[0]} to ${f.months[n - 1]}`;
  const pace = f.all.average === 0 ? 'nothing was spent' : `spending averaged ${fmt(-f.all.average)} a month`;
  const r = f.all.shown.runway_months;
  const lasts =
    r === null
      ? 'so no runway can be measured'
      : r === 0
        ? 'so nothing is left to cover spending (0 months)'
        : `which lasts ${tenths(r)} months at that pace`;
  const sentences = [`Over the ${n} complete month(s) ${span}, ${pace}. ${money}, ${lasts}.`];
  if (f.essential !== null) {
    const named = f.essentialNames.join(', ');
    // Measured whenever something essential was spent.
    const e = f.essential.shown.runway_months!;
    sentences.push(
      f.essential.average === 0
        ? `Nothing was spent in the essential groups (${named}).`
        : `Essential spending (${named}) averaged ${fmt(-f.essential.average)} a month: the money available ${e === 0 ? 'covers none of it (0 months)' : `lasts ${tenths(e)} months on essentials alone`}.`,
    );
  }
  return sentences.join(' ');
}

/** What the figures assume, always; what they leave out, when it applies (algorithms.md §16 step 6). */
function runwayNotes(f: Figures, savingsLeftOut: boolean, fmt: (m: number) => string): string[] {
  const n = f.months.length;
  const notes = [
    'No future income is assumed: the runway is the money available divided by the average monthly spending.',
    'Transfers between budget accounts and to tracking accounts that hold assets are not spending; payments to a tracking loan are.',
    'Tracking (off-budget) accounts are not counted as money available.',
    'Past spending is no promise of future spending: check the figures with the user.',
  ];
  if (f.owed > 0) notes.push(`${fmt(f.owed)} owed on credit cards and lines of credit was subtracted from the money available.`);
  if (savingsLeftOut) notes.push('Savings accounts were left out of the money available (include_savings is false).');
  if (n < f.asked) {
    notes.push(
      n === 0
        ? `None of the ${monthsText(f.asked)} asked holds budget transactions.`
        : `Only the last ${n} of the ${monthsText(f.asked)} asked hold transactions (the plan starts in ${shortMonth(f.start!)}): the average covers those.`,
    );
  }
  if (f.liquid <= 0) notes.push('The money available is zero or less.');
  return notes;
}

const unknownGroups = (unknown: readonly string[], names: readonly string[]): RunwayOutcome => ({
  ok: false,
  error: 'unknown_groups',
  values: quotedList(unknown),
  groups: names.length === 0 ? 'none (the plan has no category group of its own)' : quotedList(names),
});

export function planRunway(input: RunwayInput): RunwayOutcome {
  const accountsById = new Map(input.accounts.map((a) => [a.id, a]));

  // Asked about uncategorised lines too (null: never essential).
  let essentialIds: ReadonlySet<string | null> | undefined;
  let essentialNames: string[] = [];
  if (input.essentialGroups !== undefined) {
    const groups = input.groups ?? [];
    const { matched, unknown } = matchGroups(groups, input.essentialGroups);
    if (unknown.length > 0)
      return unknownGroups(
        unknown,
        userGroups(groups).map((g) => g.name),
      );
    essentialIds = new Set(matched.flatMap((g) => g.categories.map((c) => c.id)));
    essentialNames = matched.map((g) => untrusted(g.name));
  }

  const counted = input.accounts.filter((a) => isCounted(a, input.includeSavings));
  const leftOut = input.accounts.filter((a) => isOpen(a) && !isCounted(a, input.includeSavings));
  const liquid = counted.reduce((sum, a) => sum + a.balance, 0);
  const owed = Math.max(0, -counted.filter(isCard).reduce((sum, a) => sum + a.balance, 0));

  const period = completeMonths(input.transactions, accountsById, input.today, input.monthsCount, input.startedBy);
  const spending = budgetLines(input.transactions, accountsById, period.months).filter(isSpending);
  const sum = (lines: readonly BudgetLine[]) => lines.reduce((total, l) => total + l.amount, 0);
  const u = minorUnit(input.digits);
  const n = period.months.length;
  const figures: Figures = {
    months: period.months.map(shortMonth),
    start: period.start,
    asked: period.asked,
    liquid,
    owed,
    counted: counted.length,
    all: spendingRunway(sum(spending), n, liquid, u),
    essential:
      essentialIds === undefined ? null : spendingRunway(sum(spending.filter((l) => essentialIds.has(l.category_id))), n, liquid, u),
    essentialNames,
  };
  const fmt = (m: number) => formatAmount(m, input.digits);
  const savingsLeftOut = leftOut.some((a) => a.on_budget && a.type === 'savings');
  const notes = runwayNotes(figures, savingsLeftOut, fmt);

  const shownAccounts = list(counted.map((a) => ({ name: untrusted(a.name), type: a.type, balance: fromMilli(a.balance) })));
  const shownLeftOut = list(leftOut.map((a) => untrusted(a.name)));
  if (shownAccounts.more > 0 || shownLeftOut.more > 0) {
    notes.push(
      `Only the first ${MAX_LISTED_ACCOUNTS} accounts are listed in accounts and in left_out; accounts_more and left_out_more count the others (liquid counts them all).`,
    );
  }

  return {
    ok: true,
    runway: {
      message: runwayMessage(figures, fmt),
      liquid: fromMilli(liquid),
      owed_on_cards: fromMilli(owed),
      spending: figures.all.shown,
      essential: figures.essential === null ? null : figures.essential.shown,
      essential_groups: essentialNames,
      months: figures.months,
      accounts: shownAccounts.shown,
      accounts_more: shownAccounts.more,
      left_out: shownLeftOut.shown,
      left_out_more: shownLeftOut.more,
      notes,
    },
  };
}
