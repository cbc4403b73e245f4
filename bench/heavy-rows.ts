// The heavy plan's money movements before ids and payees exist: the household's fixed life (starting
// balances, salaries, direct debits, mortgage and car loan, investments, card statements, a monthly sweep to
// savings) and, to reach the requested count, card payments at random days spread over the whole period.

import type { FlagColor } from '../src/fake-ynab/model/api-types.ts';
import { monthlyInterest } from '../src/fake-ynab/demo-plan/tracking.ts';
import { addMonths, dayIn, dayNumber, isoOfDay, monthOf } from './heavy-dates.ts';
import { ACC, CAR_LOAN, MORTGAGE, READY_TO_ASSIGN } from './heavy-structure.ts';
import { bankLabel, MERCHANTS, type CardMerchant, type DebitMerchant, type Merchant } from './heavy-merchants.ts';
import { weightedPicker, type Rng } from './rng.ts';

export interface Line {
  amount: number;
  category: string;
  memo: string | null;
}

export interface Row {
  date: string;
  account: string;
  /** A payee name: a bank label for a merchant, else "Starting Balance", "Interest", … ('' for a transfer). */
  payee: string;
  amount: number;
  category: string | null;
  memo: string | null;
  flag: FlagColor;
  /** The merchant paid (bank rows only): such rows are imported from the bank. */
  merchant: Merchant | null;
  /** The other half, for a transfer. */
  pair: Row | null;
  lines: Line[];
  /** Within a day, higher runs later (the sweep sees the whole day). */
  late: number;
  /** Creation order: ties after date and `late`, so sorting is deterministic. */
  seq: number;
}

export interface RowsWindow {
  /** First and last day of the period (YYYY-MM-DD, both included). */
  start: string;
  today: string;
  months: readonly string[];
}

