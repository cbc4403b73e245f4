// The scorer: runs each fixture through the project's own statement steps exactly as match_statement and
// apply_statement do (src/tools/statement-match.ts: the source read from a permitted folder, readStatement,
// the period, the decimals, keyLines, matchCandidates, matchStatement, planStatement; then apply's future_line
// check), against a YNAB that holds the fixture's transactions, and scores the answer against the truth file.
//
// A line is right when the answer gives it the transaction it is (or says "missing" when YNAB lacks it, or leaves
// a repeat, a pending hold or another account's line unpaired and uncreated); anything else is wrong. Separately,
// the wrong writes apply_statement would make: a transaction marked cleared (or reconciled) through a wrong
// pair, an amount corrected through a wrong pair, a line created that YNAB has (or a repeat, a hold, a row that
// is no entry). A line the matcher leaves unsure and apply does not write writes nothing: it is right when the
// answer names its own transaction (the person is shown the right one and nothing is written, as the issue's
// goal asks of an unsure line), wrong when it names another. Such right lines are counted apart (`suggested`)
// and the stricter share, lines the answer states rightly without leaving them to the person, is reported beside.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refuse } from '../../generated/tools/match_statement.ts';
import { ToolError } from '../../src/mcp/tool-error.ts';
import type { ToolContext } from '../../src/mcp/tool-context.ts';
import type { Confidence, KeyedLine, MatchResult } from '../../src/logic/statements/match-types.ts';
import type { Statement, StatementLine } from '../../src/logic/statements/statement.ts';
import { futureLine, type StatementPlan } from '../../src/logic/statements/statement-plan.ts';
import { readAndMatch } from '../../src/tools/statement-match.ts';
import { applyEdits, heavyDigest, heavyLedger } from './lib/heavy-ledger.ts';
import type { TruthFile, TruthLine, YnabTransaction } from './lib/truth.ts';

export const CORPUS_DIR = import.meta.dirname;
export const PARTS = { tuning: join(CORPUS_DIR, 'fixtures'), 'held-out': join(CORPUS_DIR, 'held-out') } as const;
export type Part = keyof typeof PARTS;

/** What the tools answered for one fixture: a refusal, or the statement read, the match and apply's plan. */
export type Answer =
  | { refused: string }
  | { refused?: undefined; statement: Statement; match: MatchResult; plan: StatementPlan; applyRefused: string | null };

export interface WrongLine {
  line: number;
  label: string;
  /** What went wrong, in the taxonomy's words. */
  reason: string;
  tags: string[];
  /** The truth, and what the answer did, in words. */
  expected: string;
  got: string;
}

export interface WrongWrite {
  kind:
    | 'cleared a wrong pair'
    | 'reconciled a wrong pair'
    | 'corrected an unrelated amount'
    | 'corrected to a misread amount'
    | 'created a line YNAB has'
    | 'created a misread line'
    | 'created a repeat'
    | 'created a pending hold'
    | 'wrote a row that is no entry';
  line: number;
  transaction: string | null;
}

export interface FixtureScore {
  name: string;
  part: Part;
  plan: TruthFile['plan'];
  layout: string;
  bank: string;
  file: string;
  /** "read as exported", "refused: <message>" or "misread: <what>". */
  read: string;
  lines: number;
  right: number;
  wrong: WrongLine[];
  /** Right lines the answer left unsure, naming their own transaction (listed for the person, never applied). */
  suggested: WrongLine[];
  wrongWrites: WrongWrite[];
  /** Lines of another account's statement that apply would create (not counted as wrong writes: see README). */
  foreignCreations: number;
  /** Of the YNAB-only transactions in the period, how many the answer lists as extra. */
  extras: { listed: number; of: number };
  /** The answer's counts, for people reading the report. */
  counts: { matched: number; missing: number; extra: number; disagreements: number; duplicates: number } | null;
  applyRefused: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Loading and running.

export function loadTruths(part: Part): TruthFile[] {
  const dir = PARTS[part];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TruthFile);
}

