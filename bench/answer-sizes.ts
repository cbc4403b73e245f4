// Answer sizes on the heavy plan (issue #28): each tool's default answer, called as a person's first question
// would call it (the docs example's required arguments re-pointed at the heavy plan, nothing optional, and
// the issue's heavy cases: a year of statements, a 24-month forecast, the whole review queue), must fit the
// strictest client's window, 24,000 characters of text; any arguments at all stay within 100,000.
// Shared by test/robustness/answer-size.test.ts (which fails above the goal) and `npm run bench` (the
// per-tool table of docs/performance.md). Character counts are deterministic: the plan is seeded.
import { defaultContext, loadModel } from '../codegen/index.ts';
import { definitions } from '../generated/registry.ts';
import type { DemoPlan } from '../src/fake-ynab/model/plan-types.ts';
import { HEAVY_PLAN_ID, HEAVY_TODAY } from './heavy-plan.ts';
import { avenirEnv, firstText, SERVER_ENTRY, type BenchSetup } from './measure.ts';
import { spawnServer } from './servers.ts';

/** Characters of text a default answer may have (Codex keeps about 25,000 of an MCP result). */
export const DEFAULT_ANSWER_GOAL = 24_000;
/** Characters of text any answer may have, whatever its arguments. */
export const ANSWER_CEILING = 100_000;

export type Args = Record<string, unknown>;

/** The bench's today, a year earlier: the start of "a year" of statements and transactions. */
const YEAR_AGO = `${Number(HEAVY_TODAY.slice(0, 4)) - 1}${HEAVY_TODAY.slice(4)}`;

export interface HeavyIds {
  /** Pending transactions (no category, unapproved, on a budget account, not split, not a transfer), newest first. */
  pending: string[];
  /** A pending transaction of at least 10.00 out, to split. */
  splittable: { id: string; amount: number };
  payee: string;
}

