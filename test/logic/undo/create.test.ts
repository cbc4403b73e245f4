// Examples for src/logic/undo/create.ts (journal-and-undo.md §7, row create): the details read back, the split
// into transactions still as created and conflicts, the search by what was sent when YNAB's answer was lost,
// the question.
import { describe, expect, it } from 'vitest';
import {
  checkCreateUndo,
  checkLostCreateUndo,
  lostAnswer,
  parseCreateDetails,
  undoCreateQuestion,
} from '../../../src/logic/undo/create.ts';
import { memoDigest, type SentCandidate, type SentJournal } from '../../../src/logic/writes/sent-transactions.ts';
import { budgetTransactions as existing } from '../fixtures/demo.ts';

describe('the details and the split', () => {
  const after: SentCandidate[] = [
    ...existing,
    {
      id: 'tx-057',
      date: '2026-09-24',
      amount: -12000,
      account_id: 'acc-checking',
      payee_name: 'Chez Lucie',
      category_id: 'cat-restaurants',
      deleted: false,
    },
    { id: 'tx-058', date: '2026-09-23', amount: -5000, account_id: 'acc-checking', payee_name: 'Kiosk', category_id: null, deleted: false },
  ];

  it('reads the details defensively', () => {
    const j = parseCreateDetails({
      account_id: 'acc-checking',
      transaction_ids: ['tx-057', 7, 'tx-057', 'tx-058'],
      created: [{ id: 'tx-057', date: '2026-09-24', amount: -12000, category_id: 'cat-restaurants' }, 'junk', { id: 'x' }],
    });
    expect(j).toStrictEqual({
      account_id: 'acc-checking',
      transaction_ids: ['tx-057', 'tx-058'],
      created: [{ id: 'tx-057', date: '2026-09-24', amount: -12000, category_id: 'cat-restaurants' }],
    });
    expect(parseCreateDetails(undefined)).toStrictEqual({ transaction_ids: [], created: [] });
    expect(parseCreateDetails({ account_id: 7, transaction_ids: 'tx-057' })).toStrictEqual({ transaction_ids: [], created: [] });
  });
  it('drops each created record missing its id, date or amount, and reads a missing category as none', () => {
    const full = { id: 'tx-057', date: '2026-09-24', amount: -12000 };
    const j = parseCreateDetails({
      transaction_ids: ['tx-057'],
      created: [
        null,
        { date: full.date, amount: full.amount },
        { id: 'a', amount: 1 },
        { id: 'b', date: full.date },
        { id: 'c', date: full.date, amount: '1' },
        full,
      ],
    });
    expect(j.created).toEqual([{ ...full, category_id: null }]);
    expect(parseCreateDetails({ created: 'tx-057' }).created).toEqual([]);
  });
  it('reads what was sent, for an operation whose answer was lost', () => {
    const sent = [{ date: '2026-09-24', amount: -12000, payee_name: 'Chez Lucie', memo_digest: null, category_id: 'cat-restaurants' }];
    expect(parseCreateDetails({ account_id: 'acc-checking', sent, existing_ids: ['tx-054'] })).toStrictEqual({
      account_id: 'acc-checking',
      transaction_ids: [],
      created: [],
      sent,
      existing_ids: ['tx-054'],
    });
    // What was sent is kept whole or not at all.
    expect(parseCreateDetails({ account_id: 'acc-checking', sent, existing_ids: 'tx-054' })).toStrictEqual({
      account_id: 'acc-checking',
      transaction_ids: [],
      created: [],
    });
  });
  it('deletes those still as created; an edited or deleted one is a conflict; an id without a record only has to exist', () => {
    const journal = parseCreateDetails({
      account_id: 'acc-checking',
      transaction_ids: ['tx-057', 'tx-058', 'tx-gone'],
      created: [
        { id: 'tx-057', date: '2026-09-24', amount: -12000, category_id: 'cat-restaurants' },
        { id: 'tx-058', date: '2026-09-23', amount: -5000, category_id: null },
      ],
    });
    expect(checkCreateUndo(journal, after)).toEqual({
      revert: [
        { transaction_id: 'tx-057', date: '2026-09-24', payee: 'Chez Lucie', amount: -12000 },
        { transaction_id: 'tx-058', date: '2026-09-23', payee: 'Kiosk', amount: -5000 },
      ],
      conflicts: ['tx-gone'],
    });
    for (const edit of [{ date: '2026-09-21' }, { amount: -12010 }, { category_id: 'cat-groceries' }, { deleted: true }]) {
      const changed = after.map((t) => (t.id === 'tx-057' ? { ...t, ...edit } : t));
      expect(checkCreateUndo(journal, changed).conflicts).toEqual(['tx-057', 'tx-gone']);
    }
    // No category as created, and YNAB's internal Uncategorized, are the same.
    const filed = after.map((t) => (t.id === 'tx-058' ? { ...t, category_id: 'cat-uncategorized', category_name: 'Uncategorized' } : t));
    expect(checkCreateUndo(journal, filed).conflicts).toEqual(['tx-gone']);
    const reference = parseCreateDetails({ account_id: 'acc-checking', transaction_ids: ['tx-057'] });
    expect(
      checkCreateUndo(
        reference,
        after.map((t) => (t.id === 'tx-057' ? { ...t, amount: 1 } : t)),
      ).revert,
    ).toHaveLength(1);
  });
  it('asks the demo’s undo question, with the conflicts line when some are left alone', () => {
    const revert = [{ transaction_id: 'tx-057', date: '2026-09-24', payee: 'Chez Lucie', amount: -12000 }];
    expect(undoCreateQuestion('Checking', revert, 2, 0)).toBe(
      'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-24 Chez Lucie -12.00',
    );
    // A transaction whose payee YNAB no longer names shows without it, not with two spaces.
    expect(undoCreateQuestion('Checking', [{ ...revert[0]!, payee: null }], 2, 0)).toBe(
      'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-24 -12.00',
    );
    expect(undoCreateQuestion('Checking', revert, 2, 2)).toBe(
      'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-24 Chez Lucie -12.00\n- 2 item(s) changed since and will be left alone',
    );
  });
});

