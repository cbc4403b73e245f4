// split_transaction in process: every refusal before any question or code and without a write, the code
// path's fields, requests and PATCH body, the fake's split, no journal entry, and a decline.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { textOf, type Args, type Served } from '../helpers/calls.ts';
import { callDemo, writeClients } from './write-clients.ts';
import { RECEIPT, RECEIPT_QUESTION, receiptFields } from '../fixtures/demo-answers.ts';
import { addCardPayments } from '../helpers/card-payments.ts';

const QUESTION = RECEIPT_QUESTION;

/** What the demo lacks: a hidden category, a Credit Card Payments one, a deleted and an already split transaction. */
function addOddities(plan: DemoPlan): void {
  plan.category_groups.find((g) => g.id === 'grp-bills')!.categories.find((c) => c.id === 'cat-internet')!.hidden = true;
  addCardPayments(plan);
  plan.transactions.find((t) => t.id === 'tx-047')!.deleted = true;
  const t = plan.transactions.find((x) => x.id === 'tx-049')!;
  t.category_id = null;
  t.subtransactions = [
    { id: 'sub-tx-049-0', amount: -40000, memo: null, payee_id: null, category_id: 'cat-transport', deleted: false },
    { id: 'sub-tx-049-1', amount: -5000, memo: null, payee_id: null, category_id: 'cat-groceries', deleted: false },
  ];
}

// The code path's fake records each write's body, to check the PATCH sent.
const w = writeClients({ asking: addOddities });

const stored = (fake: FakeYnab, id: string) =>
  fake
    .snapshot()
    .plans.find((p) => p.id === 'demo-budget')!
    .data.transactions.find((t) => t.id === id)!;

const call = (s: Served, args: Args, tool = 'split_transaction') => callDemo(s, tool, args);

describe('split_transaction refusals, before any question or code, and without a write', () => {
  const line = (amount: number, category_id: string, memo?: string) =>
    memo === undefined ? { amount, category_id } : { amount, category_id, memo };
  const unknown = (id: string, n: number) =>
    `Category ${id} (line ${n}) is not a category of this plan a split line can use (hidden, deleted and internal categories are left out): use a category_id from get_category_balances.`;
  it.each([
    [
      'bad_amount',
      'tx-nope',
      [line(-66.1234, 'cat-nope')],
      'Amount -66.1234 has more than 3 decimals, and YNAB stores at most 3: round it.',
    ],
    [
      'unknown_transaction',
      'tx-nope',
      RECEIPT,
      'Transaction tx-nope is not in this plan: use a transaction_id that suggest_categories returns.',
    ],
    // YNAB never serves a deleted transaction on a read, so it is unknown here (the plan's own check is in test/logic).
    [
      'deleted (unknown)',
      'tx-047',
      RECEIPT,
      'Transaction tx-047 is not in this plan: use a transaction_id that suggest_categories returns.',
    ],
    [
      'already_split',
      'tx-049',
      RECEIPT,
      "Transaction tx-049 is already split: its lines can only be edited in YNAB's app, not through the API.",
    ],
    ['transfer_split (on budget)', 'tx-014', RECEIPT, 'Transaction tx-014 is a transfer between accounts: transfers are not split.'],
    ['transfer_split (from tracking)', 'tx-001', RECEIPT, 'Transaction tx-001 is a transfer between accounts: transfers are not split.'],
    [
      'off_budget_split',
      'nw-166',
      RECEIPT,
      'Transaction nw-166 is on a tracking (off-budget) account: YNAB does not split those transactions.',
    ],
    [
      'too_few_lines',
      'tx-046',
      [line(-66.12, 'cat-groceries')],
      'A split needs at least two lines, and 1 was given: to give the whole transaction one category, use apply_categories.',
    ],
    [
      'too_few_lines (none)',
      'tx-046',
      [],
      'A split needs at least two lines, and 0 was given: to give the whole transaction one category, use apply_categories.',
    ],
    ['zero_line', 'tx-046', [line(-66.12, 'cat-groceries'), line(0, 'cat-tennis')], 'Line 2 has an amount of 0: drop it.'],
    [
      'memo NUL',
      'tx-046',
      [line(-51.13, 'cat-groceries', 'milk\u0000'), line(-14.99, 'cat-tennis')],
      'Memo of line 1 ‘milk’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      'memo line break',
      'tx-046',
      [line(-51.13, 'cat-groceries'), line(-14.99, 'cat-tennis', 'balls\n- Rent 0.00')],
      'Memo of line 2 ‘balls - Rent 0.00’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      'memo control',
      'tx-046',
      [line(-51.13, 'cat-groceries'), line(-14.99, 'cat-tennis', 'a\u0007b')],
      'Memo of line 2 ‘a b’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      'memo format',
      'tx-046',
      [line(-51.13, 'cat-groceries'), line(-14.99, 'cat-tennis', 'a\u202eb')],
      'Memo of line 2 ‘ab’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      'memo separator',
      'tx-046',
      [line(-51.13, 'cat-groceries'), line(-14.99, 'cat-tennis', 'a\u2028b')],
      'Memo of line 2 ‘a b’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      'too_many_decimals',
      'tx-046',
      [line(-51.125, 'cat-groceries'), line(-14.995, 'cat-tennis')],
      "Amount -51.125 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
    ],
    [
      'uncategorized_category',
      'tx-046',
      [line(-51.13, 'cat-nope'), line(-14.99, 'cat-uncategorized')],
      "Category cat-uncategorized (line 2) is YNAB's internal Uncategorized: choose a real category.",
    ],
    ['unknown_category', 'tx-046', [line(-51.13, 'cat-visa'), line(-14.99, 'cat-nope')], unknown('cat-nope', 2)],
    ['unknown_category (hidden)', 'tx-046', [line(-51.13, 'cat-internet'), line(-14.99, 'cat-tennis')], unknown('cat-internet', 1)],
    ['unknown_category (internal)', 'tx-046', [line(-51.13, 'cat-groceries'), line(-14.99, 'cat-inflow')], unknown('cat-inflow', 2)],
    [
      'card_payment_category',
      'tx-046',
      [line(-51.13, 'cat-groceries'), line(-14.99, 'cat-visa')],
      'Category cat-visa (line 2) is a Credit Card Payment category, which YNAB drops on a transaction: give the category of the purchase itself.',
    ],
    [
      'lines_sum',
      'tx-046',
      [line(-51.13, 'cat-groceries'), line(-15, 'cat-tennis')],
      'The lines add up to -66.13 but transaction tx-046 is -66.12: they must be equal to the cent. Change the lines so that they add up exactly.',
    ],
  ])('%s', async (_name, transaction_id, lines, message) => {
    expect(await w.refused('split_transaction', { transaction_id, lines })).toBe(message);
    expect(w.asking.fake.log.map((l) => l.method).every((m) => m === 'GET')).toBe(true);
    if (_name === 'bad_amount') expect(w.asking.fake.log).toEqual([]);
  });
});

