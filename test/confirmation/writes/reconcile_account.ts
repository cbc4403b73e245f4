// reconcile_account in the write suite: Checking at the bank's 3,799.00 with adjust=true, each
// way of confirming — the adjustment checked field by field, the 49 reconciled — then its undo (kind `reconcile`).
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const ADJUSTMENT_PAYEE = 'Bank balance adjustment';

/** Checking's live transactions (the adjustment apart) by status, and the live adjustments. */
function checking(fake: FakeYnab) {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const live = plan.transactions.filter((t) => t.account_id === 'acc-checking' && !t.deleted);
  const own = live.filter((t) => t.payee_name !== ADJUSTMENT_PAYEE);
  const count = (status: string) => own.filter((t) => t.cleared === status).length;
  return {
    cleared: count('cleared'),
    reconciled: count('reconciled'),
    uncleared: count('uncleared'),
    adjustments: live.filter((t) => t.payee_name === ADJUSTMENT_PAYEE),
  };
}

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'reconcile_account',
    args: { plan_id: 'demo-budget', account_id: 'acc-checking', bank_balance: 3799, adjust: true },
    question: 'Reconcile Checking: mark 49 cleared transaction(s) reconciled and record an adjustment of 71.86?',
    before: (fake) => expect(checking(fake)).toEqual({ cleared: 49, reconciled: 0, uncleared: 5, adjustments: [] }),
    applied: (fake, result) => {
      const now = checking(fake);
      expect([now.cleared, now.reconciled, now.uncleared]).toEqual([0, 49, 5]);
      expect(now.adjustments).toHaveLength(1);
      const adj = now.adjustments[0]!;
      expect(adj.account_id).toBe('acc-checking');
      expect(adj.date).toBe('2026-09-25');
      expect(adj.amount).toBe(71860);
      expect(adj.payee_name).toBe(ADJUSTMENT_PAYEE);
      expect(adj.memo).toBe('Added by avenir-mcp reconcile_account');
      expect(adj.cleared).toBe('reconciled');
      expect(adj.approved).toBe(true);
      expect(adj.category_id).toBe('cat-inflow');
      expect(result).toMatchObject({
        account: 'Checking',
        adjustment: 71.86,
        confirmation: null,
        analysis: { difference: 71.86, to_reconcile_count: 49 },
      });
    },
    undoQuestion: 'Undo: reconciliation of Checking: 49 transaction(s) back to cleared and delete the adjustment of 71.86?',
  }),
];