/** The YNAB transactions a fixture is matched against: its own list, or the heavy plan with its edits. */
export function ynabOf(truth: TruthFile): YnabTransaction[] {
  if (truth.ynab.kind === 'inline') return truth.ynab.transactions;
  const base = heavyLedger(truth.ynab.seed);
  const digest = heavyDigest(base.transactions, truth.ynab.accounts, truth.ynab.window);
  if (digest !== truth.ynab.digest) {
    throw new Error(
      `${truth.name}: bench/heavy-plan.ts no longer gives the transactions this fixture was made from (digest ${digest}, fixture ${truth.ynab.digest}). ` +
        'Regenerate the corpus: npx tsx test/statements-corpus/generate.ts',
    );
  }
  return applyEdits(base.transactions, truth.ynab.edits);
}

/** Runs match_statement's and apply_statement's shared steps on the fixture, as the tools would. */
export async function runTools(truth: TruthFile, dir: string): Promise<Answer> {
  const transactions = Object.freeze(ynabOf(truth).map((t) => Object.freeze(t)));
  const accounts = Object.freeze([
    { id: truth.account_id, name: truth.account_name, deleted: false, closed: false, type: 'checking', on_budget: true },
  ]);
  const ynab = {
    planId: async (id: string) => id,
    accounts: async () => accounts,
    transactions: async () => transactions,
    currencyDigits: async () => 2,
  };
  const ctx = { ynab, statementDirs: [dir], today: () => truth.today } as unknown as ToolContext;
  const args = { plan_id: 'corpus-plan', account_id: truth.account_id, path: truth.file, days_before: 7 };
  try {
    const { statement, match, plan } = await readAndMatch(args, ctx, refuse, true);
    const late = futureLine([...match.missing, ...match.matched.map((p) => p.line)], truth.today);
    return {
      statement,
      match,
      plan,
      applyRefused: late.ok ? null : `future_line: line ${late.line} is dated ${late.date}, after ${late.today}`,
    };
  } catch (error) {
    if (error instanceof ToolError) return { refused: `${error.code}: ${error.message}` };
    throw error;
  }
}

