// approve_transactions in process on the demo plan: acts at once (no question, no code, no journal), one
// bulk PATCH for the distinct ids, nothing sent for an empty list, YNAB's refusal of an unknown id passed on.
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

const PLAN = 'demo-budget';
type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown; _meta?: Record<string, unknown> };

const approvedOf = (fake: FakeYnab, ids: string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => plan.data.transactions.find((t) => t.id === id)!.approved);
};

let s: InProcessSession;
let asked = 0;
afterEach(async () => s.close());

// A client that could ask: approving must still not ask.
async function approve(tx_ids: string[]): Promise<Result> {
  asked = 0;
  s = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' }, elicit: () => (asked++, { action: 'decline' as const }) });
  const r = (await s.client.callTool({ name: 'approve_transactions', arguments: { plan_id: PLAN, tx_ids } })) as Result;
  expect(r._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
  expect(asked).toBe(0);
  return r;
}
const sent = () => s.fake.log.map((l) => `${l.method} ${l.path} ${l.status}`);

describe('approve_transactions', () => {
  it('approves tx-049 at once with one PATCH', async () => {
    const r = await approve(['tx-049']);
    expect(r.structuredContent).toEqual({ approved: 1 });
    expect(sent()).toEqual(['PATCH /plans/demo-budget/transactions 200']);
    expect(approvedOf(s.fake, ['tx-049', 'tx-048'])).toEqual([true, false]);
  });

  it('sends nothing for an empty list and returns 0', async () => {
    const r = await approve([]);
    expect(r.structuredContent).toEqual({ approved: 0 });
    expect(s.fake.requestCount).toBe(0);
  });

  it('sends each id once, and counts what YNAB reports updated (an approved one included)', async () => {
    const r = await approve(['tx-048', 'tx-049', 'tx-048', 'tx-045']);
    expect(r.structuredContent).toEqual({ approved: 3 });
    expect(sent()).toEqual(['PATCH /plans/demo-budget/transactions 200']);
    expect(approvedOf(s.fake, ['tx-048', 'tx-049', 'tx-045', 'tx-046'])).toEqual([true, true, true, false]);
  });

  it('passes on YNAB’s refusal of an unknown id, and approves nothing', async () => {
    const r = await approve(['tx-049', 'tx-999']);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^Error calling tool 'approve_transactions': YNAB 400: /);
    expect(approvedOf(s.fake, ['tx-049'])).toEqual([false]);
  });

  it('is not journaled: undo_operation finds nothing to undo', async () => {
    await approve(['tx-049']);
    const undo = await s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } });
    expect(textOf(undo)).toMatch(/^Nothing to undo/);
  });
});
