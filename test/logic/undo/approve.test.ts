// Examples for src/logic/undo/approve.ts (issue #32): the details read back, the split into reverts, never
// applied and conflicts, the question.
import { describe, expect, it } from 'vitest';
import { checkApproveUndo, parseApproveDetails, undoApproveQuestion } from '../../../src/logic/undo/approve.ts';

const transactions = [
  { id: 'tx-still', date: '2026-09-10', amount: -5000, payee_name: 'MARKET FRESH', approved: true, deleted: false },
  { id: 'tx-unapproved', date: '2026-09-11', amount: -1234, payee_name: 'CAFE', approved: false, deleted: false },
  { id: 'tx-deleted', date: '2026-09-12', amount: -100, payee_name: 'GONE', approved: true, deleted: true },
];
const details = { transaction_ids: ['tx-still', 'tx-unapproved', 'tx-deleted', 'tx-missing'] };

describe('checkApproveUndo', () => {
  it('sets back what is still approved and lists the rest as conflicts', () => {
    const r = checkApproveUndo(details, transactions);
    expect(r).toEqual({
      revert: [{ transaction_id: 'tx-still', date: '2026-09-10', payee: 'MARKET FRESH', amount: -5000 }],
      conflicts: ['tx-unapproved', 'tx-deleted', 'tx-missing'],
      notApplied: [],
    });
    expect(undoApproveQuestion(r.revert, 2, r.conflicts.length)).toBe(
      'Undo: set 1 transaction(s) back to unapproved?\n- 2026-09-10 MARKET FRESH -5.00: approved → unapproved\n- 3 item(s) changed since and will be left alone',
    );
    expect(undoApproveQuestion(r.revert, 0, 0)).toBe(
      'Undo: set 1 transaction(s) back to unapproved?\n- 2026-09-10 MARKET FRESH -5: approved → unapproved',
    );
  });

  it('of an uncertain operation, takes a transaction still unapproved for one YNAB never approved', () => {
    expect(checkApproveUndo(details, transactions, true)).toMatchObject({
      revert: [{ transaction_id: 'tx-still' }],
      notApplied: ['tx-unapproved'],
      conflicts: ['tx-deleted', 'tx-missing'],
    });
  });

  it('reads the journal’s details defensively', () => {
    expect(parseApproveDetails({ transaction_ids: ['tx-1', 7, null, 'tx-2'] })).toEqual({ transaction_ids: ['tx-1', 'tx-2'] });
    expect(parseApproveDetails(undefined)).toEqual({ transaction_ids: [] });
    expect(parseApproveDetails({ transaction_ids: 'tx-1' })).toEqual({ transaction_ids: [] });
  });
});
