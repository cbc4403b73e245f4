// Examples for src/logic/undo/review.ts: the details read back defensively, the split into set back, never
// applied and conflicts (whole transactions), the question and the recategorisations undo_operation lists.
import { describe, expect, it } from 'vitest';
import { planReview, reviewLine, type ReviewDetails, type Reviewed } from '../../../src/logic/transactions/review-plan.ts';
import { checkReviewUndo, parseReviewDetails, reviewRecategorised, undoReviewQuestion } from '../../../src/logic/undo/review.ts';
import { reviewCategories, reviewTransactions } from '../fixtures/review-transactions.ts';

const ITEMS = [
  { transaction_id: 'tx-048', category_id: 'cat-groceries', approved: true },
  { transaction_id: 'tx-flagged', flag: null, memo: 'train' },
];

function reviewed(): { details: ReviewDetails; after: Reviewed[] } {
  const plan = planReview(ITEMS, reviewTransactions, reviewCategories);
  if (!plan.ok) throw new Error(plan.error);
  const after = reviewTransactions.map((t) => {
    const patch = plan.subject.find((p) => p.id === t.id);
    if (patch === undefined) return t;
    const { id: _id, ...fields } = patch;
    return { ...t, ...fields };
  });
  // The details as the journal reads them back from disk.
  return { details: JSON.parse(JSON.stringify(plan.details)) as ReviewDetails, after };
}

const edit = (rows: Reviewed[], id: string, fields: Partial<Reviewed>) => rows.map((t) => (t.id === id ? { ...t, ...fields } : t));

describe('parseReviewDetails', () => {
  it('reads back what the review journaled', () => {
    const { details } = reviewed();
    expect(parseReviewDetails(details)).toEqual(details);
  });

  it('drops what is not a change it can set back, and ignores unknown fields', () => {
    expect(parseReviewDetails(undefined)).toEqual({ changes: [] });
    expect(parseReviewDetails({ changes: 'x' })).toEqual({ changes: [] });
    const good = { transaction_id: 't', from: { flag: null, extra: 1 }, to: { flag: 'red' } };
    expect(
      parseReviewDetails({
        changes: [
          good,
          null,
          { ...good, transaction_id: '' },
          { ...good, transaction_id: 7 },
          { ...good, from: 'x' },
          { ...good, to: null },
          { ...good, from: {}, to: {} },
          { ...good, to: { approved: true } },
          { ...good, from: { flag: 'pink' } },
          { transaction_id: 't', from: { approved: 'yes' }, to: { approved: true } },
          { transaction_id: 't', from: { category_id: 3 }, to: { category_id: 'c' } },
          { transaction_id: 't', from: { memo: 3 }, to: { memo_digest: null } },
          { transaction_id: 't', from: { memo: 'a' }, to: { memo: 'b' } },
          { transaction_id: 't', from: { memo: null }, to: { memo_digest: 'ab' } },
          { transaction_id: 't', from: { category_id: null, approved: false }, to: { category_id: 'c', approved: true } },
          { transaction_id: 't', from: { approved: false, category_id: null }, to: { category_id: 'c', approved: true } },
          { transaction_id: 't', from: { category_id: null }, to: { category_id: 'c' } },
          { transaction_id: 't', from: { approved: false }, to: { approved: true } },
          { transaction_id: 't', from: { category_id: null }, to: { approved: true } },
        ],
      }),
    ).toEqual({
      changes: [
        { transaction_id: 't', from: { flag: null }, to: { flag: 'red' } },
        { transaction_id: 't', from: { memo: null }, to: { memo_digest: 'ab' } },
        { transaction_id: 't', from: { category_id: null, approved: false }, to: { category_id: 'c', approved: true } },
        { transaction_id: 't', from: { approved: false, category_id: null }, to: { category_id: 'c', approved: true } },
        { transaction_id: 't', from: { category_id: null }, to: { category_id: 'c' } },
        { transaction_id: 't', from: { approved: false }, to: { approved: true } },
      ],
    });
  });
});