describe('when YNAB’s answer was lost', () => {
  const LUCIE = {
    date: '2026-09-24',
    amount: -12000,
    payee_name: 'Chez Lucie',
    memo_digest: memoDigest('table 4'),
    category_id: 'cat-restaurants',
  };
  const KIOSK = { date: '2026-09-23', amount: -5000, payee_name: 'Kiosk', memo_digest: null, category_id: null };
  const sent: SentJournal = { account_id: 'acc-checking', sent: [LUCIE, KIOSK], existing_ids: [] };
  const tx = (id: string, s: typeof LUCIE | typeof KIOSK): SentCandidate => ({
    id,
    account_id: 'acc-checking',
    date: s.date,
    amount: s.amount,
    payee_name: s.payee_name,
    memo: s.memo_digest === null ? null : 'table 4',
    category_id: s.category_id,
    deleted: false,
  });

  it('looks for the transactions by what was sent only for an uncertain operation without ids', () => {
    const ahead = { ...sent, transaction_ids: [], created: [] };
    expect(lostAnswer(ahead, true)).toBe(ahead);
    expect(lostAnswer(ahead, false)).toBeUndefined();
    expect(lostAnswer({ ...ahead, transaction_ids: ['tx-057'] }, true)).toBeUndefined();
    expect(lostAnswer({ account_id: 'acc-checking', transaction_ids: [], created: [] }, true)).toBeUndefined();
  });

  it('deletes what YNAB created, as sent, among the transactions no other operation created', () => {
    const found = checkLostCreateUndo(sent, [...existing, tx('new-1', LUCIE), tx('new-2', KIOSK)], new Set());
    expect(found).toEqual({
      revert: [
        { transaction_id: 'new-1', date: '2026-09-24', payee: 'Chez Lucie', amount: -12000 },
        { transaction_id: 'new-2', date: '2026-09-23', payee: 'Kiosk', amount: -5000 },
      ],
      conflicts: [],
      unlisted: 0,
      notApplied: 0,
    });
    // One changed since: the other is deleted, and the missing one counted with no id to list.
    expect(checkLostCreateUndo(sent, [tx('new-1', LUCIE)], new Set())).toMatchObject({
      revert: [{ transaction_id: 'new-1' }],
      conflicts: [],
      unlisted: 1,
      notApplied: 0,
    });
    // Another operation's creation is never taken for this one's.
    expect(checkLostCreateUndo(sent, [tx('new-1', LUCIE)], new Set(['new-1']))).toMatchObject({ revert: [], notApplied: 2 });
  });

  it('takes none found, and none in doubt, for a POST YNAB never applied', () => {
    expect(checkLostCreateUndo(sent, existing, new Set())).toEqual({ revert: [], conflicts: [], unlisted: 2, notApplied: 2 });
  });

  it('leaves look-alikes too numerous to tell apart as conflicts, and takes none of them', () => {
    const one: SentJournal = { ...sent, sent: [KIOSK] };
    expect(checkLostCreateUndo(one, [tx('k-1', KIOSK), tx('k-2', KIOSK)], new Set())).toEqual({
      revert: [],
      conflicts: ['k-1', 'k-2'],
      unlisted: 0,
      notApplied: 0,
    });
  });
});
