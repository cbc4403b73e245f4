// Examples for src/logic/undo/rule-edit.ts: a rule edit's journal details read back defensively (every rule
// checked as the rules file checks it; an edit with a malformed place or naming another rule dropped), and the
// undo's question.
import { describe, expect, it } from 'vitest';
import type { RuleEdit } from '../../../src/logic/rules/edit-plan.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';
import { parseRuleEdits, undoRulesQuestion } from '../../../src/logic/undo/rule-edit.ts';

const r = (name: string): Rule => ({
  name,
  enabled: true,
  conditions: { payee: { contains: 'x' } },
  actions: { category_id: 'cat-groceries' },
});
const names = { categories: new Map([['cat-groceries', 'Groceries']]), accounts: new Map<string, string>() };

describe('parseRuleEdits', () => {
  it('reads back the edits as journaled, a JSON round trip', () => {
    const edits: RuleEdit[] = [
      { name: 'A', before: null, after: { position: 1, rule: r('A') } },
      { name: 'B', before: { position: 2, rule: r('B') }, after: null },
    ];
    expect(parseRuleEdits(JSON.parse(JSON.stringify({ edits })))).toEqual(edits);
  });

  it.each([
    ['no details', undefined],
    ['no edits', {}],
    ['not a list', { edits: 'A' }],
    ['a name that is no text', { edits: [{ name: 1, before: null, after: { position: 1, rule: r('A') } }] }],
    ['neither side', { edits: [{ name: 'A', before: null, after: null }] }],
    ['a position below 1', { edits: [{ name: 'A', before: null, after: { position: 0, rule: r('A') } }] }],
    ['a position that is no whole number', { edits: [{ name: 'A', before: null, after: { position: 1.5, rule: r('A') } }] }],
    ['a rule the file would refuse', { edits: [{ name: 'A', before: null, after: { position: 1, rule: { name: 'A' } } }] }],
    ['a place that is no object', { edits: [{ name: 'A', before: 'x', after: { position: 1, rule: r('A') } }] }],
    ['a side naming another rule', { edits: [{ name: 'A', before: { position: 1, rule: r('B') }, after: { position: 1, rule: r('A') } }] }],
    ['an after naming another rule', { edits: [{ name: 'A', before: null, after: { position: 1, rule: r('B') } }] }],
    ['an item that is no object', { edits: [null] }],
  ])('drops %s', (_what, details) => {
    expect(parseRuleEdits(details)).toEqual([]);
  });
});

describe('undoRulesQuestion', () => {
  it('words each rule set back, removed or restored, then the conflicts', () => {
    const edits: RuleEdit[] = [
      { name: 'A', before: null, after: { position: 1, rule: r('A') } },
      { name: 'B', before: { position: 2, rule: r('B') }, after: null },
      { name: 'C', before: { position: 3, rule: r('C') }, after: null },
    ];
    expect(undoRulesQuestion(edits, { restored: ['A', 'B'], conflicts: ['C'] }, names)).toBe(
      'Undo: set 2 rule(s) back as they were?\n' +
        '- remove ‘A’\n' +
        '- restore ‘B’ at position 2: when payee contains ‘x’ → category Groceries\n' +
        '- 1 item(s) changed since and will be left alone',
    );
  });
});
