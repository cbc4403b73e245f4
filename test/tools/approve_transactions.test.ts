// approve_transactions in process on the demo plan: acts at once (no question, no code, no journal), one
// bulk PATCH for the distinct ids, nothing sent for an empty list, YNAB's refusal of an unknown id passed on.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { countedCall, textOf, type ToolResult } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';

const approvedOf = (fake: FakeYnab, ids: string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => plan.data.transactions.find((t) => t.id === id)!.approved);
};

const fresh = sessionPerTest();

// A client that could ask: approving must still not ask.
async function approve(tx_ids: string[]): Promise<ToolResult> {
  const s = await fresh.open('decline');
  const r = await countedCall(s, 'approve_transactions', { plan_id: PLAN, tx_ids });
  expect(s.asked).toEqual([]);
  return r;
}
const sent = () => fresh.s.fake.log.map((l) => `${l.method} ${l.path} ${l.status}`);

describe('approve_transactions', () => {
  it('approves tx-049 at once with one PATCH', async () => {
    const r = await approve(['tx-049']);
    expect(r.structuredContent).toEqual({ approved: 1 });
    expect(sent()).toEqual(['PATCH /plans/demo-budget/transactions 200']);
    expect(approvedOf(fresh.s.fake, ['tx-049', 'tx-048'])).toEqual([true, false]);
  });

  it('sends nothing for an empty list and returns 0', async () => {
    const r = await approve([]);
    expect(r.structuredContent).toEqual({ approved: 0 });
    expect(fresh.s.fake.requestCount).toBe(0);
  });

  it('sends each id once, and counts what YNAB reports updated (an approved one included)', async () => {
    const r = await approve(['tx-048', 'tx-049', 'tx-048', 'tx-045']);
    expect(r.structuredContent).toEqual({ approved: 3 });
    expect(sent()).toEqual(['PATCH /plans/demo-budget/transactions 200']);
    expect(approvedOf(fresh.s.fake, ['tx-048', 'tx-049', 'tx-045', 'tx-046'])).toEqual([true, true, true, false]);
  });

  it('passes on YNAB’s refusal of an unknown id, and approves nothing', async () => {
    const r = await approve(['tx-049', 'tx-999']);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^Error calling tool 'approve_transactions': YNAB 400: /);
    expect(approvedOf(fresh.s.fake, ['tx-049'])).toEqual([false]);
  });

  it('is not journaled: undo_operation finds nothing to undo', async () => {
    await approve(['tx-049']);
    const undo = await fresh.s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } });
    expect(textOf(undo)).toMatch(/^Nothing to undo/);
  });
});