describe('split_transaction on the code path', () => {
  it('splits the demo receipt, field by field, and journals nothing', async () => {
    const args = { transaction_id: 'tx-046', lines: [RECEIPT[0], { ...RECEIPT[1], memo: '  new balls ' }] };
    const preview = await call(w.coding, args);
    const question = QUESTION.replace('- Tennis -14.99', '- Tennis -14.99 — memo: new balls');
    const fields = receiptFields('new balls');
    expect(preview.structuredContent).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\./),
      preview: question,
      ...fields,
      confirmation: expect.any(String),
    });
    // GET transactions, accounts, categories and /plans (the question's amounts), cold cache.
    expect(preview._meta?.[REQUESTS_META]).toBe(4);

    const applied = await call(w.coding, { ...args, confirmation: preview.structuredContent!.confirmation });
    expect(applied.structuredContent).toEqual({
      status: 'applied',
      message:
        "Split transaction tx-046 (2026-09-05 CB MARKET FRESH FACT 050926 525130******1) into 2 lines. undo_operation cannot revert a split: only YNAB's app can edit or remove its lines.",
      preview: question,
      ...fields,
      confirmation: null,
    });
    // One change check (the transactions; nothing changed, so the accounts and categories held stand), then the PATCH.
    expect(w.coding.fake.log.map((l) => l.method)).toEqual(['GET', 'PATCH']);
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({
      transactions: [
        {
          id: 'tx-046',
          category_id: null,
          subtransactions: [
            { amount: -51130, category_id: 'cat-groceries', memo: null },
            { amount: -14990, category_id: 'cat-tennis', memo: 'new balls' },
          ],
        },
      ],
    });
    const tx = stored(w.coding.fake, 'tx-046');
    expect(tx.amount).toBe(-66120);
    expect(tx.category_id).toBeNull();
    expect(tx.subtransactions.map((s) => [s.amount, s.category_id, s.memo, s.deleted])).toEqual([
      [-51130, 'cat-groceries', null, false],
      [-14990, 'cat-tennis', 'new balls', false],
    ]);

    // Not journaled: there is nothing for undo_operation to find.
    const undo = await call(w.coding, {}, 'undo_operation');
    expect(undo.isError).toBe(true);
    expect(textOf(undo)).toMatch(/no operation of this plan is still in effect/);
    // And the split is now refused as already split, before any question.
    const again = await call(w.coding, args);
    expect(textOf(again)).toBe("Transaction tx-046 is already split: its lines can only be edited in YNAB's app, not through the API.");
  });
});

describe('split_transaction when the user declines', () => {
  it('changes nothing', async () => {
    w.asked.length = 0;
    const r = await call(w.asking, { transaction_id: 'tx-046', lines: RECEIPT });
    expect(w.asked).toEqual([QUESTION]);
    expect(r.structuredContent).toMatchObject({ status: 'declined', preview: QUESTION, confirmation: null });
    expect(r.structuredContent).not.toHaveProperty('operation_id');
    expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(stored(w.asking.fake, 'tx-046')).toMatchObject({ category_id: null, subtransactions: [] });
  });
});
