// Pins apply_categories' refusals on the demo plan (demo-plan.md §8, seed 004): every refusal raised before
// any question or code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

let s: InProcessSession;
let asked = 0;
beforeAll(async () => {
  s = await connectInProcess({
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: () => {
      asked += 1;
      return { action: 'decline' };
    },
  });
});
afterAll(async () => s.close());

describe('apply_categories refusals, before any question or code', () => {
  const refuse = async (assignments: { transaction_id: string; category_id: string }[]) => {
    asked = 0;
    s.fake.resetLog();
    const r = await s.client.callTool({ name: 'apply_categories', arguments: { plan_id: 'demo-budget', assignments } });
    expect(r.isError).toBe(true);
    expect(asked).toBe(0);
    expect(s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    return textOf(r);
  };

  it.each([
    [[{ transaction_id: 'tx-048', category_id: 'cat-groceries' }, { transaction_id: 'tx-048', category_id: 'cat-rent' }], 'Transaction tx-048 is assigned twice: keep one assignment.'],
    [[{ transaction_id: 'tx-999', category_id: 'cat-groceries' }], 'Transaction tx-999 is not in this plan: use the transaction_id values returned by suggest_categories.'],
    [[{ transaction_id: 'tx-048', category_id: 'cat-uncategorized' }], "Category cat-uncategorized is YNAB's internal Uncategorized: choose a real category."],
    [[{ transaction_id: 'tx-048', category_id: 'cat-nope' }], 'Category cat-nope is not in this plan: use a category_id from the categories returned by suggest_categories.'],
    [[{ transaction_id: 'nw-166', category_id: 'cat-groceries' }], 'Transaction nw-166 is on an off-budget account: YNAB gives it no category.'],
    [[{ transaction_id: 'tx-014', category_id: 'cat-groceries' }], 'Transaction tx-014 is a transfer between accounts: YNAB gives it no category.'],
  ])('%j', async (assignments, message) => {
    expect(await refuse(assignments)).toBe(message);
  });

  // tools.md marks check 1 *(no request)*: a list that names a transaction twice costs nothing, even when
  // the plan id still has to be resolved.
  it.each(['demo-budget', 'last-used'])('refuses an assignment twice with plan_id %s before any YNAB request', async (plan_id) => {
    s.fake.resetLog();
    const assignments = [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }, { transaction_id: 'tx-048', category_id: 'cat-rent' }];
    const r = await s.client.callTool({ name: 'apply_categories', arguments: { plan_id, assignments } });
    expect(textOf(r)).toBe('Transaction tx-048 is assigned twice: keep one assignment.');
    expect([r._meta?.[REQUESTS_META], s.fake.requestCount, s.fake.log]).toEqual([0, 0, []]);
  });

  it('refuses a split transaction', async () => {
    s.fake.mutate('demo-budget', (plan) => {
      const tx = plan.transactions.find((t) => t.id === 'tx-046')!;
      tx.category_id = null;
      tx.subtransactions = [
        { id: 'sub-1', amount: -51130, memo: null, payee_id: null, category_id: 'cat-groceries', deleted: false },
        { id: 'sub-2', amount: -14990, memo: null, payee_id: null, category_id: 'cat-tennis', deleted: false },
      ];
    });
    expect(await refuse([{ transaction_id: 'tx-046', category_id: 'cat-groceries' }])).toBe('Transaction tx-046 is split across categories: change its lines in YNAB.');
  });

  it('skips assignments that change nothing: nothing_to_do, without asking', async () => {
    asked = 0;
    const r = await s.client.callTool({ name: 'apply_categories', arguments: { plan_id: 'demo-budget', assignments: [{ transaction_id: 'tx-045', category_id: 'cat-rent' }] } });
    expect(r.structuredContent).toMatchObject({ status: 'nothing_to_do', changes: [], unchanged_count: 1, operation_id: null });
    expect(asked).toBe(0);
  });
});
