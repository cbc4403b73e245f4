// Examples for src/logic/undo/reconcile.ts (journal-and-undo.md §7, row reconcile): the details read back, the
// split into transactions still reconciled, never marked and conflicts, the adjustment (looked for by what was
// sent when YNAB's answer lost its id), the question, and what moved since when nothing is left.
import { describe, expect, it } from 'vitest';
import { adjustmentSent } from '../../../src/logic/accounts/reconcile-plan.ts';
import { checkReconcileUndo, movedSince, parseReconcileDetails, undoReconcileQuestion } from '../../../src/logic/undo/reconcile.ts';

type Undone = Parameters<typeof checkReconcileUndo>[1][number];

const tx = (t: Partial<Undone> & { id: string }): Undone => ({
  account_id: 'acc-checking',
  date: '2026-09-10',
  amount: -1000,
  cleared: 'cleared',
  deleted: false,
  ...t,
});

describe('checkReconcileUndo', () => {
  const details = { account_id: 'acc-checking', reconciled_ids: ['a', 'b', 'c'], adjustment_id: 'adj' };

  it('reads the journal details defensively', () => {
    expect(parseReconcileDetails(details)).toEqual(details);
    expect(parseReconcileDetails({ account_id: 'acc-checking', reconciled_ids: ['a', 3, ''], adjustment_id: 7 })).toEqual({
      account_id: 'acc-checking',
      reconciled_ids: ['a'],
      adjustment_id: null,
    });
    expect(parseReconcileDetails({ reconciled_ids: [] })).toBeUndefined();
    expect(parseReconcileDetails({ account_id: 'acc-checking' })).toBeUndefined();
    for (const bad of [null, undefined, 'acc-checking', 7, [details]]) expect(parseReconcileDetails(bad)).toBeUndefined();
  });

  it('has no adjustment to check when the operation recorded none', () => {
    const now = [tx({ id: 'a', cleared: 'reconciled' })];
    expect(checkReconcileUndo({ ...details, reconciled_ids: ['a'], adjustment_id: null }, now)).toEqual({
      revert: ['a'],
      adjustment: null,
      conflicts: [],
      notApplied: 0,
    });
  });

  it('reverts the transactions still reconciled and the adjustment still there; the rest are conflicts', () => {
    const now = [
      tx({ id: 'a', cleared: 'reconciled' }),
      tx({ id: 'b', cleared: 'cleared' }),
      tx({ id: 'c', cleared: 'reconciled', deleted: true }),
      tx({ id: 'adj', amount: 71860, cleared: 'reconciled' }),
    ];
    expect(checkReconcileUndo(details, now)).toEqual({
      revert: ['a'],
      adjustment: { id: 'adj', amount: 71860 },
      conflicts: ['b', 'c'],
      notApplied: 0,
    });
    expect(checkReconcileUndo(details, now.slice(0, 3))).toEqual({
      revert: ['a'],
      adjustment: null,
      conflicts: ['b', 'c', 'adj'],
      notApplied: 0,
    });
  });

  it('of an uncertain operation, takes a listed transaction still cleared for one YNAB never marked', () => {
    const now = [
      tx({ id: 'a', cleared: 'reconciled' }),
      tx({ id: 'b', cleared: 'cleared' }),
      tx({ id: 'c', cleared: 'uncleared' }),
      tx({ id: 'adj', amount: 71860, cleared: 'reconciled' }),
    ];
    expect(checkReconcileUndo(details, now, true)).toEqual({
      revert: ['a'],
      adjustment: { id: 'adj', amount: 71860 },
      conflicts: ['c'],
      notApplied: 1,
    });
  });

  it('words the undo question, with the adjustment and the conflicts line', () => {
    expect(undoReconcileQuestion('Checking', 49, 71860, 2, 0)).toBe(
      'Undo: reconciliation of Checking: 49 transaction(s) back to cleared and delete the adjustment of 71.86?',
    );
    expect(undoReconcileQuestion('Checking', 3, null, 2, 2)).toBe(
      'Undo: reconciliation of Checking: 3 transaction(s) back to cleared?\n- 2 item(s) changed since and will be left alone',
    );
  });

  it('reads what was sent ahead of the adjustment, whole or not at all', () => {
    const sent = [adjustmentSent('2026-09-25', 71860)];
    const ahead = { account_id: 'acc-checking', reconciled_ids: ['a'], adjustment_id: null, sent, existing_ids: [] };
    expect(parseReconcileDetails(ahead)).toStrictEqual(ahead);
    expect(parseReconcileDetails({ ...ahead, existing_ids: null })).toStrictEqual({
      account_id: 'acc-checking',
      reconciled_ids: ['a'],
      adjustment_id: null,
    });
  });
});

