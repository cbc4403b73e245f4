// approve_transactions and import_transactions over stdio (the real process, the loopback fake): both act
// at once, even for a client that can ask, and the fake holds the result; the approval is journaled and
// undone (issue #32).
import { describe, expect, it } from 'vitest';
import { callTool, textOf, type Args } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';

describe('immediate writes over stdio', () => {
  const asked: string[] = [];
  const s = stdioOver(loopbackYnab('immediate-writes'), {
    era: 'legacy',
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: (m) => (asked.push(m), { action: 'decline' }),
  });
  const call = (name: string, args: Args) => callTool(s, name, args);
  const stored = () => s.fake.snapshot().plans.find((p) => p.id === 'demo-budget')!.data.transactions;

  it('approve_transactions approves tx-049 without asking, and undo_operation sets it back once the user agrees', async () => {
    const r = await call('approve_transactions', { plan_id: 'demo-budget', tx_ids: ['tx-049'] });
    expect(r.structuredContent, textOf(r)).toMatchObject({ status: 'applied', approved: 1, unchanged_count: 0 });
    expect(stored().find((t) => t.id === 'tx-049')!.approved).toBe(true);
    expect(asked).toEqual([]);
    // This client's user declines the undo: the approval stays.
    const undo = await call('undo_operation', { plan_id: 'demo-budget', operation_id: r.structuredContent!.operation_id });
    expect(undo.structuredContent, textOf(undo)).toMatchObject({ status: 'declined', kind: 'approve' });
    expect(asked).toEqual([expect.stringMatching(/^Undo: set 1 transaction\(s\) back to unapproved\?/)]);
    expect(stored().find((t) => t.id === 'tx-049')!.approved).toBe(true);
    asked.length = 0;
  });

  it('import_transactions brings what the banks queued, unapproved and uncategorised, without asking', async () => {
    expect((await call('import_transactions', { plan_id: 'demo-budget' })).structuredContent).toMatchObject({
      imported: 0,
      transaction_ids: [],
    });
    s.fake.queueImport('demo-budget', [{ account_id: 'acc-checking', date: '2026-09-25', amount: -45000, payee_name: 'RAIL CO' }]);
    const r = await call('import_transactions', { plan_id: 'demo-budget' });
    expect(r.structuredContent, textOf(r)).toMatchObject({ imported: 1 });
    const [id] = r.structuredContent!.transaction_ids as string[];
    expect(stored().find((t) => t.id === id)).toMatchObject({ approved: false, category_id: null, amount: -45000 });
    expect(asked).toEqual([]);
  });
});