export async function scoreFixture(truth: TruthFile, dir: string): Promise<FixtureScore> {
  return scoreAnswer(truth, await runTools(truth, dir));
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring an answer.

type LineAnswer =
  | { state: 'not read' }
  | { state: 'paired'; tx: string; confidence: Confidence | 'disagreement'; difference: number | null }
  | { state: 'missing' }
  /** Reported missing but doubtful (a transaction left over may be it): listed, never created. */
  | { state: 'unsure'; candidate: string }
  | { state: 'unpaired' };

const describeTruth = (l: TruthLine): string => {
  const t = l.truth;
  switch (t.kind) {
    case 'tx':
      return `transaction ${t.id}`;
    case 'differs':
      return `transaction ${t.id}, differing by ${t.by / 1000} (${t.why})`;
    case 'missing':
      return `missing (${t.why})`;
    case 'repeat':
      return `a repeat of line ${t.of}: neither paired elsewhere nor created`;
    case 'foreign':
      return "another account's line: unpaired";
    case 'pending':
      return `${t.why}: not created${t.id === null ? ', not paired' : `, paired with ${t.id} or nothing`}`;
  }
};

const describeAnswer = (a: LineAnswer): string =>
  a.state === 'paired'
    ? `paired with ${a.tx} (${a.confidence}${a.difference !== null ? `, difference ${a.difference / 1000}` : ''})`
    : a.state === 'unsure'
      ? `missing but doubtful, maybe ${a.candidate}`
      : a.state;

/** Lines the match reports missing yet doubtful (MatchResult.doubtful, where the matching gives one). */
const doubtfulOf = (match: MatchResult): { line: KeyedLine; transaction: { id: string } }[] =>
  (match as MatchResult & { doubtful?: { line: KeyedLine; transaction: { id: string } }[] }).doubtful ?? [];

function lineAnswers(statement: Statement, match: MatchResult): Map<number, LineAnswer> {
  const out = new Map<number, LineAnswer>();
  for (const l of statement.lines) if (!out.has(l.line)) out.set(l.line, { state: 'unpaired' });
  const set = (line: KeyedLine, a: LineAnswer) => out.set(line.line, a);
  for (const l of match.missing) set(l, { state: 'missing' });
  for (const d of doubtfulOf(match)) set(d.line, { state: 'unsure', candidate: d.transaction.id });
  for (const d of match.disagreements)
    set(d.line, { state: 'paired', tx: d.transaction.id, confidence: 'disagreement', difference: d.difference });
  for (const p of match.matched) set(p.line, { state: 'paired', tx: p.transaction.id, confidence: p.confidence, difference: null });
  return out;
}

/**
 * The transactions a truth line may be paired with. Lines the bank prints alike (one day, one amount, one
 * counterparty: two coffees at one café, two transfers to one savings account) are interchangeable: any of
 * their transactions is right for any of them, since applying either pairing writes the same.
 */
export function allowedPairs(truth: TruthFile): Map<number, Set<string>> {
  const byLine = new Map(truth.lines.map((l) => [l.line, l]));
  const own = (l: TruthLine): string | null => {
    const t = l.truth;
    if (t.kind === 'tx' || t.kind === 'differs' || t.kind === 'pending') return t.id;
    if (t.kind === 'repeat') {
      const first = byLine.get(t.of)?.truth;
      return first?.kind === 'tx' || first?.kind === 'differs' ? first.id : null;
    }
    return null;
  };
  const alike = new Map<string, string[]>();
  const keyOf = (l: TruthLine) => (l.truth.kind === 'tx' ? `${l.date}|${l.amount}|${l.label}` : null);
  for (const l of truth.lines) {
    const key = keyOf(l);
    if (key !== null) alike.set(key, [...(alike.get(key) ?? []), own(l)!]);
  }
  const out = new Map<number, Set<string>>();
  for (const l of truth.lines) {
    const key = keyOf(l);
    const mine = own(l);
    out.set(l.line, new Set(key !== null ? alike.get(key)! : mine === null ? [] : [mine]));
  }
  return out;
}

/** Why a right line is counted apart: the answer left it unsure, naming its own transaction. */
export const SUGGESTED = 'left unsure (the right transaction suggested)';

function judge(l: TruthLine, a: LineAnswer, allowed: Set<string>): { right: boolean; reason: string } {
  const t = l.truth;
  const ok = { right: true, reason: '' };
  const wrongPair = (a: LineAnswer & { state: 'paired' }) =>
    a.confidence === 'linked'
      ? 'wrong link by import id'
      : a.confidence === 'disagreement'
        ? 'wrong disagreement pair'
        : `wrong pair (${a.confidence})`;
  switch (t.kind) {
    case 'tx':
    case 'differs':
      if (a.state === 'paired') return allowed.has(a.tx) ? ok : { right: false, reason: wrongPair(a) };
      if (a.state === 'missing')
        return {
          right: false,
          reason: t.kind === 'differs' ? `${t.why} disagreement reported missing` : 'reported missing although YNAB has it',
        };
      if (a.state === 'unsure')
        return allowed.has(a.candidate)
          ? { right: true, reason: SUGGESTED }
          : { right: false, reason: 'left unsure (another transaction suggested)' };
      if (a.state === 'unpaired') return { right: false, reason: 'left unpaired although YNAB has it' };
      return { right: false, reason: 'line not read' };
    case 'missing':
      if (a.state === 'missing') return ok;
      if (a.state === 'paired') return { right: false, reason: `paired a line YNAB lacks (${a.confidence})` };
      if (a.state === 'unsure') return { right: false, reason: 'missing line left unsure' };
      if (a.state === 'unpaired') return { right: false, reason: 'missing line left unpaired' };
      return { right: false, reason: 'line not read' };
    case 'repeat':
    case 'pending': {
      if (a.state === 'missing')
        return {
          right: false,
          reason: t.kind === 'repeat' ? 'repeat reported missing (would be created)' : 'pending hold reported missing (would be created)',
        };
      if (a.state === 'paired' && !allowed.has(a.tx))
        return {
          right: false,
          reason: t.kind === 'repeat' ? 'repeat paired with another transaction' : 'pending hold paired with another transaction',
        };
      return ok;
    }
    case 'foreign':
      return a.state === 'paired' ? { right: false, reason: `another account's line paired (${a.confidence})` } : ok;
  }
}

/**
 * Which parsed entry stands for which truth line. First by the file line the reader gives (its contract: the
 * line where the entry starts); then, for a reader whose line numbers drift, in file order by date and amount,
 * then by the amount's size alone (a sign or a date misread), so a parser's slip is reported as one and the
 * matching is still scored on what it was given.
 */
interface Alignment {
  /** Parsed file line → truth line. */
  toTruth: Map<number, TruthLine>;
  /** Truth file line → the parsed entry standing for it. */
  toParsed: Map<number, StatementLine>;
  verdict: string;
}

export function align(truth: TruthFile, statement: Statement): Alignment {
  const toTruth = new Map<number, TruthLine>();
  const toParsed = new Map<number, StatementLine>();
  const first = new Map<number, StatementLine>();
  let split = 0;
  for (const p of statement.lines) {
    if (first.has(p.line)) split++;
    else first.set(p.line, p);
  }
  const parsed = [...first.values()].sort((a, b) => a.line - b.line);
  const lines = [...truth.lines].sort((a, b) => a.line - b.line);
  const sameDate = (p: StatementLine, t: TruthLine) => p.date === t.date || p.date === t.alt_date || t.truth.kind === 'pending';
  // The best order-keeping pairing of parsed entries with truth lines (an edit distance's table): the same line,
  // date and amount best; the same date and amount on another line next; the amount's size alone (a sign or a
  // date misread) after; the same line with other content (a misread in place) last.
  const gain = (p: StatementLine, t: TruthLine): number => {
    const here = p.line === t.line ? 1 : 0;
    if (p.amount === t.amount && sameDate(p, t)) return 4 + here;
    if (Math.abs(p.amount) === Math.abs(t.amount)) return 2 + here;
    return here * 1.5;
  };
  const n = parsed.length;
  const m = lines.length;
  const best = new Float64Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const g = gain(parsed[i]!, lines[j]!);
      best[at(i, j)] = Math.max(best[at(i + 1, j)]!, best[at(i, j + 1)]!, g > 0 ? g + best[at(i + 1, j + 1)]! : 0);
    }
  }
  let shifted = 0;
  for (let i = 0, j = 0; i < n && j < m; ) {
    const g = gain(parsed[i]!, lines[j]!);
    if (g > 0 && best[at(i, j)] === g + best[at(i + 1, j + 1)]!) {
      toTruth.set(parsed[i]!.line, lines[j]!);
      toParsed.set(lines[j]!.line, parsed[i]!);
      if (parsed[i]!.line !== lines[j]!.line) shifted++;
      i++;
      j++;
    } else if (best[at(i, j)] === best[at(i + 1, j)]) i++;
    else j++;
  }
  let notRead = 0;
  let dates = 0;
  let amounts = 0;
  for (const t of truth.lines) {
    const p = toParsed.get(t.line);
    if (p === undefined) {
      if (!t.optional) notRead++;
      continue;
    }
    const amount = statement.lines.filter((x) => x.line === p.line).reduce((sum, x) => sum + x.amount, 0);
    if (amount !== t.amount) amounts++;
    if (!sameDate(p, t)) dates++;
  }
  const spurious = parsed.filter((p) => !toTruth.has(p.line)).length;
  const closing = statement.closing !== null && statement.closing !== truth.closing;
  const faults = [
    notRead > 0 ? `${notRead} line(s) not read` : '',
    shifted > 0 ? `${shifted} entr(ies) given another line than the one they start on` : '',
    split > 0 ? `${split} line(s) read as several entries` : '',
    dates > 0 ? `${dates} wrong date(s)` : '',
    amounts > 0 ? `${amounts} wrong amount(s)` : '',
    spurious > 0 ? `${spurious} row(s) read that are no entry` : '',
    closing ? `closing balance ${(statement.closing ?? 0) / 1000} instead of ${truth.closing / 1000}` : '',
  ].filter((f) => f !== '');
  return { toTruth, toParsed, verdict: faults.length === 0 ? 'read as exported' : `misread: ${faults.join(', ')}` };
}