describe('the adjustment of an uncertain operation whose answer was lost', () => {
  const sent = [adjustmentSent('2026-09-25', 71860)];
  const lost = { account_id: 'acc-checking', reconciled_ids: ['a'], adjustment_id: null, sent, existing_ids: ['old'] };
  const adjustment = (id: string) =>
    tx({
      id,
      date: '2026-09-25',
      amount: 71860,
      cleared: 'reconciled',
      payee_name: 'Bank balance adjustment',
      memo: 'Added by avenir-mcp reconcile_account',
    });
  const marked = tx({ id: 'a', cleared: 'reconciled' });

  it('is looked for by what was sent, and deleted like a recorded one', () => {
    expect(checkReconcileUndo(lost, [marked, adjustment('adj-new')], true)).toEqual({
      revert: ['a'],
      adjustment: { id: 'adj-new', amount: 71860 },
      conflicts: [],
      notApplied: 0,
    });
    // Only an uncertain operation is looked at so: YNAB confirmed the other, which recorded no adjustment.
    expect(checkReconcileUndo(lost, [marked, adjustment('adj-new')])).toEqual({
      revert: ['a'],
      adjustment: null,
      conflicts: [],
      notApplied: 0,
    });
    // A line without what was sent has nothing to look for.
    expect(
      checkReconcileUndo({ account_id: 'acc-checking', reconciled_ids: ['a'], adjustment_id: null }, [marked, adjustment('adj-new')], true),
    ).toMatchObject({ adjustment: null, notApplied: 0 });
  });

  it('is never one there before the write, nor one another operation created', () => {
    expect(checkReconcileUndo(lost, [marked, adjustment('old')], true)).toMatchObject({ adjustment: null, notApplied: 1 });
    expect(checkReconcileUndo(lost, [marked, adjustment('adj-other')], true, new Set(['adj-other']))).toMatchObject({
      adjustment: null,
      notApplied: 1,
    });
  });

  it('counts none found for one YNAB never created, and look-alikes too numerous to tell apart as conflicts', () => {
    expect(checkReconcileUndo(lost, [marked], true)).toEqual({ revert: ['a'], adjustment: null, conflicts: [], notApplied: 1 });
    expect(checkReconcileUndo(lost, [marked, adjustment('x-1'), adjustment('x-2')], true)).toEqual({
      revert: ['a'],
      adjustment: null,
      conflicts: ['x-1', 'x-2'],
      notApplied: 0,
    });
  });
});

describe('movedSince', () => {
  const details = { account_id: 'acc-checking', reconciled_ids: ['a', 'b'], adjustment_id: 'adj' };

  it('names the listed transactions changed since and the adjustment gone, either or both', () => {
    expect(movedSince(details, ['a', 'b', 'adj'])).toEqual({ reason: 'reconcile_both_changed', count: 2 });
    expect(movedSince({ ...details, adjustment_id: null }, ['b'])).toEqual({ reason: 'reconcile_unreconciled', count: 1 });
    expect(movedSince({ ...details, reconciled_ids: [] }, ['adj'])).toEqual({ reason: 'reconcile_adjustment_deleted' });
  });

  it('counts only the listed transactions: look-alikes of a lost adjustment are no transaction it marked', () => {
    expect(movedSince({ ...details, reconciled_ids: [], adjustment_id: null }, ['x-1', 'x-2'])).toEqual({
      reason: 'reconcile_nothing_recorded',
    });
    expect(movedSince({ ...details, adjustment_id: null }, ['a', 'x-1'])).toEqual({ reason: 'reconcile_unreconciled', count: 1 });
  });
});
