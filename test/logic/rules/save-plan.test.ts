// Examples for src/logic/rules/save-plan.ts: save_rule's checks in order (the rule's shape, its texts one line,
// the rule against the plan, the account, the list's memos, the reach), its place, nothing to do, the question
// with the dry run; and an import: the file read strictly, the plan's part chosen, each rule checked, the
// question listing what changes.
import { describe, expect, it } from 'vitest';
import { categoryLookup } from '../../../src/logic/classify/category-lookup.ts';
import type { Tried } from '../../../src/logic/rules/dry-run.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';
import { rulesFileText } from '../../../src/logic/rules/rules-file.ts';
import { planImportRules, planSaveRule, type SavePlan } from '../../../src/logic/rules/save-plan.ts';
import { categoryGroups } from '../fixtures/demo.ts';
import { reviewTransactions } from '../fixtures/review-transactions.ts';

const lookup = categoryLookup(categoryGroups);
const names = { categories: lookup.names, accounts: new Map([['acc-checking', 'Checking']]) };
const facts = { lookup, transferPayees: ['Transfer : Savings'], accountIds: new Set(['acc-checking']), names };
const txs: Tried[] = reviewTransactions.filter((t) => t.date >= '2026-09-01');
const GROCERIES = { name: 'Groceries', conditions: { payee: { contains: 'market fresh' } }, actions: { category_id: 'cat-groceries' } };
const saved = (rules: Rule[] = []) => rules;
const ok = (plan: SavePlan) => {
  if (!plan.ok || plan.nothing) throw new Error(JSON.stringify(plan));
  return plan;
};
const asRule = (given: typeof GROCERIES): Rule => ({ ...given, enabled: true }) as Rule;

describe('planSaveRule', () => {
  it('places a new rule last, tries it, and words the question with its figures and sample', () => {
    const plan = ok(planSaveRule(GROCERIES, undefined, saved(), facts, txs));
    expect(plan.next).toEqual([asRule(GROCERIES)]);
    expect(plan.edits).toEqual([{ name: 'Groceries', before: null, after: { position: 1, rule: asRule(GROCERIES) } }]);
    expect(plan.run).toMatchObject({ matched: 3, changed: 3 });
    expect(plan.question).toBe(
      'Save the new rule ‘Groceries’ (position 1 of 1)?\n' +
        '- it: when payee contains ‘market fresh’ → category Groceries\n' +
        `- in the last 12 months it matches 3 of ${txs.filter((t) => !t.deleted).length} transaction(s); apply_rules would change 3\n` +
        '- would change 2026-09-05 CB MARKET FRESH FACT 050926 525130******1 -66.12\n' +
        '- would change 2026-09-19 CB MARKET FRESH FACT 190926 525130******1 -71.86\n' +
        '- would change 2026-09-19 CB MARKET FRESH FACT 190926 525130******1 -71.86',
    );
  });

  it('words a change with what the rule was, a rule matching nothing, and its conflicts either way', () => {
    const before = asRule(GROCERIES);
    const other: Rule = {
      name: 'Dining',
      enabled: true,
      conditions: { payee: { starts_with: 'market' } },
      actions: { category_id: 'cat-restaurants' },
    };
    const plan = ok(
      planSaveRule({ ...GROCERIES, actions: { category_id: 'cat-restaurants', flag: 'red' } }, 2, [before, other], facts, txs),
    );
    expect(plan.question.split('\n').slice(0, 3)).toEqual([
      'Change rule ‘Groceries’ (position 2 of 2)?',
      '- now: when payee contains ‘market fresh’ → category Restaurants, flag red',
      '- was: when payee contains ‘market fresh’ → category Groceries (position 1)',
    ]);
    const first = ok(planSaveRule(GROCERIES, 1, [other], facts, txs));
    expect(first.question).toContain(
      '- conflict with rule ‘Dining’ on category_id in 3 transaction(s): ‘Groceries’ wins, being higher in the list',
    );
    const second = ok(planSaveRule(GROCERIES, 2, [other], facts, txs));
    expect(second.question).toContain('‘Dining’ wins, being higher in the list');
    const none = ok(planSaveRule({ ...GROCERIES, conditions: { payee: { equals: 'nobody' } } }, undefined, [], facts, txs));
    expect(none.question).toContain('- in the last 12 months it matches no transaction: it does nothing until one comes');
  });

  it('is nothing to do for the same rule at the same place, and trims the agent’s texts first', () => {
    const rule = asRule(GROCERIES);
    expect(planSaveRule({ ...GROCERIES, name: ' Groceries ' }, undefined, [rule], facts, txs)).toEqual({
      ok: true,
      nothing: true,
      same: { name: 'Groceries', position: 1 },
    });
    expect(
      ok(planSaveRule({ ...GROCERIES, name: 'Groceries' }, 2, [rule, { ...rule, name: 'B' }], facts, txs)).next.map((r) => r.name),
    ).toEqual(['B', 'Groceries']);
    // The same place with other actions is a change.
    expect(ok(planSaveRule({ ...GROCERIES, actions: { flag: 'red' } }, undefined, [rule], facts, txs)).edits[0]!.before).toEqual({
      position: 1,
      rule,
    });
    const trimmed = ok(
      planSaveRule({ ...GROCERIES, conditions: { label: { contains: ' CB ' } }, actions: { memo: ' shop ' } }, undefined, [], facts, txs),
    );
    expect(trimmed.next[0]).toMatchObject({ conditions: { label: { contains: 'CB' } }, actions: { memo: 'shop' } });
  });

  it.each([
    [
      { ...GROCERIES, conditions: { payee: { contains: 'a', equals: 'b' } } },
      { error: 'bad_rule', problem: 'rule.conditions.payee needs exactly one of equals, contains, starts_with' },
    ],
    [
      { ...GROCERIES, name: 'two\nlines' },
      { error: 'not_one_line', what: 'Rule name', text: 'two lines' },
    ],
    [
      { ...GROCERIES, conditions: { memo: { contains: 'x\u202e' } } },
      { error: 'not_one_line', what: 'The memo condition of rule Groceries' },
    ],
    // The rule's own reader refuses a memo YNAB would not keep as shown: several lines, or over 500 characters.
    [
      { ...GROCERIES, actions: { memo: 'x\n' + 'y' } },
      { error: 'bad_rule', problem: 'rule.actions.memo is not one line of at most 500 characters' },
    ],
    [
      { ...GROCERIES, actions: { memo: 'é'.repeat(501) } },
      { error: 'bad_rule', problem: 'rule.actions.memo is not one line of at most 500 characters' },
    ],
    [
      { ...GROCERIES, conditions: {} },
      { error: 'no_condition', name: 'Groceries' },
    ],
    [
      { ...GROCERIES, conditions: { payee: { contains: 'transfer' } } },
      { error: 'transfer_payee', payee: 'Transfer : Savings' },
    ],
    [
      { ...GROCERIES, conditions: { account_id: 'acc-closed' } },
      { error: 'unknown_account', ids: 'acc-closed' },
    ],
    [
      { ...GROCERIES, conditions: { amount: { max: 1e9 } } },
      { error: 'matches_everything', name: 'Groceries' },
    ],
  ])('refuses %j', (given, refusal) => {
    expect(planSaveRule(given, undefined, [], facts, txs)).toMatchObject({ ok: false, ...refusal });
  });

  it('passes an account the plan has, and refuses a list that would both set and test memos', () => {
    expect(planSaveRule({ ...GROCERIES, conditions: { account_id: 'acc-checking', sign: 'outflow' } }, undefined, [], facts, txs).ok).toBe(
      true,
    );
    const tester: Rule = { name: 'T', enabled: true, conditions: { memo: { contains: 'x' } }, actions: { flag: 'red' } };
    expect(planSaveRule({ ...GROCERIES, actions: { memo: 'x' } }, undefined, [tester], facts, txs)).toMatchObject({ error: 'memo_both' });
  });
});