export function scoreAnswer(truth: TruthFile, answer: Answer): FixtureScore {
  const base = {
    name: truth.name,
    part: truth.part,
    plan: truth.plan,
    layout: truth.layout,
    bank: truth.bank,
    file: truth.file,
    lines: truth.lines.length,
  };
  if (answer.refused !== undefined) {
    /** A refused file: nothing matched, nothing written, the lines given wrong. */
    const refused = (read: string, wrong: WrongLine[]): FixtureScore => ({
      ...base,
      read,
      right: truth.lines.length - wrong.length,
      wrong,
      suggested: [],
      wrongWrites: [],
      foreignCreations: 0,
      extras: { listed: 0, of: truth.extras.length },
      counts: null,
      applyRefused: null,
    });
    if (truth.refusal_ok !== undefined && new RegExp(truth.refusal_ok.pattern, 'iu').test(answer.refused))
      return refused(`refused as it may be: ${answer.refused}`, []);
    const wrong: WrongLine[] = truth.lines
      .filter((l) => l.truth.kind !== 'foreign' && !l.optional)
      .map((l) => ({ line: l.line, label: l.label, reason: 'file refused', tags: l.tags, expected: describeTruth(l), got: 'refused' }));
    return refused(`refused: ${answer.refused}`, wrong);
  }
  const { statement, match, plan, applyRefused } = answer;
  const { toTruth, toParsed, verdict } = align(truth, statement);
  const answers = lineAnswers(statement, match);
  const allowed = allowedPairs(truth);
  const wrong: WrongLine[] = [];
  const suggested: WrongLine[] = [];
  for (const l of truth.lines) {
    const p = toParsed.get(l.line);
    const a: LineAnswer = p === undefined ? { state: 'not read' } : (answers.get(p.line) ?? { state: 'unpaired' });
    const judged = judge(l, a, allowed.get(l.line)!);
    const seen = { line: l.line, label: l.label, reason: judged.reason, tags: l.tags, expected: describeTruth(l), got: describeAnswer(a) };
    if (!judged.right) wrong.push(seen);
    else if (judged.reason === SUGGESTED) suggested.push(seen);
  }
  /** A written line read with another date or amount than the bank's. */
  const misread = (p: KeyedLine, t: TruthLine) =>
    p.amount !== t.amount || (p.date !== t.date && p.date !== t.alt_date && t.truth.kind !== 'pending');

  // The writes apply_statement would make (none when it refuses).
  const wrongWrites: WrongWrite[] = [];
  let foreignCreations = 0;
  if (applyRefused === null) {
    for (const p of plan.create) {
      const l = toTruth.get(p.line);
      const t = l?.truth;
      if (l === undefined || t === undefined) wrongWrites.push({ kind: 'wrote a row that is no entry', line: p.line, transaction: null });
      else if (t.kind === 'tx' || t.kind === 'differs')
        wrongWrites.push({ kind: 'created a line YNAB has', line: l.line, transaction: t.id });
      else if (t.kind === 'repeat') wrongWrites.push({ kind: 'created a repeat', line: l.line, transaction: null });
      else if (t.kind === 'pending') wrongWrites.push({ kind: 'created a pending hold', line: l.line, transaction: null });
      else if (t.kind === 'foreign') foreignCreations++;
      else if (misread(p, l)) wrongWrites.push({ kind: 'created a misread line', line: l.line, transaction: null });
    }
    const pairedLines = new Map<string, KeyedLine[]>();
    for (const m of [...match.matched, ...match.disagreements])
      pairedLines.set(m.transaction.id, [...(pairedLines.get(m.transaction.id) ?? []), m.line]);
    for (const c of plan.changes) {
      for (const p of pairedLines.get(c.id) ?? []) {
        const l = toTruth.get(p.line);
        const amountChanged = c.amount_to !== c.amount_from;
        if (l !== undefined && allowed.get(l.line)!.has(c.id)) {
          if (amountChanged && misread(p, l)) wrongWrites.push({ kind: 'corrected to a misread amount', line: l.line, transaction: c.id });
          continue;
        }
        const kind: WrongWrite['kind'] =
          l === undefined
            ? 'wrote a row that is no entry'
            : amountChanged
              ? 'corrected an unrelated amount'
              : c.cleared_to === 'reconciled'
                ? 'reconciled a wrong pair'
                : 'cleared a wrong pair';
        wrongWrites.push({ kind, line: l?.line ?? p.line, transaction: c.id });
      }
    }
  }
  const extraIds = new Set(match.extra.map((t) => t.id));
  return {
    ...base,
    read: verdict,
    right: truth.lines.length - wrong.length,
    wrong,
    suggested,
    wrongWrites: wrongWrites.sort((a, b) => a.line - b.line),
    foreignCreations,
    extras: { listed: truth.extras.filter((x) => extraIds.has(x)).length, of: truth.extras.length },
    counts: {
      matched: match.matched.length,
      missing: match.missing.length,
      extra: match.extra.length,
      disagreements: match.disagreements.length,
      duplicates: match.duplicates.length,
    },
    applyRefused,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The whole corpus.

export interface Figures {
  lines: number;
  right: number;
  /** Share of lines right, in percent (two decimals). */
  percentRight: number;
  /** Of the right lines, those left unsure with their own transaction named (listed for the person, never applied). */
  suggested: number;
  /** The stricter share: lines right and not left to the person (right − suggested), in percent. */
  percentStated: number;
  wrongLines: number;
  /** Of the wrong lines, those the answer left unsure (doubtful, or matched low): listed for the person, never applied. */
  unsure: number;
  wrongWrites: number;
}

/** A wrong line the answer left unsure rather than stated: a doubtful line or a low match. */
export const isUnsure = (reason: string): boolean => reason.includes('left unsure') || reason.endsWith('(low)');

export interface CorpusScore {
  fixtures: FixtureScore[];
  /** Per plan (heavy, household), per part (tuning, held-out) and in all. */
  figures: Record<'heavy' | 'household', Record<Part | 'all', Figures>>;
  /** Per layout: each of its fixtures' read verdict. */
  layouts: { layout: string; bank: string; fixture: string; part: Part; read: string }[];
  /** Wrong lines by reason, and by scenario tag (a line counts under each of its tags). */
  reasons: Record<string, number>;
  tags: Record<string, number>;
  writes: Record<string, number>;
  goal: { percentRight: number; wrongWrites: number; everyLayoutRead: boolean; met: boolean };
}

export const GOAL = { percentRight: 99.5, wrongWrites: 0 } as const;

/** A fixture's verdict that meets "read as exported" (a pasted-twice file may instead be refused as such). */
export const isRead = (read: string): boolean => read === 'read as exported' || read.startsWith('refused as it may be:');

const figuresOf = (scores: readonly FixtureScore[]): Figures => {
  const lines = scores.reduce((s, f) => s + f.lines, 0);
  const right = scores.reduce((s, f) => s + f.right, 0);
  const suggested = scores.reduce((s, f) => s + f.suggested.length, 0);
  const percent = (n: number) => (lines === 0 ? 100 : Math.floor((10_000 * n) / lines) / 100);
  return {
    lines,
    right,
    percentRight: percent(right),
    suggested,
    percentStated: percent(right - suggested),
    wrongLines: lines - right,
    unsure: scores.reduce((s, f) => s + f.wrong.filter((w) => isUnsure(w.reason)).length, 0),
    wrongWrites: scores.reduce((s, f) => s + f.wrongWrites.length, 0),
  };
};

export function summarise(fixtures: readonly FixtureScore[]): CorpusScore {
  const figures = {} as CorpusScore['figures'];
  for (const plan of ['heavy', 'household'] as const) {
    const of = fixtures.filter((f) => f.plan === plan);
    figures[plan] = {
      tuning: figuresOf(of.filter((f) => f.part === 'tuning')),
      'held-out': figuresOf(of.filter((f) => f.part === 'held-out')),
      all: figuresOf(of),
    };
  }
  const count = (keys: string[]) => keys.reduce<Record<string, number>>((acc, k) => ((acc[k] = (acc[k] ?? 0) + 1), acc), {});
  const wrong = fixtures.flatMap((f) => f.wrong);
  const reasons = count(wrong.map((w) => w.reason));
  const tags = count(wrong.flatMap((w) => w.tags.filter((t) => !t.startsWith('ynab:'))));
  const writes = count(fixtures.flatMap((f) => f.wrongWrites.map((w) => w.kind)));
  const layouts = fixtures.map((f) => ({ layout: f.layout, bank: f.bank, fixture: f.name, part: f.part, read: f.read }));
  const everyLayoutRead = layouts.every((l) => isRead(l.read));
  const met =
    everyLayoutRead &&
    (['heavy', 'household'] as const).every(
      (p) => figures[p].all.percentRight >= GOAL.percentRight && figures[p].all.wrongWrites <= GOAL.wrongWrites,
    );
  return { fixtures: [...fixtures], figures, layouts, reasons, tags, writes, goal: { ...GOAL, everyLayoutRead, met } };
}

export async function scoreCorpus(parts: readonly Part[] = ['tuning', 'held-out']): Promise<CorpusScore> {
  const scores: FixtureScore[] = [];
  for (const part of parts) for (const truth of loadTruths(part)) scores.push(await scoreFixture(truth, PARTS[part]));
  return summarise(scores);
}
