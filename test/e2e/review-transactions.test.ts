// review_transactions over stdio (the real process, the loopback fake), in both protocol eras through the
// official client: one question for the whole review, applied once the user agrees, then undone the same way,
// the fake holding each field before and after (issue #32).
import { describe, expect, it } from 'vitest';
import { callTool, textOf, type Args } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';

const ITEMS = [
  { transaction_id: 'tx-050', category_id: 'cat-groceries', approved: true, flag: 'red', memo: 'market, fruit' },
  { transaction_id: 'tx-049', approved: true },
];

describe.each(['legacy', 'modern'] as const)('review_transactions over stdio (%s)', (era) => {
  const asked: string[] = [];
  const s = stdioOver(loopbackYnab(`review-${era}`), {
    era,
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: (m) => (asked.push(m), { action: 'accept', content: { value: true } }),
  });
  const call = (name: string, args: Args) => callTool(s, name, args);
  const fields = () =>
    ['tx-050', 'tx-049'].map((id) => {
      const t = s.fake
        .snapshot()
        .plans.find((p) => p.id === 'demo-budget')!
        .data.transactions.find((x) => x.id === id)!;
      return [t.category_id ?? null, t.approved, t.flag_color ?? null, t.memo || null];
    });

  it('asks once for the whole review, writes it, and undo_operation sets every field back', async () => {
    const before = fields();
    const r = await call('review_transactions', { plan_id: 'demo-budget', items: ITEMS });
    expect(r.structuredContent, textOf(r)).toMatchObject({
      status: 'applied',
      changes: [{ transaction_id: 'tx-050' }, { transaction_id: 'tx-049' }],
    });
    expect(asked).toEqual([
      expect.stringMatching(
        /^Review 2 transaction\(s\)\?\n- 2026-09-19 .* -71\.86: category: no category → Groceries; approval: unapproved → approved; flag: no flag → red; memo: no memo → “market, fruit”\n- 2026-09-18 RAIL CO -45\.00: approval: unapproved → approved$/,
      ),
    ]);
    expect(fields()).toEqual([
      ['cat-groceries', true, 'red', 'market, fruit'],
      [null, true, null, null],
    ]);
    const undo = await call('undo_operation', { plan_id: 'demo-budget', operation_id: r.structuredContent!.operation_id });
    expect(undo.structuredContent, textOf(undo)).toMatchObject({ status: 'applied', kind: 'review', restored: 2, conflicts: [] });
    expect(asked[1]).toMatch(/^Undo: set 2 reviewed transaction\(s\) back\?/);
    expect(fields()).toEqual(before);
  });
});
