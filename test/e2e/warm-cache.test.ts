// Over stdio against the loopback fake: every read tool's example, called twice in one session. The second
// call costs at most one request per collection it reads, each a delta (last_knowledge_of_server), and
// answers the same. The demo figures of the issue are checked on the way.
import { describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { callTool } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';
import { ROOT } from '../helpers/paths.ts';
import { connectStdio } from '../helpers/stdio-client.ts';

const COLLECTION = /^\/plans\/[^/]+\/(accounts|categories|payees|transactions|scheduled_transactions|months)$/;

const ynab = loopbackYnab('warm-test');
const s = stdioOver(ynab, { era: 'modern' });

describe('a second call of a read tool', () => {
  it('reports the demo figures over stdio', async () => {
    const summary = await s.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: '2026-09-01' } });
    expect((summary.structuredContent as { overspent: unknown[] }).overspent).toEqual([
      { category_id: 'cat-restaurants', name: 'Restaurants', group: 'Everyday', balance: -22.5 },
    ]);
    const accounts = await s.client.callTool({ name: 'list_accounts', arguments: { plan_id: 'demo-budget' } });
    expect((accounts.structuredContent as { accounts: { id: string; balance: number }[] }).accounts[0]).toMatchObject({
      id: 'acc-checking',
      balance: 3512.66,
    });
  });

  it('costs at most one delta request per collection it reads', async () => {
    const model = await loadModel(defaultContext(ROOT));
    for (const tool of model.tools.filter((t) => t.kind === 'read')) {
      const args = tool.example.arguments;
      const first = await callTool(s, tool.name, args);
      const firstCount = first._meta?.[REQUESTS_META] as number;
      const second = await callTool(s, tool.name, args);
      expect(second.structuredContent, tool.name).toEqual(first.structuredContent);
      const paths = ynab.fake.log.map((r) => r.path);
      expect(second._meta?.[REQUESTS_META], tool.name).toBe(paths.length);
      expect(paths.length, tool.name).toBeLessThanOrEqual(firstCount);
      expect(new Set(paths).size, `${tool.name}: ${paths.join(', ')}`).toBe(paths.length);
      for (const r of ynab.fake.log.filter((r) => COLLECTION.test(r.path))) {
        expect(r.query, `${tool.name} ${r.path}`).toContain('last_knowledge_of_server=');
      }
    }
  });
});

describe('every read tool over stdio on a 2025-era connection', () => {
  it('answers its docs example as on a 2026-07-28 connection', async () => {
    const legacy = await connectStdio({ era: 'legacy', env: ynab.env() });
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
