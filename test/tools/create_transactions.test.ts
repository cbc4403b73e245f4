// create_transactions in process on the demo plan: every refusal before any question or code and without a
// write (likely duplicates included), the result fields and request counts, the code path, the
// allow_duplicates flag, and the undo's conflicts and partial failure.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { memoDigest } from '../../src/logic/writes/sent-transactions.ts';
import { callTool, expectRequests as expectServed, textOf, type Args, type ToolResult } from '../helpers/calls.ts';
import { sessionPerTest } from './write-clients.ts';
import { addCardPayments } from '../helpers/card-payments.ts';

const PLAN = 'demo-budget';
const LUCIE = { date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' };
const ARGS = { plan_id: PLAN, account_id: 'acc-checking', transactions: [LUCIE] };
const QUESTION = 'Create 1 transaction(s) on Checking?\n- 2026-09-24 Chez Lucie -12.00: Restaurants';
// The same meal as the demo's tx-054.
const AGAIN = { date: '2026-09-22', amount: -88, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' };

const planOf = (fake: FakeYnab) => fake.snapshot().plans.find((p) => p.id === PLAN)!;
const balance = (fake: FakeYnab) => planOf(fake).accounts.find((a) => a.id === 'acc-checking')!.balance;

/** A fresh server per test (cold cache, no plan directory); `open(answer)` makes it a client that can ask. */
const fresh = sessionPerTest();
const open = fresh.open;
const call = (name: string, args: Args) => callTool(fresh.s, name, args);
// The count a result reports is the fake's: exact on a path that runs the handler once (no in-call question).
const expectRequests = (r: ToolResult, n: number) => expectServed(r, fresh.s.fake, n);
const writes = () => fresh.s.fake.log.filter((l) => l.method !== 'GET');

describe('create_transactions refusals, before any question or code, without a write', () => {
  const ok = { date: '2026-09-20', amount: -1, payee_name: 'Kiosk' };
  it.each<[string, Record<string, unknown>, string, number]>([
    [
      'bad_amount',
      { transactions: [ok, { ...LUCIE, amount: -12.0001 }] },
      'Amount -12.0001 has more than 3 decimals, and YNAB stores at most 3: round it.',
      0,
    ],
    [
      'unknown_account',
      { account_id: 'acc-nope', transactions: [] },
      'Account id(s) acc-nope are not open accounts of this plan: use the ids that list_accounts returns.',
      1,
    ],
    [
      'no_transactions',
      { transactions: [] },
      'No transactions were given: pass at least one {date, amount, payee_name} item to create.',
      1,
    ],
    [
      'bad_date',
      { transactions: [ok, { ...LUCIE, date: '2026-09-31' }] },
      'transactions[1].date ‘2026-09-31’ is not a real date: write it YYYY-MM-DD (for example 2026-09-25).',
      3,
    ],
    [
      'future_date',
      { transactions: [{ ...LUCIE, date: '2026-09-26' }] },
      'transactions[0].date 2026-09-26 is later than today (2026-09-25): YNAB keeps only transactions that already happened. Leave it out, and create a scheduled transaction for it in YNAB instead.',
      3,
    ],
    [
      'not_one_line payee',
      { transactions: [{ ...LUCIE, payee_name: 'Chez Lucie\n- 2026-09-01 LANDLORD SARL -950.00' }] },
      'transactions[0].payee_name ‘Chez Lucie - 2026-09-01 LANDLORD SARL -950.00’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
      3,
    ],
    [
      'not_one_line memo',
      { transactions: [{ ...LUCIE, memo: 'see\u202eevil' }] },
      'transactions[0].memo ‘seeevil’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
      3,
    ],
    [
      'too_many_decimals',
      { transactions: [{ ...LUCIE, amount: -12.005 }] },
      "Amount -12.005 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
      3,
    ],
    [
      'unknown_category (Uncategorized)',
      { transactions: [{ ...LUCIE, category_id: 'cat-uncategorized' }] },
      "Category cat-uncategorized cannot be put on a new transaction: it is not in this plan, or it is hidden, deleted or internal (YNAB's Uncategorized included). Use a category_id from get_category_balances, or leave category_id out.",
      3,
    ],
    [
      'no_category_off_budget',
      { account_id: 'acc-joint-savings', transactions: [{ ...LUCIE, date: '2026-09-01', amount: 12 }] },
      'Joint savings is a tracking (off-budget) account, where YNAB keeps no category: leave transactions[0].category_id out.',
      3,
    ],
    [
      'likely_duplicate',
      { transactions: [LUCIE, AGAIN] },
      '1 transaction(s) look already recorded on this account (transactions[1] looks like tx-054 of 2026-09-22): same amount and payee within 3 days, or the same amount and date as a bank import. Nothing was created. Show them to the user and, only if they confirm these are new, call again with allow_duplicates=true.',
      4,
    ],
  ])('%s', async (_name, over, message, requests) => {
    await open('accept');
    const r = await call('create_transactions', { ...ARGS, ...over });
    expect([r.isError, textOf(r)]).toEqual([true, message]);
    expectRequests(r, requests);
    expect(fresh.s.asked).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it('refuses a hidden category as unknown, and a Credit Card Payment category with its own error', async () => {
    await open('accept');
    fresh.s.fake.mutate(PLAN, (plan) => {
      plan.category_groups.find((g) => g.id === 'grp-fun')!.categories.find((c) => c.id === 'cat-tennis')!.hidden = true;
      addCardPayments(plan);
    });
    const hidden = await call('create_transactions', { ...ARGS, transactions: [{ ...LUCIE, category_id: 'cat-tennis' }] });
    expect(textOf(hidden)).toMatch(/^Category cat-tennis cannot be put on a new transaction/);
    const card = await call('create_transactions', { ...ARGS, transactions: [{ ...LUCIE, category_id: 'cat-visa' }] });
    expect(textOf(card)).toBe(
      'Category cat-visa is a Credit Card Payment category, which YNAB drops from a transaction: give the category of the purchase itself (from get_category_balances).',
    );
    expect(fresh.s.asked).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it.each([
    ['a payee longer than 200 characters', { ...LUCIE, payee_name: 'x'.repeat(201) }, /payee_name/],
    ['a memo longer than 500 characters', { ...LUCIE, memo: 'm'.repeat(501) }, /memo/],
    ['an empty payee', { ...LUCIE, payee_name: '' }, /payee_name/],
    ['more than 100 transactions', Array.from({ length: 101 }, () => LUCIE), /transactions/],
  ])('refuses %s through the input schema', async (_name, item, pattern) => {
    await open('accept');
    const r = await call('create_transactions', { ...ARGS, transactions: Array.isArray(item) ? item : [item] });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(pattern);
    expect(fresh.s.fake.requestCount).toBe(0);
  });
});

describe('create_transactions', () => {
  it('answers confirmation_required with the preview on the code path, then creates with the code', async () => {
    await open();
    const first = await call('create_transactions', ARGS);
    expect(first.structuredContent).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\./),
      preview: QUESTION,
      account: 'Checking',
      transactions: [
        { date: '2026-09-24', amount: -12, payee: 'Chez Lucie', category: 'Restaurants', memo: null, possible_duplicates: [] },
      ],
      created_ids: [],
      duplicate_import_ids: [],
      confirmation: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      operation_id: null,
    });
    // The categories and the plan directory are asked at once: their order is not the point.
    expect(fresh.s.fake.log.map((l) => `${l.method} ${l.path}`).sort()).toEqual([
      'GET /plans',
      'GET /plans/demo-budget/accounts',
      'GET /plans/demo-budget/categories',
      'GET /plans/demo-budget/transactions',
    ]);
    expectRequests(first, 4);
    expect(balance(fresh.s.fake)).toBe(3512660);

    const second = await call('create_transactions', { ...ARGS, confirmation: first.structuredContent?.confirmation });
    const out = second.structuredContent!;
    expect(out).toMatchObject({
      status: 'applied',
      preview: QUESTION,
      created_ids: ['tx-057'],
      duplicate_import_ids: [],
      confirmation: null,
    });
    expect(out.operation_id).toMatch(/^[0-9a-f]{12}$/);
    expect(out.message).toBe(
      `Created 1 transaction(s) on Checking, cleared and not approved. To delete them again, call undo_operation with operation_id ${String(out.operation_id)} (it leaves alone any edited since).`,
    );
    // The change check of the transactions found nothing, so the accounts and categories held stand; then the POST.
    expect(fresh.s.fake.log.map((l) => `${l.method} ${l.path}`)).toEqual([
      'GET /plans/demo-budget/transactions',
      'POST /plans/demo-budget/transactions',
    ]);
    expectRequests(second, 2);
    expect(balance(fresh.s.fake)).toBe(3500660);
  });

  it('sends memo and approved as given, cleared, without import_id', async () => {
    const posted: unknown[] = [];
    const fake = new FakeYnab({
      today: DEMO_TODAY,
      onResponse: (request) => void (request.method === 'POST' && posted.push(request.body)),
    });
    await open('accept', undefined, { fake });
    const r = await call('create_transactions', {
      ...ARGS,
      approved: true,
      transactions: [
        { date: '2026-09-25', amount: 250, payee_name: '  Refund  SHOP ', memo: ' returned shoes ', category_id: 'cat-inflow' },
        { date: '2026-09-23', amount: -3.5, payee_name: 'Kiosk', memo: null },
      ],
    });
    expect(fresh.s.asked).toEqual([
      'Create 2 transaction(s) on Checking?\n- 2026-09-25 Refund SHOP 250.00: Inflow: Ready to Assign — memo: returned shoes\n- 2026-09-23 Kiosk -3.50: no category',
    ]);
    expect(r.structuredContent).toMatchObject({
      status: 'applied',
      transactions: [
        {
          date: '2026-09-25',
          amount: 250,
          payee: 'Refund  SHOP',
          category: 'Inflow: Ready to Assign',
          memo: 'returned shoes',
          possible_duplicates: [],
        },
        { date: '2026-09-23', amount: -3.5, payee: 'Kiosk', category: null, memo: null, possible_duplicates: [] },
      ],
      created_ids: ['tx-057', 'tx-058'],
    });
    expect(posted).toEqual([
      {
        transactions: [
          {
            account_id: 'acc-checking',
            date: '2026-09-25',
            amount: 250000,
            payee_name: 'Refund  SHOP',
            cleared: 'cleared',
            approved: true,
            memo: 'returned shoes',
            category_id: 'cat-inflow',
          },
          { account_id: 'acc-checking', date: '2026-09-23', amount: -3500, payee_name: 'Kiosk', cleared: 'cleared', approved: true },
        ],
      },
    ]);
    const stored = planOf(fresh.s.fake).data.transactions.filter((t) => t.id === 'tx-057' || t.id === 'tx-058');
    expect(stored.map((t) => [t.memo, t.cleared, t.approved, t.import_id, t.category_id])).toEqual([
      ['returned shoes', 'cleared', true, null, 'cat-inflow'],
      [null, 'cleared', true, null, null],
    ]);
  });

  it('journals ahead of the POST what it sends (a memo digest, never the memo), then the ids and what each looked like', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'avenir-create-')), 'journal.jsonl');
    await open('accept', undefined, { journal });
    const r = await call('create_transactions', { ...ARGS, transactions: [{ ...LUCIE, memo: 'private note' }] });
    const id = r.structuredContent?.operation_id;
    const lines = readFileSync(journal, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const sent = [
      {
        date: '2026-09-24',
        amount: -12000,
        payee_name: 'Chez Lucie',
        memo_digest: memoDigest('private note'),
        category_id: 'cat-restaurants',
      },
    ];
    expect(memoDigest('private note')).toMatch(/^[0-9a-f]{16}$/);
    expect(lines).toEqual([
      {
        operation_id: id,
        plan_id: PLAN,
        kind: 'create',
        applied_at: expect.any(String),
        details: { account_id: 'acc-checking', sent, existing_ids: [] },
        pending: true,
      },
      {
        settled: id,
        outcome: 'applied',
        details: {
          transaction_ids: ['tx-057'],
          created: [{ id: 'tx-057', date: '2026-09-24', amount: -12000, category_id: 'cat-restaurants' }],
        },
      },
    ]);
    expect(readFileSync(journal, 'utf8')).not.toContain('private note');
  });

  it('writes nothing when the user declines', async () => {
    await open('decline');
    const r = await call('create_transactions', ARGS);
    expect(r.structuredContent).toMatchObject({
      status: 'declined',
      preview: QUESTION,
      created_ids: [],
      confirmation: null,
      operation_id: null,
    });
    expect(fresh.s.asked).toEqual([QUESTION]);
    expect(writes()).toEqual([]);
    expect(balance(fresh.s.fake)).toBe(3512660);
  });

  it('creates a likely duplicate only with allow_duplicates, showing its look-alike', async () => {
    await open('accept');
    const refused = await call('create_transactions', { ...ARGS, transactions: [AGAIN] });
    expect(textOf(refused)).toMatch(
      /^1 transaction\(s\) look already recorded on this account \(transactions\[0\] looks like tx-054 of 2026-09-22\)/,
    );
    expect(fresh.s.asked).toEqual([]);
    const r = await call('create_transactions', { ...ARGS, transactions: [AGAIN], allow_duplicates: true });
    expect(fresh.s.asked).toEqual([
      'Create 1 transaction(s) on Checking?\n- 2026-09-22 Chez Lucie -88.00: Restaurants — looks like tx-054 of 2026-09-22',
    ]);
    expect(r.structuredContent).toMatchObject({
      status: 'applied',
      transactions: [{ possible_duplicates: ['tx-054'] }],
      created_ids: ['tx-057'],
    });
    expect(balance(fresh.s.fake)).toBe(3424660);
  });

  it('shows a same-amount transaction of another payee as a possible duplicate without refusing it', async () => {
    await open('accept');
    const r = await call('create_transactions', { ...ARGS, transactions: [{ date: '2026-09-21', amount: -22, payee_name: 'Pharmacy' }] });
    expect(fresh.s.asked).toEqual([
      'Create 1 transaction(s) on Checking?\n- 2026-09-21 Pharmacy -22.00: no category — looks like tx-052 of 2026-09-20',
    ]);
    expect(r.structuredContent).toMatchObject({ status: 'applied', transactions: [{ possible_duplicates: ['tx-052'] }] });
  });
});

