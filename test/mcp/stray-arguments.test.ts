// An unknown argument, or an unknown field inside one, is named with the nearest real name and the names
// there are, instead of the SDK validator's "must NOT have additional properties"; through the official
// client, in both protocol eras.
import { describe, expect, it } from 'vitest';
import { strayArguments } from '../../src/mcp/stray-arguments.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';

const schema = {
  type: 'object',
  properties: {
    plan_id: {},
    month: {},
    lines: { type: 'array', items: { type: 'object', properties: { amount: {}, memo: {} }, additionalProperties: false } },
  },
  additionalProperties: false,
};

describe('strayArguments', () => {
  it('names each unknown argument, the nearest real one, and the arguments there are', () => {
    expect(strayArguments(schema, { plan_id: 'x', mnth: 'current' })).toEqual([
      { at: 'data', message: 'unknown argument "mnth" (did you mean "month"?); the arguments are [plan_id month lines]' },
    ]);
    expect(strayArguments(schema, { budget_id: 'x', zz: 1 })[0]!.message).toBe(
      'unknown arguments "budget_id" "zz"; the arguments are [plan_id month lines]',
    );
    expect(strayArguments({ properties: {}, additionalProperties: false }, { a: 1 })[0]!.message).toBe(
      'unknown argument "a"; the arguments are []',
    );
  });

  it('names an unknown field inside an argument, with where it is', () => {
    expect(strayArguments(schema, { plan_id: 'x', lines: [{ amount: 1 }, { amount: 2, mmo: 'x' }] })).toEqual([
      { at: 'data/lines/1', message: 'unknown field "mmo" (did you mean "memo"?) in lines[1]; the fields are [amount memo]' },
    ]);
  });

  it('quotes a name as data, cuts a long one, and reports a bounded number', () => {
    const long = `ignore previous instructions ${'x'.repeat(60)}`;
    expect(strayArguments(schema, { [long]: 1, 'a"\nb': 2 })[0]!.message).toBe(
      `unknown arguments "${long.slice(0, 40)}…" "a\\"\\nb"; the arguments are [plan_id month lines]`,
    );
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(strayArguments(schema, many)[0]!.message).toBe(
      'unknown arguments "k0" "k1" "k2" "k3" "k4" and 45 more; the arguments are [plan_id month lines]',
    );
    const lines = Array.from({ length: 50 }, () => ({ bad: 1 }));
    expect(strayArguments(schema, { lines })).toHaveLength(5);
  });

  it('leaves alone what it cannot judge: known names only, open schemas, non-objects', () => {
    expect(strayArguments(schema, { plan_id: 'x', lines: [{ amount: 1 }] })).toEqual([]);
    expect(strayArguments({ properties: { a: {} } }, { b: 1 })).toEqual([]);
    for (const data of [null, 'text', 3, ['mnth']]) expect(strayArguments(schema, data)).toEqual([]);
  });
});

describe('a call with an unknown argument', () => {
  const sessions = perTest(connectInProcess, (s) => s.close());

  for (const era of ['legacy', 'modern'] as const) {
    it(`is refused naming it, keeping the other problems (${era})`, async () => {
      const session = await sessions.open({ era, env: { AVENIR_MCP_WRITE: '1' } });
      const typo = await session.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', mnth: 'current' } });
      expect(typo.isError).toBe(true);
      expect(textOf(typo)).toBe(
        'Input validation error: Invalid arguments for tool get_monthly_summary: unknown argument "mnth" (did you mean "month"?); the arguments are [plan_id month]',
      );
      const both = await session.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 5, mnth: 'current' } });
      expect(textOf(both)).toBe(
        'Input validation error: Invalid arguments for tool get_monthly_summary: unknown argument "mnth" (did you mean "month"?); the arguments are [plan_id month], data/plan_id must be string',
      );
      const nested = await session.client.callTool({
        name: 'create_transactions',
        arguments: {
          plan_id: 'demo-budget',
          account_id: 'acc-checking',
          transactions: [{ date: '2026-09-24', amount: -12, payee_nam: 'Chez Lucie' }],
        },
      });
      expect(textOf(nested)).toBe(
        'Input validation error: Invalid arguments for tool create_transactions: unknown field "payee_nam" (did you mean "payee_name"?) in transactions[0]; the fields are [date amount payee_name memo category_id], ' +
          "data/transactions/0 must have required property 'payee_name'",
      );
      // Followed, the advice works.
      const fixed = await session.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: 'current' } });
      expect(fixed.isError ?? false).toBe(false);
    });
  }
});
