// A labelled corpus for the statement matching: a bank statement made from an account's transactions with
// seeded, realistic perturbations (settlement lag, bank labels, dropped and added lines, duplicate charges,
// foreign-currency fees), each line carrying the outcome it should get.
import { seededRng, type Rng } from '../../../bench/rng.ts';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';
import { addDays } from '../../../src/logic/core/day-numbers.ts';
import { importId, keyLines } from '../../../src/logic/statements/import-id.ts';
import type { KeyedLine, LedgerTransaction } from '../../../src/logic/statements/match-types.ts';
import type { StatementLine } from '../../../src/logic/statements/statement.ts';

/** What a line should get: matched to its transaction, in disagreement with it, or missing (YNAB lacks it). */
export type Truth = { kind: 'match' | 'disagree'; id: string } | { kind: 'missing' };

export interface LabelledStatement {
  lines: KeyedLine[];
  /** The account's transactions the tool would pass (removed ones included, twins added). */
  transactions: LedgerTransaction[];
  period: { from: string; to: string };
  /** By line number. */
  truth: Map<number, Truth>;
  /** Transaction ids that should come out as extra. */
  extra: Set<string>;
  /** How many of each perturbation the statement holds. */
  counts: Record<'lagged' | 'fee' | 'twin' | 'dropped' | 'added' | 'linked', number>;
}

/** How often each perturbation happens (per transaction, or per line for added lines). */
const RATES = { dropped: 0.03, fee: 0.03, twin: 0.02, added: 0.03 };
const CITIES = ['PARIS FR', 'LYON', 'SEATTLE WA', 'AUSTIN TX', 'LONDON GB'];

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const digits = (rng: Rng, n: number): string => Array.from({ length: n }, () => rng.int(0, 9)).join('');

/** The bank's label for a merchant, in one of the forms banks print (the key's words always survive, maybe truncated). */
function bankLabel(name: string, date: string, rng: Rng): string {
  const key = normalizePayee(name) || name.toUpperCase();
  const ddmm = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  const forms = [
    () => name,
    () => name.toUpperCase(),
    () => `CB ${key} ${ddmm}`,
    () => `SQ *${key}`,
    () => `POS ${key} #${digits(rng, 4)}`,
    () => `PAYPAL *${key}`,
    () => `${key} ${rng.pick(CITIES)}`,
    () => `CB ${key} ${ddmm} ${digits(rng, 6)}******${digits(rng, 2)}`.slice(0, 22),
    () => `CARTE ${key} XXXX${digits(rng, 4)}`,
  ];
  return rng.pick(forms)();
}

/** A transfer as the bank prints it: the other party's name, nothing of YNAB's "Transfer : X". */
const transferLabel = (rng: Rng): string =>
  rng.pick(['VIR SEPA EPARGNE M DUPONT', 'VIREMENT INTERNE', `TRANSFER TO SAV ${digits(rng, 4)}`]);

// Merchants YNAB has never seen, for the lines it lacks.
const UNKNOWN = ['CB GARAGE MARTIN', 'SQ *NEW YORK PIZZA', 'POS CINEMA REX', 'PAYPAL *GAMESTORE', 'CB FLEURISTE ROSE'];

export interface CorpusOptions {
  seed: number;
  period: { from: string; to: string };
  /** Settlement lag, in days, from 0 to this (default 5). */
  maxLag?: number;
  /** Share of the transactions that keep their import_id (imported from the bank); the others were entered by hand (default 0.2). */
  imported?: number;
}

/**
 * A statement for the period from the account's transactions: a share was imported from this bank (posted
 * the same day, carrying its line's import_id, never dropped nor changed); the others were entered by hand
 * and post after a lag of 0–5 days (twins together; same-merchant same-amount charges in their order: banks
 * post a merchant's charges in sequence). The lines posted in the period make the statement.
 */
