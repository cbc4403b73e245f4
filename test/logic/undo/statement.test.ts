// Examples for src/logic/undo/statement.ts (issue #17, kind statement): the details read back, the created
// transactions deleted and every change set back where it still is as the operation left it, the search by
// what was sent when YNAB's answer was lost, and the question.
import { describe, expect, it } from 'vitest';
import type { StatementChange, StatementDetails } from '../../../src/logic/statements/statement-plan.ts';
import {
  checkStatementUndo,
  parseStatementDetails,
  undoStatementQuestion,
  type StatementUndoCheck,
} from '../../../src/logic/undo/statement.ts';
import { memoDigest } from '../../../src/logic/writes/sent-transactions.ts';

type Tx = Parameters<typeof checkStatementUndo>[1][number];
const tx = (t: Partial<Tx> & { id: string }): Tx => ({
  account_id: 'acc-checking',
  date: '2026-09-10',
  amount: -2500,
  cleared: 'cleared',
  deleted: false,
  ...t,
});

const cleared: StatementChange = { id: 'a', cleared_from: 'uncleared', cleared_to: 'cleared', amount_from: -2500, amount_to: -2500 };
const corrected: StatementChange = { id: 'c', cleared_from: 'uncleared', cleared_to: 'reconciled', amount_from: -1050, amount_to: -1000 };
const SALARY = { date: '2026-09-24', amount: 35000, payee_name: 'SALARY ACME', memo_digest: memoDigest('September'), category_id: null };
const details: StatementDetails = {
  account_id: 'acc-checking',
  transaction_ids: ['new-1'],
  created: [{ id: 'new-1', date: '2026-09-24', amount: 35000, category_id: null }],
  changes: [cleared, corrected],
  sent: [SALARY],
  existing_ids: [],
};
// As the operation left them.
const created = tx({
  id: 'new-1',
  date: '2026-09-24',
  amount: 35000,
  payee_name: 'SALARY ACME',
  memo: 'September',
  cleared: 'reconciled',
  import_id: 'YNAB:35000:2026-09-24:1',
});
const after = [created, tx({ id: 'a' }), tx({ id: 'c', amount: -1000, cleared: 'reconciled' }), tx({ id: 'other' })];
const none = new Set<string>();
/** The created one deleted, both changes set back: the state, and the amount where it was corrected. */
const UNDONE: StatementUndoCheck = {
  deletions: [{ transaction_id: 'new-1', date: '2026-09-24', payee: 'SALARY ACME', amount: 35000 }],
  restores: [
    { id: 'a', cleared: 'uncleared' },
    { id: 'c', cleared: 'uncleared', amount: -1050 },
  ],
  conflicts: [],
  unlisted: 0,
  notApplied: 0,
};

describe('parseStatementDetails', () => {
  it('reads the details back whole', () => {
    expect(parseStatementDetails(JSON.parse(JSON.stringify(details)))).toStrictEqual(details);
    const { sent: _s, existing_ids: _e, ...withoutSent } = details;
    expect(parseStatementDetails(withoutSent)).toStrictEqual(withoutSent);
  });

  it('is undefined without an account, and drops each malformed change', () => {
    for (const bad of [undefined, null, 'acc-checking', { changes: [cleared] }, { account_id: 7 }])
      expect(parseStatementDetails(bad)).toBeUndefined();
    const malformed = [
      null,
      'a',
      { ...cleared, id: '' },
      { ...cleared, id: 7 },
      { ...cleared, cleared_from: 7 },
      { ...cleared, cleared_from: 'pending' },
      { ...cleared, cleared_to: 'uncleared' },
      { ...cleared, cleared_to: undefined },
      { ...cleared, amount_from: 1.5 },
      { ...cleared, amount_to: '-2500' },
    ];
    expect(
      parseStatementDetails({ account_id: 'acc-checking', changes: [...malformed, corrected, { ...cleared, cleared_from: 'reconciled' }] }),
    ).toStrictEqual({
      account_id: 'acc-checking',
      transaction_ids: [],
      created: [],
      changes: [corrected, { ...cleared, cleared_from: 'reconciled' }],
    });
    expect(parseStatementDetails({ account_id: 'acc-checking', changes: 'a' })!.changes).toEqual([]);
  });
});

