// Answer size on the heavy plan (bench/heavy-plan.ts: 50,000 transactions over ten years), issue #28: each
// tool's default answer (bench/answer-sizes.ts: a year of statements, a 24-month forecast, the review queue…)
// is at most 24,000 characters of text, what the strictest client keeps; and every tool, called with the
// arguments that make its answer largest (largest limits, longest periods, most items, longest texts), answers
// at most 100,000 characters, as text and as structuredContent; every list that was cut says so (a count, a
// cursor or a `more`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY_PLAN_ID, heavyPlan } from '../../bench/heavy-plan.ts';
import {
  ANSWER_CEILING,
  DEFAULT_ANSWER_GOAL,
  defaultCalls,
  heavyExamples,
  heavyIds,
  measureDefaults,
  type HeavyIds,
} from '../../bench/answer-sizes.ts';
import { definitions } from '../../generated/registry.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/paths.ts';

const P = HEAVY_PLAN_ID;
const TODAY = '2026-09-25';
const GROUPS = ['Bills', 'Everyday', 'Insurance and taxes', 'Subscriptions', 'Family', 'Fun', 'Travel', 'Savings goals'];

type Args = Record<string, unknown>;
type Answer = Record<string, unknown>;
interface Ids extends HeavyIds {
  maxItems: (tool: string, param: string) => number;
}

let plan: DemoPlan;
let fake: FakeYnab;
let s: InProcessSession;
let ids: Ids;
let examples: Map<string, Args>;
const largest = new Map<string, { chars: number; variant: string }>();

beforeAll(async () => {
  plan = heavyPlan();
  fake = new FakeYnab({ plans: [plan], lastUsedPlanId: P, today: TODAY });
  s = await connectInProcess({ fake, env: { AVENIR_MCP_WRITE: '1' } });
  const schema = (tool: string) => definitions.find((d) => d.name === tool)!.input as { properties: Record<string, { maxItems?: number }> };
  ids = { ...heavyIds(plan), maxItems: (tool, param) => schema(tool).properties[param]!.maxItems! };
  examples = await heavyExamples(ids, ROOT);
});

afterAll(async () => {
  const rows = [...largest]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tool, l]) => `${tool.padEnd(28)} ${String(l.chars).padStart(7)}  ${l.variant}`);
  console.log(`largest answer per tool on the heavy plan (characters of text; ceiling ${ANSWER_CEILING}):\n${rows.join('\n')}`);
  await s.close();
});

/** Calls a tool, checks both forms of the answer against the ceiling, records the largest; the answer. */
async function measured(tool: string, variant: string, args: Args, expectOk = true): Promise<Answer> {
  const r = await s.client.callTool({ name: tool, arguments: args });
  const text = textOf(r);
  if (expectOk) expect(r.isError, `${tool} ${variant}: ${text.slice(0, 300)}`).toBeFalsy();
  const chars = JSON.stringify(r.structuredContent ?? null).length;
  expect(text.length, `${tool} ${variant} (text)`).toBeLessThanOrEqual(ANSWER_CEILING);
  expect(chars, `${tool} ${variant} (structuredContent)`).toBeLessThanOrEqual(ANSWER_CEILING);
  if (chars > (largest.get(tool)?.chars ?? -1)) largest.set(tool, { chars, variant });
  return (r.structuredContent ?? {}) as Answer;
}

const list = (a: Answer, key: string) => a[key] as unknown[];
const x = (n: number, c: string) => c.repeat(n);
const nextYear = '2027-09-24';

