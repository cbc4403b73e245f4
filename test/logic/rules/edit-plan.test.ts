// Examples for src/logic/rules/edit-plan.ts: a rule saved in its place (kept, moved, new last, past the end
// last), deleted, a list replaced by an import's, and undo setting each edit back where the rule is still as the
// edit left it — the others conflicts, or, for an uncertain edit, never applied.
import { describe, expect, it } from 'vitest';
import { deleteRule, replaceRules, ruleKey, saveRule, undoRuleEdits } from '../../../src/logic/rules/edit-plan.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';

const r = (name: string, flag: 'red' | 'blue' = 'red'): Rule => ({
  name,
  enabled: true,
  conditions: { payee: { contains: name } },
  actions: { flag },
});
const names = (rules: readonly Rule[]) => rules.map((x) => x.name);
const ABC = [r('A'), r('B'), r('C')];

describe('ruleKey', () => {
  it('is the same whatever order the fields were written in, and null for no rule', () => {
    const shuffled = { actions: { flag: 'red' }, conditions: { payee: { contains: 'A' } }, enabled: true, name: 'A' } as Rule;
    expect(ruleKey(shuffled)).toBe(ruleKey(r('A')));
    expect(ruleKey(r('A', 'blue'))).not.toBe(ruleKey(r('A')));
    expect([ruleKey(null), ruleKey(undefined)]).toEqual([null, null]);
    expect(ruleKey({ ...r('A'), actions: { flag: null } })).toBe(
      '{"actions":{"flag":null},"conditions":{"payee":{"contains":"A"}},"enabled":true,"name":"A"}',
    );
    expect(ruleKey(r('A'))).toBe('{"actions":{"flag":"red"},"conditions":{"payee":{"contains":"A"}},"enabled":true,"name":"A"}');
  });
});

describe('saveRule', () => {
  it('keeps a rule’s place, moves it when asked, puts a new one last, and a place past the end last', () => {
    expect(names(saveRule(ABC, r('B', 'blue')).next)).toEqual(['A', 'B', 'C']);
    expect(saveRule(ABC, r('B', 'blue')).edit).toEqual({
      name: 'B',
      before: { position: 2, rule: r('B') },
      after: { position: 2, rule: r('B', 'blue') },
    });
    expect(names(saveRule(ABC, r('C'), 1).next)).toEqual(['C', 'A', 'B']);
    expect(saveRule(ABC, r('D')).edit).toEqual({ name: 'D', before: null, after: { position: 4, rule: r('D') } });
    expect(names(saveRule(ABC, r('A'), 99).next)).toEqual(['B', 'C', 'A']);
    expect(saveRule(ABC, r('A'), 99).edit.after).toEqual({ position: 3, rule: r('A') });
  });
});

describe('deleteRule', () => {
  it('takes the rule named out, or gives undefined for a name there is not', () => {
    expect(deleteRule(ABC, 'B')).toEqual({
      next: [r('A'), r('C')],
      edit: { name: 'B', before: { position: 2, rule: r('B') }, after: null },
    });
    expect(deleteRule(ABC, 'Z')).toBeUndefined();
  });
});

describe('replaceRules', () => {
  it('lists what an import adds, changes, moves and removes; nothing for the same list', () => {
    expect(
      replaceRules(ABC, [r('C'), r('A', 'blue'), r('B'), r('D')]).map((e) => [
        e.name,
        e.before?.position ?? null,
        e.after?.position ?? null,
      ]),
    ).toEqual([
      ['C', 3, 1],
      ['A', 1, 2],
      ['B', 2, 3],
      ['D', null, 4],
    ]);
    expect(replaceRules(ABC, [r('A')]).map((e) => [e.name, e.after])).toEqual([
      ['B', null],
      ['C', null],
    ]);
    expect(replaceRules(ABC, ABC)).toEqual([]);
    expect(replaceRules(ABC, [r('A', 'blue'), r('B'), r('C')])).toEqual([
      { name: 'A', before: { position: 1, rule: r('A') }, after: { position: 1, rule: r('A', 'blue') } },
    ]);
  });
});

describe('undoRuleEdits', () => {
  it('sets back a save, a delete and an import, each rule in its place', () => {
    const saved = saveRule(ABC, r('B', 'blue'), 3);
    expect(undoRuleEdits(saved.next, [saved.edit], false)).toEqual({ next: ABC, restored: ['B'], conflicts: [], notApplied: [] });
    const deleted = deleteRule(ABC, 'A')!;
    expect(undoRuleEdits(deleted.next, [deleted.edit], false).next).toEqual(ABC);
    const imported = [r('C'), r('D')];
    const edits = replaceRules(ABC, imported);
    const undone = undoRuleEdits(imported, edits, false);
    expect(undone.next).toEqual(ABC);
    expect(undone.restored).toEqual(['C', 'D', 'A', 'B']);
  });

  it('puts rules back from the first place, whatever the order of the edits', () => {
    const before = [r('A'), r('B'), r('X'), r('C')];
    const imported = [r('C'), r('X')];
    const edits = replaceRules(before, imported);
    expect(edits.map((e) => e.name)).toEqual(['C', 'X', 'A', 'B']);
    expect(undoRuleEdits(imported, edits, false).next).toEqual(before);
  });

  it('leaves alone a rule changed, deleted or added again since, and sets the others back', () => {
    const added = saveRule(ABC, r('D'));
    const changedSince = added.next.map((x) => (x.name === 'D' ? r('D', 'blue') : x));
    expect(undoRuleEdits(changedSince, [added.edit], false)).toEqual({
      next: changedSince,
      restored: [],
      conflicts: ['D'],
      notApplied: [],
    });
    const deleted = deleteRule(ABC, 'A')!;
    expect(undoRuleEdits([...deleted.next, r('A', 'blue')], [deleted.edit], false).conflicts).toEqual(['A']);
  });

  it('for an uncertain edit, calls a rule still as before it never applied, and a third version a conflict', () => {
    const saved = saveRule(ABC, r('B', 'blue'));
    expect(undoRuleEdits(ABC, [saved.edit], true)).toEqual({ next: ABC, restored: [], conflicts: [], notApplied: ['B'] });
    const third = ABC.map((x) => (x.name === 'B' ? { ...x, enabled: false } : x));
    expect(undoRuleEdits(third, [saved.edit], true).conflicts).toEqual(['B']);
    expect(undoRuleEdits(ABC, [saved.edit], false).conflicts).toEqual(['B']);
    // A rule an uncertain edit would have added, not there: never added.
    const added = saveRule(ABC, r('D'));
    expect(undoRuleEdits(ABC, [added.edit], true)).toEqual({ next: ABC, restored: [], conflicts: [], notApplied: ['D'] });
  });
});
