// import_transactions in process on the demo plan: acts at once (no question, no journal); nothing new
// (YNAB's 200) or what the linked banks brought (201), which then waits, unapproved and uncategorised,
// in suggest_categories.
import { describe, expect, it } from 'vitest';
import { countedCall, textOf, type ToolResult } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';

const fresh = sessionPerTest();
const open = () => fresh.open('decline');
async function importNow(): Promise<ToolResult> {
  const r = await countedCall(fresh.s, 'import_transactions', { plan_id: PLAN });
  expect(fresh.s.asked).toEqual([]);
  return r;
}

describe('import_transactions', () => {
  it('says nothing new was found when YNAB answers 200 without ids', async () => {
    await open();
    const r = await importNow();
    expect(r.structuredContent).toEqual({
      imported: 0,
      transaction_ids: [],
      message: 'Nothing new: the linked banks have no transaction YNAB does not already hold.',
    });
    expect(fresh.s.fake.log.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual(['POST /plans/demo-budget/transactions/import 200']);
  });

  it('reports what arrived, which then waits unapproved and uncategorised in suggest_categories', async () => {
    await open();
    fresh.s.fake.queueImport(PLAN, [
      { account_id: 'acc-checking', date: '2026-09-24', amount: -12500, payee_name: 'CB CHEZ LUCIE FACT 240926 525130******1' },
      { account_id: 'acc-checking', date: '2026-09-25', amount: -45000, payee_name: 'RAIL CO' },
    ]);
    const r = await importNow();
    const ids = r.structuredContent?.transaction_ids as string[];
    expect(ids).toHaveLength(2);
    expect(r.structuredContent).toEqual({
      imported: 2,
      transaction_ids: ids,
      message:
        '2 new transaction(s) arrived from the linked banks. They are unapproved and uncategorised: suggest_categories lists them with suggestions.',
    });
    expect(fresh.s.fake.log.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual(['POST /plans/demo-budget/transactions/import 201']);
    const stored = fresh.s.fake
      .snapshot()
      .plans.find((p) => p.id === PLAN)!
      .data.transactions.filter((t) => ids.includes(t.id));
    expect(stored.map((t) => [t.approved, t.category_id ?? null])).toEqual([
      [false, null],
      [false, null],
    ]);
    const pending = (await fresh.s.client.callTool({ name: 'suggest_categories', arguments: { plan_id: PLAN } })).structuredContent as {
      pending_count: number;
      items: { transaction_id: string }[];
    };
    expect(pending.pending_count).toBe(8);
    expect(pending.items.map((i) => i.transaction_id)).toEqual(expect.arrayContaining(ids));
    // The queue is spent: the next import finds nothing new.
    expect((await importNow()).structuredContent?.imported).toBe(0);
  });

  it('is not journaled: undo_operation finds nothing to undo', async () => {
    await open();
    fresh.s.fake.queueImport(PLAN, [{ account_id: 'acc-checking', date: '2026-09-25', amount: -45000, payee_name: 'RAIL CO' }]);
    expect((await importNow()).structuredContent?.imported).toBe(1);
    const undo = await fresh.s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } });
    expect(textOf(undo)).toMatch(/^Nothing to undo/);
  });
});
