// Examples for src/logic/transactions/approve-plan.ts (issue #32): the distinct ids in the order given, those
// already approved counted and skipped, an unknown or deleted one refused by name before anything is sent.
import { describe, expect, it } from 'vitest';
import { planApprovals } from '../../../src/logic/transactions/approve-plan.ts';

const transactions = [
  { id: 'tx-1', approved: false, deleted: false },
  { id: 'tx-2', approved: true, deleted: false },
  { id: 'tx-3', approved: false, deleted: false },
  { id: 'tx-gone', approved: false, deleted: true },
];

describe('planApprovals', () => {
  it('approves the unapproved in the order first given, once each, and counts those already approved', () => {
    expect(planApprovals(['tx-3', 'tx-2', 'tx-1', 'tx-3', 'tx-2'], transactions)).toEqual({
      ok: true,
      approve: ['tx-3', 'tx-1'],
      unchanged_count: 1,
    });
    expect(planApprovals(['tx-2'], transactions)).toEqual({ ok: true, approve: [], unchanged_count: 1 });
  });

  it('refuses the first id the plan does not hold, or holds deleted', () => {
    expect(planApprovals(['tx-1', 'tx-9', 'tx-gone'], transactions)).toEqual({ ok: false, error: 'unknown_transaction', tx_id: 'tx-9' });
    expect(planApprovals(['tx-gone', 'tx-9'], transactions)).toEqual({ ok: false, error: 'unknown_transaction', tx_id: 'tx-gone' });
  });
});