/** Per tool: its largest-answer variants, and the checks that a cut list says it was cut. */
const CASES: Record<string, (example: Args) => Promise<void>> = {
  list_plans: async (e) => void (await measured('list_plans', 'example', e)),
  list_accounts: async (e) => expect(list(await measured('list_accounts', 'example', e), 'accounts')).toHaveLength(plan.accounts.length),
  list_category_groups: async (e) => void (await measured('list_category_groups', 'example', e)),
  list_payees: async (e) => {
    await measured('list_payees', 'example', e);
    const a = await measured('list_payees', 'limit 200', { plan_id: P, limit: 200 });
    // total counts every payee the search matched: more than shown means the list was cut.
    expect(list(a, 'payees')).toHaveLength(200);
    expect(a.total as number).toBeGreaterThan(200);
  },
  list_scheduled_transactions: async (e) => {
    await measured('list_scheduled_transactions', 'example', e);
    await measured('list_scheduled_transactions', '366 days', { plan_id: P, since_date: TODAY, until_date: nextYear });
  },
  find_transactions: async (e) => {
    await measured('find_transactions', 'example', e);
    const a = await measured('find_transactions', '366 days, limit 200', {
      plan_id: P,
      since_date: '2025-09-25',
      until_date: TODAY,
      limit: 200,
    });
    expect(list(a, 'transactions')).toHaveLength(200);
    expect(a).toMatchObject({ truncated: true });
    expect(a.total as number).toBeGreaterThan(200);
  },
  suggest_categories: async (e) => {
    await measured('suggest_categories', 'example', e);
    const first = await measured('suggest_categories', 'limit 200', { plan_id: P, limit: 200 });
    expect(list(first, 'items')).toHaveLength(200);
    expect(first.pending_count).toBe(ids.pending.length);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await measured('suggest_categories', 'limit 200, second page', { plan_id: P, limit: 200, cursor: first.next_cursor });
    expect(list(second, 'items')).toHaveLength(200);
  },
  get_monthly_summary: async (e) => void (await measured('get_monthly_summary', 'example', e)),
  get_category_balances: async (e) => {
    await measured('get_category_balances', 'example', e);
    await measured('get_category_balances', 'include_empty', { plan_id: P, include_empty: true });
  },
  get_budget_vs_actual: async (e) => void (await measured('get_budget_vs_actual', 'example', e)),
  get_spending_trends: async (e) => {
    await measured('get_spending_trends', 'example', e);
    expect(list(await measured('get_spending_trends', '24 months', { plan_id: P, months_count: 24 }), 'months')).toHaveLength(24);
  },
  get_net_worth_trend: async (e) => {
    await measured('get_net_worth_trend', 'example', e);
    expect(list(await measured('get_net_worth_trend', '24 months', { plan_id: P, months_count: 24 }), 'months')).toHaveLength(24);
  },
  get_age_of_money: async (e) => {
    await measured('get_age_of_money', 'example', e);
    await measured('get_age_of_money', '24 months', { plan_id: P, months_count: 24 });
  },
  get_savings_rate: async (e) => {
    await measured('get_savings_rate', 'example', e);
    await measured('get_savings_rate', '24 months', { plan_id: P, months_count: 24 });
  },
  get_runway: async (e) => {
    await measured('get_runway', 'example', e);
    const a = await measured('get_runway', '24 months, every group essential', { plan_id: P, months_count: 24, essential_groups: GROUPS });
    expect(list(a, 'accounts').length + (a.accounts_more as number)).toBeGreaterThan(0);
  },
  get_underfunded_targets: async (e) => {
    await measured('get_underfunded_targets', 'example', e);
    const a = await measured('get_underfunded_targets', 'limit 200', { plan_id: P, limit: 200 });
    expect(a.more).toBe(0);
    const one = await measured('get_underfunded_targets', 'limit 1', { plan_id: P, limit: 1 });
    expect(list(one, 'targets').length + (one.more as number)).toBe(list(a, 'targets').length);
  },
  get_debt_payoff_plan: async (e) => {
    await measured('get_debt_payoff_plan', 'example', e);
    // The smallest budget it accepts (the minimum payments) pays off slowest: the longest plans.
    await measured('get_debt_payoff_plan', '1200 months, the smallest budget', {
      plan_id: P,
      strategy: 'both',
      max_months: 1200,
      monthly_budget: 1150,
    });
    await measured('get_debt_payoff_plan', '1200 months', { plan_id: P, strategy: 'both', max_months: 1200 });
  },
  find_recurring_charges: async (e) => {
    await measured('find_recurring_charges', 'example', e);
    const all = await measured('find_recurring_charges', 'income too, limit 200', { plan_id: P, include_income: true, limit: 200 });
    const one = await measured('find_recurring_charges', 'limit 1', { plan_id: P, include_income: true, limit: 1 });
    expect(list(one, 'charges').length + (one.more as number)).toBe(list(all, 'charges').length + (all.more as number));
  },
  forecast_balance: async (e) => {
    await measured('forecast_balance', 'example', e);
    const oneOffs = Array.from({ length: 100 }, (_, i) => ({
      date: `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      amount: -10 - i,
      label: x(100, 'L'),
    }));
    const a = await measured('forecast_balance', '24 months, 100 one-offs', { plan_id: P, until: '2028-09', one_offs: oneOffs });
    const assumptions = a.assumptions as Answer;
    // The scheduled occurrences listed plus those counted in scheduled_more are all of the period's.
    const period = await measured('list_scheduled_transactions', 'the forecast period', {
      plan_id: P,
      since_date: '2026-09-26',
      until_date: '2027-09-25',
    });
    expect(list(period, 'occurrences').length).toBeGreaterThan(0);
    expect(list(assumptions, 'scheduled').length).toBeLessThanOrEqual(100);
    if ((assumptions.scheduled_more as number) > 0) expect(list(assumptions, 'scheduled')).toHaveLength(100);
    if ((assumptions.recurring_more as number) > 0) expect(list(assumptions, 'recurring')).toHaveLength(100);
    expect(list(a, 'months')).toHaveLength(25);
  },
  reconcile_account: async (e) => {
    await measured('reconcile_account', 'example', e);
    for (const account of ['acc-checking', 'acc-credit-card', 'acc-investments']) {
      const a = await measured('reconcile_account', `${account}, far from the bank`, {
        plan_id: P,
        account_id: account,
        bank_balance: -999_999,
      });
      const analysis = a.analysis as Answer;
      expect(list(analysis, 'uncleared')).toHaveLength(Math.min(50, analysis.uncleared_count as number));
      // Agreeing with the bank: the preview of marking every cleared transaction reconciled.
      const agreed = await measured('reconcile_account', `${account}, agreeing`, {
        plan_id: P,
        account_id: account,
        bank_balance: (analysis.cleared_balance as number) ?? 0,
      });
      expect(agreed.status).toBe('confirmation_required');
    }
  },
  apply_categories: async (e) => {
    await measured('apply_categories', 'example', e);
    const n = ids.maxItems('apply_categories', 'assignments');
    const a = await measured('apply_categories', `${n} assignments`, {
      plan_id: P,
      assignments: ids.pending.slice(0, n).map((id) => ({ transaction_id: id, category_id: 'cat-groceries' })),
    });
    expect(list(a, 'changes').length + (a.unchanged_count as number)).toBe(n);
  },
  flag_transactions: async (e) => {
    await measured('flag_transactions', 'example', e);
    const n = ids.maxItems('flag_transactions', 'flags');
    const a = await measured('flag_transactions', `${n} flags`, {
      plan_id: P,
      flags: ids.pending.slice(0, n).map((id) => ({ transaction_id: id, color: 'purple' })),
    });
    expect(list(a, 'changes').length + (a.unchanged_count as number)).toBe(n);
  },
  review_transactions: async (e) => {
    await measured('review_transactions', 'example', e);
    const n = ids.maxItems('review_transactions', 'items');
    // Every field on each, the longest memo YNAB keeps: the widest answer the tool gives.
    const a = await measured('review_transactions', `${n} items, every field`, {
      plan_id: P,
      items: ids.pending
        .slice(0, n)
        .map((id) => ({ transaction_id: id, category_id: 'cat-groceries', approved: true, flag: 'purple', memo: x(500, '€') })),
    });
    expect(list(a, 'changes').length).toBe(n);
    // Issue #32's figure: the 200 are written in one request, on the heavy plan.
    const writes = () => fake.log.filter((l) => l.method !== 'GET').length;
    const before = writes();
    const applied = await measured('review_transactions', `${n} items, applied`, {
      plan_id: P,
      items: ids.pending
        .slice(0, n)
        .map((id) => ({ transaction_id: id, category_id: 'cat-groceries', approved: true, flag: 'purple', memo: x(500, '€') })),
      confirmation: a.confirmation,
    });
    expect([applied.status, list(applied, 'changes').length, writes() - before]).toEqual(['applied', n, 1]);
    // Undone with its code, so the heavy plan is as the other tools' cases expect it: the largest undo of a review.
    const undo = await measured('undo_operation', `of a review of ${n}`, { plan_id: P, operation_id: applied.operation_id });
    expect(undo).toMatchObject({ status: 'confirmation_required', kind: 'review', restored: n });
    const undone = await measured('undo_operation', `of a review of ${n}, applied`, {
      plan_id: P,
      operation_id: applied.operation_id,
      confirmation: undo.confirmation,
    });
    expect(undone).toMatchObject({ status: 'applied', restored: n, conflicts: [] });
  },
  // The answer is a count: an empty list sends nothing (each write to the heavy fake takes seconds).
  approve_transactions: async () => void (await measured('approve_transactions', 'no ids', { plan_id: P, tx_ids: [] })),
  create_transactions: async (e) => {
    await measured('create_transactions', 'example', e);
    const n = ids.maxItems('create_transactions', 'transactions');
    const transactions = Array.from({ length: n }, (_, i) => ({
      date: `2026-09-${20 + (i % 5)}`,
      amount: -1 - i,
      payee_name: `${i} ${x(195, '€')}`,
      memo: x(500, '€'),
      category_id: 'cat-groceries',
    }));
    const a = await measured('create_transactions', `${n} transactions, longest payees and memos`, {
      plan_id: P,
      account_id: 'acc-checking',
      transactions,
      allow_duplicates: true,
    });
    expect(list(a, 'transactions')).toHaveLength(n);
  },
  split_transaction: async (e) => {
    await measured('split_transaction', 'example', e, false);
    const { id, amount } = ids.splittable;
    const lines = Array.from({ length: 50 }, (_, i) => ({
      amount: i < 49 ? -0.01 : (amount + 490) / 1000,
      category_id: 'cat-groceries',
      memo: x(500, 'M'),
    }));
    expect(
      list(await measured('split_transaction', '50 lines, longest memos', { plan_id: P, transaction_id: id, lines }), 'lines'),
    ).toHaveLength(50);
  },
  rename_payee: async (e) => {
    await measured('rename_payee', 'example', e);
    await measured('rename_payee', 'longest name', { plan_id: P, payee_id: ids.payee, name: x(500, 'N') });
  },
  update_category: async (e) => {
    await measured('update_category', 'example', e);
    await measured('update_category', 'longest name, other group', {
      plan_id: P,
      category_id: 'cat-sports',
      name: x(100, 'C'),
      category_group_id: 'grp-family',
    });
  },
  create_category: async (e) => void (await measured('create_category', 'longest name', { ...e, name: x(100, 'C') })),
  set_category_budget: async (e) => void (await measured('set_category_budget', 'example', e)),
  set_category_target: async (e) => void (await measured('set_category_target', 'example', e)),
  move_money: async (e) => void (await measured('move_money', 'example', e)),
  import_transactions: async (e) => {
    // The two last cases on a server of their own, on the same plan: the cases before them spent most of one
    // server's hourly YNAB budget (180 requests).
    await s.close();
    s = await connectInProcess({ fake, env: { AVENIR_MCP_WRITE: '1' } });
    await measured('import_transactions', 'nothing new', e);
    // A bank that held back fifty transactions: every new id is listed (fifty only: the fake imports slowly).
    fake.queueImport(
      P,
      Array.from({ length: 50 }, (_, i) => ({ account_id: 'acc-checking', date: TODAY, amount: -1000 - i, payee_name: `BANK ${i}` })),
    );
    expect(list(await measured('import_transactions', '50 new', e), 'transaction_ids')).toHaveLength(50);
  },
  match_statement: async (e) => {
    await measured('match_statement', 'example', e);
    const a = await measured('match_statement', '2,000 lines, longest labels', bigStatement());
    for (const key of ['matched', 'missing', 'extra', 'disagreements', 'duplicates'] as const) {
      const shown = list(a, key).length;
      const all = (a.counts as Record<string, number>)[key]!;
      // A cut list says so: its count is larger, and the message tells.
      expect(shown).toBeLessThanOrEqual(all);
      if (shown < all) expect(a.message).toContain('counts gives every list');
    }
  },
  delete_rule: async (e) => {
    // The rule it deletes, saved first with its code.
    const rule = { plan_id: P, rule: { name: 'Streaming', conditions: { amount: { min: -20, max: -10 } }, actions: { flag: 'blue' } } };
    const preview = await measured('save_rule', 'a rule to delete', rule);
    await measured('save_rule', 'a rule to delete, applied', { ...rule, confirmation: preview.confirmation });
    expect(await measured('delete_rule', 'example', e)).toMatchObject({ status: 'confirmation_required' });
  },
  apply_statement: async (e) => {
    await measured('apply_statement', 'example', e);
    const a = await measured('apply_statement', '2,000 lines, longest labels (the preview)', bigStatement());
    expect(a.status).toBe('confirmation_required');
  },
  undo_operation: async (e) => {
    await measured('undo_operation', 'nothing to undo', e, false);
    // The largest undo: of an apply_categories with as many assignments as it takes, applied with a code.
    const n = ids.maxItems('apply_categories', 'assignments');
    const args = { plan_id: P, assignments: ids.pending.slice(-n).map((id) => ({ transaction_id: id, category_id: 'cat-restaurants' })) };
    const preview = await measured('apply_categories', `${n} assignments`, args);
    const applied = await measured('apply_categories', `${n} assignments, applied`, { ...args, confirmation: preview.confirmation });
    expect(applied.status).toBe('applied');
    const undo = await measured('undo_operation', `of ${n} assignments`, { plan_id: P });
    expect(undo).toMatchObject({ status: 'confirmation_required', restored: n });
    expect(list(undo, 'changes')).toHaveLength(n);
  },
};

/** A 2,000-line CSV of Checking's last transactions, every label and memo as long as the answer shows them. */
function bigStatement(): Args {
  const recent = plan.transactions
    .filter((t) => !t.deleted && t.account_id === 'acc-checking' && t.date <= TODAY)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-2000);
  const rows = recent.map(
    (t, i) =>
      `${t.date};${i % 2 === 0 ? x(120, '€') : 'CHECKING'};${x(120, 'm')};${(t.amount / 1000 + (i % 7 === 0 ? -0.5 : 0)).toFixed(2)}`,
  );
  // Fifty lines printed twice in place (same-day identical charges, listed as duplicates): a run repeated is refused as pasted twice.
  return {
    plan_id: P,
    account_id: 'acc-checking',
    content: ['Date;Description;Memo;Amount', ...rows.flatMap((row, i) => (i < 50 ? [row, row] : [row]))].join('\n'),
  };
}

describe('default answers on the heavy plan', () => {
  it(`are each at most ${DEFAULT_ANSWER_GOAL} characters of text, and answer (a write's preview, not a refusal)`, async () => {
    const calls = defaultCalls(plan, ids, examples);
    expect(calls.map((c) => c.tool).sort()).toEqual(definitions.map((d) => d.name).sort());
    // A plan and a session of their own: undo's default follows a write, and the requests count against
    // their own hourly budget, not the cases' below.
    const own = await connectInProcess({
      fake: new FakeYnab({ plans: [heavyPlan()], lastUsedPlanId: P, today: TODAY }),
      env: { AVENIR_MCP_WRITE: '1' },
    });
    const sizes = await measureDefaults(calls, async (tool, args) => {
      const r = await own.client.callTool({ name: tool, arguments: args });
      return { text: textOf(r), isError: r.isError === true };
    }).finally(() => own.close());
    expect(sizes.filter((z) => z.isError).map((z) => z.tool)).toEqual([]);
    const over = sizes.filter((z) => z.chars > DEFAULT_ANSWER_GOAL).map((z) => `${z.tool} (${z.what}): ${z.chars}`);
    expect(over).toEqual([]);
    // The heavy cases are heavy: a year of statements and a 24-month forecast are not tiny answers.
    const of = (tool: string) => sizes.find((z) => z.tool === tool)!.chars;
    expect(Math.min(of('match_statement'), of('forecast_balance'), of('suggest_categories'), of('undo_operation'))).toBeGreaterThan(5_000);
  });
});

describe('answer size on the heavy plan', () => {
  it('has cases only for tools that exist', () => {
    expect(Object.keys(CASES).filter((name) => !definitions.some((d) => d.name === name))).toEqual([]);
  });
  // The two that change the plan go last: the others see the heavy plan as built.
  const last = ['import_transactions', 'undo_operation'];
  for (const definition of [...definitions.filter((d) => !last.includes(d.name)), ...definitions.filter((d) => last.includes(d.name))]) {
    it(`${definition.name}: every answer at most 100,000 characters, every cut list says so`, async () => {
      // A tool with no case of its own (a new one) is measured on its docs example; its largest variants go in CASES.
      const run = CASES[definition.name] ?? (async (e: Args) => void (await measured(definition.name, 'example', e)));
      await run(examples.get(definition.name)!);
    });
  }
});
