// Examples for src/logic/rules/delete-plan.ts: the rule named taken out with its question, an unknown name
// refused with the names there are (none for an empty list), each cleaned.
import { describe, expect, it } from 'vitest';
import { planDeleteRule } from '../../../src/logic/rules/delete-plan.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';

const names = { categories: new Map([['cat-groceries', 'Groceries']]), accounts: new Map<string, string>() };
const r = (name: string): Rule => ({
  name,
  enabled: true,
  conditions: { payee: { contains: 'x' } },
  actions: { category_id: 'cat-groceries' },
});

describe('planDeleteRule', () => {
  it('takes the rule out and asks about it in words', () => {
    expect(planDeleteRule([r('A'), r('B')], 'B', names)).toEqual({
      ok: true,
      next: [r('A')],
      edits: [{ name: 'B', before: { position: 2, rule: r('B') }, after: null }],
      question: 'Delete rule ‘B’ (position 2 of 2)?\n- it: when payee contains ‘x’ → category Groceries',
    });
  });

  it('refuses a name there is not, naming those there are', () => {
    expect(planDeleteRule([r('A'), r('B\u200b')], 'C\n', names)).toEqual({
      ok: false,
      error: 'unknown_rule',
      name: 'C',
      names: '‘A’, ‘B’',
    });
    expect(planDeleteRule([], 'C', names)).toMatchObject({ names: 'none' });
  });
});
