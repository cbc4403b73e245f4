// apply_categories in process on the demo plan (demo-plan.md §8, seed 004): every refusal before any
// question or code, nothing_to_do, the code path's fields and requests, a decline, and the undo that
// sets the categories back. test/e2e/confirm.test.ts runs each way of confirming over stdio.
import { describe, expect, it } from 'vitest';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { textOf } from '../helpers/in-process.ts';
import { call, journalLines } from './budget-helpers.ts';
import { writeClients } from './write-clients.ts';
import { ASSIGN_CHANGES, ASSIGN_QUESTION, TWO_ASSIGNMENTS, assignedCategories } from '../fixtures/demo-assignments.ts';

const PLAN = 'demo-budget';
const ASSIGN = { plan_id: PLAN, assignments: [...TWO_ASSIGNMENTS, { transaction_id: 'tx-045', category_id: 'cat-rent' }] };
const QUESTION = ASSIGN_QUESTION;
const READS = ['GET /plans/demo-budget/transactions', 'GET /plans/demo-budget/categories', 'GET /plans/demo-budget/accounts'];

const w = writeClients();

const categories = assignedCategories;

describe('apply_categories refusals, before any question or code', () => {
  const refuse = async (assignments: { transaction_id: string; category_id: string }[]) => {
    const r = await call(w.asking, 'apply_categories', { plan_id: PLAN, assignments });
    expect(r.isError).toBe(true);
    expect(w.asking.asked).toEqual([]);
    expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    return r.text;
  };

  it.each([
    [
      [
        { transaction_id: 'tx-048', category_id: 'cat-groceries' },
        { transaction_id: 'tx-048', category_id: 'cat-rent' },
      ],
      'Transaction tx-048 is assigned twice: keep one assignment.',
    ],
    [
      [{ transaction_id: 'tx-999', category_id: 'cat-groceries' }],
      'Transaction tx-999 is not in this plan: use the transaction_id values returned by suggest_categories.',
    ],
    [
      [{ transaction_id: 'tx-048', category_id: 'cat-uncategorized' }],
      "Category cat-uncategorized is YNAB's internal Uncategorized: choose a real category.",
    ],
    [
      [{ transaction_id: 'tx-048', category_id: 'cat-nope' }],
      'Category cat-nope is not in this plan: use a category_id from the categories returned by suggest_categories.',
    ],
    [
      [{ transaction_id: 'nw-166', category_id: 'cat-groceries' }],
      'Transaction nw-166 is on an off-budget account: YNAB gives it no category.',
    ],
    [
      [{ transaction_id: 'tx-014', category_id: 'cat-groceries' }],
      'Transaction tx-014 is a transfer between accounts: YNAB gives it no category.',
    ],
  ])('%j', async (assignments, message) => {
    expect(await refuse(assignments)).toBe(message);
  });

  // tools.md marks check 1 *(no request)*: a list that names a transaction twice costs nothing, even when
  // the plan id still has to be resolved.
  it.each(['demo-budget', 'last-used'])('refuses an assignment twice with plan_id %s before any YNAB request', async (plan_id) => {
    w.asking.fake.resetLog();
    const assignments = [
      { transaction_id: 'tx-048', category_id: 'cat-groceries' },
      { transaction_id: 'tx-048', category_id: 'cat-rent' },
    ];
    const r = await w.asking.client.callTool({ name: 'apply_categories', arguments: { plan_id, assignments } });
    expect(textOf(r)).toBe('Transaction tx-048 is assigned twice: keep one assignment.');
    expect([r._meta?.[REQUESTS_META], w.asking.fake.requestCount, w.asking.fake.log]).toEqual([0, 0, []]);
  });

  it('refuses a split transaction', async () => {
    w.asking.fake.mutate('demo-budget', (plan) => {
      const tx = plan.transactions.find((t) => t.id === 'tx-046')!;
      tx.category_id = null;
      tx.subtransactions = [
        { id: 'sub-1', amount: -51130, memo: null, payee_id: null, category_id: 'cat-groceries', deleted: false },
        { id: 'sub-2', amount: -14990, memo: null, payee_id: null, category_id: 'cat-tennis', deleted: false },
      ];
    });
    expect(await refuse([{ transaction_id: 'tx-046', category_id: 'cat-groceries' }])).toBe(
      'Transaction tx-046 is split across categories: change its lines in YNAB.',
    );
  });

  it('skips assignments that change nothing: nothing_to_do, without asking', async () => {
    const r = await call(w.asking, 'apply_categories', {
      plan_id: 'demo-budget',
      assignments: [{ transaction_id: 'tx-045', category_id: 'cat-rent' }],
    });
    expect(r.result).toMatchObject({ status: 'nothing_to_do', changes: [], unchanged_count: 1, operation_id: null });
    expect(w.asking.asked).toEqual([]);
  });
});

describe('apply_categories when the user declines', () => {
  it('asks the question and recategorises nothing', async () => {
    const r = await call(w.asking, 'apply_categories', ASSIGN);
    expect(w.asking.asked).toEqual([QUESTION]);
    expect(r.result).toMatchObject({
      status: 'declined',
      changes: ASSIGN_CHANGES,
      unchanged_count: 1,
      confirmation: null,
      operation_id: null,
    });
    expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(categories(w.asking.fake)).toEqual([null, null]);
    expect(journalLines(w.asking.journal)).toEqual([]);
  });
});

describe('apply_categories on the code path, and its undo', () => {
  it('previews with a code after three reads, applies with it after one change check in one PATCH, and the undo sets the categories back', async () => {
    const preview = await call(w.coding, 'apply_categories', ASSIGN);
    expect(preview.result).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\. Only the user can agree, in this conversation/),
      changes: ASSIGN_CHANGES,
      unchanged_count: 1,
      conflicts: [],
      confirmation: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      operation_id: null,
    });
    expect([preview.requests, preview.sent]).toEqual([3, READS]);
    expect(categories(w.coding.fake)).toEqual([null, null]);

    const applied = await call(w.coding, 'apply_categories', { ...ASSIGN, confirmation: preview.result.confirmation });
    const id = applied.result.operation_id as string;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(applied.result).toEqual({
      status: 'applied',
      message: `Recategorised 2 transaction(s). To set their categories back, call undo_operation with operation_id ${id}.`,
      changes: ASSIGN_CHANGES,
      unchanged_count: 1,
      conflicts: [],
      confirmation: null,
      operation_id: id,
    });
    // The change check (transactions, change_check) found nothing: the categories and accounts held stand.
    expect(applied.sent).toEqual(['GET /plans/demo-budget/transactions', 'PATCH /plans/demo-budget/transactions']);
    expect(categories(w.coding.fake)).toEqual(['cat-groceries', 'cat-transport']);
    expect(journalLines(w.coding.journal).map((l) => l.operation_id)).toContain(id);

    const undo = await call(w.coding, 'undo_operation', { plan_id: PLAN, operation_id: id });
    expect(undo.result).toMatchObject({
      status: 'confirmation_required',
      operation_id: id,
      kind: 'categorize',
      restored: 2,
      conflicts: [],
    });
    const undone = await call(w.coding, 'undo_operation', { plan_id: PLAN, operation_id: id, confirmation: undo.result.confirmation });
    expect(undone.result).toMatchObject({ status: 'applied', restored: 2 });
    expect(categories(w.coding.fake)).toEqual([null, null]);
  });
});
