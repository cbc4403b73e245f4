// Examples for src/logic/rules/apply-plan.ts: the period and the scope, a category left out where the
// transaction cannot carry one, the conflicts kept per transaction, and items only where a rule sets something.
import { describe, expect, it } from 'vitest';
import { firstRun, ruleCategoryGone, rulesApplication, rulesQuestionHead } from '../../../src/logic/rules/apply-plan.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';
import { planReview } from '../../../src/logic/transactions/review-plan.ts';
import { reviewCategories, reviewTransactions } from '../fixtures/review-transactions.ts';

const facts = { accountsById: reviewCategories.accountsById, uncategorizedIds: reviewCategories.lookup.uncategorizedIds };
const ALL = { since: '2026-01-01', until: '2026-12-31', scope: 'both' } as const;
const everyOutflow = (name: string, actions: Rule['actions']): Rule => ({ name, enabled: true, conditions: { sign: 'outflow' }, actions });

describe('rulesApplication', () => {
  it('gives each transaction still to review what its rules set, and names the conflicts per transaction', () => {
    const run = rulesApplication(
      [everyOutflow('flag', { flag: 'red' }), everyOutflow('blue', { flag: 'blue' })],
      reviewTransactions,
      facts,
      {
        ...ALL,
        since: '2026-09-16',
        until: '2026-09-18',
      },
    );
    expect(run.items).toEqual([
      { transaction_id: 'tx-048', flag: 'red' },
      { transaction_id: 'tx-049', flag: 'red' },
    ]);
    expect(run.conflicts).toEqual([
      { field: 'flag', kept: 'flag', overruled: 'blue', transaction_id: 'tx-048' },
      { field: 'flag', kept: 'flag', overruled: 'blue', transaction_id: 'tx-049' },
    ]);
    expect(run.categoryLeftOut).toEqual([]);
  });

  it('runs over the unapproved, the uncategorised, or either, within the period, never a deleted one', () => {
    const base = reviewTransactions.find((t) => t.id === 'tx-049')!;
    const rows = [
      { ...base, id: 'done', approved: true, category_id: 'cat-groceries' },
      { ...base, id: 'unapproved', approved: false, category_id: 'cat-groceries' },
      { ...base, id: 'uncategorised', approved: true, category_id: null },
      { ...base, id: 'internal', approved: true, category_id: 'cat-uncategorized' },
      { ...base, id: 'neither', approved: false, category_id: null },
      { ...base, id: 'deleted', approved: false, category_id: null, deleted: true },
      { ...base, id: 'before', approved: false, date: '2026-09-17' },
      { ...base, id: 'after', approved: false, date: '2026-09-19' },
    ];
    const ids = (scope: 'unapproved' | 'uncategorized' | 'both') =>
      rulesApplication([everyOutflow('memo', { memo: 'seen' })], rows, facts, {
        since: '2026-09-18',
        until: '2026-09-18',
        scope,
      }).items.map((i) => i.transaction_id);
    expect(ids('unapproved')).toEqual(['unapproved', 'neither']);
    expect(ids('uncategorized')).toEqual(['uncategorised', 'internal', 'neither']);
    expect(ids('both')).toEqual(['unapproved', 'uncategorised', 'internal', 'neither']);
  });

  it('leaves a category out where the transaction cannot carry one, and keeps what else the rules set', () => {
    const run = rulesApplication([everyOutflow('groceries', { category_id: 'cat-groceries', approve: true })], reviewTransactions, facts, {
      ...ALL,
      since: '2026-09-10',
      until: '2026-09-10',
    });
    expect(run.categoryLeftOut).toEqual(['tx-split', 'tx-off', 'tx-transfer']);
    expect(run.items).toEqual(
      expect.arrayContaining([
        { transaction_id: 'tx-split', approved: true },
        { transaction_id: 'tx-off', approved: true },
        { transaction_id: 'tx-transfer', approved: true },
        { transaction_id: 'tx-uncat', category_id: 'cat-groceries', approved: true },
      ]),
    );
    // Only a category is left out, and only where a rule set one.
    const flagOnly = rulesApplication([everyOutflow('flag', { flag: 'red' })], reviewTransactions, facts, {
      ...ALL,
      since: '2026-09-10',
      until: '2026-09-10',
    });
    expect(flagOnly.categoryLeftOut).toEqual([]);
    expect(flagOnly.items).toContainEqual({ transaction_id: 'tx-split', flag: 'red' });
    // What it asks, the review's plan writes without refusing anything.
    expect(planReview(run.items, reviewTransactions, reviewCategories).ok).toBe(true);
  });

  it('makes no item where no rule sets anything', () => {
    const never: Rule = { name: 'never', enabled: true, conditions: { sign: 'inflow' }, actions: { flag: 'red' } };
    expect(rulesApplication([never], reviewTransactions, facts, { ...ALL, since: '2026-09-16', until: '2026-09-18' }).items).toEqual([]);
  });
});

describe('ruleCategoryGone', () => {
  it('names the first enabled rule whose category the plan no longer offers, cleaned', () => {
    const ids = new Set(['cat-groceries']);
    const gone: Rule = { name: 'Old\u200b', enabled: true, conditions: { sign: 'outflow' }, actions: { category_id: 'cat-gone' } };
    expect(ruleCategoryGone([everyOutflow('ok', { category_id: 'cat-groceries' }), { ...gone, enabled: false }], ids)).toBeUndefined();
    expect(ruleCategoryGone([everyOutflow('flag', { flag: 'red' }), gone], ids)).toEqual({
      ok: false,
      error: 'rule_category_gone',
      name: 'Old',
      category_id: 'cat-gone',
    });
  });
});

describe('firstRun', () => {
  it('keeps the items of the first transactions that change, and counts those left for another call', () => {
    const items = ['a', 'b', 'c', 'd'].map((transaction_id) => ({ transaction_id, flag: 'red' as const }));
    expect(firstRun(items, ['a', 'c', 'd'], 2)).toEqual({ items: [items[0], items[2]], more: 1 });
    expect(firstRun(items, ['b'])).toEqual({ items: [items[1]], more: 0 });
  });
});

describe('rulesQuestionHead', () => {
  it('says how conflicts were settled only when there were some', () => {
    expect(rulesQuestionHead(3, 0)).toBe('Apply the rules to 3 transaction(s)?');
    expect(rulesQuestionHead(3, 2)).toBe(
      'Apply the rules to 3 transaction(s)? Where two rules disagree (2 transaction(s)), the one higher in the list wins.',
    );
  });
});
