// delete_rule in process on the demo plan (issue #32): an unknown name refused with the names there are, the
// question showing the rule, the rule gone from the file, and undo putting it back at its place.
import { describe, expect, it } from 'vitest';
import { callTool, textOf, type Args } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';
const rule = (name: string, payee: string) => ({
  name,
  conditions: { payee: { contains: payee } },
  actions: { category_id: 'cat-subscriptions' },
});
const fresh = sessionPerTest();
const call = (name: string, args: Args) => callTool(fresh.s, name, args);
const names = async () => {
  const r = await call('list_rules', { plan_id: PLAN });
  return (r.structuredContent!.rules as { rule: { name: string } }[]).map((x) => x.rule.name);
};

describe('delete_rule', () => {
  it('refuses a name the plan has no rule by, listing those it has', async () => {
    await fresh.open('accept');
    await call('save_rule', { plan_id: PLAN, rule: rule('Streaming', 'streamflix') });
    fresh.s.asked.length = 0;
    const r = await call('delete_rule', { plan_id: PLAN, name: 'Streamin' });
    expect([r.isError, textOf(r)]).toEqual([
      true,
      'This plan has no rule named ‘Streamin’ (its rules: ‘Streaming’): use a name list_rules gives.',
    ]);
    expect(fresh.s.asked).toEqual([]);
  });

  it('asks, deletes, and its undo puts the rule back at its place', async () => {
    await fresh.open('accept');
    for (const [name, payee] of [
      ['Streaming', 'streamflix'],
      ['Phone', 'telco'],
      ['Internet', 'fibernet'],
    ])
      await call('save_rule', { plan_id: PLAN, rule: rule(name!, payee!) });
    fresh.s.asked.length = 0;
    const r = await call('delete_rule', { plan_id: PLAN, name: 'Phone' });
    expect(fresh.s.asked).toEqual(['Delete rule ‘Phone’ (position 2 of 3)?\n- it: when payee contains ‘telco’ → category Subscriptions']);
    expect(r.structuredContent).toMatchObject({ status: 'applied', preview: fresh.s.asked[0] });
    expect(await names()).toEqual(['Streaming', 'Internet']);
    const undo = await call('undo_operation', { plan_id: PLAN });
    expect(undo.structuredContent).toMatchObject({ status: 'applied', kind: 'rule_deleted', restored: 1 });
    expect(fresh.s.asked[1]).toBe(
      'Undo: set 1 rule(s) back as they were?\n- restore ‘Phone’ at position 2: when payee contains ‘telco’ → category Subscriptions',
    );
    expect(await names()).toEqual(['Streaming', 'Phone', 'Internet']);
  });

  it('on the code path, answers confirmation_required, then deletes with the code', async () => {
    await fresh.open();
    const save = await call('save_rule', { plan_id: PLAN, rule: rule('Streaming', 'streamflix') });
    await call('save_rule', { plan_id: PLAN, rule: rule('Streaming', 'streamflix'), confirmation: save.structuredContent?.confirmation });
    const first = await call('delete_rule', { plan_id: PLAN, name: 'Streaming' });
    expect(first.structuredContent).toMatchObject({ status: 'confirmation_required', operation_id: null });
    const second = await call('delete_rule', { plan_id: PLAN, name: 'Streaming', confirmation: first.structuredContent?.confirmation });
    expect(second.structuredContent?.message).toBe(
      `Deleted rule ‘Streaming’. To put it back, call undo_operation with operation_id ${String(second.structuredContent?.operation_id)}.`,
    );
    expect(await names()).toEqual([]);
  });
});
