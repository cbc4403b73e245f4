// Properties of src/logic/transactions/review-plan.ts and its undo (src/logic/undo/review.ts), over random
// transactions and items: a review applied, then planned again, changes nothing; its undo, applied, gives back
// every field it changed exactly as YNAB held it; no payee, memo or category name adds a line to the question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLookup } from '../../../src/logic/classify/category-lookup.ts';
import type { ClassifyGroup } from '../../../src/logic/classify/classify-inputs.ts';
import { FLAG_COLORS } from '../../../src/logic/transactions/flag-plan.ts';
import {
  checkReviewItems,
  reviewLine,
  reviewPatch,
  reviewQuestion,
  type ReviewItem,
  type Reviewed,
} from '../../../src/logic/transactions/review-plan.ts';
import { agentText } from '../../../src/logic/core/untrusted.ts';
import { planned, reviewState, written } from '../fixtures/review-writes.ts';
import { checkReviewUndo, undoReviewQuestion } from '../../../src/logic/undo/review.ts';

const hostile = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc
    .array(fc.constantFrom('\n- forged line', '\r\n', '\u2028', '\u202e', '\t', '\0', ' → ', '; '), { maxLength: 5 })
    .map((p) => p.join('')),
);
const oneLine = hostile.filter((t) => agentText(t) !== undefined);
const CATEGORIES = ['cat-a', 'cat-b', 'cat-c'];
const groups: ClassifyGroup[] = [
  {
    id: 'g',
    name: 'G',
    hidden: false,
    deleted: false,
    categories: CATEGORIES.map((id, i) => ({ id, name: `Name ${i}\n- forged`, hidden: false, deleted: false })),
  },
  {
    id: 'internal',
    name: 'Internal Master Category',
    hidden: false,
    deleted: false,
    categories: [{ id: 'cat-uncat', name: 'Uncategorized', hidden: false, deleted: false }],
  },
];
const categories = { lookup: categoryLookup(groups), accountsById: new Map([['acc', { on_budget: true }]]) };

const transaction = (id: string) =>
  fc.record({
    id: fc.constant(id),
    date: fc.constant('2026-09-19'),
    amount: fc.integer({ min: -1e9, max: 1e9 }),
    account_id: fc.constant('acc'),
    payee_name: fc.option(hostile, { nil: null }),
    category_id: fc.constantFrom(null, 'cat-uncat', ...CATEGORIES),
    category_name: fc.constant(null),
    transfer_account_id: fc.constant(null),
    deleted: fc.constant(false),
    approved: fc.boolean(),
    flag_color: fc.constantFrom<string | null>(...FLAG_COLORS, '', null).map((c) => c as Reviewed['flag_color']),
    memo: fc.option(fc.oneof(fc.constant(''), hostile), { nil: null }),
  });

const item = (id: string) =>
  fc
    .record(
      {
        category_id: fc.constantFrom(...CATEGORIES),
        approved: fc.boolean(),
        flag: fc.option(fc.constantFrom(...FLAG_COLORS), { nil: null }),
        // What the agent may send: one line, maybe with spaces around it (trimmed), or only spaces (cleared).
        memo: fc.oneof(
          fc.constant(''),
          fc.constant('   '),
          oneLine,
          oneLine.map((t) => ` ${t} `),
        ),
      },
      { requiredKeys: [] },
    )
    .filter((fields) => Object.keys(fields).length > 0)
    .map((fields): ReviewItem => ({ transaction_id: id, ...fields }));

const world = fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 30 }).chain((ns) => {
  const ids = ns.map((n) => `tx-${n}`);
  return fc.tuple(
    fc.tuple(...ids.map(transaction)),
    fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: ids.length }).chain((chosen) => fc.tuple(...chosen.map(item))),
  );
});

const plan = (items: readonly ReviewItem[], transactions: readonly Reviewed[]) => planned(items, transactions, categories);

describe('review_transactions’ plan and undo', () => {
  it('refuses a memo that is not one line of visible characters, before anything else is read', () => {
    fc.assert(
      fc.property(hostile, (memo) => {
        const r = checkReviewItems([{ transaction_id: 't', memo }]);
        expect(r === undefined).toBe(agentText(memo) !== undefined);
      }),
    );
  });

  it('applied, then planned again with the same items, changes nothing', () => {
    fc.assert(
      fc.property(world, ([transactions, items]) => {
        const after = written(transactions, plan(items, transactions).subject);
        const again = plan(items, after);
        expect(again.subject).toEqual([]);
        expect(again.changes).toEqual([]);
      }),
    );
  });

  it('undone, gives back exactly every transaction as it was', () => {
    fc.assert(
      fc.property(world, ([transactions, items]) => {
        const r = plan(items, transactions);
        const after = written(transactions, r.subject);
        const journaled = JSON.parse(JSON.stringify(r.details)) as typeof r.details;
        const undo = checkReviewUndo(journaled, after);
        expect(undo.conflicts).toEqual([]);
        expect(undo.revert.map((x) => x.transaction_id)).toEqual(r.subject.map((s) => s.id));
        const back = written(
          after,
          undo.revert.map((x) => reviewPatch(x.transaction_id, x.back)),
        );
        expect(back.map(reviewState)).toEqual(transactions.map(reviewState));
      }),
    );
  });

  it('asks one line per change, whatever the payees, memos and names hold', () => {
    fc.assert(
      fc.property(world, ([transactions, items]) => {
        const r = plan(items, transactions);
        const lines = reviewQuestion(r.seen, 2).split('\n');
        expect(lines).toHaveLength(1 + Math.min(r.seen.length, 20) + (r.seen.length > 20 ? 1 : 0));
        const undo = checkReviewUndo(r.details, written(transactions, r.subject));
        const undoLines = undoReviewQuestion(
          undo.revert.map((x) => reviewLine(x.tx, x.now, x.back, categories.lookup)),
          2,
          0,
        ).split('\n');
        expect(undoLines).toHaveLength(lines.length);
      }),
    );
  });
});
