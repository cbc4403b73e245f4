// Examples for src/logic/undo/flag.ts (journal-and-undo.md §7, row flag): the details read back, the split into
// reverts, never applied and conflicts, YNAB's "" as the no flag an operation set, the question.
import { describe, expect, it } from 'vitest';
import { checkFlagUndo, parseFlagDetails, undoFlagQuestion } from '../../../src/logic/undo/flag.ts';
import { flagTransactions as transactions } from '../fixtures/flag-transactions.ts';

describe('checkFlagUndo', () => {
  const changes = [
    { transaction_id: 'tx-blue', from: null, to: 'blue' as const },
    { transaction_id: 'tx-050', from: 'green' as const, to: 'red' as const },
    { transaction_id: 'tx-gone', from: null, to: null },
    { transaction_id: 'tx-missing', from: null, to: 'red' as const },
  ];

  it('reverts what still carries the operation’s colour and lists the rest as conflicts', () => {
    const r = checkFlagUndo({ changes }, transactions);
    expect(r.revert.map((x) => [x.transaction_id, x.before, x.after])).toEqual([['tx-blue', 'blue', null]]);
    expect(r.conflicts).toEqual(['tx-050', 'tx-gone', 'tx-missing']);
    expect(undoFlagQuestion(r.revert, 2, r.conflicts.length)).toBe(
      'Undo: change the flag of 1 transaction(s)?\n- 2026-09-10 BLUE SHOP -5.00: blue → no flag\n- 3 item(s) changed since and will be left alone',
    );
  });

  it('of an uncertain operation, takes a transaction still with its previous flag for one YNAB never changed', () => {
    // tx-050 has no flag: the operation's red never came; a deleted or missing one is still a conflict.
    const uncertain = [...changes, { transaction_id: 'tx-050', from: null, to: 'red' as const }].filter((c) => c.from === null);
    const r = checkFlagUndo({ changes: uncertain }, transactions, true);
    expect([r.revert.map((x) => x.transaction_id), r.notApplied, r.conflicts]).toEqual([
      ['tx-blue'],
      ['tx-050'],
      ['tx-gone', 'tx-missing'],
    ]);
    expect(checkFlagUndo({ changes: uncertain }, transactions)).toMatchObject({
      notApplied: [],
      conflicts: ['tx-gone', 'tx-missing', 'tx-050'],
    });
    // A flag that is neither colour of the change was set since, by someone else.
    const since = checkFlagUndo({ changes: [{ transaction_id: 'tx-blue', from: 'green', to: 'red' }] }, transactions, true);
    expect([since.revert, since.notApplied, since.conflicts]).toEqual([[], [], ['tx-blue']]);
  });

  it('counts YNAB’s "" as the no flag an operation set', () => {
    const r = checkFlagUndo({ changes: [{ transaction_id: 'tx-empty', from: 'red', to: null }] }, transactions);
    expect(r.revert.map((x) => [x.transaction_id, x.after])).toEqual([['tx-empty', 'red']]);
    expect(undoFlagQuestion(r.revert, 2, 0)).toBe(
      'Undo: change the flag of 1 transaction(s)?\n- 2026-09-11 EMPTY FLAG 12.35: no flag → red',
    );
  });

  it('reads the journal’s details defensively', () => {
    expect(
      parseFlagDetails({
        changes: [
          { transaction_id: 'tx-1', from: 'red', to: null },
          { from: 'red' },
          'x',
          null,
          { transaction_id: 'tx-2', from: '', to: 'nope' },
        ],
      }),
    ).toEqual({
      changes: [
        { transaction_id: 'tx-1', from: 'red', to: null },
        { transaction_id: 'tx-2', from: null, to: null },
      ],
    });
    expect(parseFlagDetails(undefined)).toEqual({ changes: [] });
    expect(parseFlagDetails({ changes: 'no' })).toEqual({ changes: [] });
  });
});
