// undo_operation in process on the demo plan (journal-and-undo.md §7): nothing to undo, by id or latest,
// per plan; the manifest's example (an apply_categories) previewed, confirmed with a code, applied and
// marked undone; the latest still in effect first; a decline; every item changed since; a damaged journal.
// Each kind's own undo (questions, conflicts, partial failures) is pinned in its tool's test file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { call, journalLines, type Call, type Session } from './budget-helpers.ts';
import { demoWith, kwd } from './currency-plans.ts';
import { sessionPerTest } from './write-clients.ts';

const PLAN = 'demo-budget';
const BAKERY = 'CB BOULANGERIE DU PORT FACT 160926 525130******1';
const GROCERIES = { transaction_id: 'tx-048', category_id: 'cat-groceries' };
const TRANSPORT = { transaction_id: 'tx-049', category_id: 'cat-transport' };
const QUESTION = `Undo: recategorise 2 transaction(s)?\n- 2026-09-16 ${BAKERY} -8.40: Groceries → no category\n- 2026-09-18 RAIL CO -45.00: Transport → no category`;
const NOTHING = ': only operations made through this server on this machine, for this plan and still in effect, can be undone.';
const NONE_IN_EFFECT = `Nothing to undo (no operation of this plan is still in effect)${NOTHING}`;
const notInJournal = (id: string) =>
  `Nothing to undo (operation ${id} is not in this machine's journal for this plan, or was a…)${NOTHING}`;

const server = sessionPerTest().open;

const categories = (fake: FakeYnab, plan = PLAN) => {
  const data = fake.snapshot().plans.find((p) => p.id === plan)!.data;
  return ['tx-048', 'tx-049'].map((id) => data.transactions.find((t) => t.id === id)!.category_id ?? null);
};
const setCategory = (fake: FakeYnab, id: string, categoryId: string) =>
  fake.mutate(PLAN, (plan) => {
    plan.transactions.find((t) => t.id === id)!.category_id = categoryId;
  });

/** Applies `args` on the code path: a preview, then its code. */
async function confirmed(s: Session, tool: string, args: Record<string, unknown>): Promise<{ preview: Call; applied: Call }> {
  const preview = await call(s, tool, args);
  expect(preview.result.status, preview.text).toBe('confirmation_required');
  const applied = await call(s, tool, { ...args, confirmation: preview.result.confirmation });
  expect(applied.result.status, applied.text).toBe('applied');
  return { preview, applied };
}
const recategorise = async (s: Session, ...assignments: (typeof GROCERIES)[]) =>
  (await confirmed(s, 'apply_categories', { plan_id: PLAN, assignments })).applied.result.operation_id as string;