export function heavyIds(plan: DemoPlan): HeavyIds {
  const budget = new Set(plan.accounts.filter((a) => a.on_budget).map((a) => a.id));
  const pending = plan.transactions
    .filter(
      (t) =>
        !t.deleted &&
        t.category_id === null &&
        !t.approved &&
        t.transfer_account_id === null &&
        t.subtransactions.length === 0 &&
        budget.has(t.account_id),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  const split = pending.find((t) => t.amount <= -10_000)!;
  return {
    pending: pending.map((t) => t.id),
    splittable: { id: split.id, amount: split.amount },
    payee: plan.payees.find((p) => p.transfer_account_id === null && !p.deleted)!.id,
  };
}

/** Each tool's docs example with its demo ids replaced by the heavy plan's. */
export async function heavyExamples(ids: HeavyIds, root?: string): Promise<Map<string, Args>> {
  const demoToHeavy: Record<string, string> = {
    'demo-budget': HEAVY_PLAN_ID,
    'cat-tennis': 'cat-sports',
    'pay-012': ids.payee,
    'tx-046': ids.splittable.id,
    'tx-048': ids.pending[0]!,
    'tx-049': ids.pending[1]!,
    'tx-050': ids.pending[2]!,
    'tx-051': ids.pending[3]!,
  };
  const examples = new Map<string, Args>();
  for (const tool of (await loadModel(defaultContext(root))).tools) {
    examples.set(
      tool.name,
      JSON.parse(JSON.stringify(tool.example.arguments), (_, v: unknown) => (typeof v === 'string' ? (demoToHeavy[v] ?? v) : v)) as Args,
    );
  }
  return examples;
}

/**
 * A year of Checking as its bank exports it (date, the payee's name as a bank prints it, amount), with what a
 * real year holds that YNAB does not: every 25th transaction left off the bank's side (an extra), a weekly
 * card fee YNAB lacks (missing), every 15th manual entry off by a tip (a disagreement: an imported amount is
 * the bank's own, so only a manual one can disagree), and some charges printed twice (duplicates).
 */
export function yearStatement(plan: DemoPlan): string {
  const names = new Map(plan.payees.map((p) => [p.id, p.name]));
  const label = (payeeId: string | null) => `${(names.get(payeeId ?? '') ?? 'CARD PURCHASE').toUpperCase().replaceAll('"', '')} 4412`;
  const year = plan.transactions
    .filter((t) => !t.deleted && t.account_id === 'acc-checking' && t.date > YEAR_AGO && t.date <= HEAVY_TODAY)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const rows: [date: string, text: string, milli: number][] = [];
  year.forEach((t, i) => {
    if (i % 25 === 24) return;
    const tip = t.import_id === null && i % 15 === 0 ? -1_500 : 0;
    rows.push([t.date, label(t.payee_id), t.amount + tip]);
    if (i % 60 === 30) rows.push([t.date, label(t.payee_id), t.amount + tip]);
  });
  for (const t of year.filter((_, i) => i % 7 === 3).slice(0, 52)) rows.push([t.date, 'FRAIS CARTE INTERNATIONALE 4412', -1_250]);
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  return ['Date,Description,Amount', ...rows.map(([date, text, milli]) => `${date},"${text}",${(milli / 1000).toFixed(2)}`)].join('\n');
}

export interface DefaultCall {
  tool: string;
  /** What the call asks, for the table. */
  what: string;
  args: Args;
  /** A confirmed write made first (its code passed back), for a tool whose answer is about the last change. */
  after?: { tool: string; args: Args };
}

/**
 * Every tool's default call, in registry order, except that the two that change the plan go last. Required
 * arguments only (from the docs example), with the issue's heavy cases where the example is light.
 */
/** A rule the heavy plan's defaults save, delete and apply: small outflows flagged. */
const SMALL_OUTFLOWS = { name: 'Small outflows', conditions: { amount: { min: -20, max: -10 } }, actions: { flag: 'blue' } };

export function defaultCalls(plan: DemoPlan, ids: HeavyIds, examples: ReadonlyMap<string, Args>): DefaultCall[] {
  const statement = { account_id: 'acc-checking', content: yearStatement(plan) };
  const heavy: Record<string, { what: string; args: Args }> = {
    match_statement: { what: 'a year of Checking as a CSV', args: statement },
    apply_statement: { what: 'a year of Checking as a CSV (the preview)', args: statement },
    forecast_balance: { what: '24 months ahead', args: { until: `${Number(HEAVY_TODAY.slice(0, 4)) + 2}${HEAVY_TODAY.slice(4, 7)}` } },
    find_transactions: { what: 'the last year', args: { since_date: YEAR_AGO } },
    suggest_categories: { what: 'the review queue, first page', args: {} },
    // An empty list: approving acts at once, and the answer is a count.
    approve_transactions: { what: 'no ids (the answer is a count)', args: { tx_ids: [] } },
    split_transaction: { what: 'a pending transaction in two', args: splitInTwo(ids.splittable) },
    save_rule: { what: 'a rule tried on 12 months', args: { rule: SMALL_OUTFLOWS } },
  };
  // Undo's answer is about the last change: the review queue's first page (50 lines) categorised.
  const categorised = {
    plan_id: HEAVY_PLAN_ID,
    assignments: ids.pending.slice(0, 50).map((id) => ({ transaction_id: id, category_id: 'cat-groceries' })),
  };
  const last = ['import_transactions', 'undo_operation'];
  const ordered = [...definitions.filter((d) => !last.includes(d.name)), ...definitions.filter((d) => last.includes(d.name))];
  return ordered.map((d) => {
    const required = new Set((d.input as { required?: string[] }).required ?? []);
    const example = Object.fromEntries(Object.entries(examples.get(d.name) ?? {}).filter(([k]) => required.has(k)));
    if (d.name === 'undo_operation')
      return {
        tool: d.name,
        what: 'after 50 categorisations were applied',
        args: example,
        after: { tool: 'apply_categories', args: categorised },
      };
    // Deleting needs a rule saved first; applying applies the one saved before it.
    if (d.name === 'delete_rule')
      return {
        tool: d.name,
        what: 'a rule saved just before',
        args: { ...example, name: SMALL_OUTFLOWS.name },
        after: { tool: 'save_rule', args: { plan_id: HEAVY_PLAN_ID, rule: SMALL_OUTFLOWS } },
      };
    const extra = heavy[d.name];
    return { tool: d.name, what: extra?.what ?? 'required arguments only', args: { ...example, ...extra?.args } };
  });
}

function splitInTwo({ id, amount }: HeavyIds['splittable']): Args {
  const half = Math.trunc(amount / 2 / 10) * 10;
  return {
    transaction_id: id,
    lines: [
      { amount: half / 1000, category_id: 'cat-groceries' },
      { amount: (amount - half) / 1000, category_id: 'cat-household' },
    ],
  };
}

export interface AnswerSize {
  tool: string;
  what: string;
  chars: number;
  isError: boolean;
}

/** Calls each default and counts its text's characters (what a client that keeps text only receives). */
export async function measureDefaults(
  calls: readonly DefaultCall[],
  call: (tool: string, args: Args) => Promise<{ text: string; isError: boolean }>,
): Promise<AnswerSize[]> {
  const sizes: AnswerSize[] = [];
  for (const c of calls) {
    if (c.after) {
      const preview = JSON.parse((await call(c.after.tool, c.after.args)).text) as { status?: string; confirmation?: string };
      if (preview.status !== 'confirmation_required') throw new Error(`${c.after.tool} before ${c.tool}: ${preview.status}, not a preview`);
      const done = JSON.parse((await call(c.after.tool, { ...c.after.args, confirmation: preview.confirmation })).text) as {
        status?: string;
      };
      if (done.status !== 'applied') throw new Error(`${c.after.tool} before ${c.tool}: ${done.status}, not applied`);
    }
    const r = await call(c.tool, c.args);
    sizes.push({ tool: c.tool, what: c.what, chars: r.text.length, isError: r.isError });
  }
  return sizes;
}

/** The per-tool table of docs/performance.md. */
export function renderAnswerSizes(sizes: readonly AnswerSize[]): string {
  const over = sizes.filter((s) => s.chars > DEFAULT_ANSWER_GOAL);
  const rows = [...sizes]
    .sort((a, b) => b.chars - a.chars || a.tool.localeCompare(b.tool))
    .map(
      (s) =>
        `| ${s.tool} | ${s.what}${s.isError ? ' (a refusal)' : ''} | ${s.chars.toLocaleString('en-US')} | ${((100 * s.chars) / DEFAULT_ANSWER_GOAL).toFixed(0)} % |`,
    );
  return [
    '## Answer sizes on the heavy plan',
    '',
    `Each tool's default answer on the heavy plan (over stdio in \`npm run bench\`; the counts are the same in process), in characters of its text block (the answer's JSON; structuredContent is the same JSON). Goal: at most ${DEFAULT_ANSWER_GOAL.toLocaleString('en-US')} characters, what the strictest client keeps; ${over.length === 0 ? 'every tool meets it' : `${over.length} tool(s) above it: ${over.map((s) => s.tool).join(', ')}`}. A longer list is cut with its count and a cursor or \`more\`, and the answer says so; with any arguments an answer stays within ${ANSWER_CEILING.toLocaleString('en-US')} characters (test/robustness/answer-size.test.ts tries each tool's largest). Character counts do not depend on the machine.`,
    '',
    '| Tool | Default call | Characters | Of the goal |',
    '| --- | --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** The defaults over stdio, on the bench's own server build and fake (`npm run bench`). */
export async function answerSizesOverStdio(setup: BenchSetup, plan: DemoPlan): Promise<AnswerSize[]> {
  const ids = heavyIds(plan);
  const calls = defaultCalls(plan, ids, await heavyExamples(ids, setup.root));
  const server = await spawnServer([SERVER_ENTRY], setup.root, avenirEnv(setup, true));
  try {
    return await measureDefaults(calls, async (tool, args) => {
      const r = await server.client.callTool({ name: tool, arguments: args });
      return { text: firstText(r), isError: r.isError === true };
    });
  } finally {
    await server.close();
  }
}