describe('checkStatementUndo', () => {
  it('deletes the created ones and sets every change back: the state, and the amount where it was corrected', () => {
    expect(checkStatementUndo(details, after, false, none)).toStrictEqual(UNDONE);
  });

  it('leaves alone, as conflicts, what changed since: a state, an amount, a deletion, a created one edited', () => {
    const edit = (id: string, fields: Partial<Tx>) => after.map((t) => (t.id === id ? { ...t, ...fields } : t));
    expect(checkStatementUndo(details, edit('a', { cleared: 'reconciled' }), false, none)).toMatchObject({
      restores: [{ id: 'c' }],
      conflicts: ['a'],
    });
    expect(checkStatementUndo(details, edit('c', { amount: -1100 }), false, none)).toMatchObject({
      restores: [{ id: 'a' }],
      conflicts: ['c'],
    });
    expect(checkStatementUndo(details, edit('c', { deleted: true }), false, none)).toMatchObject({
      restores: [{ id: 'a' }],
      conflicts: ['c'],
    });
    expect(checkStatementUndo(details, after.slice(0, 2), false, none)).toMatchObject({ conflicts: ['c'] });
    expect(checkStatementUndo(details, edit('new-1', { amount: 36000 }), false, none)).toMatchObject({
      deletions: [],
      restores: [{ id: 'a' }, { id: 'c' }],
      conflicts: ['new-1'],
    });
    // Set back by someone else since an operation YNAB confirmed: a conflict too.
    expect(checkStatementUndo(details, edit('a', { cleared: 'uncleared' }), false, none)).toMatchObject({
      restores: [{ id: 'c' }],
      conflicts: ['a'],
      notApplied: 0,
    });
  });

  it('of an uncertain operation, counts a change still as before as one YNAB never applied', () => {
    const before = after.map((t) => (t.id === 'c' ? { ...t, amount: -1050, cleared: 'uncleared' } : t));
    expect(checkStatementUndo(details, before, true, none)).toMatchObject({
      deletions: [{ transaction_id: 'new-1' }],
      restores: [{ id: 'a' }],
      conflicts: [],
      notApplied: 1,
    });
    // Half of it (the state set, not the amount) is neither.
    const half = after.map((t) => (t.id === 'c' ? { ...t, amount: -1050 } : t));
    expect(checkStatementUndo(details, half, true, none)).toMatchObject({ conflicts: ['c'], notApplied: 0 });
  });

  it('with no created record, only checks a created id exists', () => {
    expect(
      checkStatementUndo(
        { ...details, created: [] },
        after.map((t) => (t.id === 'new-1' ? { ...t, amount: 1 } : t)),
        false,
        none,
      ).deletions,
    ).toHaveLength(1);
  });

  describe('when YNAB’s answer was lost', () => {
    const lost: StatementDetails = { ...details, transaction_ids: [], created: [] };

    it('finds the created ones by what was sent, though they carry their import ids', () => {
      expect(checkStatementUndo(lost, after, true, none)).toStrictEqual(UNDONE);
    });

    it('never takes one whose import id is not its own line’s, one there before, nor one another operation created', () => {
      const foreign = after.map((t) => (t.id === 'new-1' ? { ...t, import_id: 'YNAB:35000:2026-09-23:1' } : t));
      expect(checkStatementUndo(lost, foreign, true, none)).toMatchObject({ deletions: [], notApplied: 1 });
      expect(checkStatementUndo({ ...lost, existing_ids: ['new-1'] }, after, true, none)).toMatchObject({ deletions: [], notApplied: 1 });
      expect(checkStatementUndo(lost, after, true, new Set(['new-1']))).toMatchObject({ deletions: [], notApplied: 1 });
    });

    it('counts none found as never applied, and look-alikes too numerous to tell apart as conflicts', () => {
      expect(checkStatementUndo(lost, after.slice(1), true, none)).toMatchObject({
        deletions: [],
        conflicts: [],
        unlisted: 1,
        notApplied: 1,
      });
      const two = [...after, { ...created, id: 'new-2', import_id: 'YNAB:35000:2026-09-24:2' }];
      expect(checkStatementUndo(lost, two, true, none)).toMatchObject({
        deletions: [],
        conflicts: ['new-1', 'new-2'],
        unlisted: 0,
        notApplied: 0,
      });
    });

    it('is looked for so only for an uncertain operation', () => {
      expect(checkStatementUndo(lost, after, false, none)).toMatchObject({ deletions: [], conflicts: [], unlisted: 0, notApplied: 0 });
    });
  });
});

describe('undoStatementQuestion', () => {
  const check: StatementUndoCheck = checkStatementUndo(details, after, false, none);

  it('names the deletions and the restores, with a line per deletion', () => {
    expect(undoStatementQuestion('Checking', check, 2)).toBe(
      'Undo: statement applied to Checking: delete 1 transaction(s) created and set 2 transaction(s) back to their state and amount before?\n- 2026-09-24 SALARY ACME 35.00',
    );
    expect(undoStatementQuestion('Check\ning', { ...check, deletions: [] }, 2)).toBe(
      'Undo: statement applied to Check ing: set 2 transaction(s) back to their state and amount before?',
    );
    expect(undoStatementQuestion('Checking', { ...check, restores: [] }, 0)).toBe(
      'Undo: statement applied to Checking: delete 1 transaction(s) created?\n- 2026-09-24 SALARY ACME 35',
    );
  });

  it('ends with the items left alone: conflicts and unlisted ones', () => {
    expect(
      undoStatementQuestion('Checking', { ...check, conflicts: ['x'], unlisted: 2 }, 2)
        .split('\n')
        .at(-1),
    ).toBe('- 3 item(s) changed since and will be left alone');
  });
});
