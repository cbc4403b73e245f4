// The household plan ("demo-sized"): one person's accounts at banks in several countries, each a few weeks of
// activity around its statement's period, and YNAB as that person keeps it. Designed from how banks post and
// how YNAB's direct import and hand entry behave, not from the matcher:
//
// - a card payment happens on its transaction day and the bank books it 0–4 days later (weekends skipped
//   where the bank does not book on them); a bill is collected on its due day or the next business day; a salary
//   is paid the business day before its nominal day;
// - YNAB's direct import brings most entries with the feed's date (the transaction day or the booking day, by
//   bank) and the import id YNAB:<milliunits>:<that date>:<n>, n counting that amount and date in the feed's
//   order; the person enters some by hand (their own date, a short payee, no import id), and YNAB merges a
//   hand-entered one with the import (the person's date and payee, the feed's import id);
// - the person notes a restaurant bill before the tip, a foreign purchase at the rate they guessed, folds a
//   foreign-transaction fee into the purchase; forgets a bank fee or an interest line; enters a purchase twice,
//   or one that never went through;
// - the statement shows what the bank booked in the period (and, for some banks, pending and reverted holds).
import { addDays, daysBetween, eachDay, isWeekend, maxDate, minDate, nextBusinessDay, previousBusinessDay } from '../lib/dates.ts';
import { cents, milli } from '../lib/money.ts';
import { hashText, seeded, type Rng } from '../lib/rng.ts';
import type { Truth, YnabTransaction } from '../lib/truth.ts';
import { ynabDefaults } from '../lib/ynab-defaults.ts';
import { REGIONS, type Region, type Shop } from './catalogue.ts';
import type { DocEntry, EntryKind, StatementDoc } from './doc.ts';

export interface HouseholdScenarios {
  /** Two cash withdrawals of one amount on neighbouring days, the day printed in the label. */
  atmPair?: boolean;
  /** Two transfers of one amount to savings on neighbouring days. */
  transferPair?: boolean;
  /** Restaurant bills the person noted before the tip. */
  tips?: number;
  /** Purchases abroad the person noted at a guessed rate. */
  fx?: number;
  /** The bank books a foreign-transaction fee as its own line; the person folded it into the purchase. */
  fxFeeLines?: boolean;
  /** A separate fee column (Revolut): an ATM fee inside the row. */
  feeColumn?: boolean;
  /** Pairs of purchases of one amount on one day at two merchants. */
  sameDayPairs?: number;
  /** Small amounts close together (3.14 and 4.00 at cafés a day apart). */
  smallPair?: boolean;
  /** Share of the period's entries YNAB lacks. */
  dropRate?: number;
  /** YNAB-only transactions in the period: a purchase entered twice, one that never went through. */
  extras?: number;
  /** Card holds still pending at the export, shown by the layout. */
  pending?: number;
  /** A card hold released (reverted), shown by the layout. */
  reverted?: number;
  /** A pending row whose date is printed as 1900-01-01. */
  placeholder1900?: boolean;
  /** The whole export pasted twice into one file. */
  pastedTwice?: boolean;
  /** A cheque. */
  cheque?: boolean;
  /** Purchases YNAB holds as split transactions. */
  splits?: number;
}

export interface HouseholdSpec {
  name: string;
  part: 'tuning' | 'held-out';
  layout: string;
  bank: string;
  region: keyof typeof REGIONS;
  accountKind: 'checking' | 'card';
  accountName: string;
  accountNumber: string;
  holder: string;
  from: string;
  to: string;
  today: string;
  /** Which date the layout prints: the booking date or the transaction's. */
  dateBasis: 'post' | 'tx';
  /** Which date YNAB's direct import carries (and puts in the import id). */
  feedDate: 'post' | 'tx';
  /** Whether the bank books on Saturdays and Sundays. */
  postsWeekends: boolean;
  /** Whether the layout shows pending and reverted rows. */
  showsPending: boolean;
  /** Card purchases a day, on average. */
  perDay: number;
  scenarios: HouseholdScenarios;
}

export interface HouseholdFixture {
  doc: StatementDoc;
  accountId: string;
  transactions: YnabTransaction[];
  extras: string[];
  notes: string[];
}

