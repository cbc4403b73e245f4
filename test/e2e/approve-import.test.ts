// approve_transactions and import_transactions over stdio (the real process, the loopback fake): both act
// at once, even for a client that can ask, and the fake holds the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { textOf } from '../helpers/in-process.ts';
import { connectStdio, type StdioSession } from '../helpers/stdio-client.ts';

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown };

describe('immediate writes over stdio', () => {
  let fake: FakeYnab;
  let http: FakeYnabServer;
  let session: StdioSession;
  const asked: string[] = [];
  beforeAll(async () => {
    fake = new FakeYnab();
    http = await serveFakeYnab(fake);
    const env = { YNAB_API_KEY: 'immediate-writes', AVENIR_MCP_YNAB_URL: http.url, AVENIR_MCP_TODAY: '2026-09-25', AVENIR_MCP_WRITE: '1' };
    session = await connectStdio({ era: 'legacy', env, elicit: (m) => (asked.push(m), { action: 'decline' }) });
  });
  afterAll(async () => {
    await session.close();
    await http.close();
    expect(fake.specViolations).toEqual([]);
  });
  const call = async (name: string, args: Record<string, unknown>) => (await session.client.callTool({ name, arguments: args })) as Result;
  const stored = () => fake.snapshot().plans.find((p) => p.id === 'demo-budget')!.data.transactions;

  it('approve_transactions approves tx-049 without asking', async () => {
    const r = await call('approve_transactions', { plan_id: 'demo-budget', tx_ids: ['tx-049'] });
    expect(r.structuredContent, textOf(r)).toEqual({ approved: 1 });
    expect(stored().find((t) => t.id === 'tx-049')!.approved).toBe(true);
    expect(asked).toEqual([]);
  });

  it('import_transactions brings what the banks queued, unapproved and uncategorised, without asking', async () => {
    expect((await call('import_transactions', { plan_id: 'demo-budget' })).structuredContent).toMatchObject({ imported: 0, transaction_ids: [] });
    fake.queueImport('demo-budget', [{ account_id: 'acc-checking', date: '2026-09-25', amount: -45000, payee_name: 'RAIL CO' }]);
    const r = await call('import_transactions', { plan_id: 'demo-budget' });
    expect(r.structuredContent, textOf(r)).toMatchObject({ imported: 1 });
    const [id] = r.structuredContent!.transaction_ids as string[];
    expect(stored().find((t) => t.id === id)).toMatchObject({ approved: false, category_id: null, amount: -45000 });
    expect(asked).toEqual([]);
  });
});
