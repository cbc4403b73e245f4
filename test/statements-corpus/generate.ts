// Writes the corpus: every fixture of gen/fixtures.ts as the bank exports it, beside its truth file, under
// fixtures/ (tuning) or held-out/. Deterministic: run it again and nothing changes.
//
//   npx tsx test/statements-corpus/generate.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocEntry, StatementDoc, Written } from './gen/doc.ts';
import { HEAVY, HOUSEHOLD, LAYOUTS } from './gen/fixtures.ts';
import { heavyStatement } from './gen/heavy.ts';
import { household } from './gen/household.ts';
import type { TruthFile, TruthLine, YnabSide, YnabTransaction } from './lib/truth.ts';

export const CORPUS_DIR = import.meta.dirname;
export const PART_DIRS = { tuning: join(CORPUS_DIR, 'fixtures'), 'held-out': join(CORPUS_DIR, 'held-out') } as const;

/** A pasted-twice file may be refused, if the refusal says what is wrong with it. */
const PASTED_TWICE = { pattern: 'twice|repeat|duplicat', why: 'the export is pasted twice: a refusal that says so is right too' };

/** Layouts that print two dates on a row (Revolut's Started and Completed, a card QFX's DTUSER and DTPOSTED, Capital One's
 * Transaction and Posted Date, N26's Booking and Value Date of a card payment), either of which a reader may take. */
const TWO_DATES = new Set(['revolut-csv', 'us-card-qfx', 'capitalone-card-csv', 'n26-csv']);

const label = (e: DocEntry) => `${e.kind} ${e.name}${e.city ? ` ${e.city}` : ''}`.trim();

function truthLines(doc: StatementDoc, written: Written): TruthLine[] {
  const out: TruthLine[] = [];
  for (const e of doc.entries) {
    const line = written.lines.get(e.key);
    if (line === undefined) continue;
    const alt = TWO_DATES.has(doc.layout) && e.txDate !== e.date && e.status === 'posted' ? { alt_date: e.txDate } : {};
    out.push({
      line,
      date: e.placeholderDate ?? e.date,
      ...alt,
      amount: e.amount,
      label: label(e),
      truth: e.truth,
      tags: e.tags,
      ...(e.status !== 'posted' ? { optional: true as const } : {}),
    });
    const again = written.repeats.get(e.key);
    if (again !== undefined)
      out.push({
        line: again,
        date: e.placeholderDate ?? e.date,
        ...alt,
        amount: e.amount,
        label: label(e),
        truth: { kind: 'repeat', of: line },
        tags: [...e.tags, 'repeat'],
        optional: true,
      });
  }
  return out.sort((a, b) => a.line - b.line);
}

function check(
  name: string,
  lines: readonly TruthLine[],
  transactions: readonly YnabTransaction[],
  accountId: string,
  extras: readonly string[],
): void {
  const ids = new Map(transactions.filter((t) => t.account_id === accountId && !t.deleted).map((t) => [t.id, t]));
  for (const l of lines) {
    const t = l.truth;
    if (t.kind === 'tx' || t.kind === 'differs') {
      const tx = ids.get(t.id);
      if (tx === undefined) throw new Error(`${name}: line ${l.line} names ${t.id}, which the account does not hold`);
      const diff = l.amount - tx.amount;
      if (t.kind === 'tx' && diff !== 0) throw new Error(`${name}: line ${l.line} is ${t.id} but amounts differ by ${diff}`);
      if (t.kind === 'differs' && diff !== t.by) throw new Error(`${name}: line ${l.line} differs from ${t.id} by ${diff}, not ${t.by}`);
    }
  }
  for (const x of extras) if (!ids.has(x)) throw new Error(`${name}: extra ${x} is not in the account`);
  const named = lines.flatMap((l) => (l.truth.kind === 'tx' || l.truth.kind === 'differs' ? [l.truth.id] : []));
  const twice = named.filter((id, i) => named.indexOf(id) !== i);
  if (twice.length > 0) throw new Error(`${name}: transactions named by two lines: ${twice.join(', ')}`);
}

export interface Built {
  truth: TruthFile;
  bytes: Uint8Array;
}

/** A fixture's statement and the YNAB side it is matched against, as a plan's generator gives them. */
interface Statement {
  doc: StatementDoc;
  transactions: readonly YnabTransaction[];
  accountId: string;
  accountName: string;
  today: string;
  ynab: YnabSide;
  extras: string[];
}