/** How YNAB holds a bank entry. */
type Mode = 'imported' | 'matched' | 'manual' | 'dropped' | 'none';

interface Draft {
  key: string;
  kind: EntryKind;
  txDate: string;
  postDate: string;
  amount: number;
  fee?: number;
  name: string;
  display: string;
  nick: string;
  city: string;
  region: string;
  country: string;
  category: string;
  fx?: { currency: string; foreign: number; rate: number };
  status: 'posted' | 'pending' | 'reverted';
  placeholderDate?: string;
  /** How YNAB has it, its date there and its amount there. */
  mode: Mode;
  ynabDate?: string;
  ynabAmount?: number;
  ynabPayee?: string;
  why?: 'tip' | 'fx' | 'fee';
  transfer?: string;
  split?: boolean;
  tags: string[];
  seq: number;
}

const LAG: readonly (readonly [number, number])[] = [
  [0, 0.4],
  [1, 0.32],
  [2, 0.14],
  [3, 0.09],
  [4, 0.05],
];

/** How YNAB holds a posted entry, by its kind: the odds of each way, drawn in this order (the corpus depends on
 * it). A kind not listed is entered by hand; a bank fee or interest line may be forgotten (dropped). */
const MODE_ODDS: Partial<Record<EntryKind, Partial<Record<Mode, number>>>> = {
  card: { imported: 0.64, matched: 0.18, manual: 0.18 },
  refund: { imported: 0.64, matched: 0.18, manual: 0.18 },
  debit: { imported: 0.55, manual: 0.45 },
  salary: { imported: 0.5, manual: 0.5 },
  atm: { manual: 0.7, imported: 0.3 },
  'transfer-out': { matched: 0.5, manual: 0.5 },
  'card-payment': { matched: 0.5, manual: 0.5 },
  fee: { imported: 0.5, dropped: 0.5 },
  interest: { imported: 0.5, dropped: 0.5 },
};

