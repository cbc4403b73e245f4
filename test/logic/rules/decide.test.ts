// Examples for src/logic/rules/decide.ts and dry-run.ts: the first matching rule sets each field, a later one
// setting another value is overruled and named, disabled rules do nothing; the dry run counts matches and
// changes, samples them and counts the conflicts per rule and field.
import { describe, expect, it } from 'vitest';
import { decide, ruleItem } from '../../../src/logic/rules/decide.ts';
import { dryRun, type Tried } from '../../../src/logic/rules/dry-run.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';

const tx = (id: string, fields: Partial<Tried> = {}): Tried => ({
  id,
  date: '2026-09-19',
  amount: -71860,
  account_id: 'acc-checking',
  payee_name: 'CB MARKET FRESH FACT 190926 525130******1',
  memo: null,
  category_id: null,
  approved: false,
  flag_color: null,
  deleted: false,
  ...fields,
});
const rule = (
  name: string,
  actions: Rule['actions'],
  conditions: Rule['conditions'] = { payee: { equals: 'market fresh' } },
  enabled = true,
): Rule => ({
  name,
  enabled,
  conditions,
  actions,
});

describe('decide', () => {
  it('gives each field to the first matching rule that sets it, and names the ones overruled', () => {
    const rules = [
      rule('groceries', { category_id: 'cat-groceries' }),
      rule('not mine', { category_id: 'cat-rent' }, { payee: { equals: 'landlord' } }),
      rule('flag it', { flag: 'red', category_id: 'cat-dining', approve: true }),
      rule('same', { category_id: 'cat-groceries', flag: null }),
      rule('off', { memo: 'never' }, undefined, false),
    ];
    const out = decide(rules, tx('t'));
    expect(out.set).toEqual({
      category_id: { value: 'cat-groceries', rule: 'groceries' },
      flag: { value: 'red', rule: 'flag it' },
      approve: { value: true, rule: 'flag it' },
    });
    expect(out.conflicts).toEqual([
      { field: 'category_id', kept: 'groceries', overruled: 'flag it' },
      { field: 'flag', kept: 'flag it', overruled: 'same' },
    ]);
    // The other order, the other winner: the list's order decides.
    const swapped = decide([rules[2]!, rules[0]!], tx('t'));
    expect(swapped.set.category_id).toEqual({ value: 'cat-dining', rule: 'flag it' });
    expect(swapped.conflicts).toEqual([{ field: 'category_id', kept: 'flag it', overruled: 'groceries' }]);
  });

  it('sets nothing when no enabled rule matches', () => {
    expect(decide([rule('off', { memo: 'x' }, undefined, false)], tx('t'))).toEqual({ set: {}, conflicts: [] });
  });

  it('turns what is set into a review item; a removed flag is kept as null', () => {
    expect(ruleItem('t', {})).toEqual({ transaction_id: 't' });
    expect(
      ruleItem('t', {
        category_id: { value: 'c', rule: 'a' },
        flag: { value: null, rule: 'a' },
        memo: { value: 'm', rule: 'a' },
        approve: { value: true, rule: 'a' },
      }),
    ).toEqual({ transaction_id: 't', category_id: 'c', flag: null, memo: 'm', approved: true });
  });
});

describe('dryRun', () => {
  const history = [
    tx('a'),
    tx('b', { category_id: 'cat-groceries', approved: true }),
    tx('c', { payee_name: 'RAIL CO' }),
    tx('d', { deleted: true }),
    tx('e', { memo: 'x' }),
    tx('f'),
  ];

  it('counts what the rule matches and changes, in its place, with a sample and its conflicts', () => {
    const tried = rule('groceries', { category_id: 'cat-groceries', approve: true });
    const run = dryRun(tried, [rule('first', { category_id: 'cat-dining' }, { memo: { equals: 'x' } }), tried], history, 2);
    expect([run.tried, run.matched, run.changed]).toEqual([5, 4, 3]);
    expect(run.sample.map((t) => t.id)).toEqual(['a', 'e']);
    expect(run.conflicts).toEqual([{ rule: 'first', field: 'category_id', kept: false, count: 1 }]);
  });

  it('tries a disabled rule as if enabled, and reports the rules it overrules as kept', () => {
    const tried = rule('groceries', { category_id: 'cat-groceries' }, undefined, false);
    const run = dryRun(
      tried,
      [tried, rule('later', { category_id: 'cat-rent' }), rule('agrees', { category_id: 'cat-groceries' })],
      history,
    );
    expect([run.matched, run.changed]).toEqual([4, 3]);
    expect(run.conflicts).toEqual([{ rule: 'later', field: 'category_id', kept: true, count: 4 }]);
  });

  it('changes nothing where each field it wins already holds, or where an earlier rule wins it', () => {
    const done = [tx('b', { category_id: 'cat-groceries', approved: true, flag_color: 'red', memo: 'm' })];
    const tried = rule('all', { category_id: 'cat-groceries', approve: true, flag: 'red', memo: 'm' });
    expect(dryRun(tried, [tried], done).changed).toBe(0);
    for (const then of [{ flag: 'blue' }, { memo: 'n' }, { approve: true }, { category_id: 'cat-rent' }] as const) {
      const one = rule('one', then);
      expect(dryRun(one, [one], [tx('a', { approved: false })]).changed, JSON.stringify(then)).toBe(1);
      // The same field taken first by another rule: nothing of it is this rule's.
      const earlier = rule('earlier', then.approve ? { approve: true } : then);
      expect(dryRun(one, [earlier, one], [tx('a')]).changed, JSON.stringify(then)).toBe(0);
    }
    // Conflicts are counted apart per other rule and per field.
    const many = rule('many', { category_id: 'cat-groceries', flag: 'red' });
    const runs = dryRun(
      many,
      [many, rule('x', { category_id: 'cat-rent' }), rule('y', { flag: 'blue', category_id: 'cat-rent' })],
      [tx('a'), tx('b')],
    );
    expect(runs.conflicts).toEqual([
      { rule: 'x', field: 'category_id', kept: true, count: 2 },
      { rule: 'y', field: 'category_id', kept: true, count: 2 },
      { rule: 'y', field: 'flag', kept: true, count: 2 },
    ]);
    // Another rule's conflicts are not this rule's.
    const others = [rule('x', { flag: 'red' }), rule('y', { flag: 'blue' })];
    const quiet = rule('quiet', { memo: 'q' });
    expect(dryRun(quiet, [...others, quiet], [tx('a')]).conflicts).toEqual([]);
  });
});