/** One fixture: its statement written in its layout, checked against YNAB's side, and its truth file. */
function fixture(
  plan: TruthFile['plan'],
  spec: { name: string; part: TruthFile['part']; layout: string; bank: string; from: string; to: string },
  fx: Statement,
  notes: string[],
  pastedTwice: boolean,
): Built {
  const written = LAYOUTS[spec.layout]!.write(fx.doc);
  const lines = truthLines(fx.doc, written);
  check(spec.name, lines, fx.transactions, fx.accountId, fx.extras);
  return {
    bytes: written.bytes,
    truth: {
      version: 1,
      name: spec.name,
      part: spec.part,
      plan,
      layout: spec.layout,
      bank: spec.bank,
      file: `${spec.name}.${written.extension}`,
      account_id: fx.accountId,
      account_name: fx.accountName,
      today: fx.today,
      period: { from: spec.from, to: spec.to },
      closing: fx.doc.closing,
      closing_shown: written.closing !== null,
      lines,
      extras: fx.extras,
      ynab: fx.ynab,
      ...(pastedTwice ? { refusal_ok: PASTED_TWICE } : {}),
      notes,
    },
  };
}

export function buildCorpus(): Built[] {
  const households = HOUSEHOLD.map((spec) => {
    const fx = household(spec);
    const statement = {
      ...fx,
      accountName: spec.accountName,
      today: spec.today,
      ynab: { kind: 'inline' as const, transactions: fx.transactions },
    };
    return fixture(
      'household',
      spec,
      statement,
      notesOf(spec.scenarios as Record<string, unknown>, spec),
      Boolean(spec.scenarios.pastedTwice),
    );
  });
  const heavy = HEAVY.map((spec) => fixture('heavy', spec, heavyStatement(spec), heavyNotes(spec), Boolean(spec.pastedTwice)));
  return [...households, ...heavy];
}

function heavyNotes(spec: (typeof HEAVY)[number]): string[] {
  return [
    `The heavy plan's ${spec.statementAccount} from ${spec.from} to ${spec.to}${spec.statementAccount !== spec.matchAccount ? `, matched against ${spec.matchAccount}: the wrong account, nothing may be paired.` : '.'}`,
    ...(spec.pastedTwice ? ['The export is pasted twice into the file.'] : []),
  ];
}

function notesOf(scenarios: Record<string, unknown>, spec: { from: string; to: string; dateBasis: string; feedDate: string }): string[] {
  const on = Object.entries(scenarios)
    .filter(([, v]) => v !== undefined && v !== false && v !== 0)
    .map(([k, v]) => (v === true ? k : `${k}=${String(v)}`));
  return [
    `Period ${spec.from} → ${spec.to}; the layout prints the ${spec.dateBasis === 'post' ? 'booking' : 'transaction'} date, YNAB's import carries the ${spec.feedDate === 'post' ? 'booking' : 'transaction'} date.`,
    `Scenarios: ${on.join(', ')}.`,
  ];
}

/** A truth file as written: one key a line, and one line, transaction or edit a line (small, and diffs read well). */
export function formatTruth(truth: TruthFile): string {
  const list = (items: readonly unknown[]) =>
    items.length === 0 ? '[]' : `[\n${items.map((i) => `  ${JSON.stringify(i)}`).join(',\n')}\n ]`;
  const value = (key: string, v: unknown): string => {
    if (key === 'lines') return list(v as unknown[]);
    if (key === 'ynab') {
      const y = v as YnabSide;
      if (y.kind === 'inline') return `{ "kind": "inline", "transactions": ${list(y.transactions)} }`;
      const { edits, ...rest } = y;
      return `{ ${Object.entries(rest)
        .map(([k, x]) => `${JSON.stringify(k)}: ${JSON.stringify(x)}`)
        .join(', ')}, "edits": { "drop": ${JSON.stringify(edits.drop)}, "set": ${list(edits.set)}, "add": ${list(edits.add)} } }`;
    }
    return JSON.stringify(v);
  };
  return `{\n${Object.entries(truth)
    .map(([k, v]) => ` ${JSON.stringify(k)}: ${value(k, v)}`)
    .join(',\n')}\n}\n`;
}

export function writeCorpus(built: readonly Built[]): void {
  for (const dir of Object.values(PART_DIRS)) {
    mkdirSync(dir, { recursive: true });
    for (const f of readdirSync(dir)) if (f !== 'README.md') rmSync(join(dir, f));
  }
  for (const { truth, bytes } of built) {
    const dir = PART_DIRS[truth.part];
    writeFileSync(join(dir, truth.file), bytes);
    writeFileSync(join(dir, `${truth.name}.truth.json`), formatTruth(truth));
  }
}

if (process.argv[1] === import.meta.filename) {
  const built = buildCorpus();
  writeCorpus(built);
  for (const b of built)
    console.log(
      `${b.truth.part.padEnd(8)} ${b.truth.file.padEnd(36)} ${String(b.truth.lines.length).padStart(4)} lines, ${b.bytes.length} bytes`,
    );
}
