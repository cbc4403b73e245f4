// approve_transactions in process on the demo plan: acts at once (no question, no code) and is journaled
// (issue #32): one read of the transactions and one bulk PATCH for the distinct unapproved ids, nothing sent
// for an empty list or one already approved, an unknown id refused before any write; undo_operation sets
// the approvals back, leaving alone (and naming) a transaction unapproved or deleted since.
import { describe, expect, it } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { callTool, countedCall, textOf, type ToolResult } from '../helpers/calls.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';

const approvedOf = (fake: FakeYnab, ids: string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => plan.data.transactions.find((t) => t.id === id)!.approved);
};
const setApproved = (fake: FakeYnab, id: string, approved: boolean) =>
  fake.mutate(PLAN, (plan) => {
    plan.transactions.find((t) => t.id === id)!.approved = approved;
  });

const fresh = sessionPerTest();

// A client that asks, and whose user accepts: approving must still not ask; its undo asks.
async function approve(tx_ids: string[]): Promise<ToolResult> {
  const s = await fresh.open('accept');
  const r = await countedCall(s, 'approve_transactions', { plan_id: PLAN, tx_ids });
  expect(s.asked).toEqual([]);
  return r;
}
const writes = () => fresh.s.fake.log.filter((l) => l.method !== 'GET').map((l) => `${l.method} ${l.path} ${l.status}`);
const undo = (operation_id?: unknown) =>
  callTool(fresh.s, 'undo_operation', { plan_id: PLAN, ...(operation_id === undefined ? {} : { operation_id }) });

describe('approve_transactions', () => {
  it('approves tx-049 at once with one PATCH, journaled for undo', async () => {
    const r = await approve(['tx-049']);
    const id = r.structuredContent?.operation_id;
    expect(id).toEqual(expect.any(String));
    expect(r.structuredContent).toEqual({
      status: 'applied',
      approved: 1,
      unchanged_count: 0,
      message: `Approved 1 transaction(s). To set them back to unapproved, call undo_operation with operation_id ${String(id)}.`,
      operation_id: id,
    });
    expect(writes()).toEqual(['PATCH /plans/demo-budget/transactions 200']);
    expect(approvedOf(fresh.s.fake, ['tx-049', 'tx-048'])).toEqual([true, false]);
  });

  it('sends nothing for an empty list', async () => {
    const r = await approve([]);
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      approved: 0,
      unchanged_count: 0,
      message: 'No transaction id was given, so nothing was sent.',
      operation_id: null,
    });
    expect(fresh.s.fake.requestCount).toBe(0);
  });

  it('approves each unapproved id once, and counts those already approved; all approved already: nothing sent', async () => {
    const r = await approve(['tx-048', 'tx-049', 'tx-048', 'tx-045']);
    expect(r.structuredContent).toMatchObject({ status: 'applied', approved: 2, unchanged_count: 1 });
    expect(writes()).toEqual(['PATCH /plans/demo-budget/transactions 200']);
    expect(approvedOf(fresh.s.fake, ['tx-048', 'tx-049', 'tx-045', 'tx-046'])).toEqual([true, true, true, false]);
    const again = await countedCall(fresh.s, 'approve_transactions', { plan_id: PLAN, tx_ids: ['tx-048', 'tx-045'] });
    expect(again.structuredContent).toEqual({
      status: 'nothing_to_do',
      approved: 0,
      unchanged_count: 2,
      message: 'Every transaction is already approved, so nothing was sent.',
      operation_id: null,
    });
    // The log holds this call's requests: a read at most, no write.
    expect(writes()).toEqual([]);
  });

  it('asks YNAB what changed before deciding, however recent its last read: one unapproved meanwhile is approved again', async () => {
    // Reads within AVENIR_MCP_FRESH_SECONDS of YNAB's answer would otherwise send nothing.
    const s = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1', AVENIR_MCP_FRESH_SECONDS: '300' } });
    try {
      const call = () => s.client.callTool({ name: 'approve_transactions', arguments: { plan_id: PLAN, tx_ids: ['tx-048'] } });
      expect((await call()).structuredContent).toMatchObject({ status: 'applied', approved: 1 });
      setApproved(s.fake, 'tx-048', false);
      s.fake.resetLog();
      expect((await call()).structuredContent).toMatchObject({ status: 'applied', approved: 1, unchanged_count: 0 });
      expect(s.fake.log.map((l) => `${l.method} ${l.path}${l.query.includes('last_knowledge_of_server') ? ' (delta)' : ''}`)).toEqual([
        'GET /plans/demo-budget/transactions (delta)',
        'PATCH /plans/demo-budget/transactions',
      ]);
      expect(approvedOf(s.fake, ['tx-048'])).toEqual([true]);
    } finally {
      await s.close();
    }
  });

  it('refuses an unknown id by name before any write, and approves nothing', async () => {
    const r = await approve(['tx-049', 'tx-999']);
    expect([r.isError, textOf(r)]).toEqual([
      true,
      'Transaction tx-999 is not in this plan, or was deleted: use a transaction id that suggest_categories or find_transactions returns.',
    ]);
    expect(writes()).toEqual([]);
    expect(approvedOf(fresh.s.fake, ['tx-049'])).toEqual([false]);
  });
});

