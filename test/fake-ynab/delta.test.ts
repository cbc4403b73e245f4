// Delta sync (ynab-client.md §9): a read with last_knowledge_of_server returns only what changed after it
// (deleted entities with deleted: true) and the current knowledge; category groups carry only changed
// categories; an empty delta returns nothing.

import { describe, expect, it } from 'vitest';
import type { Account, CategoryGroupWithCategories, MonthSummary, Payee, TransactionDetail } from '../../src/fake-ynab/model/api-types.ts';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { call, checkedFakes, data, get, PLAN } from './fake-helpers.ts';

// Every answer and every request of each fake checked against the spec after each test.
const fresh = checkedFakes(true);

interface Collections {
  accounts: Account[];
  category_groups: CategoryGroupWithCategories[];
  payees: Payee[];
  months: MonthSummary[];
  transactions: TransactionDetail[];
  scheduled_transactions: unknown[];
}

const PATHS = {
  accounts: '/accounts',
  category_groups: '/categories',
  payees: '/payees',
  months: '/months',
  transactions: '/transactions',
  scheduled_transactions: '/scheduled_transactions',
} as const;

function delta<K extends keyof Collections>(
  fake: FakeYnab,
  key: K,
  knowledge: number,
): { items: Collections[K]; server_knowledge: number } {
  const query = `last_knowledge_of_server=${knowledge}${key === 'transactions' ? '&since_date=1970-01-01' : ''}`;
  const answer = data<Record<string, unknown> & { server_knowledge: number }>(get(fake, `${PLAN}${PATHS[key]}`, query));
  return { items: answer[key] as Collections[K], server_knowledge: answer.server_knowledge };
}

const knowledgeOf = (fake: FakeYnab) => data<{ server_knowledge: number }>(get(fake, `${PLAN}/accounts`)).server_knowledge;

describe('delta reads', () => {
  it('an empty delta returns nothing in every collection, with the same knowledge', () => {
    const fake = fresh();
    const k = knowledgeOf(fake);
    for (const key of Object.keys(PATHS) as (keyof Collections)[])
      expect(delta(fake, key, k), key).toEqual({ items: [], server_knowledge: k });
    expect(knowledgeOf(fake)).toBe(k);
  });

  it('a changed transaction comes back, with the categories whose figures moved, in partial groups', () => {
    const fake = fresh();
    const k = knowledgeOf(fake);
    const patch = call(fake, 'PATCH', `${PLAN}/transactions`, { body: { transactions: [{ id: 'tx-046', category_id: 'cat-groceries' }] } });
    const written = data<{ server_knowledge: number }>(patch).server_knowledge;
    expect(written).toBe(k + 1);
    const changed = delta(fake, 'transactions', k);
    expect(changed.server_knowledge).toBe(written);
    expect(changed.items.map((t) => [t.id, t.category_id, t.category_name])).toEqual([['tx-046', 'cat-groceries', 'Groceries']]);
    const groups = delta(fake, 'category_groups', k).items;
    expect(groups.map((g) => [g.id, g.categories.map((c) => c.id)])).toEqual([
      ['grp-internal-master-category', ['cat-uncategorized']],
      ['grp-everyday', ['cat-groceries']],
    ]);
    expect(groups[1]?.categories[0]).toMatchObject({ activity: -66120, balance: 333880 });
    // Categorising moves no balance and no month total.
    expect(delta(fake, 'accounts', k).items).toEqual([]);
    expect(delta(fake, 'months', k).items).toEqual([]);
  });

  it('a deleted transaction comes back with deleted: true, and its account with the new balance', () => {
    const fake = fresh();
    const k = knowledgeOf(fake);
    expect(call(fake, 'DELETE', `${PLAN}/transactions/tx-054`).status).toBe(200);
    expect(delta(fake, 'transactions', k).items.map((t) => [t.id, t.deleted])).toEqual([['tx-054', true]]);
    expect(delta(fake, 'accounts', k).items.map((a) => [a.id, a.balance, a.uncleared_balance])).toEqual([
      ['acc-checking', 3600660, -126480],
    ]);
    const full = data<{ transactions: TransactionDetail[] }>(get(fake, `${PLAN}/transactions`, 'since_date=1970-01-01')).transactions;
    expect(full.some((t) => t.id === 'tx-054')).toBe(false);
    expect(delta(fake, 'months', k).items.map((m) => [m.month, m.activity])).toEqual([['2026-09-01', -1441210 + 88000]]);
  });

  it('a change behind the server’s back (mutate) is stamped like any other', () => {
    const fake = fresh();
    const k = knowledgeOf(fake);
    const after = fake.mutate('demo-budget', (plan) => {
      const payee = plan.payees.find((p) => p.id === 'pay-018');
      if (payee) payee.name = 'Chez Lucie (bistro)';
    });
    expect(after).toBe(k + 1);
    expect(delta(fake, 'payees', k).items.map((p) => p.name)).toEqual(['Chez Lucie (bistro)']);
    expect(delta(fake, 'transactions', k).items.map((t) => [t.id, t.payee_name])).toEqual([['tx-054', 'Chez Lucie (bistro)']]);
    expect(delta(fake, 'payees', after).items).toEqual([]);
  });

  it('an older knowledge returns everything changed since, a renamed group with all its changed categories', () => {
    const fake = fresh();
    const k = knowledgeOf(fake);
    call(fake, 'PATCH', `${PLAN}/category_groups/grp-fun`, { body: { category_group: { name: 'Leisure' } } });
    const groups = delta(fake, 'category_groups', k).items;
    expect(groups.map((g) => [g.name, g.categories.map((c) => c.category_group_name)])).toEqual([['Leisure', ['Leisure', 'Leisure']]]);
    expect(delta(fake, 'category_groups', k - 1).items).toHaveLength(5);
  });

  it('moving today to October stamps the new month and every category whose current figures changed', () => {
    const fake = fresh();
    const k = knowledgeOf(fake);
    fake.setToday('2026-10-05');
    expect(delta(fake, 'months', k).items.map((m) => m.month)).toEqual(['2026-10-01']);
    const changed = delta(fake, 'category_groups', k).items.flatMap((g) => g.categories.map((c) => [c.id, c.budgeted, c.balance]));
    expect(changed).toContainEqual(['cat-rent', 0, 0]);
    expect(changed).toContainEqual(['cat-restaurants', 0, 0]);
    expect(changed).toContainEqual(['cat-holidays', 0, 1747880]);
    expect(changed.map(([id]) => id)).not.toContain('cat-inflow');
  });
});
