// Pins amounts across currencies: a 3-decimal plan (KWD) answers exactly as the 2-decimal demo (same
// milliunits), a 0-decimal plan (JPY) answers whole amounts, and every amount is YNAB's milliunits ÷ 1000
// (no tool returns milliunits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import type { ToolModel } from '../../codegen/model.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/paths.ts';
import { demoWith, jpy, kwd } from './currency-plans.ts';
import { demoStatementsDir } from '../../src/config.ts';

const AMOUNT_KEYS = new Set([
  'amount',
  'balance',
  'cleared_balance',
  'uncleared_balance',
  'budgeted',
  'activity',
  'income',
  'ready_to_assign',
  'actual',
  'inflows',
  'outflows',
  'monthly_amount',
  'yearly_amount',
  'yearly_total',
  'start_balance',
  'start',
  'end',
  'lowest',
  'variable_monthly',
  'monthly_income',
  'assets',
  'debts',
  'net_worth',
  'first_net_worth',
  'last_net_worth',
  'liquid',
  'owed_on_cards',
  'monthly_spending',
  'spending',
  'saved',
  'average_saved',
  'moved_to_tracking',
  'needed',
  'left',
  'covered',
  'short_by',
  'owed',
  'minimum_payment',
  'escrow',
  'monthly_budget',
  'interest',
  'paid',
  'total_interest',
  'total_paid',
  'interest_saved_by_avalanche',
]);

// Monthly interest is rounded to the plan's smallest unit, so the payoff simulations differ in fils.
const DEBT_PLAN_KEYS = new Set(['plans', 'interest_saved_by_avalanche', 'months_saved_by_avalanche']);

// What may differ between a 2- and a 3-decimal plan holding the same milliunits: sentences (and target texts)
// print the plan's decimals, and the forecast spreads its variable spending in the plan's smallest unit, so its daily low
// points differ by a fraction of a cent (test/tools/forecast_balance.test.ts pins them).
function sameMilliunits(tool: string, answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value) =>
    key === 'message' ||
    key === 'notes' ||
    (tool === 'forecast_balance' && key === 'lowest') ||
    (tool === 'get_underfunded_targets' && key === 'target') ||
    // The rules file names the plan by its id.
    (tool === 'list_rules' && key === 'file') ||
    (tool === 'get_debt_payoff_plan' && DEBT_PLAN_KEYS.has(key))
      ? undefined
      : value,
  );
}

function amounts(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) amounts(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (AMOUNT_KEYS.has(k) && typeof v === 'number') out.push(v);
      else amounts(v, out);
    }
  }
  return out;
}

const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;

/** Whether a tool's output schema has an amount field anywhere: its answer on the demo plans then holds amounts. */
function declaresAmounts(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(declaresAmounts);
  if (schema === null || typeof schema !== 'object') return false;
  const { properties } = schema as { properties?: Record<string, unknown> };
  if (properties && Object.keys(properties).some((k) => AMOUNT_KEYS.has(k))) return true;
  return Object.values(schema).some(declaresAmounts);
}

let s: InProcessSession;
let tools: ToolModel[];

beforeAll(async () => {
  const fake = demoWith(kwd, jpy);
  // The statement tools' examples name the demo's statement file.
  s = await connectInProcess({ fake, env: { AVENIR_MCP_STATEMENT_DIRS: demoStatementsDir()! } });
  tools = (await loadModel(defaultContext(ROOT))).tools.filter((t) => t.kind === 'read' && 'plan_id' in t.example.arguments);
});
afterAll(async () => s.close());

const answer = async (tool: ToolModel, planId: string) => {
  const r = await s.client.callTool({ name: tool.name, arguments: { ...tool.example.arguments, plan_id: planId } });
  expect(r.isError, `${tool.name} on ${planId}`).toBeFalsy();
  return r.structuredContent;
};

describe('currencies', () => {
  it('answers a 3-decimal plan exactly as the 2-decimal demo, for every read tool', async () => {
    for (const tool of tools) {
      expect(sameMilliunits(tool.name, await answer(tool, kwd.id)), tool.name).toEqual(
        sameMilliunits(tool.name, await answer(tool, 'demo-budget')),
      );
    }
  });

  it('answers whole amounts on a 0-decimal plan, and every amount is milliunits ÷ 1000', async () => {
    // The demo statement's cents cannot be a yen plan's: match_statement refuses it (statement_decimals).
    const statement = tools.find((t) => t.name === 'match_statement')!;
    const refused = await s.client.callTool({ name: statement.name, arguments: { ...statement.example.arguments, plan_id: jpy.id } });
    expect(JSON.stringify(refused.content)).toContain('Line 6: the amount -66.12 has more decimals than this plan');
    for (const tool of tools.filter((t) => t !== statement)) {
      const found = amounts(await answer(tool, jpy.id));
      expect(found.length > 0, tool.name).toBe(declaresAmounts(tool.outputSchema));
      for (const x of found) expect(Number.isInteger(x), `${tool.name}: ${x}`).toBe(true);
    }
    const raw = s.fake.handle({
      method: 'GET',
      path: `/plans/${jpy.id}/accounts`,
      query: new URLSearchParams(),
      headers: { authorization: 'Bearer t' },
    });
    const milli = (raw.body as { data: { accounts: { id: string; balance: number }[] } }).data.accounts;
    const listed = (await answer(tools.find((t) => t.name === 'list_accounts')!, jpy.id)) as {
      accounts: { id: string; balance: number }[];
    };
    for (const a of listed.accounts) expect(a.balance).toBe(milli.find((m) => m.id === a.id)!.balance / 1000);
  });

  it('shows each plan with its currency', async () => {
    const r = await s.client.callTool({ name: 'list_plans', arguments: {} });
    const plans = (r.structuredContent as { plans: { id: string; currency: unknown }[] }).plans;
    expect(plans.map((p) => [p.id, p.currency])).toEqual([
      ['demo-budget', { iso_code: 'EUR', decimal_digits: 2 }],
      [kwd.id, { iso_code: 'KWD', decimal_digits: 3 }],
      [jpy.id, { iso_code: 'JPY', decimal_digits: 0 }],
    ]);
  });

  it('keeps at most the plan’s decimals in every amount of the 3-decimal plan', async () => {
    for (const tool of tools) for (const x of amounts(await answer(tool, kwd.id))) expect(decimals(x)).toBeLessThanOrEqual(3);
  });
});
