// Examples for src/logic/rules/describe.ts: every condition and action in words, names looked up (an id without
// a name shown as it is), texts cleaned and capped, and a rule as list_rules returns it.
import { describe, expect, it } from 'vitest';
import { describeRule, shownRule } from '../../../src/logic/rules/describe.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';

const names = { categories: new Map([['cat-groceries', 'Groceries']]), accounts: new Map([['acc-checking', 'Checking']]) };
const rule = (conditions: Rule['conditions'], actions: Rule['actions'], enabled = true): Rule => ({
  name: 'R',
  enabled,
  conditions,
  actions,
});

describe('describeRule', () => {
  it('words each condition and action, in a fixed order', () => {
    expect(
      describeRule(
        rule(
          {
            payee: { equals: 'market' },
            label: { contains: 'CB ' },
            memo: { starts_with: 'weekly' },
            amount: { equals: -12.5 },
            sign: 'outflow',
            account_id: 'acc-checking',
            day_of_month: { from: 28, to: 3 },
          },
          { category_id: 'cat-groceries', flag: 'red', memo: 'shop', approve: true },
        ),
        names,
      ),
    ).toBe(
      'when payee is ‘market’ and bank label contains ‘CB’ and memo starts with ‘weekly’ and amount is -12.5 and an outflow and account Checking and day 28 to 3 of the month → category Groceries, flag red, memo ‘shop’, approve',
    );
  });

  it.each([
    [{ amount: { min: -50, max: -10 } }, 'amount from -50 to -10'],
    [{ amount: { min: 100 } }, 'amount at least 100'],
    [{ amount: { max: 0 } }, 'amount at most 0'],
    [{ amount: {} }, ''],
    [{ sign: 'inflow' as const }, 'an inflow'],
    [{ account_id: 'acc-gone' }, 'account acc-gone'],
  ])('words %j', (conditions, words) => {
    expect(describeRule(rule(conditions, { approve: true }), names)).toBe(`when ${words} → approve`);
  });

  it('says a flag removed, a memo cleared, an unknown category by its id, and a disabled rule', () => {
    expect(describeRule(rule({ sign: 'outflow' }, { flag: null, memo: ' ', category_id: 'cat-x' }, false), names)).toBe(
      'when an outflow → category cat-x, no flag, memo cleared (disabled)',
    );
  });

  it('cleans texts: one line, no invisible characters, capped at 80 code points', () => {
    const words = describeRule(rule({ payee: { contains: `a\nb\u202e${'x'.repeat(100)}` } }, { approve: true }), names);
    expect(words).toBe(`when payee contains ‘a b${'x'.repeat(76)}…’ → approve`);
    expect(words).not.toContain('\n');
  });
});

describe('shownRule', () => {
  it('cleans every text of the rule, keeping its numbers, booleans and nulls', () => {
    expect(shownRule(rule({ payee: { contains: 'a\u200bb' }, amount: { min: -1 } }, { flag: null, approve: true }, false))).toEqual(
      rule({ payee: { contains: 'ab' }, amount: { min: -1 } }, { flag: null, approve: true }, false),
    );
  });
});