describe('planImportRules', () => {
  const file = (plans: Record<string, Rule[]>) => rulesFileText(new Map(Object.entries(plans)));
  const A = asRule(GROCERIES);
  const B: Rule = {
    name: 'Streaming',
    enabled: true,
    conditions: { payee: { contains: 'streamflix' } },
    actions: { category_id: 'cat-subscriptions' },
  };

  it('replaces the list with the plan’s part of the file, or the file’s one plan, and words each change', () => {
    const plan = ok(
      planImportRules(file({ 'demo-budget': [B, { ...A, actions: { flag: 'red' } }], other: [] }), 'demo-budget', [A], facts, txs),
    );
    expect(plan.next.map((r) => r.name)).toEqual(['Streaming', 'Groceries']);
    expect(plan.run).toBeNull();
    expect(plan.question).toBe(
      "Replace this plan's 1 rule(s) with the file's 2?\n" +
        '- add ‘Streaming’ at position 1: when payee contains ‘streamflix’ → category Subscriptions (matches 1, would change 1)\n' +
        '- change ‘Groceries’ at position 2: when payee contains ‘market fresh’ → flag red (matches 3, would change 3)',
    );
    expect(ok(planImportRules(file({ elsewhere: [B] }), 'demo-budget', [A], facts, txs)).question).toContain('- remove ‘Groceries’');
    expect(planImportRules(file({ 'demo-budget': [A] }), 'demo-budget', [A], facts, txs)).toEqual({ ok: true, nothing: true });
  });

  it.each([
    ['version: 1\nplans:\n  demo-budget:\n    - name: A\n', { error: 'rules_file_refused', line: 4 }],
    [file({ a: [], b: [] }), { error: 'rules_file_plans', plans: 'a, b' }],
    ['version: 1\n', { error: 'rules_file_plans', plans: 'none' }],
    [file({ 'demo-budget': [{ ...A, actions: { category_id: 'cat-nope' } }] }), { error: 'unknown_category' }],
    [
      file({
        'demo-budget': [
          { ...A, actions: { memo: 'm' } },
          { ...B, conditions: { memo: { contains: 'm' } } },
        ],
      }),
      { error: 'memo_both' },
    ],
    [file({ 'demo-budget': [{ ...A, conditions: { amount: { max: 1e9 } } }] }), { error: 'matches_everything' }],
  ])('refuses %j', (text, refusal) => {
    expect(planImportRules(text, 'demo-budget', [], facts, txs)).toMatchObject({ ok: false, ...refusal });
  });
});
