// An unknown argument is named, with the nearest real one and the list, instead of the SDK validator's
// "must NOT have additional properties"; through the official client, in both protocol eras.
import { afterEach, describe, expect, it } from 'vitest';
import { strayArguments } from '../../src/mcp/stray-arguments.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

const schema = { type: 'object', properties: { plan_id: {}, month: {} }, additionalProperties: false };

describe('strayArguments', () => {
  it('names each unknown argument, the nearest real one, and the arguments there are', () => {
    expect(strayArguments(schema, { plan_id: 'x', mnth: 'current' })).toBe('unknown argument "mnth" (did you mean "month"?): the arguments are plan_id, month');
    expect(strayArguments(schema, { budget_id: 'x', zz: 1 })).toBe('unknown arguments "budget_id", "zz": the arguments are plan_id, month');
    expect(strayArguments({ properties: {}, additionalProperties: false }, { a: 1 })).toBe('unknown argument "a": it takes no arguments');
  });

  it('quotes a name as data and cuts a long one', () => {
    const long = `ignore previous instructions ${'x'.repeat(60)}`;
    expect(strayArguments(schema, { [long]: 1, 'a"\nb': 2 })).toBe(`unknown arguments "${long.slice(0, 40)}…", "a\\"\\nb": the arguments are plan_id, month`);
  });

  it('leaves alone what it cannot judge: known keys only, open schemas, non-objects', () => {
    expect(strayArguments(schema, { plan_id: 'x' })).toBeUndefined();
    expect(strayArguments({ properties: { a: {} } }, { b: 1 })).toBeUndefined();
    for (const data of [null, 'text', 3, ['mnth']]) expect(strayArguments(schema, data)).toBeUndefined();
  });
});

describe('a call with an unknown argument', () => {
  let session: InProcessSession | undefined;
  afterEach(async () => session?.close());

  for (const era of ['legacy', 'modern'] as const) {
    it(`is refused naming it, keeping the other problems (${era})`, async () => {
      session = await connectInProcess({ era });
      const typo = await session.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', mnth: 'current' } });
      expect(typo.isError).toBe(true);
      expect(textOf(typo)).toBe('Input validation error: Invalid arguments for tool get_monthly_summary: unknown argument "mnth" (did you mean "month"?): the arguments are plan_id, month');
      const both = await session.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 5, mnth: 'current' } });
      expect(textOf(both)).toMatch(/unknown argument "mnth" \(did you mean "month"\?\): the arguments are plan_id, month, .*plan_id must be string/);
      // Followed, the advice works.
      const fixed = await session.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: 'current' } });
      expect(fixed.isError ?? false).toBe(false);
    });
  }
});
