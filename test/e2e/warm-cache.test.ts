// Over stdio against the loopback fake: every read tool's example, called twice in one session. The second
// call costs at most one request per collection it reads, each a delta (last_knowledge_of_server), and
// answers the same. The demo figures of the issue are checked on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { ROOT, connectStdio, type StdioSession } from '../helpers/stdio-client.ts';

const COLLECTION = /^\/plans\/[^/]+\/(accounts|categories|payees|transactions|scheduled_transactions|months)$/;

let fake: FakeYnab;
let http: FakeYnabServer;
let s: StdioSession;
beforeAll(async () => {
  fake = new FakeYnab();
  http = await serveFakeYnab(fake);
  s = await connectStdio({ era: 'modern', env: { YNAB_API_KEY: 'warm-test', AVENIR_MCP_YNAB_URL: http.url, AVENIR_MCP_TODAY: '2026-09-25' } });
});
afterAll(async () => {
  await s.close();
  await http.close();
  expect(fake.specViolations).toEqual([]);
});

describe('a second call of a read tool', () => {
  it('reports the demo figures over stdio', async () => {
    const summary = await s.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: '2026-09-01' } });
    expect((summary.structuredContent as { overspent: unknown[] }).overspent).toEqual([{ category_id: 'cat-restaurants', name: 'Restaurants', group: 'Everyday', balance: -22.5 }]);
    const accounts = await s.client.callTool({ name: 'list_accounts', arguments: { plan_id: 'demo-budget' } });
    expect((accounts.structuredContent as { accounts: { id: string; balance: number }[] }).accounts[0]).toMatchObject({ id: 'acc-checking', balance: 3512.66 });
  });

  it('costs at most one delta request per collection it reads', async () => {
    const model = await loadModel(defaultContext(ROOT));
    for (const tool of model.tools.filter((t) => t.kind === 'read')) {
      const args = tool.example.arguments;
      fake.resetLog();
      const first = await s.client.callTool({ name: tool.name, arguments: args });
      const firstCount = first._meta?.[REQUESTS_META] as number;
      fake.resetLog();
      const second = await s.client.callTool({ name: tool.name, arguments: args });
      expect(second.structuredContent, tool.name).toEqual(first.structuredContent);
      const paths = fake.log.map((r) => r.path);
      expect(second._meta?.[REQUESTS_META], tool.name).toBe(paths.length);
      expect(paths.length, tool.name).toBeLessThanOrEqual(firstCount);
      expect(new Set(paths).size, `${tool.name}: ${paths.join(', ')}`).toBe(paths.length);
      for (const r of fake.log.filter((r) => COLLECTION.test(r.path))) {
        expect(r.query, `${tool.name} ${r.path}`).toContain('last_knowledge_of_server=');
      }
    }
  });
});

describe('every read tool over stdio on a 2025-era connection', () => {
  it('answers its docs example as on a 2026-07-28 connection', async () => {
    const legacy = await connectStdio({ era: 'legacy', env: { YNAB_API_KEY: 'warm-test', AVENIR_MCP_YNAB_URL: http.url, AVENIR_MCP_TODAY: '2026-09-25' } });
    try {
      const model = await loadModel(defaultContext(ROOT));
      for (const tool of model.tools.filter((t) => t.kind === 'read')) {
        const modern = await s.client.callTool({ name: tool.name, arguments: tool.example.arguments });
        const old = await legacy.client.callTool({ name: tool.name, arguments: tool.example.arguments });
        expect(old.isError, tool.name).toBeFalsy();
        expect(old.structuredContent, tool.name).toEqual(modern.structuredContent);
      }
    } finally {
      await legacy.close();
    }
  });
});
