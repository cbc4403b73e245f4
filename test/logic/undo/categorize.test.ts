// Examples and properties for src/logic/undo/categorize.ts (journal-and-undo.md §7, row categorize): the moves
// read back, the split into reverts, never applied and conflicts, the question's lines and the question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import {
  checkCategorizeUndo,
  parseCategorizeMoves,
  undoCategorizeLines,
  undoCategorizeQuestion,
} from '../../../src/logic/undo/categorize.ts';
import { classifyGroups, classifyTransactions, demoCategorization } from '../fixtures/demo-classify.ts';
import { hostile, hostileName as name, questionAmount as amount } from '../fixtures/hostile.ts';

const moves = [
  { transaction_id: 'tx-048', from_category_id: null, to_category_id: 'cat-groceries' },
  { transaction_id: 'tx-049', from_category_id: 'cat-uncategorized', to_category_id: 'cat-transport' },
  { transaction_id: 'tx-050', from_category_id: null, to_category_id: 'cat-groceries' },
  { transaction_id: 'tx-gone', from_category_id: null, to_category_id: 'cat-groceries' },
];
const readBack = (changes: Record<string, Partial<ClassifyTransaction>>): ClassifyTransaction[] =>
  classifyTransactions.map((t) => ({ ...t, ...changes[t.id] }));

describe('parseCategorizeMoves', () => {
  it('keeps the moves to a category, and reads no moves as none', () => {
    expect(parseCategorizeMoves([...moves, { transaction_id: 'tx-x', from_category_id: 'cat-rent', to_category_id: null }])).toEqual(moves);
    expect(parseCategorizeMoves(undefined)).toEqual([]);
  });
});

describe('checkCategorizeUndo', () => {
  it('reverts items still as the operation left them, from current (to) to restored (from)', () => {
    const txs = readBack({
      'tx-048': { category_id: 'cat-groceries' },
      'tx-049': { category_id: 'cat-transport' },
      'tx-050': { category_id: 'cat-rent' },
    });
    expect(checkCategorizeUndo(moves, txs)).toEqual({
      revert: [
        { transaction_id: 'tx-048', from_category_id: 'cat-groceries', to_category_id: null },
        { transaction_id: 'tx-049', from_category_id: 'cat-transport', to_category_id: 'cat-uncategorized' },
      ],
      conflicts: ['tx-050', 'tx-gone'],
      notApplied: [],
    });
  });

  it('counts a deleted transaction as a conflict', () => {
    const txs = readBack({ 'tx-048': { category_id: 'cat-groceries', deleted: true } });
    expect(checkCategorizeUndo(moves.slice(0, 1), txs)).toEqual({ revert: [], conflicts: ['tx-048'], notApplied: [] });
  });

  it('of an uncertain operation, takes a transaction still in its previous category for one YNAB never changed, not a conflict', () => {
    const txs = readBack({ 'tx-049': { category_id: 'cat-transport' }, 'tx-050': { category_id: 'cat-rent' } });
    expect(checkCategorizeUndo(moves, txs, true)).toEqual({
      revert: [{ transaction_id: 'tx-049', from_category_id: 'cat-transport', to_category_id: 'cat-uncategorized' }],
      conflicts: ['tx-050', 'tx-gone'],
      notApplied: ['tx-048'],
    });
    // Of an operation YNAB confirmed, the same transaction was set back since, by someone else: a conflict.
    expect(checkCategorizeUndo(moves, txs).conflicts).toEqual(['tx-048', 'tx-050', 'tx-gone']);
  });

  it('round trip: the moves of a plan, applied, are all revertible and restore the raw previous ids', () => {
    const plan = demoCategorization();
    const applied = readBack(Object.fromEntries(plan.moves.map((m) => [m.transaction_id, { category_id: m.to_category_id }])));
    const check = checkCategorizeUndo(plan.moves, applied);
    expect(check.conflicts).toEqual([]);
    const lines = undoCategorizeLines(check.revert, applied, classifyGroups);
    expect(undoCategorizeQuestion(lines, 2, 0)).toBe(
      'Undo: recategorise 2 transaction(s)?\n' +
        '- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: Groceries → no category\n' +
        '- 2026-09-18 RAIL CO -45.00: Transport → no category',
    );
  });
});

describe('undoCategorizeLines', () => {
  const groups = classifyGroups;
  const tx = (id: string, payee_name: string | null) => ({ id, date: '2026-09-16', amount: -8400, payee_name });

  it('names both sides, reads Uncategorized and null as no category, and an unknown id as itself', () => {
    const lines = undoCategorizeLines(
      [
        { transaction_id: 't1', from_category_id: 'cat-groceries', to_category_id: 'cat-uncategorized' },
        { transaction_id: 't2', from_category_id: 'cat-since-deleted', to_category_id: null },
      ],
      [tx('t1', 'SHOP'), tx('t2', null)],
      groups,
    );
    expect(lines).toEqual([
      { date: '2026-09-16', payee: 'SHOP', amount: -8.4, current: 'Groceries', restored: null },
      { date: '2026-09-16', payee: '', amount: -8.4, current: 'cat-since-deleted', restored: null },
    ]);
  });

  it('leaves out a revert whose transaction is not in the list', () => {
    const revert = [{ transaction_id: 'gone', from_category_id: 'cat-groceries', to_category_id: null }];
    expect(undoCategorizeLines(revert, [tx('t1', 'SHOP')], groups)).toEqual([]);
  });
});

describe('undoCategorizeQuestion', () => {
  it('reads current → restored, and adds the conflicts line', () => {
    const items = [{ date: '2026-09-16', payee: 'CB BOULANGERIE', amount: -8.4, current: 'Groceries', restored: null }];
    expect(undoCategorizeQuestion(items, 2, 0)).toBe(
      'Undo: recategorise 1 transaction(s)?\n- 2026-09-16 CB BOULANGERIE -8.40: Groceries → no category',
    );
    expect(undoCategorizeQuestion(items, 2, 2)).toBe(
      'Undo: recategorise 1 transaction(s)?\n- 2026-09-16 CB BOULANGERIE -8.40: Groceries → no category\n- 2 item(s) changed since and will be left alone',
    );
  });
});

describe('undoCategorizeQuestion, for any text', () => {
  it('adds exactly one line when something is left alone', () => {
    const item = fc.record({ date: fc.constant('2026-09-16'), payee: hostile, amount, current: name, restored: name });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), fc.nat(5), (items, k) => {
        const n = items.length;
        expect(undoCategorizeQuestion(items, 2, k).split('\n')).toHaveLength(1 + Math.min(n, 20) + (n > 20 ? 1 : 0) + (k > 0 ? 1 : 0));
      }),
    );
  });
});