describe('undo of approve_transactions', () => {
  it('journals, and so sets back, only the transactions YNAB reports it updated', async () => {
    const fake = new FakeYnab({ today: DEMO_TODAY });
    const send = fake.fetch;
    // YNAB's answer leaves tx-049 out of what it updated.
    Object.assign(fake, {
      fetch: async (request: Request) => {
        const answer = await send(request);
        if (request.method !== 'PATCH') return answer;
        const body = (await answer.json()) as { data: { transaction_ids: string[]; transactions: { id: string }[] } };
        body.data.transaction_ids = body.data.transaction_ids.filter((id) => id !== 'tx-049');
        body.data.transactions = body.data.transactions.filter((t) => t.id !== 'tx-049');
        return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
      },
    });
    const s = await fresh.open('accept', undefined, { fake });
    const r = await countedCall(s, 'approve_transactions', { plan_id: PLAN, tx_ids: ['tx-048', 'tx-049'] });
    expect(r.structuredContent).toMatchObject({ status: 'applied', approved: 1 });
    const u = await undo(r.structuredContent?.operation_id);
    expect(u.structuredContent).toMatchObject({ status: 'applied', restored: 1, conflicts: [] });
    expect(s.asked.at(-1)).toMatch(/^Undo: set 1 transaction\(s\) back to unapproved\?\n- [^\n]+$/);
    expect(approvedOf(fake, ['tx-048'])).toEqual([false]);
  });

  it('sets the approvals back to unapproved, after the user confirms', async () => {
    const r = await approve(['tx-048', 'tx-049']);
    const u = await undo(r.structuredContent?.operation_id);
    expect(u.structuredContent).toMatchObject({ status: 'applied', kind: 'approve', restored: 2, changes: [], conflicts: [] });
    expect(fresh.s.asked.at(-1)).toMatch(/^Undo: set 2 transaction\(s\) back to unapproved\?\n- 2026-09-\d\d .+: approved → unapproved\n/);
    expect(approvedOf(fresh.s.fake, ['tx-048', 'tx-049'])).toEqual([false, false]);
    expect(textOf(await undo())).toMatch(/^Nothing to undo/);
  });

  it('leaves alone a transaction unapproved or deleted since, and names it', async () => {
    const r = await approve(['tx-048', 'tx-049']);
    setApproved(fresh.s.fake, 'tx-049', false);
    const u = await undo();
    expect(u.structuredContent).toMatchObject({
      status: 'applied',
      operation_id: r.structuredContent?.operation_id,
      restored: 1,
      conflicts: ['tx-049'],
    });
    expect(fresh.s.asked.at(-1)).toMatch(/\n- 1 item\(s\) changed since and will be left alone$/);
    expect(approvedOf(fresh.s.fake, ['tx-048', 'tx-049'])).toEqual([false, false]);
  });

  it('touches nothing when every transaction was unapproved since, and says so', async () => {
    await approve(['tx-048', 'tx-049']);
    setApproved(fresh.s.fake, 'tx-048', false);
    setApproved(fresh.s.fake, 'tx-049', false);
    fresh.s.fake.resetLog();
    const u = await undo();
    expect(u.structuredContent).toMatchObject({
      status: 'nothing_to_do',
      message:
        'Every one of the 2 transaction(s) was set back to unapproved, or deleted, since the operation, so the undo touches nothing.',
      restored: 0,
      conflicts: ['tx-048', 'tx-049'],
    });
    expect(writes()).toEqual([]);
  });
});
