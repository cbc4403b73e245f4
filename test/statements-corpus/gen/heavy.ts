// Statements of the heavy plan (bench/heavy-plan.ts): its Checking and Credit card accounts as the bank shows
// them. The plan's transactions are YNAB's side as imported, each dated by the feed and carrying
// YNAB:<milliunits>:<that date>:<n>; the bank books each 0–4 days later (a card payment), on the day or the
// business day before (a direct debit, a salary), on the day (a transfer). A fixture then edits YNAB's side: a few
// transactions dropped (the line is missing), restaurant bills noted before the tip and purchases at a guessed
// rate (the amounts differ), cash withdrawals on neighbouring days added on both sides, transactions the bank
// never shows added to YNAB.
import { MERCHANTS } from '../../../bench/heavy-merchants.ts';
import { addDays, daysBetween, eachDay, nextBusinessDay, previousBusinessDay } from '../lib/dates.ts';
import { applyEdits, heavyDigest, heavyLedger } from '../lib/heavy-ledger.ts';
import { cents, milli } from '../lib/money.ts';
import { hashText, seeded, type Rng } from '../lib/rng.ts';
import type { HeavyEdits, Truth, YnabSide, YnabTransaction } from '../lib/truth.ts';
import { ynabDefaults } from '../lib/ynab-defaults.ts';
import type { DocEntry, EntryKind, StatementDoc } from './doc.ts';

export const HEAVY_SEED = 1;

export interface HeavySpec {
  name: string;
  part: 'tuning' | 'held-out';
  layout: string;
  bank: string;
  /** The account whose statement it is … */
  statementAccount: string;
  /** … and the one it is matched against (another one: the wrong account). */
  matchAccount: string;
  from: string;
  to: string;
  accountNumber: string;
  holder: string;
  edits: { dropRate: number; tips: number; fx: number; atmPairs: number; extras: number };
  pastedTwice?: boolean;
}

export interface HeavyFixture {
  doc: StatementDoc;
  accountId: string;
  accountName: string;
  ynab: YnabSide;
  /** The YNAB side after the edits (for the generator's own checks). */
  transactions: YnabTransaction[];
  extras: string[];
  today: string;
}

const CITIES = ['LYON', 'PARIS', 'NANTES', 'LILLE', 'RENNES', 'BORDEAUX'];
const MERCHANT_NAMES = [...MERCHANTS].map((m) => m.name).sort((a, b) => b.length - a.length);
const RESTAURANT = new Set(MERCHANTS.filter((m) => m.category === 'cat-restaurants').map((m) => m.name));

const title = (raw: string) => raw.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The person's word for a merchant's category, when they use one (several merchants share it). */
const WORDS: Record<string, string> = {
  'cat-groceries': 'Courses',
  'cat-restaurants': 'Resto',
  'cat-fuel': 'Essence',
  'cat-transport': 'Transport',
  'cat-pharmacy': 'Pharmacie',
  'cat-going-out': 'Sorties',
};
const CATEGORY = new Map(MERCHANTS.map((m) => [m.name, m.category]));
const nickname = (merchant: string): string => {
  const word = WORDS[CATEGORY.get(merchant) ?? ''];
  return word !== undefined && hashText(`word:${merchant}`) % 2 === 0 ? word : title(merchant);
};
/** A payee rule for a third of the merchants: their imports show the merchant's name, or the person's word. */
const renameOf = (merchant: string): string | undefined => (hashText(`rule:${merchant}`) % 3 === 0 ? nickname(merchant) : undefined);

function digitsFrom(text: string, n: number): string {
  let s = '';
  let h = hashText(text);
  while (s.length < n) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    s += String(h % 10);
  }
  return s.replace(/^0/, '1');
}

interface Classified {
  kind: EntryKind;
  name: string;
  category: string;
}

