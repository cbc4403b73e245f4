// apply_rules in process on the demo plan (issue #32): nothing_to_do without rules, refusals before any
// question, the code path in one PATCH with the warm cost of the change check + 1, the rules' conflicts settled
// by their order, the scope, applying twice changing nothing the second time, and the undo.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { callTool, textOf, type Args } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';
const GROCERIES = {
  name: 'Groceries',
  conditions: { payee: { contains: 'market fresh' } },
  actions: { category_id: 'cat-groceries', approve: true },
};
const DINING = {
  name: 'Dining',
  conditions: { payee: { starts_with: 'market' } },
  actions: { category_id: 'cat-restaurants', flag: 'red' },
};
const fresh = sessionPerTest();
const call = (name: string, args: Args) => callTool(fresh.s, name, args);
const writes = () => fresh.s.fake.log.filter((l) => l.method !== 'GET');
const fields = (fake: FakeYnab, ids: string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => {
    const t = plan.data.transactions.find((x) => x.id === id)!;
    return [t.category_id ?? null, t.approved, t.flag_color ?? null];
  });
};
const MARKET = ['tx-046', 'tx-050', 'tx-051'];
const save = async (...rules: object[]) => {
  for (const rule of rules) expect((await call('save_rule', { plan_id: PLAN, rule })).structuredContent?.status).toBe('applied');
  fresh.s.asked.length = 0;
  fresh.s.fake.resetLog();
};

describe('apply_rules', () => {
  it('is nothing_to_do while the plan has no enabled rule, asking YNAB nothing', async () => {
    await fresh.open('accept');
    const r = await call('apply_rules', { plan_id: PLAN });
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      message: 'This plan has no enabled rule: save one with save_rule first.',
      changes: [],
      conflicts: 0,
      left_out: 0,
      more: 0,
      confirmation: null,
      operation_id: null,
    });
    expect(r._meta?.[REQUESTS_META]).toBe(0);
  });

  it.each([
    [
      { since_date: '2025-09-01', until_date: '2025-10-01' },
      'since_date 2025-09-01 is more than 12 months ago: rules apply from 2025-09-25 on.',
    ],
    [{ since_date: '2026-09-20', until_date: '2026-09-10' }, 'until_date 2026-09-10 is before since_date 2026-09-20: swap the two dates.'],
    [{ since_date: '2026-02-30' }, 'since_date ‘2026-02-30’ is not a real date: write it YYYY-MM-DD (for example 2026-09-25).'],
  ])('refuses %j before any request', async (args, message) => {
    await fresh.open('accept');
    await save(GROCERIES);
    const r = await call('apply_rules', { plan_id: PLAN, ...args });
    expect([r.isError, textOf(r)]).toEqual([true, message]);
    expect(fresh.s.fake.log).toEqual([]);
  });

  it('refuses to run while a rule sets a category hidden since, naming the rule', async () => {
    await fresh.open('accept');
    await save(GROCERIES);
    fresh.s.fake.mutate(PLAN, (plan) => {
      plan.category_groups.flatMap((g) => g.categories).find((c) => c.id === 'cat-groceries')!.hidden = true;
    });
    const r = await call('apply_rules', { plan_id: PLAN });
    expect(textOf(r)).toBe(
      'Rule ‘Groceries’ sets category cat-groceries, which is no longer in this plan or is hidden: change the rule with save_rule, or delete it.',
    );
    expect(writes()).toEqual([]);
  });

  it('writes in one PATCH on the code path, the confirming call costing the change check and that PATCH', async () => {
    await fresh.open();
    const rule = { plan_id: PLAN, rule: GROCERIES };
    const code = (await call('save_rule', rule)).structuredContent?.confirmation;
    await call('save_rule', { ...rule, confirmation: code });
    const preview = await call('apply_rules', { plan_id: PLAN });
    expect(preview.structuredContent).toMatchObject({ status: 'confirmation_required', conflicts: 0, more: 0 });
    expect(preview.structuredContent?.changes).toHaveLength(3);
    const applied = await call('apply_rules', { plan_id: PLAN, confirmation: preview.structuredContent?.confirmation });
    expect(applied.structuredContent?.message).toBe(
      `Applied the rules to 3 transaction(s). To set them back, call undo_operation with operation_id ${String(applied.structuredContent?.operation_id)}.`,
    );
    expect(writes().map((l) => `${l.method} ${l.path}`)).toEqual(['PATCH /plans/demo-budget/transactions']);
    expect(applied._meta?.[REQUESTS_META]).toBe(2);
    expect(fields(fresh.s.fake, MARKET)).toEqual(MARKET.map(() => ['cat-groceries', true, null]));
  });

  it('settles conflicts by the rules’ order, and applied twice changes nothing the second time', async () => {
    await fresh.open('accept');
    await save(GROCERIES, DINING);
    const r = await call('apply_rules', { plan_id: PLAN });
    expect(fresh.s.asked[0]).toMatch(
      /^Apply the rules to 3 transaction\(s\)\? Where two rules disagree \(3 transaction\(s\)\), the one higher in the list wins\.\n/,
    );
    expect(r.structuredContent).toMatchObject({ status: 'applied', conflicts: 3 });
    // Groceries wins the category; Dining alone sets the flag.
    expect(fields(fresh.s.fake, MARKET)).toEqual(MARKET.map(() => ['cat-groceries', true, 'red']));
    const again = await call('apply_rules', { plan_id: PLAN });
    expect(again.structuredContent).toMatchObject({
      status: 'nothing_to_do',
      message: 'No rule changes anything among the transactions to review from 2026-08-27 to 2026-09-25.',
    });
  });

  it('with scope uncategorized, leaves alone what is categorised but unapproved', async () => {
    await fresh.open('accept');
    fresh.s.fake.mutate(PLAN, (plan) => {
      plan.transactions.find((t) => t.id === 'tx-046')!.category_id = 'cat-groceries';
    });
    await save(GROCERIES);
    const r = await call('apply_rules', { plan_id: PLAN, scope: 'uncategorized' });
    expect((r.structuredContent!.changes as { transaction_id: string }[]).map((c) => c.transaction_id)).toEqual(['tx-050', 'tx-051']);
    expect(fields(fresh.s.fake, MARKET)).toEqual([
      ['cat-groceries', false, null],
      ['cat-groceries', true, null],
      ['cat-groceries', true, null],
    ]);
  });

  it('is undone as a review: each transaction set back, one changed since left alone', async () => {
    await fresh.open('accept');
    await save(GROCERIES);
    const before = fields(fresh.s.fake, MARKET);
    const r = await call('apply_rules', { plan_id: PLAN });
    fresh.s.fake.mutate(PLAN, (plan) => {
      plan.transactions.find((t) => t.id === 'tx-046')!.approved = false;
    });
    const undo = await call('undo_operation', { plan_id: PLAN, operation_id: r.structuredContent?.operation_id });
    expect(undo.structuredContent).toMatchObject({ status: 'applied', kind: 'rules_applied', restored: 2, conflicts: ['tx-046'] });
    expect(fields(fresh.s.fake, MARKET.slice(1))).toEqual(before.slice(1));
  });
});
