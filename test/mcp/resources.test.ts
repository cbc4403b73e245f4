// Pins the three ynab:// data resources: listed (two as templates), compact JSON in currency units,
// plan ids checked against the id pattern, YNAB failures as JSON-RPC errors with the client's message.
import { definitions } from '../../generated/registry.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';

for (const era of ['legacy', 'modern'] as const) {
  describe(`data resources (${era})`, () => {
    let s: InProcessSession;
    beforeAll(async () => {
      s = await connectInProcess({ era });
    });
    afterAll(async () => s.close());

    const read = async (uri: string) => {
      const r = await s.client.readResource({ uri });
      const content = r.contents[0] as { uri: string; mimeType: string; text: string };
      expect(content).toMatchObject({ uri, mimeType: 'application/json' });
      expect(content.text).not.toMatch(/\n|": /); // compact JSON
      return JSON.parse(content.text) as unknown;
    };

    it('lists the guide, ynab://plans, the views and the two templates', async () => {
      const views = definitions.filter((d) => d.view).map((d) => d.view!.uri);
      expect((await s.client.listResources()).resources.map((r) => r.uri)).toEqual(['avenir-mcp://guide', 'ynab://plans', ...views]);
      expect((await s.client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual([
        'ynab://plans/{plan_id}/categories',
        'ynab://plans/{plan_id}/accounts',
      ]);
    });

    it('reads the plans', async () => {
      expect(await read('ynab://plans')).toEqual([
        { plan_id: 'demo-budget', name: 'Demo household', last_modified_on: expect.any(String) },
      ]);
    });

    it('reads the categories by group, without internal groups', async () => {
      const groups = (await read('ynab://plans/demo-budget/categories')) as {
        group: string;
        categories: { category_id: string; name: string }[];
      }[];
      expect(groups.map((g) => g.group)).toEqual(['Bills', 'Everyday', 'Fun', 'Savings goals']);
      expect(groups[1]!.categories).toEqual([
        { category_id: 'cat-groceries', name: 'Groceries' },
        { category_id: 'cat-restaurants', name: 'Restaurants' },
        { category_id: 'cat-transport', name: 'Transport' },
      ]);
    });

    it('reads the open accounts, through last-used too', async () => {
      const accounts = (await read('ynab://plans/last-used/accounts')) as { account_id: string; balance: number }[];
      expect(accounts.map((a) => a.account_id)).toEqual(['acc-checking', 'acc-savings', 'acc-joint-savings', 'acc-car-loan']);
      expect(accounts[0]).toEqual({ account_id: 'acc-checking', name: 'Checking', type: 'checking', on_budget: true, balance: 3512.66 });
    });

    it('refuses a plan id that cannot be a YNAB id, sending nothing', async () => {
      s.fake.resetLog();
      await expect(s.client.readResource({ uri: 'ynab://plans/..%2Fx/accounts' })).rejects.toThrow(/cannot be a YNAB id/);
      expect(s.fake.requestCount).toBe(0);
    });

    it("carries YNAB's error for an unknown plan", async () => {
      await expect(s.client.readResource({ uri: 'ynab://plans/no-such-plan/accounts' })).rejects.toThrow(/YNAB 404/);
    });
  });
}