function classify(t: YnabTransaction, accounts: Map<string, string>): Classified {
  const label = t.payee_name ?? '';
  if (t.transfer_account_id !== null) {
    const other = accounts.get(t.transfer_account_id) ?? 'COMPTE';
    const name =
      other === 'Savings'
        ? 'LIVRET A'
        : other === 'Credit card'
          ? 'CARTE VISA PREMIER'
          : other === 'Checking'
            ? 'COMPTE COURANT'
            : other.toUpperCase();
    if (t.amount < 0) return { kind: other === 'Credit card' ? 'card-payment' : 'transfer-out', name, category: 'Savings' };
    return { kind: 'transfer-in', name, category: 'Savings' };
  }
  const merchant = MERCHANT_NAMES.find((m) => label.includes(m));
  if (merchant !== undefined) {
    if (/^(VIR|VIREMENT)\b/.test(label)) return { kind: 'salary', name: merchant, category: 'Income' };
    if (/^PRLV\b/.test(label)) return { kind: 'debit', name: merchant, category: 'Bills' };
    return { kind: t.amount > 0 ? 'refund' : 'card', name: merchant, category: RESTAURANT.has(merchant) ? 'Eating out' : 'General' };
  }
  if (/INTERET/i.test(label) || label === 'Interest') return { kind: 'interest', name: label.toUpperCase(), category: 'Income' };
  return { kind: t.amount < 0 ? 'fee' : 'deposit', name: label.toUpperCase() || 'OPERATION', category: 'General' };
}

/** The bank's booking date for a YNAB transaction of that kind (the rng is the transaction's own). */
function bookingDate(kind: EntryKind, date: string, rng: Rng): string {
  switch (kind) {
    case 'card':
    case 'refund':
      return nextBusinessDay(
        addDays(
          date,
          rng.weighted([
            [0, 0.38],
            [1, 0.33],
            [2, 0.15],
            [3, 0.09],
            [4, 0.05],
          ] as const),
        ),
      );
    case 'debit':
      // A direct debit is taken on its due day, or the business day before when that falls on a weekend.
      return rng.chance(0.12) ? previousBusinessDay(addDays(date, -1)) : previousBusinessDay(date);
    case 'salary':
      return rng.chance(0.3) ? previousBusinessDay(addDays(date, -1)) : date;
    default:
      return date;
  }
}

