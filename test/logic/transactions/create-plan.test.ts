// Examples for src/logic/transactions/create-plan.ts: the demo's question (demo-plan.md §8), each refusal in the tool's
// order, look-alikes (possible and likely, import ids), the POST body, and what the journal keeps.
import { describe, expect, it } from 'vitest';
import {
  checkCreateAmounts,
  checkCreateItems,
  createdRecords,
  duplicateList,
  findCreateAccount,
  findLookAlikes,
  planCreate,
  sentItems,
  type CheckContext,
  type CreateRequest,
} from '../../../src/logic/transactions/create-plan.ts';
import { memoDigest } from '../../../src/logic/writes/sent-transactions.ts';
import { TODAY, accounts, budgetTransactions } from '../fixtures/demo.ts';
import { VISA, withRefusedCategories } from '../fixtures/refused-categories.ts';
import { checking, createContext, type Existing } from '../fixtures/create-context.ts';

const joint = accounts.find((a) => a.id === 'acc-joint-savings')!;
const groups = withRefusedCategories([
  VISA,
  { id: 'cat-visa-hidden', name: 'Old Visa', hidden: true, deleted: false },
  { id: 'cat-visa-deleted', name: 'Closed Visa', hidden: false, deleted: true },
]);
const ctx = (over: Partial<CheckContext> = {}): CheckContext => createContext({ groups, ...over });
const existing: Existing[] = budgetTransactions;
const LUCIE: CreateRequest = { date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' };

function plan(requests: CreateRequest[], options: { allowDuplicates?: boolean; approved?: boolean; transactions?: Existing[] } = {}) {
  const checked = checkCreateItems(requests, ctx());
  if (!checked.ok) throw new Error(checked.error);
  return planCreate({
    account: checking,
    items: checked.items,
    existing: options.transactions ?? existing,
    approved: options.approved ?? false,
    allowDuplicates: options.allowDuplicates ?? false,
    digits: 2,
  });
}

describe('planCreate', () => {
  it('gives the demo’s question for one −12.00 Chez Lucie on 2026-09-24 (tx-054’s −88.00 is no look-alike)', () => {
    expect(plan([LUCIE])).toEqual({
      ok: true,
      account: 'Checking',
      rows: [{ date: '2026-09-24', amount: -12, payee: 'Chez Lucie', category: 'Restaurants', memo: null, possible_duplicates: [] }],
      subject: {
        account_id: 'acc-checking',
        transactions: [{ date: '2026-09-24', amount: -12000, payee_name: 'Chez Lucie', memo: null, category_id: 'cat-restaurants' }],
        approved: false,
      },
      body: [
        {
          account_id: 'acc-checking',
          date: '2026-09-24',
          amount: -12000,
          payee_name: 'Chez Lucie',
          cleared: 'cleared',
          approved: false,
          category_id: 'cat-restaurants',
        },
      ],
      seen: { account: 'Checking', transactions: [{ category: 'Restaurants', looks_like: [] }] },
      question: 'Create 1 transaction(s) on Checking?\n- 2026-09-24 Chez Lucie -12.00: Restaurants',
      details: {
        account_id: 'acc-checking',
        sent: [{ date: '2026-09-24', amount: -12000, payee_name: 'Chez Lucie', memo_digest: null, category_id: 'cat-restaurants' }],
        existing_ids: [],
      },
    });
  });

  it('refuses a likely duplicate of tx-054 unless allowed, then shows it in the question', () => {
    const again: CreateRequest = { date: '2026-09-22', amount: -88, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' };
    expect(plan([LUCIE, again])).toEqual({
      ok: false,
      error: 'likely_duplicate',
      count: 1,
      duplicates: 'transactions[1] looks like tx-054 of 2026-09-22',
    });
    const r = plan([again], { allowDuplicates: true });
    expect(r.ok && r.question).toBe(
      'Create 1 transaction(s) on Checking?\n- 2026-09-22 Chez Lucie -88.00: Restaurants — looks like tx-054 of 2026-09-22',
    );
    expect(r.ok && r.rows[0]!.possible_duplicates).toEqual(['tx-054']);
    // The question shows the look-alike: a confirmation binds it.
    expect(r.ok && r.seen).toEqual({
      account: 'Checking',
      transactions: [{ category: 'Restaurants', looks_like: [{ id: 'tx-054', date: '2026-09-22' }] }],
    });
  });

  it('shows memos and whole payees, leaves memo and category out of the body when absent, and keeps approved', () => {
    const payee = `Le Petit Bistrot ${'de la Place '.repeat(10)}`.trim();
    const r = plan([{ date: '2026-09-20', amount: 15.5, payee_name: `  ${payee}  `, memo: ' refund, table 4 ' }], { approved: true });
    if (!r.ok) throw new Error(r.error);
    expect(Array.from(payee).length).toBeGreaterThan(80);
    expect(r.question).toBe(`Create 1 transaction(s) on Checking?\n- 2026-09-20 ${payee} 15.50: no category — memo: refund, table 4`);
    expect(r.body).toEqual([
      {
        account_id: 'acc-checking',
        date: '2026-09-20',
        amount: 15500,
        payee_name: payee,
        cleared: 'cleared',
        approved: true,
        memo: 'refund, table 4',
      },
    ]);
    expect(r.subject.transactions[0]).toEqual({
      date: '2026-09-20',
      amount: 15500,
      payee_name: payee,
      memo: 'refund, table 4',
      category_id: null,
    });
    expect(r.rows[0]).toMatchObject({ payee, memo: 'refund, table 4', category: null });
  });

  it('treats a blank or null memo as none', () => {
    for (const memo of ['   ', null]) {
      const r = plan([{ ...LUCIE, memo }]);
      expect(r.ok && [r.body[0]!.memo, r.subject.transactions[0]!.memo]).toEqual([undefined, null]);
    }
  });

  it('accepts Ready to Assign for an income', () => {
    const r = plan([{ date: '2026-09-25', amount: 100, payee_name: 'Refund', category_id: 'cat-inflow' }]);
    expect(r.ok && r.question).toBe('Create 1 transaction(s) on Checking?\n- 2026-09-25 Refund 100.00: Inflow: Ready to Assign');
  });
});

describe('look-alikes', () => {
  const item = (over: Partial<{ date: string; amount: number; payee_name: string }> = {}) => ({
    date: '2026-09-22',
    amount: -88000,
    payee_name: 'Chez Lucie',
    memo: null,
    category_id: null,
    category: null,
    ...over,
  });
  const tx = (id: string, over: Partial<Existing>): Existing => ({
    id,
    date: '2026-09-22',
    amount: -88000,
    account_id: 'acc-checking',
    payee_name: 'Other',
    deleted: false,
    ...over,
  });

  it('lists a same-amount transaction within 3 days as possible, and as likely when the payee normalises the same', () => {
    const world = [
      tx('t-bank', { date: '2026-09-25', payee_name: 'CB CHEZ LUCIE FACT 220926 525130******1' }),
      tx('t-other', { date: '2026-09-19' }),
      tx('t-far', { date: '2026-09-18', payee_name: 'Chez Lucie' }),
      tx('t-amount', { amount: -88001, payee_name: 'Chez Lucie' }),
      tx('t-account', { account_id: 'acc-savings', payee_name: 'Chez Lucie' }),
      tx('t-deleted', { deleted: true, payee_name: 'Chez Lucie' }),
      tx('t-import-name', { date: '2026-09-21', payee_name: 'Renamed', import_payee_name: 'CHEZ LUCIE' }),
    ];
    expect(findLookAlikes([item()], 'acc-checking', world)).toEqual([
      {
        possible: [
          { id: 't-other', date: '2026-09-19' },
          { id: 't-import-name', date: '2026-09-21' },
          { id: 't-bank', date: '2026-09-25' },
        ],
        likely: [
          { id: 't-import-name', date: '2026-09-21' },
          { id: 't-bank', date: '2026-09-25' },
        ],
      },
    ]);
  });

  it('counts an import id with the same amount and date as likely, even when the transaction was edited since', () => {
    const world = [
      tx('t-imported', { date: '2026-09-01', amount: -5000, payee_name: 'Renamed', import_id: 'YNAB:-88000:2026-09-22:2' }),
      tx('t-other-import', { import_id: 'YNAB:-88000:2026-09-23:1' }),
    ];
    expect(findLookAlikes([item({ payee_name: 'Anything' })], 'acc-checking', world)).toEqual([
      {
        possible: [
          { id: 't-imported', date: '2026-09-01' },
          { id: 't-other-import', date: '2026-09-22' },
        ],
        likely: [{ id: 't-imported', date: '2026-09-01' }],
      },
    ]);
  });

  it('reads YNAB’s import id format exactly: an inflow, an occurrence of two digits; nothing around it', () => {
    const world = [
      tx('t-inflow', { amount: 88000, import_id: 'YNAB:88000:2026-09-22:1' }),
      tx('t-twelfth', { date: '2026-08-01', import_id: 'YNAB:-88000:2026-09-22:12' }),
      tx('t-prefixed', { date: '2026-08-02', import_id: 'XYNAB:-88000:2026-09-22:1' }),
      tx('t-suffixed', { date: '2026-08-03', import_id: 'YNAB:-88000:2026-09-22:1x' }),
    ];
    const [outflow, inflow] = findLookAlikes([item(), item({ amount: 88000 })], 'acc-checking', world);
    expect(outflow!.likely.map((l) => l.id)).toEqual(['t-twelfth']);
    expect(inflow!.likely.map((l) => l.id)).toEqual(['t-inflow']);
  });

  it('orders look-alikes by date, then id', () => {
    const world = [tx('t-b', {}), tx('t-c', { date: '2026-09-21' }), tx('t-a', {})];
    expect(findLookAlikes([item()], 'acc-checking', world)[0]!.possible.map((l) => l.id)).toEqual(['t-c', 't-a', 't-b']);
  });

  it('never matches payees on a label that normalises to nothing', () => {
    const world = [tx('t-noise', { payee_name: 'CB 123456' })];
    expect(findLookAlikes([item({ payee_name: 'CB 654321' })], 'acc-checking', world)[0]!.likely).toEqual([]);
  });

  it('fits the likely_duplicate list in a message parameter, whole items only', () => {
    const entries = [0, 1, 2, 3].map((index) => ({ index, likely: [{ id: `tx-05${index}`, date: '2026-09-22' }] }));
    expect(duplicateList(entries.slice(0, 1))).toBe('transactions[0] looks like tx-050 of 2026-09-22');
    expect(duplicateList(entries)).toBe('transactions[0] looks like tx-050 of 2026-09-22; … and 3 more');
    const uuid = '0f8c2b1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b';
    expect(duplicateList([{ index: 0, likely: [{ id: uuid, date: '2026-09-22' }] }])).toBe(
      `transactions[0] looks like ${uuid} of 2026-09-22`,
    );
  });

  it('lists every item when all fit, each with all its look-alikes, else as many as fit whole (up to exactly the limit)', () => {
    const entry = (index: number, ...ids: string[]) => ({ index, likely: ids.map((id) => ({ id, date: '2026-09-22' })) });
    expect(duplicateList([entry(0, 'a'), entry(2, 'b', 'c')], 200)).toBe(
      'transactions[0] looks like a of 2026-09-22; transactions[2] looks like b of 2026-09-22, c of 2026-09-22',
    );
    const four = [entry(0, 'a'), entry(1, 'b'), entry(2, 'c'), entry(3, 'd')];
    const two = 'transactions[0] looks like a of 2026-09-22; transactions[1] looks like b of 2026-09-22; … and 2 more';
    expect(duplicateList(four, two.length)).toBe(two);
    expect(duplicateList(four, two.length - 1)).toBe('transactions[0] looks like a of 2026-09-22; … and 3 more');
  });

  it('gives the first item whole when even it alone does not fit', () => {
    const uuids = ['0f8c2b1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b', '1f8c2b1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b'];
    const first = `transactions[0] looks like ${uuids.map((id) => `${id} of 2026-09-22`).join(', ')}`;
    expect(duplicateList([{ index: 0, likely: uuids.map((id) => ({ id, date: '2026-09-22' })) }])).toBe(first);
    expect(
      duplicateList([
        { index: 0, likely: uuids.map((id) => ({ id, date: '2026-09-22' })) },
        { index: 1, likely: [{ id: 'x', date: '2026-09-22' }] },
      ]),
    ).toBe(`${first}; … and 1 more`);
  });
});

describe('refusals, in the tool’s order', () => {
  it('bad_amount before anything else', () => {
    expect(checkCreateAmounts([LUCIE, { ...LUCIE, amount: -1.2345 }])).toEqual({ ok: false, error: 'bad_amount', amount: '-1.2345' });
    expect(checkCreateAmounts([LUCIE, { ...LUCIE, amount: -1.234 }])).toBeUndefined();
  });

  it('unknown_account for a missing or deleted account; closed accounts are accepted', () => {
    expect(findCreateAccount('acc-nope', accounts)).toEqual({ ok: false, error: 'unknown_account', ids: 'acc-nope' });
    expect(
      findCreateAccount(
        'acc-checking',
        accounts.map((a) => ({ ...a, deleted: a.id === 'acc-checking' })),
      ),
    ).toMatchObject({ ok: false, error: 'unknown_account' });
    expect(findCreateAccount('acc-former-bank', accounts)).toMatchObject({ ok: true, account: { id: 'acc-former-bank' } });
  });

  it.each<[string, CreateRequest, CheckContext | undefined, unknown]>([
    ['bad_date', { ...LUCIE, date: '2026-02-30' }, undefined, { error: 'bad_date', argument: 'transactions[1].date', value: '2026-02-30' }],
    [
      'future_date',
      { ...LUCIE, date: '2026-09-26' },
      undefined,
      { error: 'future_date', argument: 'transactions[1].date', date: '2026-09-26', today: TODAY },
    ],
    [
      'not_one_line payee',
      { ...LUCIE, payee_name: 'Chez\nLucie' },
      undefined,
      { error: 'not_one_line', what: 'transactions[1].payee_name', text: 'Chez\nLucie' },
    ],
    ['blank payee', { ...LUCIE, payee_name: '   ' }, undefined, { error: 'not_one_line', what: 'transactions[1].payee_name', text: '   ' }],
    [
      'not_one_line memo',
      { ...LUCIE, memo: 'ok\u202eko' },
      undefined,
      { error: 'not_one_line', what: 'transactions[1].memo', text: 'ok\u202eko' },
    ],
    ['too_many_decimals', { ...LUCIE, amount: -12.005 }, undefined, { error: 'too_many_decimals', amount: '-12.005', decimals: 2 }],
    ['unknown_category', { ...LUCIE, category_id: 'cat-nope' }, undefined, { error: 'unknown_category', category_id: 'cat-nope' }],
    [
      'Uncategorized',
      { ...LUCIE, category_id: 'cat-uncategorized' },
      undefined,
      { error: 'unknown_category', category_id: 'cat-uncategorized' },
    ],
    ['hidden', { ...LUCIE, category_id: 'cat-old' }, undefined, { error: 'unknown_category', category_id: 'cat-old' }],
    ['deleted', { ...LUCIE, category_id: 'cat-del' }, undefined, { error: 'unknown_category', category_id: 'cat-del' }],
    [
      'card_payment_category',
      { ...LUCIE, category_id: 'cat-visa' },
      undefined,
      { error: 'card_payment_category', category_id: 'cat-visa' },
    ],
    [
      'hidden card payment category',
      { ...LUCIE, category_id: 'cat-visa-hidden' },
      undefined,
      { error: 'unknown_category', category_id: 'cat-visa-hidden' },
    ],
    [
      'deleted card payment category',
      { ...LUCIE, category_id: 'cat-visa-deleted' },
      undefined,
      { error: 'unknown_category', category_id: 'cat-visa-deleted' },
    ],
    [
      'no_category_off_budget',
      LUCIE,
      ctx({ account: joint }),
      { error: 'no_category_off_budget', account: 'Joint savings', argument: 'transactions[1].category_id' },
    ],
  ])('%s', (_name, second, context, refusal) => {
    const ok: CreateRequest = { date: '2026-09-20', amount: -1, payee_name: 'Fine' };
    expect(checkCreateItems([ok, second], context ?? ctx())).toEqual({ ok: false, ...(refusal as object) });
  });

  it('no_transactions for an empty list', () => {
    expect(checkCreateItems([], ctx())).toEqual({ ok: false, error: 'no_transactions' });
  });

  it('reports the first failing check of the first failing transaction', () => {
    const r = checkCreateItems(
      [
        { ...LUCIE, category_id: 'cat-nope', memo: 'a\nb' },
        { ...LUCIE, date: 'soon' },
      ],
      ctx(),
    );
    expect(r).toMatchObject({ error: 'not_one_line', what: 'transactions[0].memo' });
  });

  it('a tracking account takes transactions without a category', () => {
    const r = checkCreateItems([{ date: '2026-09-01', amount: 12, payee_name: 'Interest' }], ctx({ account: joint }));
    expect(r.ok).toBe(true);
  });
});

describe('what the journal keeps', () => {
  it('pairs YNAB’s ids with the items sent, and records none when the counts differ', () => {
    const checked = checkCreateItems([LUCIE], ctx());
    if (!checked.ok) throw new Error(checked.error);
    expect(createdRecords(['tx-057'], checked.items)).toEqual([
      { id: 'tx-057', date: '2026-09-24', amount: -12000, category_id: 'cat-restaurants' },
    ]);
    expect(createdRecords([], checked.items)).toEqual([]);
    const two = checkCreateItems([LUCIE, { ...LUCIE, amount: -3 }], ctx());
    expect(two.ok && createdRecords(['tx-057'], two.items)).toEqual([]);
  });

  it('announces each transaction as sent: its memo as a digest only, its category', () => {
    const checked = checkCreateItems(
      [
        { ...LUCIE, memo: 'table 4' },
        { date: '2026-09-23', amount: -5, payee_name: 'Kiosk' },
      ],
      ctx(),
    );
    expect(checked.ok && sentItems(checked.items)).toEqual([
      { date: '2026-09-24', amount: -12000, payee_name: 'Chez Lucie', memo_digest: memoDigest('table 4'), category_id: 'cat-restaurants' },
      { date: '2026-09-23', amount: -5000, payee_name: 'Kiosk', memo_digest: null, category_id: null },
    ]);
  });

  it('journals them as sent on the account, with the live transactions of their date and amount already there', () => {
    const there = [
      { ...budgetTransactions[0]!, id: 'tx-old', account_id: 'acc-checking', date: '2026-09-24', amount: -12000, deleted: false },
      { ...budgetTransactions[0]!, id: 'tx-other', account_id: 'acc-checking', date: '2026-09-24', amount: -11000, deleted: false },
    ];
    const r = plan([LUCIE], { allowDuplicates: true, transactions: there });
    expect(r.ok && r.details).toEqual({
      account_id: 'acc-checking',
      sent: [{ date: '2026-09-24', amount: -12000, payee_name: 'Chez Lucie', memo_digest: null, category_id: 'cat-restaurants' }],
      existing_ids: ['tx-old'],
    });
  });
});