const units = (amount: number): number => Math.round(amount * 100) * 10;
const MEMOS = ['Birthday', 'For the kids', 'Shared with Paul', 'Weekend', 'Reimbursed by work', 'Gift for Anna', 'Holiday'];
const FLAGS: FlagColor[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
/** What card payments add up to in a month at most (currency units): with many rows, each one is smaller. */
const CARD_MONTHLY = 5000;
const INVESTMENT_CONTRIBUTION = 300_000;

/** Prices and salaries rise 2.5 % a year, once a year, so a subscription keeps its price for a year. */
const inflation = (window: RowsWindow, date: string): number => 1.025 ** Math.floor((dayNumber(date) - dayNumber(window.start)) / 365.25);

class RowBook {
  readonly rows: Row[] = [];

  constructor(private readonly window: RowsWindow) {}

  inRange(date: string): boolean {
    return date >= this.window.start && date <= this.window.today;
  }

  add(row: Partial<Row> & Pick<Row, 'date' | 'account' | 'amount'>): Row {
    const full: Row = {
      payee: '',
      category: null,
      memo: null,
      flag: null,
      merchant: null,
      pair: null,
      lines: [],
      late: 0,
      seq: this.rows.length,
      ...row,
    };
    this.rows.push(full);
    return full;
  }

  /** A transfer of `amount` from `from` to `to`; `category` goes on the on-budget half when `to` is tracking. */
  transfer(date: string, from: string, to: string, amount: number, category: string | null = null, late = 0): [Row, Row] {
    const out = this.add({ date, account: from, amount: -amount, category, late });
    const back = this.add({ date, account: to, amount, late });
    out.pair = back;
    back.pair = out;
    return [out, back];
  }
}

/** A loan from the first day: monthly interest on the 1st, the payment from Checking on `day`, until paid off. */
function loan(
  book: RowBook,
  window: RowsWindow,
  account: string,
  terms: { rate: number; payment: number; start: number },
  category: string,
  day: number,
): void {
  book.add({ date: window.start, account, payee: 'Starting Balance', amount: terms.start });
  let owed = -terms.start;
  for (const month of window.months) {
    const interestDate = dayIn(month, 1);
    if (owed > 0 && interestDate > window.start && book.inRange(interestDate)) {
      const interest = monthlyInterest(owed, terms.rate, 10);
      book.add({ date: interestDate, account, payee: 'Interest', amount: -interest });
      owed += interest;
    }
    const date = dayIn(month, day);
    if (owed > 0 && date > window.start && book.inRange(date)) {
      const paid = Math.min(terms.payment, owed);
      book.transfer(date, ACC.checking, account, paid, category);
      owed -= paid;
    }
  }
}

/** The days a direct debit (or salary) falls on inside the period. */
function dueDates(book: RowBook, window: RowsWindow, m: DebitMerchant): string[] {
  return window.months
    .filter((month) => m.every === 1 || (Number(month.slice(5, 7)) - m.month + 12) % m.every === 0)
    .map((month) => dayIn(month, m.day))
    .filter((date) => book.inRange(date));
}

/** `pay`: the household's monthly pay in currency units, shared by the salaries. */
function debits(book: RowBook, window: RowsWindow, rng: Rng, pay: number): void {
  for (const m of MERCHANTS) {
    if (m.kind !== 'debit') continue;
    const base = m.salaryShare === undefined ? m.amount : m.salaryShare * pay;
    for (const date of dueDates(book, window, m)) {
      const amount = units(base * inflation(window, date) * (1 + m.jitter * (2 * rng.next() - 1)));
      book.add({ date, account: ACC.checking, payee: bankLabel(m, date, rng), amount, category: m.category, merchant: m });
    }
  }
}

function investments(book: RowBook, window: RowsWindow, rng: Rng): void {
  let value = 20_000_000;
  book.add({ date: window.start, account: ACC.investments, payee: 'Starting Balance', amount: value });
  for (const month of window.months) {
    const date = dayIn(month, 10);
    if (date > window.start && book.inRange(date)) {
      book.transfer(date, ACC.savings, ACC.investments, INVESTMENT_CONTRIBUTION, 'cat-investments');
      value += INVESTMENT_CONTRIBUTION;
    }
    const end = dayIn(month, 31);
    if (!book.inRange(end)) continue;
    // About +5 % a year on average, with swings.
    const change = Math.round((value * (0.004 + 0.03 * (2 * rng.next() - 1))) / 10) * 10;
    book.add({ date: end, account: ACC.investments, payee: 'Market Value Adjustment', amount: change });
    value += change;
  }
}

/** Placeholders: the card statement paid on the 8th and the sweep on the 28th get their amounts in settle(). */
function placeholders(book: RowBook, window: RowsWindow): { payments: Map<string, Row>; sweeps: Row[] } {
  const payments = new Map<string, Row>();
  const sweeps: Row[] = [];
  for (const month of window.months) {
    const payDate = dayIn(month, 8);
    if (month > window.months[0]! && book.inRange(payDate))
      payments.set(addMonths(month, -1), book.transfer(payDate, ACC.checking, ACC.card, 0)[0]);
    const sweepDate = dayIn(month, 28);
    if (sweepDate > window.start && book.inRange(sweepDate))
      sweeps.push(book.transfer(sweepDate, ACC.checking, ACC.savings, 0, null, 1)[0]);
  }
  return { payments, sweeps };
}

function cardRow(book: RowBook, window: RowsWindow, rng: Rng, m: CardMerchant, day: number, scale: number): void {
  const date = isoOfDay(day);
  const account = m.on === 'checking' ? ACC.checking : m.on === 'card' ? ACC.card : rng.next() < 0.55 ? ACC.card : ACC.checking;
  const refund = m.max >= 20 && rng.next() < 0.004;
  const spent = units((m.min + (m.max - m.min) * rng.next()) * scale * inflation(window, date) * (refund ? 0.5 : 1));
  const amount = refund ? spent : -spent;
  const row = book.add({ date, account, payee: bankLabel(m, date, rng), amount, category: m.category, merchant: m });
  if (refund) row.memo = 'Refund';
  else if (rng.next() < 0.02) row.memo = rng.pick(MEMOS);
  if (rng.next() < 0.005) row.flag = rng.pick(FLAGS);
  const other = m.category === 'cat-groceries' ? 'cat-household' : m.category === 'cat-household' ? 'cat-groceries' : null;
  if (other !== null && !refund && amount <= -15_000 && rng.next() < 0.015) {
    // A receipt split in two: the merchant's own category and the other one.
    const first = -Math.round((spent * (0.6 + 0.25 * rng.next())) / 10) * 10;
    row.lines = [
      { amount: first, category: m.category, memo: null },
      { amount: amount - first, category: other, memo: rng.pick(['Cleaning products', 'Kitchen', 'Bathroom', 'Snacks']) },
    ];
    row.category = null;
  }
}

/**
 * Fills the placeholders: each statement pays the card's previous month; each sweep, after the salaries,
 * leaves `buffer` (a month's pay) on Checking and moves the rest to savings (or back when short).
 */
function settle(rows: readonly Row[], payments: Map<string, Row>, buffer: number): void {
  const statements = new Map<string, number>();
  for (const r of rows)
    if (r.account === ACC.card && r.pair === null) statements.set(monthOf(r.date), (statements.get(monthOf(r.date)) ?? 0) + r.amount);
  for (const [month, row] of payments) setTransfer(row, statements.get(month) ?? 0);
  let checking = 0;
  for (const r of rows) {
    if (r.account !== ACC.checking) continue;
    if (r.late === 1 && r.pair !== null) {
      const swept = Math.round((checking - buffer) / 10_000) * 10_000;
      setTransfer(r, -(swept === 0 ? 10_000 : swept));
    }
    checking += r.amount;
  }
}

/** Sets a transfer's outflow half to `amount` (milliunits, signed) and its other half to the opposite. */
function setTransfer(row: Row, amount: number): void {
  row.amount = amount;
  if (row.pair !== null) row.pair.amount = -amount;
}

export const byTime = (a: Row, b: Row): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.late - b.late || a.seq - b.seq);

