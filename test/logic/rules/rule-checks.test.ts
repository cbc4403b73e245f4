// Examples for src/logic/rules/rule-checks.ts: each refusal of save_rule in its order, and rules that pass.
import { describe, expect, it } from 'vitest';
import { categoryLookup } from '../../../src/logic/classify/category-lookup.ts';
import { decide } from '../../../src/logic/rules/decide.ts';
import { checkMemoUse, checkReach, checkRule } from '../../../src/logic/rules/rule-checks.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';
import { categoryGroups } from '../fixtures/demo.ts';

const lookup = categoryLookup(categoryGroups);
const TRANSFERS = ['Transfer : Savings', 'Transfer : Checking'];
const rule = (fields: Partial<Rule> = {}): Rule => ({
  name: 'market',
  enabled: true,
  conditions: { payee: { equals: 'Market Fresh' } },
  actions: { category_id: 'cat-groceries' },
  ...fields,
});
const check = (r: Rule) => checkRule(r, lookup, TRANSFERS);

describe('checkRule', () => {
  it('passes a rule that tests something and sets a real category', () => {
    expect(check(rule())).toBeUndefined();
    expect(
      check(rule({ actions: { approve: true }, conditions: { amount: { min: -10, max: -10 }, label: { contains: 'cb' } } })),
    ).toBeUndefined();
    expect(check(rule({ conditions: { amount: { min: 5 } } }))).toBeUndefined();
    expect(check(rule({ conditions: { amount: { max: 5 } } }))).toBeUndefined();
    expect(check(rule({ conditions: { amount: { equals: 5 } } }))).toBeUndefined();
    // An exact amount is not a range, whatever else a file holds beside it.
    expect(check(rule({ conditions: { amount: { equals: 5, min: 10, max: 1 } as never } }))).toBeUndefined();
  });

  it('refuses, in order: no condition, an empty text, a range upside down, no action', () => {
    expect(check(rule({ conditions: {}, actions: {} }))).toEqual({ ok: false, error: 'no_condition', name: 'market' });
    expect(check(rule({ conditions: { payee: { contains: ' \u0301 ' } }, actions: {} }))).toEqual({
      ok: false,
      error: 'empty_text',
      name: 'market',
      field: 'payee',
    });
    expect(check(rule({ conditions: { label: { starts_with: '' } } }))).toMatchObject({ error: 'empty_text', field: 'label' });
    expect(check(rule({ conditions: { memo: { equals: '' } } }))).toMatchObject({ error: 'empty_text', field: 'memo' });
    expect(check(rule({ conditions: { amount: { min: -5, max: -10 } }, actions: {} }))).toEqual({
      ok: false,
      error: 'bad_range',
      name: 'market',
      min: -5,
      max: -10,
    });
    expect(check(rule({ actions: {} }))).toEqual({ ok: false, error: 'no_action', name: 'market' });
  });

  it('refuses YNAB’s Uncategorized, then a category that is not assignable', () => {
    expect(check(rule({ actions: { category_id: 'cat-uncategorized' } }))).toEqual({
      ok: false,
      error: 'uncategorized_category',
      category_id: 'cat-uncategorized',
    });
    expect(check(rule({ actions: { category_id: 'cat-nope' } }))).toEqual({
      ok: false,
      error: 'unknown_category',
      category_id: 'cat-nope',
    });
    // Ready to Assign takes transactions, but is YNAB's internal category: no rule sets it (issue #32).
    expect(lookup.assignableIds.has('cat-inflow')).toBe(true);
    expect(check(rule({ actions: { category_id: 'cat-inflow' } }))).toEqual({
      ok: false,
      error: 'unknown_category',
      category_id: 'cat-inflow',
    });
  });

  it('refuses a payee or label condition that holds for a transfer payee', () => {
    expect(check(rule({ conditions: { payee: { starts_with: 'transfer' } } }))).toEqual({
      ok: false,
      error: 'transfer_payee',
      name: 'market',
      payee: 'Transfer : Savings',
    });
    expect(check(rule({ conditions: { label: { contains: ': checking' } } }))).toMatchObject({
      error: 'transfer_payee',
      payee: 'Transfer : Checking',
    });
    expect(check(rule({ conditions: { memo: { contains: 'transfer' } } }))).toBeUndefined();
  });
});

describe('checkMemoUse', () => {
  it('refuses a list where an enabled rule sets memos and an enabled rule tests them', () => {
    const sets = rule({ name: 'sets', actions: { memo: 'x' } });
    const tests = rule({ name: 'tests', conditions: { memo: { contains: 'y' } } });
    expect(checkMemoUse([sets, tests])).toEqual({ ok: false, error: 'memo_both', name: 'sets', other: 'tests' });
    expect(checkMemoUse([sets, { ...tests, enabled: false }])).toBeUndefined();
    expect(checkMemoUse([{ ...sets, enabled: false }, tests])).toBeUndefined();
    expect(checkMemoUse([sets, rule()])).toBeUndefined();
  });

  it('is needed: such a list applied twice changes more the second time', () => {
    const tests = rule({ name: 'tests', conditions: { memo: { contains: 'paid' } }, actions: { category_id: 'cat-rent' } });
    const sets = rule({ name: 'sets', actions: { memo: 'paid' } });
    const tx = { date: '2026-09-19', amount: -71860, account_id: 'acc-checking', payee_name: 'MARKET FRESH', memo: null };
    const first = decide([tests, sets], tx).set;
    expect(first).toEqual({ memo: { value: 'paid', rule: 'sets' } });
    // Once the memo is written, the other rule matches: a second run would recategorise.
    expect(decide([tests, sets], { ...tx, memo: 'paid' }).set.category_id).toEqual({ value: 'cat-rent', rule: 'tests' });
  });
});

describe('checkReach', () => {
  it('refuses a rule matching every transaction tried, when there was one', () => {
    expect(checkReach('all', { tried: 3, matched: 3 })).toEqual({ ok: false, error: 'matches_everything', name: 'all', count: 3 });
    expect(checkReach('some', { tried: 3, matched: 2 })).toBeUndefined();
    expect(checkReach('none', { tried: 0, matched: 0 })).toBeUndefined();
  });
});
