// The rules tools in the write suite (issue #32): save_rule and delete_rule change only the person's rules
// file, never YNAB, and their undo (kinds `rule_saved`, `rule_deleted`) sets the rule back; apply_rules writes
// what the rules set in one PATCH, and its undo (kind `rules_applied`) sets each transaction back.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const PLAN = 'demo-budget';
const MARKET = 'CB MARKET FRESH FACT 190926 525130******1';
const STREAMING = { name: 'Streaming', conditions: { payee: { contains: 'streamflix' } }, actions: { category_id: 'cat-subscriptions' } };
const GROCERIES = {
  name: 'Groceries',
  conditions: { payee: { contains: 'market fresh' } },
  actions: { category_id: 'cat-groceries', approve: true },
};
const noWrite = (fake: FakeYnab) => expect(fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
const market = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ['tx-046', 'tx-050', 'tx-051'].map((id) => {
    const t = plan.data.transactions.find((x) => x.id === id)!;
    return [t.category_id ?? null, t.approved];
  });
};

export const save_rule: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'save_rule',
    args: { plan_id: PLAN, rule: STREAMING },
    question:
      'Save the new rule ‘Streaming’ (position 1 of 1)?\n' +
      '- it: when payee contains ‘streamflix’ → category Subscriptions\n' +
      '- in the last 12 months it matches 4 of 156 transaction(s); apply_rules would change 1\n' +
      '- would change 2026-09-15 STREAMFLIX -13.49',
    before: noWrite,
    applied: (fake, result) => {
      noWrite(fake);
      expect(result).toMatchObject({ dry_run: { tried: 156, matched: 4, changed: 1 } });
    },
    undoQuestion: 'Undo: set 1 rule(s) back as they were?\n- remove ‘Streaming’',
  }),
];

export const delete_rule: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'delete_rule',
    setup: [{ tool: 'save_rule', args: { plan_id: PLAN, rule: STREAMING } }],
    args: { plan_id: PLAN, name: 'Streaming' },
    question: 'Delete rule ‘Streaming’ (position 1 of 1)?\n- it: when payee contains ‘streamflix’ → category Subscriptions',
    before: noWrite,
    applied: noWrite,
    undoQuestion:
      'Undo: set 1 rule(s) back as they were?\n- restore ‘Streaming’ at position 1: when payee contains ‘streamflix’ → category Subscriptions',
  }),
];

export const apply_rules: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'apply_rules',
    setup: [{ tool: 'save_rule', args: { plan_id: PLAN, rule: GROCERIES } }],
    args: { plan_id: PLAN },
    question:
      'Apply the rules to 3 transaction(s)?\n' +
      '- 2026-09-05 CB MARKET FRESH FACT 050926 525130******1 -66.12: category: no category → Groceries; approval: unapproved → approved\n' +
      `- 2026-09-19 ${MARKET} -71.86: category: no category → Groceries; approval: unapproved → approved\n` +
      `- 2026-09-19 ${MARKET} -71.86: category: no category → Groceries; approval: unapproved → approved`,
    before: (fake) =>
      expect(market(fake)).toEqual([
        [null, false],
        [null, false],
        [null, false],
      ]),
    applied: (fake, result) => {
      expect(market(fake)).toEqual([
        ['cat-groceries', true],
        ['cat-groceries', true],
        ['cat-groceries', true],
      ]);
      expect(result).toMatchObject({ conflicts: 0, left_out: 0, more: 0 });
    },
    undoQuestion:
      'Undo: set 3 reviewed transaction(s) back?\n' +
      '- 2026-09-05 CB MARKET FRESH FACT 050926 525130******1 -66.12: category: Groceries → no category; approval: approved → unapproved\n' +
      `- 2026-09-19 ${MARKET} -71.86: category: Groceries → no category; approval: approved → unapproved\n` +
      `- 2026-09-19 ${MARKET} -71.86: category: Groceries → no category; approval: approved → unapproved`,
  }),
];