describe('undo of create_transactions', () => {
  const TWO = { ...ARGS, transactions: [LUCIE, { date: '2026-09-23', amount: -3.5, payee_name: 'Kiosk' }] };
  async function createTwo() {
    const r = await call('create_transactions', TWO);
    expect(r.structuredContent?.status).toBe('applied');
    expect(r.structuredContent?.created_ids).toEqual(['tx-057', 'tx-058']);
    fresh.s.asked.length = 0;
    return String(r.structuredContent?.operation_id);
  }
  /** undo_operation, the user agreeing to `question`: applied to the creation `id`; its result. */
  async function undoAgreed(id: string, question: string) {
    const undo = await call('undo_operation', { plan_id: PLAN });
    expect(fresh.s.asked).toEqual([question]);
    expect(undo.structuredContent).toMatchObject({ status: 'applied', operation_id: id, kind: 'create' });
    return undo.structuredContent;
  }
  const edit = (id: string, change: (t: { amount: number; deleted: boolean; category_id: string | null; date: string }) => void) =>
    fresh.s.fake.mutate(PLAN, (plan) => change(plan.transactions.find((t) => t.id === id)!));

  it('deletes every created transaction, one DELETE each', async () => {
    await open('accept');
    const id = await createTwo();
    const undone = await undoAgreed(
      id,
      'Undo: delete 2 transaction(s) created on Checking?\n- 2026-09-24 Chez Lucie -12.00\n- 2026-09-23 Kiosk -3.50',
    );
    expect(undone).toMatchObject({ restored: 2, changes: [], conflicts: [] });
    expect(writes().map((l) => `${l.method} ${l.path}`)).toEqual([
      'DELETE /plans/demo-budget/transactions/tx-057',
      'DELETE /plans/demo-budget/transactions/tx-058',
    ]);
    expect(balance(fresh.s.fake)).toBe(3512660);
    expect(textOf(await call('undo_operation', { plan_id: PLAN }))).toMatch(/^Nothing to undo/);
  });

  it('leaves alone a transaction edited since, and lists it in conflicts', async () => {
    await open('accept');
    const id = await createTwo();
    edit('tx-057', (t) => {
      t.category_id = 'cat-groceries';
    });
    const undone = await undoAgreed(
      id,
      'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-23 Kiosk -3.50\n- 1 item(s) changed since and will be left alone',
    );
    expect(undone).toMatchObject({ restored: 1, conflicts: ['tx-057'] });
    expect(writes().map((l) => `${l.method} ${l.path}`)).toEqual(['DELETE /plans/demo-budget/transactions/tx-058']);
    expect(planOf(fresh.s.fake).data.transactions.find((t) => t.id === 'tx-057')).toMatchObject({
      deleted: false,
      category_id: 'cat-groceries',
    });
  });

  it('is nothing_to_do when every created transaction changed or went, without asking nor writing a marker', async () => {
    await open('accept');
    const id = await createTwo();
    edit('tx-057', (t) => {
      t.amount = -13000;
    });
    edit('tx-058', (t) => {
      t.deleted = true;
    });
    for (let i = 0; i < 2; i++) {
      const undo = await call('undo_operation', { plan_id: PLAN });
      expect(undo.structuredContent).toEqual({
        status: 'nothing_to_do',
        message:
          'Every one of the 2 transaction(s) created was deleted, or its date, amount or category changed, since the operation, so the undo touches nothing.',
        preview: null,
        operation_id: id,
        kind: 'create',
        restored: 0,
        changes: [],
        conflicts: ['tx-057', 'tx-058'],
        confirmation: null,
      });
      expect(writes()).toEqual([]);
    }
    expect(fresh.s.asked).toEqual([]);
  });

  it('says how many were deleted when a DELETE fails midway, writes no marker, and a retry finishes', async () => {
    await open('accept');
    const id = await createTwo();
    fresh.s.fake.addFault({ method: 'DELETE', path: '/plans/demo-budget/transactions/tx-058', status: 500, times: Infinity });
    const failed = await call('undo_operation', { plan_id: PLAN });
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toBe(
      `The undo stopped midway (YNAB 500: Internal server error), after deleting 1 of the 2 transaction(s) created. Call undo_operation again with operation_id ${id}: it deletes those still there as created and leaves the others alone.`,
    );
    expect(
      planOf(fresh.s.fake)
        .data.transactions.filter((t) => t.id === 'tx-057' || t.id === 'tx-058')
        .map((t) => t.deleted),
    ).toEqual([true, false]);
    fresh.s.fake.clearFaults();
    fresh.s.asked.length = 0;
    const retry = await call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(fresh.s.asked).toEqual([
      'Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-23 Kiosk -3.50\n- 1 item(s) changed since and will be left alone',
    ]);
    expect(retry.structuredContent).toMatchObject({ status: 'applied', restored: 1, conflicts: ['tx-057'] });
    expect(balance(fresh.s.fake)).toBe(3512660);
  });
});