export function heavyStatement(spec: HeavySpec): HeavyFixture {
  const rng = seeded(hashText(spec.name));
  const base = heavyLedger(HEAVY_SEED);
  const accountNames = new Map(base.accounts.map((a) => [a.id, a.name]));
  const window = { from: addDays(spec.from, -40), to: addDays(spec.to, 40) };
  const pinned = [...new Set([spec.statementAccount, spec.matchAccount])];
  const digest = heavyDigest(base.transactions, pinned, window);
  const wrongAccount = spec.statementAccount !== spec.matchAccount;
  const edits: HeavyEdits = { drop: [], set: [], add: [] };
  const sets = new Map<string, HeavyEdits['set'][number]>();
  const set = (id: string, fields: Omit<HeavyEdits['set'][number], 'id'>) => sets.set(id, { ...(sets.get(id) ?? { id }), ...fields });

  interface Row {
    key: string;
    t: YnabTransaction | null;
    c: Classified;
    txDate: string;
    postDate: string;
    amount: number;
    truth: Truth;
    tags: string[];
  }
  const rows: Row[] = [];
  const own = base.transactions.filter((t) => t.account_id === spec.statementAccount && !t.deleted);
  let opening = 0;
  for (const t of own) {
    const c = classify(t, accountNames);
    const postDate = t.date < addDays(spec.from, -8) ? t.date : bookingDate(c.kind, t.date, seeded(hashText(`${spec.name}:${t.id}`)));
    if (postDate < spec.from) {
      opening += t.amount;
      continue;
    }
    if (postDate > spec.to || t.cleared === 'uncleared') continue;
    const tags = [`kind:${c.kind === 'transfer-out' || c.kind === 'transfer-in' || c.kind === 'card-payment' ? 'transfer' : c.kind}`];
    if (postDate !== t.date) tags.push(`lag:${daysBetween(t.date, postDate)}`);
    rows.push({
      key: t.id,
      t,
      c,
      txDate: t.date,
      postDate,
      amount: t.amount,
      truth: wrongAccount ? { kind: 'foreign' } : { kind: 'tx', id: t.id },
      tags,
    });
  }

  // YNAB as people keep it: payee rules rename some merchants' imports (to the merchant's name, or to the
  // person's word for it), and some payments were entered by hand and merged with the import when it came:
  // the person's date and payee, the import id of the feed's date.
  const window40 = (d: string) => d >= window.from && d <= window.to;
  for (const t of base.transactions) {
    if (t.account_id !== spec.matchAccount || !window40(t.date) || t.transfer_account_id !== null) continue;
    const merchant = MERCHANT_NAMES.find((m) => (t.payee_name ?? '').includes(m));
    const renamed = merchant === undefined ? undefined : renameOf(merchant);
    if (renamed !== undefined) set(t.id, { payee_name: renamed });
  }
  if (!wrongAccount) {
    for (const r of rows) {
      if (r.t === null || r.c.kind !== 'card' || !seeded(hashText(`merge:${spec.name}:${r.key}`)).chance(0.12)) continue;
      const pick = seeded(hashText(`shift:${r.key}`));
      const date = addDays(
        r.t.date,
        pick.weighted([
          [-1, 0.3],
          [1, 0.45],
          [2, 0.2],
          [3, 0.05],
        ] as const),
      );
      if (date > base.today) continue;
      set(r.t.id, { date, payee_name: nickname(r.c.name) });
      r.tags = [
        ...r.tags.filter((t) => !t.startsWith('lag:')),
        'import-id-date-differs',
        ...(r.postDate !== date ? [`lag:${daysBetween(date, r.postDate)}`] : []),
      ];
    }
  }

  if (!wrongAccount) {
    // Edits happen after the last reconciliation only: a reconciled month agrees with the bank by definition.
    const editable = rows.filter((r) => r.t !== null && r.t.cleared !== 'reconciled' && r.t.transfer_account_id === null);
    const taken = new Set<Row>();
    const take = (pool: Row[], n: number) => {
      const chosen = rng.shuffle(pool.filter((r) => !taken.has(r))).slice(0, n);
      for (const r of chosen) taken.add(r);
      return chosen;
    };
    for (const r of take(
      editable.filter((r) => r.c.kind === 'card' || r.c.kind === 'debit' || r.c.kind === 'fee'),
      Math.round(spec.edits.dropRate * rows.length),
    )) {
      edits.drop.push(r.t!.id);
      r.truth = { kind: 'missing', why: 'dropped from YNAB' };
      r.tags.push('dropped');
    }
    for (const r of take(
      editable.filter((r) => r.c.category === 'Eating out' && r.amount <= -15000),
      spec.edits.tips,
    )) {
      const bill = cents(r.amount / rng.pick([1.1, 1.15, 1.2]));
      set(r.t!.id, { amount: bill, import_id: null, cleared: 'uncleared', payee_name: title(r.c.name) });
      r.truth = { kind: 'differs', id: r.t!.id, by: r.amount - bill, why: 'tip' };
      r.tags.push('tip');
    }
    for (const r of take(
      editable.filter((r) => r.c.kind === 'card' && r.amount <= -8000),
      spec.edits.fx,
    )) {
      const guess = cents(r.amount * (1 + (rng.chance(0.5) ? 1 : -1) * (0.01 + 0.02 * rng.next())));
      set(r.t!.id, { amount: guess, import_id: null, cleared: 'uncleared', payee_name: title(r.c.name) });
      r.truth = { kind: 'differs', id: r.t!.id, by: r.amount - guess, why: 'fx' };
      r.tags.push('fx');
    }
    // Cash withdrawals on neighbouring days, one amount, the withdrawal's day printed in the label.
    const days = [...eachDay(spec.from, addDays(spec.to, -2))];
    for (let i = 0; i < spec.edits.atmPairs; i++) {
      const day = rng.pick(days);
      const amount = -milli(rng.pick([40, 50, 60, 80, 100]));
      for (const d of [day, addDays(day, 1)]) {
        const id = `${spec.name}-atm-${i}-${d}`;
        const postDate = nextBusinessDay(addDays(d, rng.chance(0.6) ? 1 : 0));
        if (postDate > spec.to) continue;
        edits.add.push(ynabOnly(id, spec.matchAccount, d, amount, 'Retrait', 'uncleared'));
        rows.push({
          key: id,
          t: null,
          c: { kind: 'atm', name: 'RETRAIT DAB', category: 'Cash' },
          txDate: d,
          postDate,
          amount,
          truth: { kind: 'tx', id },
          tags: ['kind:atm', 'atm', 'date-in-label', ...(postDate !== d ? [`lag:${daysBetween(d, postDate)}`] : [])],
        });
      }
    }
  }

  // YNAB-only transactions in the period: a payment entered twice by hand, one that never went through.
  const extras: string[] = [];
  if (!wrongAccount) {
    const pool = rows.filter((r) => r.t !== null && r.c.kind === 'card' && r.truth.kind === 'tx' && r.txDate < spec.to);
    for (let i = 0; i < spec.edits.extras; i++) {
      const id = `${spec.name}-extra-${i}`;
      if (i % 2 === 0 && pool.length > 0) {
        const twin = rng.pick(pool);
        edits.add.push(ynabOnly(id, spec.matchAccount, addDays(twin.txDate, 1), twin.amount, title(twin.c.name), 'uncleared'));
      } else {
        edits.add.push(
          ynabOnly(
            id,
            spec.matchAccount,
            rng.pick([...eachDay(spec.from, spec.to)]),
            -milli(rng.int(5, 80)),
            'Marketplace Express',
            'uncleared',
          ),
        );
      }
      extras.push(id);
    }
  }

  // Same amount on one day at two merchants: tag them (the heavy plan has them by the hundred).
  const byDay = new Map<string, Row[]>();
  for (const r of rows) byDay.set(`${r.postDate}:${r.amount}`, [...(byDay.get(`${r.postDate}:${r.amount}`) ?? []), r]);
  for (const group of byDay.values()) if (group.length > 1) for (const r of group) r.tags.push('same-amount-day');
  const byYnabDay = new Map<string, Row[]>();
  for (const r of rows) if (r.t) byYnabDay.set(`${r.t.date}:${r.amount}`, [...(byYnabDay.get(`${r.t.date}:${r.amount}`) ?? []), r]);
  for (const group of byYnabDay.values())
    if (group.length > 1) for (const r of group) if (!r.tags.includes('same-amount-day')) r.tags.push('same-amount-day');

  rows.sort((a, b) =>
    a.postDate < b.postDate
      ? -1
      : a.postDate > b.postDate
        ? 1
        : a.txDate < b.txDate
          ? -1
          : a.txDate > b.txDate
            ? 1
            : a.key < b.key
              ? -1
              : 1,
  );
  let running = opening;
  const entries: DocEntry[] = rows.map((r) => {
    running += r.amount;
    const refSeed = `${spec.name}:${r.key}`;
    return {
      key: r.key,
      kind: r.c.kind,
      date: r.postDate,
      txDate: r.txDate,
      postDate: r.postDate,
      amount: r.amount,
      name: r.c.name,
      display: title(r.c.name),
      city: CITIES[hashText(r.c.name) % CITIES.length]!,
      region: '',
      country: 'FRA',
      ref: digitsFrom(refSeed, 12),
      card4: digitsFrom(`${spec.statementAccount}`, 4),
      status: 'posted',
      category: r.c.category,
      balance: running,
      truth: r.truth,
      tags: [...new Set(r.tags)],
    };
  });
  edits.set = [...sets.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const transactions = applyEdits(base.transactions, edits);
  const doc: StatementDoc = {
    name: spec.name,
    layout: spec.layout,
    accountNumber: spec.accountNumber,
    holder: spec.holder,
    currency: 'EUR',
    from: spec.from,
    to: spec.to,
    exported: addDays(spec.to, 1),
    opening,
    closing: running,
    entries,
    ...(spec.pastedTwice ? { pastedTwice: true } : {}),
  };
  return {
    doc,
    accountId: spec.matchAccount,
    accountName: accountNames.get(spec.matchAccount) ?? spec.matchAccount,
    ynab: { kind: 'heavy', seed: HEAVY_SEED, digest, accounts: pinned, window, edits },
    transactions,
    extras,
    today: base.today,
  };
}

function ynabOnly(
  id: string,
  account: string,
  date: string,
  amount: number,
  payee: string,
  cleared: YnabTransaction['cleared'],
): YnabTransaction {
  // The memo before cleared, the rest after: the truth files' key order.
  const { memo, ...rest } = ynabDefaults();
  return { id, account_id: account, date, amount, payee_name: payee, memo, cleared, ...rest };
}
