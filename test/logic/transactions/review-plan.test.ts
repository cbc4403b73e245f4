// Examples for src/logic/transactions/review-plan.ts: the manifest's example, each field's change and its
// "already as asked", each refusal in the tool's order, the PATCH, the journal and the question's words.
import { describe, expect, it } from 'vitest';
import {
  checkReviewItems,
  memoOf,
  planReview,
  reviewLineText,
  reviewParts,
  reviewPatch,
  reviewQuestion,
  type ReviewItem,
} from '../../../src/logic/transactions/review-plan.ts';
import { MARKET, reviewCategories, reviewTransactions } from '../fixtures/review-transactions.ts';

const plan = (items: ReviewItem[]) => planReview(items, reviewTransactions, reviewCategories);
const ok = (items: ReviewItem[]) => {
  const r = plan(items);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('planReview', () => {
  it('plans the manifest example: a category and an approval, an approval and a flag', () => {
    const r = ok([
      { transaction_id: 'tx-048', category_id: 'cat-groceries', approved: true },
      { transaction_id: 'tx-049', approved: true, flag: 'blue' },
    ]);
    expect(r.changes).toEqual([
      {
        transaction_id: 'tx-048',
        date: '2026-09-16',
        payee: 'CB BOULANGERIE DU PORT FACT 160926 525130******1',
        amount: -8.4,
        set: ['category: no category → Groceries', 'approval: unapproved → approved'],
      },
      {
        transaction_id: 'tx-049',
        date: '2026-09-18',
        payee: 'RAIL CO',
        amount: -45,
        set: ['approval: unapproved → approved', 'flag: no flag → blue'],
      },
    ]);
    expect(r.subject).toEqual([
      { id: 'tx-048', category_id: 'cat-groceries', approved: true },
      { id: 'tx-049', approved: true, flag_color: 'blue' },
    ]);
    expect(r.details).toEqual({
      changes: [
        { transaction_id: 'tx-048', from: { category_id: null, approved: false }, to: { category_id: 'cat-groceries', approved: true } },
        { transaction_id: 'tx-049', from: { approved: false, flag: null }, to: { approved: true, flag: 'blue' } },
      ],
    });
    expect(r.seen).toEqual([
      {
        date: '2026-09-16',
        payee: 'CB BOULANGERIE DU PORT FACT 160926 525130******1',
        amount: -8400,
        category: [null, 'Groceries'],
        approved: [false, true],
      },
      { date: '2026-09-18', payee: 'RAIL CO', amount: -45000, approved: [false, true], flag: [null, 'blue'] },
    ]);
    expect(reviewQuestion(r.seen, 2)).toBe(
      'Review 2 transaction(s)?\n' +
        '- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: category: no category → Groceries; approval: unapproved → approved\n' +
        '- 2026-09-18 RAIL CO -45.00: approval: unapproved → approved; flag: no flag → blue',
    );
  });

  it('changes every field of one transaction, keeping the memo before as text and the one after as a digest', () => {
    const r = ok([{ transaction_id: 'tx-flagged', category_id: 'cat-transport', approved: false, flag: null, memo: 'train' }]);
    expect(r.changes[0]!.set).toEqual([
      'category: Groceries → Transport',
      'approval: approved → unapproved',
      'flag: blue → no flag',
      'memo: “weekly shop” → “train”',
    ]);
    expect(r.subject).toEqual([{ id: 'tx-flagged', category_id: 'cat-transport', approved: false, flag_color: null, memo: 'train' }]);
    expect(r.details.changes).toEqual([
      {
        transaction_id: 'tx-flagged',
        from: { category_id: 'cat-groceries', approved: true, flag: 'blue', memo: 'weekly shop' },
        to: { category_id: 'cat-transport', approved: false, flag: null, memo_digest: '116f54c41d0405db' },
      },
    ]);
  });

  it('clears a memo with "" (sent as ""), and reads YNAB’s "" memo and "" flag as none', () => {
    const cleared = ok([{ transaction_id: 'tx-flagged', memo: '' }]);
    expect(cleared.subject).toEqual([{ id: 'tx-flagged', memo: '' }]);
    expect(cleared.details.changes[0]!.to).toEqual({ memo_digest: null });
    expect(cleared.changes[0]!.set).toEqual(['memo: “weekly shop” → no memo']);
    const none = ok([{ transaction_id: 'tx-empty-memo', memo: '', flag: null }]);
    expect(none.changes).toEqual([]);
    const set = ok([{ transaction_id: 'tx-empty-memo', memo: 'note' }]);
    expect(set.details.changes[0]!.from).toEqual({ memo: null });
  });

  it('leaves out what is already as asked: the item whole, or the fields of it that hold', () => {
    expect(
      ok([{ transaction_id: 'tx-flagged', category_id: 'cat-groceries', approved: true, flag: 'blue', memo: 'weekly shop' }]).changes,
    ).toEqual([]);
    const r = ok([
      { transaction_id: 'tx-flagged', category_id: 'cat-groceries', approved: true, flag: 'red' },
      { transaction_id: 'tx-049', approved: false },
      { transaction_id: 'tx-048', approved: true },
    ]);
    expect(r.subject).toEqual([
      { id: 'tx-flagged', flag_color: 'red' },
      { id: 'tx-048', approved: true },
    ]);
    expect(r.changes.map((c) => c.transaction_id)).toEqual(['tx-flagged', 'tx-048']);
  });

  it('shows YNAB’s Uncategorized as no category and journals its raw id, so undo restores exactly it', () => {
    const r = ok([{ transaction_id: 'tx-uncat', category_id: 'cat-rent' }]);
    expect(r.changes[0]!.set).toEqual(['category: no category → Rent']);
    expect(r.details.changes[0]!.from).toEqual({ category_id: 'cat-uncategorized' });
  });

  it('sets approval, flag and memo where a category is refused: split, off budget, transfer', () => {
    const r = plan([
      { transaction_id: 'tx-split', approved: true },
      { transaction_id: 'tx-off', flag: 'red' },
      { transaction_id: 'tx-transfer', memo: 'to savings' },
    ]);
    expect(r.ok && r.subject).toEqual([
      { id: 'tx-split', approved: true },
      { id: 'tx-off', flag_color: 'red' },
      { id: 'tx-transfer', memo: 'to savings' },
    ]);
    // Without a category asked, the plan needs no category facts.
    expect(planReview([{ transaction_id: 'tx-049', approved: true }], reviewTransactions, undefined).ok).toBe(true);
  });

  it('refuses, in order: named twice or setting nothing (item by item), unknown or deleted, then the category checks', () => {
    const refusal = (items: ReviewItem[]) => {
      const r = plan(items);
      return r.ok ? 'ok' : r;
    };
    expect(refusal([{ transaction_id: 'tx-048' }, { transaction_id: 'tx-048', approved: true }])).toEqual({
      ok: false,
      error: 'nothing_asked',
      tx_id: 'tx-048',
    });
    expect(refusal([{ transaction_id: 'tx-048', approved: true }, { transaction_id: 'tx-048' }])).toEqual({
      ok: false,
      error: 'named_twice',
      tx_id: 'tx-048',
    });
    expect(refusal([{ transaction_id: 'tx-nope', approved: true }, { transaction_id: 'tx-049' }])).toMatchObject({
      error: 'nothing_asked',
    });
    expect(refusal([{ transaction_id: 'tx-nope', approved: true }])).toEqual({ ok: false, error: 'unknown_transaction', tx_id: 'tx-nope' });
    expect(refusal([{ transaction_id: 'tx-gone', flag: 'red' }])).toEqual({ ok: false, error: 'unknown_transaction', tx_id: 'tx-gone' });
    expect(refusal([{ transaction_id: 'tx-048', category_id: 'cat-uncategorized' }])).toEqual({
      ok: false,
      error: 'uncategorized_category',
      category_id: 'cat-uncategorized',
    });
    expect(refusal([{ transaction_id: 'tx-048', category_id: 'cat-nope' }])).toMatchObject({ error: 'unknown_category' });
    expect(refusal([{ transaction_id: 'tx-split', category_id: 'cat-rent' }])).toEqual({
      ok: false,
      error: 'split_transaction',
      tx_id: 'tx-split',
    });
    expect(refusal([{ transaction_id: 'tx-off', category_id: 'cat-rent' }])).toEqual({ ok: false, error: 'off_budget', tx_id: 'tx-off' });
    expect(refusal([{ transaction_id: 'tx-transfer', category_id: 'cat-rent' }])).toEqual({
      ok: false,
      error: 'transfer',
      tx_id: 'tx-transfer',
    });
    // The first failing item decides, whatever comes after it.
    expect(
      refusal([
        { transaction_id: 'tx-off', category_id: 'cat-rent' },
        { transaction_id: 'tx-nope', approved: true },
      ]),
    ).toMatchObject({ error: 'off_budget' });
  });
});

describe('memos the agent sends', () => {
  it('refuses one that is not one line of visible characters, after the item checks', () => {
    expect(checkReviewItems([{ transaction_id: 'a', memo: 'pay\u200bback' }])).toEqual({
      ok: false,
      error: 'not_one_line',
      what: 'Memo of transaction a',
      text: 'payback',
    });
    expect(
      checkReviewItems([
        { transaction_id: 'a', memo: 'two\nlines' },
        { transaction_id: 'a', approved: true },
      ]),
    ).toMatchObject({
      error: 'not_one_line',
    });
    expect(planReview([{ transaction_id: 'tx-048', memo: 'x\u202e' }], reviewTransactions, undefined)).toMatchObject({
      error: 'not_one_line',
    });
  });

  it('trims one, and clears the memo with only spaces', () => {
    expect(ok([{ transaction_id: 'tx-flagged', memo: '  weekly shop ' }]).subject).toEqual([]);
    const r = ok([
      { transaction_id: 'tx-flagged', memo: '   ' },
      { transaction_id: 'tx-049', memo: '  note  ' },
      { transaction_id: 'tx-empty-memo', memo: ' ' },
    ]);
    expect(r.subject).toEqual([
      { id: 'tx-flagged', memo: '' },
      { id: 'tx-049', memo: 'note' },
    ]);
  });

  it('puts the lines that change a memo first in the question', () => {
    const r = ok([
      { transaction_id: 'tx-049', approved: true },
      { transaction_id: 'tx-050', memo: 'market' },
    ]);
    expect(reviewQuestion(r.seen, 2).split('\n').slice(1)).toEqual([
      `- 2026-09-19 ${MARKET} -71.86: memo: no memo → “market”`,
      '- 2026-09-18 RAIL CO -45.00: approval: unapproved → approved',
    ]);
  });

  it('names a category the groups do not list by the transaction’s own name', () => {
    const gone = [{ ...reviewTransactions[0]!, id: 'tx-gone-cat', category_id: 'cat-old', category_name: 'Old name' }];
    const r = planReview([{ transaction_id: 'tx-gone-cat', category_id: 'cat-rent' }], gone, reviewCategories);
    expect(r.ok && r.changes[0]!.set).toEqual(['category: Old name → Rent']);
  });
});

describe('checkReviewItems', () => {
  it('passes items that each set something, a null flag and an empty memo included', () => {
    expect(
      checkReviewItems([
        { transaction_id: 'a', flag: null },
        { transaction_id: 'b', memo: '' },
        { transaction_id: 'c', approved: false },
        { transaction_id: 'd', category_id: 'x' },
      ]),
    ).toBeUndefined();
    expect(checkReviewItems([{ transaction_id: 'a', flag: undefined, memo: undefined }])).toEqual({
      ok: false,
      error: 'nothing_asked',
      tx_id: 'a',
    });
  });
});

describe('words', () => {
  it('cleans payee, category names and memos; shows a memo whole up to 500 code points; leaves out an empty payee', () => {
    const long = 'x'.repeat(600);
    const line = { date: '2026-09-19', payee: null, amount: -71860, memo: [`a\nb\u202e`, long] as [string, string] };
    expect(reviewParts(line)).toEqual([`memo: “a b” → “${'x'.repeat(499)}…”`]);
    expect(reviewLineText({ date: '2026-09-19', payee: MARKET, amount: -71860, flag: ['red', null] }, 2)).toBe(
      `2026-09-19 ${MARKET} -71.86: flag: red → no flag`,
    );
    expect(reviewLineText({ date: '2026-09-19', payee: '', amount: 0, category: ['A\u0007', null] }, 0)).toBe(
      '2026-09-19 0: category: A → no category',
    );
  });

  it('turns values into the PATCH: a memo of none sent as "", a null category and flag kept', () => {
    expect(reviewPatch('t', {})).toEqual({ id: 't' });
    expect(reviewPatch('t', { category_id: null, approved: false, flag: null, memo: null })).toEqual({
      id: 't',
      category_id: null,
      approved: false,
      flag_color: null,
      memo: '',
    });
    expect(reviewPatch('t', { memo: 'm' })).toEqual({ id: 't', memo: 'm' });
  });

  it('reads YNAB’s memo as text or none', () => {
    expect([memoOf(null), memoOf(undefined), memoOf(''), memoOf(' ')]).toEqual([null, null, null, ' ']);
  });
});