describe('checkReviewUndo', () => {
  it('sets back every transaction still as the review left it, its memo now read from YNAB', () => {
    const { details, after } = reviewed();
    const check = checkReviewUndo(details, after);
    expect(check.conflicts).toEqual([]);
    expect(check.notApplied).toEqual([]);
    expect(check.revert.map(({ transaction_id, now, back }) => ({ transaction_id, now, back }))).toEqual([
      {
        transaction_id: 'tx-048',
        now: { category_id: 'cat-groceries', approved: true },
        back: { category_id: null, approved: false },
      },
      { transaction_id: 'tx-flagged', now: { flag: null, memo: 'train' }, back: { flag: 'blue', memo: 'weekly shop' } },
    ]);
  });

  it('leaves alone, whole, a transaction with any reviewed field changed since, deleted or gone', () => {
    const { details, after } = reviewed();
    expect(checkReviewUndo(details, edit(after, 'tx-048', { approved: false })).conflicts).toEqual(['tx-048']);
    expect(checkReviewUndo(details, edit(after, 'tx-flagged', { memo: 'other' })).conflicts).toEqual(['tx-flagged']);
    expect(checkReviewUndo(details, edit(after, 'tx-flagged', { flag_color: 'red' })).conflicts).toEqual(['tx-flagged']);
    expect(checkReviewUndo(details, edit(after, 'tx-048', { category_id: 'cat-rent' })).conflicts).toEqual(['tx-048']);
    expect(checkReviewUndo(details, edit(after, 'tx-048', { deleted: true })).conflicts).toEqual(['tx-048']);
    expect(
      checkReviewUndo(
        details,
        after.filter((t) => t.id !== 'tx-flagged'),
      ).conflicts,
    ).toEqual(['tx-flagged']);
    // A field the review did not set may have changed: the transaction is still set back.
    expect(checkReviewUndo(details, edit(after, 'tx-048', { memo: 'added since' })).revert).toHaveLength(2);
  });

  it('of an uncertain operation: a transaction wholly as before was never applied; one half as before is a conflict', () => {
    const { details, after } = reviewed();
    const untouched = checkReviewUndo(details, reviewTransactions, true);
    expect([untouched.revert, untouched.notApplied, untouched.conflicts]).toEqual([[], ['tx-048', 'tx-flagged'], []]);
    // For a confirmed operation, the same state is a conflict: someone set it back since.
    expect(checkReviewUndo(details, reviewTransactions).conflicts).toEqual(['tx-048', 'tx-flagged']);
    // The memo before is compared too: another memo since, with the flag back as before, is a conflict.
    const memo = checkReviewUndo(details, edit(reviewTransactions, 'tx-flagged', { memo: 'other' }), true);
    expect([memo.notApplied, memo.conflicts]).toEqual([['tx-048'], ['tx-flagged']]);
    const half = checkReviewUndo(details, edit(after, 'tx-048', { approved: false }), true);
    expect([half.revert.length, half.notApplied, half.conflicts]).toEqual([1, [], ['tx-048']]);
  });
});

describe('the undo’s words', () => {
  it('asks to set the transactions back, a line each with now → before, and names the conflicts', () => {
    const { details, after } = reviewed();
    const { revert } = checkReviewUndo(details, after);
    const lines = revert.map((r) => reviewLine(r.tx, r.now, r.back, reviewCategories.lookup));
    expect(undoReviewQuestion(lines, 2, 1)).toBe(
      'Undo: set 2 reviewed transaction(s) back?\n' +
        '- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: category: Groceries → no category; approval: approved → unapproved\n' +
        '- 2026-09-10 TX-FLAGGED -5.00: flag: no flag → blue; memo: “train” → “weekly shop”\n' +
        '- 1 item(s) changed since and will be left alone',
    );
    expect(undoReviewQuestion(lines, 2, 0)).not.toContain('left alone');
  });

  it('lists the category set back, as undo_operation lists recategorisations', () => {
    const { details, after } = reviewed();
    const { revert } = checkReviewUndo(details, after);
    expect(reviewRecategorised(revert, reviewCategories.lookup)).toEqual([
      {
        transaction_id: 'tx-048',
        date: '2026-09-16',
        amount: -8.4,
        payee: 'CB BOULANGERIE DU PORT FACT 160926 525130******1',
        from_category_id: 'cat-groceries',
        from_category: 'Groceries',
        to_category_id: null,
        to_category: null,
      },
    ]);
    // A journal line's `to` of none (read from disk: type-valid, though the review never writes it) lists as no category.
    const none = checkReviewUndo(
      { changes: [{ transaction_id: 'tx-049', from: { category_id: 'cat-rent' }, to: { category_id: null } }] },
      reviewTransactions,
    );
    expect(reviewRecategorised(none.revert, reviewCategories.lookup)).toMatchObject([
      { from_category_id: null, from_category: null, to_category_id: 'cat-rent', to_category: 'Rent' },
    ]);
    const uncat = planReview([{ transaction_id: 'tx-uncat', category_id: 'cat-rent' }], reviewTransactions, reviewCategories);
    if (!uncat.ok) throw new Error(uncat.error);
    const back = checkReviewUndo(uncat.details, edit(reviewTransactions, 'tx-uncat', { category_id: 'cat-rent' }));
    expect(reviewRecategorised(back.revert, reviewCategories.lookup)).toMatchObject([
      { from_category_id: 'cat-rent', from_category: 'Rent', to_category_id: null, to_category: null },
    ]);
  });
});