/**
 * Every row of the plan, sorted by date, exactly `count` of them (a transfer counts two). Throws a RangeError
 * when `count` is too small to hold the household's fixed life over the period.
 */
export function heavyRows(window: RowsWindow, rng: Rng, count: number): Row[] {
  const book = new RowBook(window);
  const cards = MERCHANTS.filter((m): m is CardMerchant => m.kind === 'card');
  const debitMerchants = MERCHANTS.filter((m): m is DebitMerchant => m.kind === 'debit');

  book.add({ date: window.start, account: ACC.checking, payee: 'Starting Balance', amount: 3_000_000, category: READY_TO_ASSIGN });
  book.add({ date: window.start, account: ACC.savings, payee: 'Starting Balance', amount: 15_000_000, category: READY_TO_ASSIGN });
  loan(book, window, ACC.mortgage, MORTGAGE, 'cat-mortgage', 5);
  loan(book, window, ACC.carLoan, CAR_LOAN, 'cat-car-loan', 10);
  investments(book, window, rng);
  const { payments } = placeholders(book, window);
  for (const month of window.months) {
    const date = dayIn(month, 31);
    if (month.slice(5, 7) === '12' && book.inRange(date))
      book.add({
        date,
        account: ACC.savings,
        payee: `INTERETS CREDITEURS ${date.slice(0, 4)}`,
        amount: units(60 + 120 * rng.next()),
        category: READY_TO_ASSIGN,
      });
  }
  // The fixed rows above and the debits below are known in number before the card rows are drawn.
  const debitCount = debitMerchants.reduce((n, m) => n + dueDates(book, window, m).length, 0);
  const cardCount = count - book.rows.length - debitCount;
  if (cardCount < 0)
    throw new RangeError(
      `heavyPlan: ${count} transactions cannot hold the ${book.rows.length + debitCount} fixed ones of ${window.months.length} months`,
    );

  // Salaries cover the monthly spending the card rows and debits will add, plus about 10 % saved.
  const perMonth = (m: DebitMerchant) => (m.amount < 0 ? -m.amount / m.every : 0);
  const cardWeight = cards.reduce((w, m) => w + m.weight, 0);
  const cardMean = cards.reduce((s, m) => s + (m.weight * (m.min + m.max)) / 2, 0) / cardWeight;
  const cardMonthly = (cardCount * cardMean) / window.months.length;
  const scale = Math.min(1, CARD_MONTHLY / cardMonthly);
  const spending =
    debitMerchants.reduce((s, m) => s + perMonth(m), 0) + cardMonthly * scale + (MORTGAGE.payment + INVESTMENT_CONTRIBUTION) / 1000;
  const pay = spending * 1.1;
  debits(book, window, rng, pay);

  const first = dayNumber(window.start);
  const days = dayNumber(window.today) - first + 1;
  const pickCard = weightedPicker(cards.map((m) => m.weight));
  for (let i = 0; i < cardCount; i++) cardRow(book, window, rng, cards[pickCard(rng)]!, first + Math.floor(rng.next() * days), scale);

  const rows = book.rows.sort(byTime);
  settle(rows, payments, units(pay));
  return rows;
}