function digitsOf(rng: Rng, n: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

const roundPrice = (rng: Rng, units: number): number => {
  const r = rng.next();
  if (r < 0.15) return milli(Math.round(units));
  if (r < 0.3) return milli(Math.floor(units) + 0.99);
  if (r < 0.4) return milli(Math.round(units * 2) / 2);
  return milli(units);
};

const title = (raw: string) => raw.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function household(spec: HouseholdSpec): HouseholdFixture {
  const rng = seeded(hashText(spec.name));
  const region: Region = REGIONS[spec.region]!;
  const accountId = `acc-${spec.name}`;
  const savingsId = `acc-${spec.name}-savings`;
  const checkingId = `acc-${spec.name}-checking`;
  const genFrom = addDays(spec.from, -14);
  const genTo = minDate(addDays(spec.to, 8), spec.today);
  const drafts: Draft[] = [];
  let seq = 0;
  const card4 = digitsOf(rng, 4);
  /** The savings (or card) account transfers go to, as the bank prints its number: one for every transfer. */
  const otherAccount = digitsOf(rng, 12);
  const sc = spec.scenarios;
  const inPeriod = (d: string) => d >= spec.from && d <= spec.to;

  const post = (kind: EntryKind, tx: string): string => {
    let day = tx;
    if (kind === 'card' || kind === 'refund') day = addDays(tx, rng.weighted(LAG));
    else if (kind === 'atm') day = addDays(tx, rng.chance(0.5) ? 0 : 1);
    else if (kind === 'salary') day = previousBusinessDay(tx);
    return spec.postsWeekends ? day : nextBusinessDay(day);
  };

  const add = (
    d: Omit<Draft, 'key' | 'seq' | 'status' | 'mode' | 'tags' | 'postDate'> & Partial<Pick<Draft, 'postDate' | 'status' | 'mode' | 'tags'>>,
  ): Draft => {
    const draft: Draft = {
      status: 'posted',
      mode: 'none',
      tags: [],
      postDate: post(d.kind, d.txDate),
      ...d,
      key: `e${String(seq).padStart(4, '0')}`,
      seq: seq++,
    };
    drafts.push(draft);
    return draft;
  };

  /** A withdrawal at the region's cash machine, as the bank labels it and the person names it. */
  const atmEntry = (day: string, amount: number, extra: Partial<Draft>): Draft =>
    add({
      kind: 'atm',
      txDate: day,
      amount,
      name: region.atm.display.toUpperCase(),
      display: region.atm.display,
      nick: 'Cash',
      city: region.atm.city,
      region: region.atm.region,
      country: region.country,
      category: 'Cash',
      ...extra,
    });

  const shopEntry = (shop: Shop, day: string, amount: number, extra: Partial<Draft> = {}): Draft =>
    add({
      kind: 'card',
      txDate: day,
      amount,
      name: shop.raw,
      display: shop.display,
      nick: shop.nick,
      city: shop.city,
      region: shop.region,
      country: region.country,
      category: shop.category,
      ...extra,
    });

  const pickShop = (filter: (s: Shop) => boolean = () => true) =>
    rng.weighted(region.shops.filter(filter).map((s) => [s, s.weight] as const));

  // Everyday card purchases.
  for (const day of eachDay(genFrom, genTo)) {
    let n = 0;
    const lambda = spec.perDay * (isWeekend(day) ? 1.3 : 0.9);
    for (let p = Math.exp(-lambda), r = rng.next(); r > p && n < 6; r *= rng.next()) n++;
    for (let i = 0; i < n; i++) {
      const shop = pickShop((s) => !s.tips);
      shopEntry(shop, day, -roundPrice(rng, shop.min + (shop.max - shop.min) * rng.next() ** 1.6));
    }
  }

  // Bills, salary, the card's payment, the bank's fee.
  for (const month of new Set([...eachDay(genFrom, genTo)].map((d) => d.slice(0, 7)))) {
    const on = (day: number) => `${month}-${String(Math.min(day, 28)).padStart(2, '0')}`;
    if (spec.accountKind === 'checking') {
      for (const bill of region.bills) {
        const due = on(bill.day);
        if (due < genFrom || due > genTo) continue;
        const amount = -milli(Math.abs(bill.amount) * (1 + (rng.next() * 2 - 1) * bill.jitter));
        add({
          kind: 'debit',
          txDate: due,
          postDate: spec.postsWeekends ? due : nextBusinessDay(due),
          amount,
          name: bill.raw,
          display: bill.display,
          nick: bill.nick,
          city: '',
          region: '',
          country: region.country,
          category: bill.category,
        });
      }
      const pay = on(region.salary.day);
      if (pay >= genFrom && pay <= genTo) {
        add({
          kind: 'salary',
          txDate: pay,
          amount: milli(region.salary.amount),
          name: region.salary.raw,
          display: region.salary.display,
          nick: region.salary.nick,
          city: '',
          region: '',
          country: region.country,
          category: 'Income',
        });
      }
      if (region.fee) {
        const feeDay = previousBusinessDay(on(28));
        if (feeDay >= genFrom && feeDay <= genTo)
          add({
            kind: 'fee',
            txDate: feeDay,
            postDate: feeDay,
            amount: milli(region.fee.amount),
            name: region.fee.raw,
            display: 'Bank fee',
            nick: 'Bank fee',
            city: '',
            region: '',
            country: region.country,
            category: 'General',
          });
      }
    } else {
      for (const bill of region.bills.filter((x) => x.category === 'Entertainment')) {
        const due = on(bill.day);
        if (due < genFrom || due > genTo) continue;
        add({
          kind: 'card',
          txDate: due,
          amount: milli(bill.amount),
          name: bill.raw,
          display: bill.display,
          nick: bill.nick,
          city: 'ONLINE',
          region: region.shops[0]!.region,
          country: region.country,
          category: bill.category,
        });
      }
      const payDay = on(12);
      if (payDay >= genFrom && payDay <= genTo) {
        add({
          kind: 'card-payment',
          txDate: payDay,
          amount: milli(rng.int(4, 12) * 100),
          name: 'PAYMENT RECEIVED',
          display: 'Payment',
          nick: 'Transfer : Checking',
          city: '',
          region: '',
          country: region.country,
          category: 'General',
          transfer: checkingId,
        });
      }
    }
  }

  // Scenarios, inside the statement's period.
  const periodDays = [...eachDay(spec.from, minDate(spec.to, addDays(spec.today, -1)))];
  const someDay = (margin = 0) => periodDays[rng.int(0, Math.max(0, periodDays.length - 1 - margin))]!;
  if (sc.sameDayPairs) {
    for (let i = 0; i < sc.sameDayPairs; i++) {
      const day = someDay();
      const [a, b] = rng.shuffle(region.shops.filter((s) => !s.tips && s.max >= 8)).slice(0, 2);
      const amount = -roundPrice(rng, 4 + 20 * rng.next());
      for (const shop of [a!, b!]) shopEntry(shop, day, amount, { tags: ['same-amount-day'] });
    }
  }
  if (sc.smallPair) {
    const day = someDay(1);
    const cafes = region.shops.filter((s) => s.category === 'Eating out' && !s.tips);
    shopEntry(cafes[0]!, day, -3140, { tags: ['small-amount'] });
    shopEntry(cafes[1 % cafes.length]!, addDays(day, rng.int(0, 1)), -4000, { tags: ['small-amount'] });
    shopEntry(cafes[0]!, addDays(day, 1), -4000, { tags: ['small-amount'] });
  }
  if (sc.atmPair && spec.accountKind === 'checking') {
    const day = someDay(2);
    const amount = -milli(rng.pick(region.atm.amounts));
    for (const d of [day, addDays(day, 1)]) atmEntry(d, amount, { tags: ['atm', 'date-in-label'] });
  }
  if (spec.accountKind === 'checking') {
    const transferDays = sc.transferPair
      ? (() => {
          const day = someDay(2);
          return [day, addDays(day, rng.int(1, 2))];
        })()
      : [someDay()];
    const amount = -milli(rng.pick([200, 250, 300, 500]));
    for (const d of transferDays) {
      add({
        kind: 'transfer-out',
        txDate: d,
        postDate: spec.postsWeekends ? d : nextBusinessDay(d),
        amount,
        name: region.savings.raw,
        display: region.savings.display,
        nick: `Transfer : ${region.savings.display}`,
        city: '',
        region: '',
        country: region.country,
        category: 'Savings',
        transfer: savingsId,
        tags: sc.transferPair ? ['transfer', 'transfer-pair'] : ['transfer'],
      });
    }
  }
  if (sc.cheque && spec.accountKind === 'checking') {
    const written = someDay(8);
    add({
      kind: 'cheque',
      txDate: written,
      postDate: nextBusinessDay(addDays(written, rng.int(2, 6))),
      amount: -milli(rng.int(40, 300)),
      name: 'CHEQUE',
      display: 'Cheque',
      nick: 'Babysitter',
      city: '',
      region: '',
      country: region.country,
      category: 'General',
      tags: ['cheque'],
    });
  }
  for (let i = 0; i < (sc.tips ?? 0); i++) {
    const shop = pickShop((s) => s.tips === true);
    const bill = roundPrice(rng, shop.min + (shop.max - shop.min) * rng.next());
    const tip = cents(bill * rng.pick([0.1, 0.15, 0.18, 0.2]));
    const d = shopEntry(shop, someDay(), -(bill + tip), { tags: ['tip'] });
    d.ynabAmount = -bill;
    d.why = 'tip';
  }
  for (let i = 0; i < (sc.fx ?? 0); i++) {
    const shop = rng.pick(region.abroad.shops);
    const foreign = roundPrice(rng, shop.min + (shop.max - shop.min) * rng.next());
    const charged = -cents(foreign * region.abroad.rate);
    const d = shopEntry(shop, someDay(), charged, {
      fx: { currency: region.abroad.currency, foreign, rate: region.abroad.rate },
      country: region.abroad.country,
      tags: ['fx'],
    });
    const guess = 1 + (rng.chance(0.5) ? 1 : -1) * (0.01 + 0.02 * rng.next());
    d.ynabAmount = cents(charged * guess);
    d.why = 'fx';
    if (sc.fxFeeLines) {
      const fee = -cents(Math.abs(charged) * 0.03);
      add({
        kind: 'fee',
        txDate: d.txDate,
        postDate: d.postDate,
        amount: fee,
        name: 'INTERNATIONAL TRANSACTION FEE',
        display: 'Foreign transaction fee',
        nick: 'Bank fee',
        city: '',
        region: '',
        country: region.country,
        category: 'General',
        mode: 'dropped',
        tags: ['fx-fee-line'],
      });
      d.ynabAmount = charged + fee;
      d.why = 'fee';
      d.tags = ['fx', 'fee-folded'];
    }
  }
  if (sc.feeColumn && spec.accountKind === 'checking') {
    const amount = -milli(rng.pick(region.atm.amounts));
    atmEntry(someDay(1), amount - 2000, { fee: 2000, mode: 'imported', tags: ['atm', 'fee-column'] });
  }
  // Pending and reverted holds at the end of the period, and the 1900 placeholder.
  for (let i = 0; i < (sc.pending ?? 0) + (sc.placeholder1900 ? 1 : 0); i++) {
    const shop = pickShop((s) => !s.tips);
    const day = addDays(spec.to, -rng.int(0, 1));
    const placeholder = sc.placeholder1900 && i === 0;
    shopEntry(shop, day, -roundPrice(rng, shop.min + (shop.max - shop.min) * rng.next()), {
      status: 'pending',
      postDate: spec.to,
      ...(placeholder ? { placeholderDate: '1900-01-01' } : {}),
      mode: rng.chance(0.5) ? 'manual' : 'none',
      tags: placeholder ? ['pending', 'placeholder-1900'] : ['pending'],
    });
  }
  for (let i = 0; i < (sc.reverted ?? 0); i++) {
    const shop = pickShop((s) => s.max >= 40);
    shopEntry(shop, someDay(2), -roundPrice(rng, shop.max), {
      status: 'reverted',
      mode: rng.chance(0.5) ? 'manual' : 'none',
      tags: ['reverted'],
    });
  }

  // When each entry shows on the statement, and whether it is in its period.
  const statementDate = (d: Draft) => (spec.dateBasis === 'post' ? d.postDate : d.txDate);
  const shown = (d: Draft) => (d.status === 'posted' ? inPeriod(statementDate(d)) : spec.showsPending && d.txDate <= spec.to);

  // How YNAB holds each entry.
  const periodEntries = drafts.filter((d) => d.status === 'posted' && inPeriod(statementDate(d)));
  const droppable = periodEntries.filter(
    (d) => d.ynabAmount === undefined && d.kind !== 'transfer-out' && !d.tags.includes('same-amount-day'),
  );
  const drops = new Set(rng.shuffle([...droppable]).slice(0, Math.round((sc.dropRate ?? 0) * periodEntries.length)));
  for (const d of drafts) {
    if (d.mode !== 'none' && d.mode !== 'imported') continue;
    if (d.status !== 'posted') continue;
    if (d.mode === 'imported') continue;
    if (drops.has(d)) {
      d.mode = 'dropped';
      d.tags.push('dropped');
      continue;
    }
    if (d.ynabAmount !== undefined) {
      d.mode = 'manual';
      continue;
    }
    const odds = MODE_ODDS[d.kind];
    d.mode = odds === undefined ? 'manual' : rng.weighted(Object.entries(odds) as [Mode, number][]);
    if (d.mode === 'dropped') d.tags.push('dropped');
  }

  // YNAB's dates and payees.
  const feed = (d: Draft) => (spec.feedDate === 'post' ? d.postDate : d.txDate);
  for (const d of drafts) {
    if (d.mode === 'imported') {
      d.ynabDate = feed(d);
      d.ynabPayee =
        d.transfer !== undefined
          ? d.nick
          : rng.weighted([
              [d.display, 0.5],
              [title(`${d.name} ${d.city}`.trim()), 0.3],
              [d.nick, 0.2],
            ] as const);
    } else if (d.mode === 'matched' || d.mode === 'manual') {
      // The person's own date: the day it happened, or a day either side; a bill on its due day; an ATM
      // withdrawal on the day printed; a transfer the day they made it or the next.
      const shift =
        d.kind === 'debit' || d.kind === 'atm'
          ? 0
          : rng.weighted([
              [0, 0.72],
              [1, 0.18],
              [-1, 0.06],
              [2, 0.03],
              [3, 0.01],
            ] as const);
      d.ynabDate = minDate(addDays(d.txDate, shift), spec.today);
      if (d.kind === 'salary') d.ynabDate = d.txDate;
      d.ynabPayee = d.nick;
    }
    if (d.ynabDate !== undefined && d.ynabDate !== statementDate(d)) d.tags.push(`lag:${daysBetween(d.ynabDate, statementDate(d))}`);
  }

  // Import ids: YNAB:<amount>:<feed date>:<n>, n in the feed's order (shuffled within a day).
  const ids = new Map<Draft, string>();
  const feedOrder = rng
    .shuffle(drafts.filter((d) => d.mode === 'imported' || d.mode === 'matched'))
    .sort((a, b) => (feed(a) < feed(b) ? -1 : feed(a) > feed(b) ? 1 : 0));
  const occurrences = new Map<string, number>();
  for (const d of feedOrder) {
    const key = `${d.amount}:${feed(d)}`;
    const n = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, n);
    ids.set(d, `YNAB:${d.amount}:${feed(d)}:${n}`);
    if (
      n > 1 ||
      drafts.some((o) => o !== d && o.amount === d.amount && (o.ynabDate === d.ynabDate || statementDate(o) === statementDate(d)))
    ) {
      if (!d.tags.includes('same-amount-day')) d.tags.push('same-amount-day');
    }
    if (d.mode === 'matched' && d.ynabDate !== feed(d)) d.tags.push('import-id-date-differs');
  }

  // The transactions, the bank's balance, YNAB's cleared states.
  const reconciledThrough = addDays(spec.from, -1);
  const startingBalance = spec.accountKind === 'checking' ? milli(rng.int(25, 60) * 100) : -milli(rng.int(2, 6) * 100);
  const transactions: YnabTransaction[] = [];
  const tx = (
    t: Partial<YnabTransaction> & Pick<YnabTransaction, 'id' | 'date' | 'amount' | 'payee_name' | 'cleared'>,
  ): YnabTransaction => ({ account_id: accountId, ...ynabDefaults(), ...t });
  transactions.push(
    tx({
      id: `${spec.name}-start`,
      date: addDays(genFrom, -1),
      amount: startingBalance,
      payee_name: 'Starting Balance',
      cleared: 'reconciled',
      category_name: 'Inflow: Ready to Assign',
    }),
  );
  const ynabIdOf = new Map<Draft, string>();
  const splitCandidates = rng.shuffle(
    drafts.filter((d) => d.mode === 'imported' && d.category === 'Groceries' && Math.abs(d.amount) >= 20000),
  );
  const splits = new Set(splitCandidates.slice(0, sc.splits ?? 0));
  for (const d of [...drafts].sort((a, b) => a.seq - b.seq)) {
    if (d.mode === 'dropped' || d.mode === 'none' || d.ynabDate === undefined) continue;
    const id = `${spec.name}-t${d.key.slice(1)}`;
    ynabIdOf.set(d, id);
    const amount = d.ynabAmount ?? d.amount;
    const settled = d.status === 'posted' && d.postDate <= reconciledThrough && d.ynabDate <= reconciledThrough;
    const cleared: YnabTransaction['cleared'] = settled
      ? 'reconciled'
      : d.mode === 'manual'
        ? rng.chance(0.15)
          ? 'cleared'
          : 'uncleared'
        : 'cleared';
    const isSplit = splits.has(d);
    if (isSplit) d.tags.push('split');
    transactions.push(
      tx({
        id,
        date: d.ynabDate,
        amount,
        payee_name: d.ynabPayee ?? d.nick,
        cleared,
        approved: d.mode !== 'imported' || rng.chance(0.85),
        import_id: ids.get(d) ?? null,
        transfer_account_id: d.transfer ?? null,
        category_name: d.transfer !== undefined ? null : d.category,
        subtransactions: isSplit
          ? [
              { id: `${id}-1`, amount: cents(amount * 0.7), category_id: null, memo: null, deleted: false },
              { id: `${id}-2`, amount: amount - cents(amount * 0.7), category_id: null, memo: 'household', deleted: false },
            ]
          : [],
      }),
    );
  }

  // YNAB-only transactions in the period.
  const extras: string[] = [];
  for (let i = 0; i < (sc.extras ?? 0); i++) {
    const id = `${spec.name}-x${i}`;
    const imported = drafts.filter((d) => d.mode === 'imported' && d.kind === 'card' && inPeriod(d.ynabDate!) && d.ynabDate! < spec.to);
    if (i % 2 === 0 && imported.length > 0) {
      // The purchase entered by hand as well: same amount, a day later, the person's payee.
      const twin = rng.pick(imported);
      transactions.push(
        tx({ id, date: addDays(twin.ynabDate!, 1), amount: twin.amount, payee_name: twin.nick, cleared: 'uncleared', memo: null }),
      );
    } else {
      const shop = pickShop((s) => !s.tips);
      transactions.push(
        tx({
          id,
          date: someDay(),
          amount: -roundPrice(rng, shop.min + (shop.max - shop.min) * rng.next()),
          payee_name: shop.nick,
          cleared: 'uncleared',
          memo: 'order cancelled?',
        }),
      );
    }
    extras.push(id);
  }
  // Reverted holds the person had entered are extras too (they never happened), and so are pending holds the
  // layout does not show.
  for (const d of drafts) {
    const id = ynabIdOf.get(d);
    if (id === undefined || !inPeriod(d.ynabDate!)) continue;
    if (d.status === 'reverted' || (d.status === 'pending' && !spec.showsPending)) extras.push(id);
  }

  // The statement: entries in booking order, balances.
  const onStatement = drafts
    .filter(shown)
    .sort((a, b) => (statementDate(a) < statementDate(b) ? -1 : statementDate(a) > statementDate(b) ? 1 : a.seq - b.seq));
  const before = drafts.filter((d) => d.status === 'posted' && statementDate(d) < spec.from).reduce((s, d) => s + d.amount, 0);
  const opening = startingBalance + before;
  let running = opening;
  const entries: DocEntry[] = [];
  for (const d of onStatement) {
    if (d.status === 'posted') running += d.amount;
    const ynabId = ynabIdOf.get(d);
    let truth: Truth;
    if (d.status !== 'posted')
      truth = {
        kind: 'pending',
        id: d.status === 'pending' && ynabId !== undefined ? ynabId : null,
        why:
          d.placeholderDate !== undefined
            ? 'a pending hold printed with the date 1900-01-01'
            : d.status === 'pending'
              ? 'a card hold still pending'
              : 'a card hold released (reverted)',
      };
    else if (d.mode === 'dropped' || ynabId === undefined)
      truth = { kind: 'missing', why: d.kind === 'fee' ? 'a bank fee the person did not enter' : 'an entry the person did not enter' };
    else if (d.ynabAmount !== undefined && d.ynabAmount !== d.amount)
      truth = { kind: 'differs', id: ynabId, by: d.amount - d.ynabAmount, why: d.why! };
    else truth = { kind: 'tx', id: ynabId };
    const kindTag = d.kind === 'transfer-out' || d.kind === 'card-payment' ? 'transfer' : d.kind;
    entries.push({
      key: d.key,
      kind: d.kind,
      date: statementDate(d),
      txDate: d.txDate,
      postDate: d.postDate,
      amount: d.amount,
      name: d.name,
      display: d.display,
      city: d.city,
      region: d.region,
      country: d.country,
      ref: d.kind === 'transfer-out' || d.kind === 'transfer-in' || d.kind === 'card-payment' ? otherAccount : digitsOf(rng, 12),
      card4,
      ...(d.fx ? { fx: d.fx } : {}),
      ...(d.fee !== undefined ? { fee: d.fee } : {}),
      status: d.status,
      ...(d.placeholderDate !== undefined ? { placeholderDate: d.placeholderDate } : {}),
      category: d.category,
      balance: running,
      truth,
      tags: [...new Set([`kind:${kindTag}`, `ynab:${d.mode}`, ...d.tags])],
    });
  }
  const doc: StatementDoc = {
    name: spec.name,
    layout: spec.layout,
    accountNumber: spec.accountNumber,
    holder: spec.holder,
    currency: region.currency,
    from: spec.from,
    to: spec.to,
    exported: minDate(maxDate(addDays(spec.to, 1), spec.to), spec.today),
    opening,
    closing: running,
    entries,
    ...(sc.pastedTwice ? { pastedTwice: true } : {}),
  };
  return { doc, accountId, transactions, extras, notes: [] };
}
