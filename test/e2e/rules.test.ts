// The rules tools over stdio (the real process, the loopback fake), in both protocol eras through the official
// client (issue #32): a rule saved after its dry run was asked, listed and exported, applied in one write,
// deleted, and each undone; the rules file beside the journal the process was given.
import { describe, expect, it } from 'vitest';
import { callTool, textOf, type Args } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';

const PLAN = 'demo-budget';
const RULE = {
  name: 'Groceries',
  conditions: { payee: { contains: 'market fresh' } },
  actions: { category_id: 'cat-groceries', approve: true },
};

describe.each(['legacy', 'modern'] as const)('the rules tools over stdio (%s)', (era) => {
  const asked: string[] = [];
  const s = stdioOver(loopbackYnab(`rules-${era}`), {
    era,
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: (m) => (asked.push(m), { action: 'accept', content: { value: true } }),
  });
  const call = (name: string, args: Args) => callTool(s, name, { plan_id: PLAN, ...args });
  const market = () =>
    ['tx-046', 'tx-050', 'tx-051'].map((id) => {
      const t = s.fake
        .snapshot()
        .plans.find((p) => p.id === PLAN)!
        .data.transactions.find((x) => x.id === id)!;
      return [t.category_id ?? null, t.approved];
    });

  it('saves a rule after its dry run, lists and exports it, applies it in one write, and undoes each step', async () => {
    const saved = await call('save_rule', { rule: RULE });
    expect(saved.structuredContent, textOf(saved)).toMatchObject({ status: 'applied', dry_run: { matched: 11, changed: 3 } });
    expect(asked.at(-1)).toMatch(/^Save the new rule ‘Groceries’ \(position 1 of 1\)\?\n/);
    const listed = await call('list_rules', { as_file: true });
    expect(listed.structuredContent).toMatchObject({ rules: [{ position: 1, rule: { name: 'Groceries' } }] });
    expect(String(listed.structuredContent?.file)).toMatch(/^# avenir-mcp rules/);
    const before = market();
    const applied = await call('apply_rules', {});
    expect(applied.structuredContent, textOf(applied)).toMatchObject({ status: 'applied', conflicts: 0, more: 0 });
    expect(market()).toEqual(before.map(() => ['cat-groceries', true]));
    const undoApply = await call('undo_operation', { operation_id: applied.structuredContent?.operation_id });
    expect(undoApply.structuredContent).toMatchObject({ status: 'applied', kind: 'rules_applied', restored: 3 });
    expect(market()).toEqual(before);
    const deleted = await call('delete_rule', { name: 'Groceries' });
    expect(deleted.structuredContent).toMatchObject({ status: 'applied' });
    expect((await call('list_rules', {})).structuredContent?.rules).toEqual([]);
    const undoDelete = await call('undo_operation', {});
    expect(undoDelete.structuredContent).toMatchObject({ status: 'applied', kind: 'rule_deleted', restored: 1 });
    expect((await call('list_rules', {})).structuredContent?.rules).toHaveLength(1);
  });
});
