// list_rules in process on the demo plan (issue #32): none at first, then each rule at its place with its
// summary (names looked up, texts cleaned), and with as_file the file that imports back as it was.
import { describe, expect, it } from 'vitest';
import { readRulesFile } from '../../src/logic/rules/rules-file.ts';
import { callTool, expectRequests as expectServed, type Args, type ToolResult } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';
const fresh = sessionPerTest();
const call = (name: string, args: Args) => callTool(fresh.s, name, args);
const expectRequests = (r: ToolResult, n: number) => expectServed(r, fresh.s.fake, n);

describe('list_rules', () => {
  it('says there is no rule yet, asking YNAB nothing', async () => {
    await fresh.open();
    const r = await call('list_rules', { plan_id: PLAN });
    expect(r.structuredContent).toEqual({ message: 'This plan has no rule yet: save_rule makes one.', rules: [], file: null });
    expectRequests(r, 0);
  });

  it('lists the rules in order, in words, and exports them as the file', async () => {
    await fresh.open('accept');
    const rent = {
      name: 'Rent',
      conditions: { payee: { equals: 'landlord sarl' }, day_of_month: { from: 28, to: 3 }, amount: { max: -900 } },
      actions: { category_id: 'cat-rent', approve: true },
    };
    const odd = {
      name: 'Odd\u200b one',
      enabled: false,
      conditions: { account_id: 'acc-checking', sign: 'inflow' },
      actions: { flag: null, memo: '' },
    };
    for (const rule of [rent, { ...odd, name: 'Odd one' }]) await call('save_rule', { plan_id: PLAN, rule });
    const r = await call('list_rules', { plan_id: PLAN, as_file: true });
    const out = r.structuredContent!;
    expect(out.message).toBe('2 rule(s), in the order they apply.');
    expect(out.rules).toEqual([
      {
        position: 1,
        summary: 'when payee is ‘landlord sarl’ and amount at most -900 and day 28 to 3 of the month → category Rent, approve',
        rule: { ...rent, enabled: true },
      },
      {
        position: 2,
        summary: 'when an inflow and account Checking → no flag, memo cleared (disabled)',
        rule: { ...odd, name: 'Odd one' },
      },
    ]);
    const read = readRulesFile(String(out.file));
    expect(read.ok && read.plans.get(PLAN)).toEqual([
      { ...rent, enabled: true },
      { ...odd, name: 'Odd one' },
    ]);
  });
});