export function labelledStatement(account: readonly LedgerTransaction[], options: CorpusOptions): LabelledStatement {
  const rng = seededRng(options.seed);
  const { from, to } = options.period;
  const maxLag = options.maxLag ?? 5;
  const reach = (t: LedgerTransaction) => t.date >= addDays(from, -maxLag - 10)! && t.date <= addDays(to, 10)!;
  const share = options.imported ?? 0.2;
  // YNAB's own import_ids refer to its numbering of other files: each transaction is made hand-entered,
  // or imported from this bank (then it has the bank's date and, below, its line's import_id).
  const transactions = account.filter(reach).map((t) => ({ ...t, import_id: null as string | null }));
  const imported = new Set(transactions.filter(() => rng.next() < share).map((t) => t.id));
  const counts = { lagged: 0, fee: 0, twin: 0, dropped: 0, added: 0, linked: 0 };
  const drafts: { line: Omit<StatementLine, 'line'>; truth: Truth; order: string }[] = [];
  const extra = new Set<string>();
  const lastPost = new Map<string, string>();
  for (const t of [...transactions].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))) {
    const group = `${t.amount}:${normalizePayee(t.payee_name ?? '')}`;
    const own = imported.has(t.id);
    let date = addDays(t.date, own ? 0 : rng.int(0, maxLag))!;
    const previous = lastPost.get(group);
    if (!own && previous !== undefined && previous > date && previous <= addDays(t.date, maxLag)!) date = previous;
    lastPost.set(group, date);
    const inPeriod = date >= from && date <= to;
    const roll = rng.next();
    const isMerchant = t.transfer_account_id === null && t.payee_name !== null;
    const payee =
      t.transfer_account_id !== null
        ? transferLabel(rng)
        : t.payee_name === null
          ? `CARTE ${digits(rng, 4)}`
          : bankLabel(t.payee_name, t.date, rng);
    if (own && !inPeriod) t.import_id = importId(t.amount, t.date, 1); // from another statement
    if (own) {
      if (inPeriod)
        drafts.push({ line: { date, amount: t.amount, payee, memo: '', bank_id: null }, truth: { kind: 'match', id: t.id }, order: t.id });
      if (inPeriod) counts.linked++;
      continue;
    }
    if (roll < RATES.dropped) {
      if (t.date >= from && t.date <= to) extra.add(t.id);
      if (inPeriod) counts.dropped++;
      continue;
    }
    if (!inPeriod) {
      if (t.date >= from && t.date <= to) extra.add(t.id); // posted in the next statement
      continue;
    }
    if (roll < RATES.dropped + RATES.fee && isMerchant && t.amount < 0) {
      const fee = Math.max(10, Math.round((-t.amount * rng.int(100, 300)) / 10_000 / 10) * 10);
      drafts.push({
        line: { date, amount: t.amount - fee, payee, memo: 'FX FEE', bank_id: null },
        truth: { kind: 'disagree', id: t.id },
        order: t.id,
      });
      counts.fee++;
      continue;
    }
    if (date !== t.date) counts.lagged++;
    drafts.push({ line: { date, amount: t.amount, payee, memo: '', bank_id: null }, truth: { kind: 'match', id: t.id }, order: t.id });
    if (roll > 1 - RATES.twin && isMerchant) {
      const twin = { ...t, id: `${t.id}-twin` };
      transactions.push(twin);
      drafts.push({
        line: { date, amount: t.amount, payee, memo: '', bank_id: null },
        truth: { kind: 'match', id: twin.id },
        order: twin.id,
      });
      counts.twin++;
    }
  }
  const added = Math.round(drafts.length * RATES.added);
  for (let i = 0; i < added; i++) {
    const date = addDays(from, rng.int(0, Math.max(0, (Date.parse(to) - Date.parse(from)) / 86_400_000)))!;
    const amount = -rng.int(100, 40_000) * 10;
    // A price no transaction nearby has: an exact amount in the window is matched (low) whatever the payee.
    if (transactions.some((t) => t.amount === amount && Math.abs(Date.parse(t.date) - Date.parse(date)) <= 10 * 86_400_000)) continue;
    drafts.push({
      line: { date, amount, payee: rng.pick(UNKNOWN), memo: '', bank_id: null },
      truth: { kind: 'missing' },
      order: `~added-${pad(i, 4)}`,
    });
    counts.added++;
  }
  // The bank's order: by posting date, then the order the entries arrived in.
  drafts.sort((a, b) => a.line.date.localeCompare(b.line.date) || a.order.localeCompare(b.order));
  const lines = keyLines(drafts.map((d, i) => ({ ...d.line, line: i + 2 })));
  const byId = new Map(transactions.map((t) => [t.id, t]));
  drafts.forEach((d, i) => {
    if (d.truth.kind === 'match' && imported.has(d.truth.id)) byId.get(d.truth.id)!.import_id = lines[i]!.import_id;
  });
  return { lines, transactions, period: options.period, truth: new Map(drafts.map((d, i) => [i + 2, d.truth])), extra, counts };
}