describe('undo_operation with nothing to undo', () => {
  it('refuses on a journal with no operation of this plan, writing nothing', async () => {
    const s = await server();
    const r = await call(s, 'undo_operation', { plan_id: PLAN });
    expect([r.isError, r.text]).toEqual([true, NONE_IN_EFFECT]);
    expect(s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(journalLines(s.journal)).toEqual([]);
  });

  it('refuses an operation_id the journal does not hold', async () => {
    const s = await server();
    await recategorise(s, GROCERIES);
    const r = await call(s, 'undo_operation', { plan_id: PLAN, operation_id: '0123456789ab' });
    expect([r.isError, r.text]).toEqual([true, notInJournal('0123456789ab')]);
    expect(categories(s.fake)).toEqual(['cat-groceries', null]);
  });

  it.each(['0123456789AB', '0123456789a', 'latest'])(
    'refuses operation_id %j through the input schema, before any request',
    async (operation_id) => {
      const s = await server();
      const r = await call(s, 'undo_operation', { plan_id: PLAN, operation_id });
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(/operation_id/);
      expect(s.fake.requestCount).toBe(0);
    },
  );

  it('keeps to its plan: an operation of another plan is not undone from this one', async () => {
    const s = await server(undefined, undefined, { fake: demoWith(kwd) });
    const id = (await confirmed(s, 'apply_categories', { plan_id: kwd.id, assignments: [GROCERIES] })).applied.result
      .operation_id as string;
    expect((await call(s, 'undo_operation', { plan_id: PLAN, operation_id: id })).text).toBe(notInJournal(id));
    expect((await call(s, 'undo_operation', { plan_id: PLAN })).text).toBe(NONE_IN_EFFECT);
    expect(categories(s.fake, kwd.id)).toEqual(['cat-groceries', null]);
    const { applied } = await confirmed(s, 'undo_operation', { plan_id: kwd.id, operation_id: id });
    expect(applied.result).toMatchObject({ operation_id: id, kind: 'categorize', restored: 1 });
    expect(categories(s.fake, kwd.id)).toEqual([null, null]);
  });
});

describe('undo_operation on the code path', () => {
  it('previews the example’s undo with a code, applies it once, marks it undone, and cannot undo it again', async () => {
    const s = await server();
    const id = await recategorise(s, GROCERIES, TRANSPORT);
    expect(categories(s.fake)).toEqual(['cat-groceries', 'cat-transport']);

    const preview = await call(s, 'undo_operation', { plan_id: PLAN });
    // What both the preview and the applied undo say of the operation.
    const undoing = {
      preview: QUESTION,
      operation_id: id,
      kind: 'categorize',
      restored: 2,
      changes: [
        {
          transaction_id: 'tx-048',
          date: '2026-09-16',
          amount: -8.4,
          payee: BAKERY,
          from_category_id: 'cat-groceries',
          from_category: 'Groceries',
          to_category_id: null,
          to_category: null,
        },
        {
          transaction_id: 'tx-049',
          date: '2026-09-18',
          amount: -45,
          payee: 'RAIL CO',
          from_category_id: 'cat-transport',
          from_category: 'Transport',
          to_category_id: null,
          to_category: null,
        },
      ],
      conflicts: [],
    };
    expect(preview.result).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\. Only the user can agree, in this conversation/),
      ...undoing,
      confirmation: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
    });
    expect(preview.sent).toEqual(['GET /plans/demo-budget/transactions', 'GET /plans/demo-budget/categories', 'GET /plans']);
    expect(categories(s.fake)).toEqual(['cat-groceries', 'cat-transport']);

    const undone = await call(s, 'undo_operation', { plan_id: PLAN, confirmation: preview.result.confirmation });
    expect(undone.result).toEqual({
      status: 'applied',
      message: 'Undone: 2 item(s) set back. An undo cannot itself be undone.',
      ...undoing,
      confirmation: null,
    });
    // The change check of the categories and transactions held (change_check also names payees, not held), then the write.
    expect(undone.sent).toEqual([
      'GET /plans/demo-budget/categories',
      'GET /plans/demo-budget/transactions',
      'PATCH /plans/demo-budget/transactions',
    ]);
    expect(categories(s.fake)).toEqual([null, null]);
    expect(journalLines(s.journal)).toContainEqual(expect.objectContaining({ undone: id, plan_id: PLAN, restored: 2, conflicts: [] }));

    // The same code again is spent; by id, or the latest: nothing left to undo. Nothing written.
    expect((await call(s, 'undo_operation', { plan_id: PLAN, confirmation: preview.result.confirmation })).text).toBe(
      'This confirmation code is unknown, expired, already used, or was issued for different changes. Call again without confirmation to get a new preview.',
    );
    expect((await call(s, 'undo_operation', { plan_id: PLAN })).text).toBe(NONE_IN_EFFECT);
    expect((await call(s, 'undo_operation', { plan_id: PLAN, operation_id: id })).text).toBe(notInJournal(id));
    expect(s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('undoes the latest operation still in effect first, then the one before', async () => {
    const s = await server();
    const first = await recategorise(s, GROCERIES);
    const second = await recategorise(s, TRANSPORT);
    expect((await confirmed(s, 'undo_operation', { plan_id: PLAN })).applied.result).toMatchObject({ operation_id: second, restored: 1 });
    expect(categories(s.fake)).toEqual(['cat-groceries', null]);
    expect((await confirmed(s, 'undo_operation', { plan_id: PLAN })).applied.result).toMatchObject({ operation_id: first, restored: 1 });
    expect(categories(s.fake)).toEqual([null, null]);
    expect((await call(s, 'undo_operation', { plan_id: PLAN })).text).toBe(NONE_IN_EFFECT);
  });
});

describe('undo_operation when the user is asked', () => {
  it('sets nothing back when the user declines, and the operation stays undoable', async () => {
    const coding = await server();
    const id = await recategorise(coding, GROCERIES, TRANSPORT);
    const asking = await server('decline', undefined, { fake: coding.fake, journal: coding.journal });
    const r = await call(asking, 'undo_operation', { plan_id: PLAN });
    expect(asking.asked).toEqual([QUESTION]);
    expect(r.result).toMatchObject({ status: 'declined', operation_id: id, restored: 2, confirmation: null });
    expect(asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(categories(coding.fake)).toEqual(['cat-groceries', 'cat-transport']);
    expect((await confirmed(coding, 'undo_operation', { plan_id: PLAN, operation_id: id })).applied.result).toMatchObject({ restored: 2 });
    expect(categories(coding.fake)).toEqual([null, null]);
  });

  it('is nothing_to_do when every item changed since, without asking nor writing', async () => {
    const coding = await server();
    const id = await recategorise(coding, GROCERIES, TRANSPORT);
    setCategory(coding.fake, 'tx-048', 'cat-rent');
    setCategory(coding.fake, 'tx-049', 'cat-rent');
    const asking = await server('accept', undefined, { fake: coding.fake, journal: coding.journal });
    const r = await call(asking, 'undo_operation', { plan_id: PLAN });
    expect(r.result).toEqual({
      status: 'nothing_to_do',
      message: 'Every one of the 2 transaction(s) was recategorised or deleted since the operation, so the undo touches nothing.',
      preview: null,
      operation_id: id,
      kind: 'categorize',
      restored: 0,
      changes: [],
      conflicts: ['tx-048', 'tx-049'],
      confirmation: null,
    });
    expect(asking.asked).toEqual([]);
    expect(asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(categories(coding.fake)).toEqual(['cat-rent', 'cat-rent']);
  });
});

describe('undo_operation over a damaged journal', () => {
  it('names the file and the line, and touches nothing', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'avenir-undo-')), 'journal.jsonl');
    writeFileSync(journal, 'not a journal line\n');
    const s = await server(undefined, undefined, { journal });
    const r = await call(s, 'undo_operation', { plan_id: PLAN });
    expect([r.isError, r.text]).toEqual([
      true,
      `The undo journal ${journal} is damaged at line 1: repair or delete that line, or rename the file so that a fresh journal starts (operations recorded in it can then no longer be undone).`,
    ]);
    expect(s.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });
});
